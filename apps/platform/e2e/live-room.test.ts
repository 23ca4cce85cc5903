import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  api,
  createHost,
  launchBrowser,
  nextSlide,
  openLiveScreens,
  startLiveSession,
  type Account,
} from './support';

// The room sees itself (issue 34), in one real session between the presenter on a computer, the host controls on a
// phone and two phones: a reaction tapped on a phone floats up the presenter, a phone tapping too fast is told so,
// and the host turns reactions off (the phones lose them) and on again; on a discussion slide the posts reach the
// presenter's feed as they come, with its count, until the host approves posts first: then a post shows on the
// presenter only once the host approved it. What each screen shows in every state is the views' stories; this proves
// each emit reaches the other screens through the server.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('room');
});
afterAll(() => browser?.close());

const QUESTION = 'What helped you most this week?';

it('floats reactions on the presenter, turns them off, and shows posts as they come or once approved', async () => {
  const { id, pin, hostKey, token } = await startLiveSession(
    {
      title: 'A week in review',
      description: 'The room reacts and talks the week through.',
      script: 'Let the room react, then collect what helped.',
      slides: [
        {
          title: 'What helped',
          slideType: 'discussion',
          order: 0,
          script: 'Approve the posts before they show if the room is large.',
          questions: [QUESTION],
        },
      ],
    },
    host,
  );

  try {
    const { presenter, controls, participants } = await openLiveScreens(browser, { pin, hostKey }, 2);
    const [ann, ben] = participants as [Page, Page];
    const reactionsOf = (phone: Page) => phone.getByRole('region', { name: 'React on the big screen' });
    const floating = (reaction: string) =>
      presenter.locator(`[data-testid="floating-reaction"][data-reaction="${reaction}"]`);

    // A reaction from the lobby on: it floats on the presenter, and leaves again.
    await reactionsOf(ann).getByRole('button', { name: 'Applause' }).click();
    await reactionsOf(ann).getByText('"Applause" sent to the big screen.').waitFor();
    await floating('clap').first().waitFor();
    await floating('clap').first().waitFor({ state: 'detached' });

    // A phone tapping past its few reactions in a few seconds is told so, and its last one floats nowhere.
    const heart = reactionsOf(ben).getByRole('button', { name: 'Heart' });
    for (let tap = 0; tap < 6; tap++) await heart.click();
    await reactionsOf(ben)
      .getByText('You are reacting too fast. Wait a few seconds, then try again.')
      .waitFor();
    await expect.poll(() => floating('heart').count()).toBeGreaterThan(0);
    expect(await floating('heart').count()).toBeLessThanOrEqual(5);

    // The host turns reactions off: the phones lose them; on again, they are back.
    const allowed = controls.getByRole('switch', { name: 'Participants can send reactions' });
    await allowed.click();
    await expect.poll(() => allowed.getAttribute('aria-checked')).toBe('false');
    for (const phone of participants) await reactionsOf(phone).waitFor({ state: 'detached' });
    await ann.getByRole('region', { name: 'Tell the host, anonymously' }).waitFor();
    await allowed.click();
    await reactionsOf(ann).waitFor();

    // The discussion: posts show on the presenter as they come, with how many the room sees.
    await nextSlide(controls);
    await presenter.getByRole('heading', { name: 'What helped' }).waitFor();
    const feed = presenter.getByRole('region', { name: 'Posts as they come' });
    const count = presenter.getByTestId('feed-count');
    await count.filter({ hasText: '0 posts' }).waitFor();
    const post = async (participant: Page, text: string) => {
      const question = participant.getByRole('region', { name: QUESTION });
      await question.getByRole('textbox').fill(text);
      await question.getByRole('button', { name: 'Post' }).click();
      await question.getByText('Posted. It shows without your name.').waitFor();
    };
    await post(ben, 'The Monday stand-up was short.');
    await feed.getByText('The Monday stand-up was short.').waitFor();
    await count.filter({ hasText: '1 post' }).waitFor();

    // Approve first: a new post waits for the host, on the host's phone only.
    await controls.getByRole('switch', { name: 'Approve posts before they show' }).click();
    await ann.getByText('The host approves each post before the room sees it.').waitFor();
    await post(ann, 'Thanking people by name.');
    await ann.getByRole('region', { name: QUESTION }).getByText('Waiting for the host').waitFor();
    const waiting = controls.getByRole('region', { name: '1 post waits for your approval' });
    await waiting.getByText('Thanking people by name.').waitFor();
    expect(await presenter.getByText('Thanking people by name.').count()).toBe(0);
    expect(await ben.getByText('Thanking people by name.').count()).toBe(0);
    await expect(count.textContent()).resolves.toBe('1 post');

    // Approved: on the presenter's feed, on top, and on the other phones.
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await feed.getByText('Thanking people by name.').waitFor();
    await count.filter({ hasText: '2 posts' }).waitFor();
    await expect
      .poll(() => feed.getByRole('listitem').allTextContents())
      .toEqual(['Thanking people by name.', 'The Monday stand-up was short.']);
    await ben.getByRole('region', { name: QUESTION }).getByText('Thanking people by name.').waitFor();
    await waiting.waitFor({ state: 'detached' });
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
