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

// A ranking (issue 32) in one real session: two phones put the items in order, one with the keyboard's move buttons
// (each move said on the page's live region), one by dragging an item by its grip; the presenter waits for its
// threshold, then shows every item's average rank as bars, best first, and the host's phone the order so far; the
// CSV reads each ranking as the items in order. What each screen shows in every state is the kind's stories; this
// proves the answers reach the other screens through the server.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('ranking');
});
afterAll(() => browser?.close());

const ITEMS = ['Be specific', 'Be timely', 'Be kind'];

it('ranks on two phones, by keyboard and by drag, and shows the average ranks once both ranked', async () => {
  const { id, pin, hostKey, token } = await startLiveSession(
    {
      title: 'What matters in feedback',
      description: 'The room ranks what matters most when giving feedback.',
      script: 'Everyone ranks; the bars show once two have ranked.',
      slides: [
        {
          title: 'What matters most?',
          slideType: 'ranking',
          order: 0,
          items: ITEMS,
          revealThreshold: 2,
          showAnswerCount: true,
        },
      ],
    },
    host,
  );

  try {
    const { presenter, controls, participants } = await openLiveScreens(browser, { pin, hostKey }, 2);
    const [ann, ben] = participants as [Page, Page];
    await nextSlide(controls);
    await presenter.getByRole('heading', { name: 'What matters most?' }).waitFor();
    await presenter.getByText('Waiting for at least 2 answers').waitFor();
    const order = (phone: Page) =>
      phone.getByRole('list', { name: 'Your order' }).getByRole('listitem').allTextContents();

    // Ann, with the keyboard: "Be kind" up twice, to the top; each move is said.
    await expect
      .poll(() => order(ann))
      .toEqual([expect.stringContaining('Be specific'), expect.anything(), expect.anything()]);
    const up = ann.getByRole('button', { name: 'Move Be kind up' });
    await up.focus();
    await ann.keyboard.press('Enter');
    await ann.getByText('Be kind moved to position 2 of 3').waitFor();
    await ann.keyboard.press('Enter');
    await ann.getByText('Be kind moved to position 1 of 3').waitFor();
    await ann.getByRole('button', { name: 'Send ranking' }).click();
    await ann.getByRole('button', { name: 'Update ranking' }).waitFor();
    await presenter.getByTestId('answer-count').filter({ hasText: '1 of 2 participants ranked' }).waitFor();
    expect(await presenter.getByRole('list', { name: 'Average rank of each item' }).count()).toBe(0);

    // Ben, by dragging "Be timely" by its grip above "Be specific".
    const grip = (await ben.getByTestId('grip-1').boundingBox())!;
    const first = (await ben
      .getByRole('list', { name: 'Your order' })
      .getByRole('listitem')
      .first()
      .boundingBox())!;
    const x = grip.x + grip.width / 2;
    await ben.mouse.move(x, grip.y + grip.height / 2);
    await ben.mouse.down();
    await ben.mouse.move(x, first.y + 4, { steps: 8 });
    await ben.mouse.up();
    await expect
      .poll(() => order(ben))
      .toEqual([
        expect.stringContaining('Be timely'),
        expect.stringContaining('Be specific'),
        expect.stringContaining('Be kind'),
      ]);
    await ben.getByRole('button', { name: 'Send ranking' }).click();
    await ben.getByRole('button', { name: 'Update ranking' }).waitFor();

    // Both ranked: the bars, best first. Ann's and Ben's orders mirror each other, so every average is 2 and the
    // items keep the author's order.
    const bars = presenter.getByRole('list', { name: 'Average rank of each item' }).getByRole('listitem');
    await expect.poll(() => bars.count()).toBe(3);
    await expect
      .poll(() => bars.allTextContents())
      .toEqual([
        expect.stringMatching(/^1\. Be specific.*avg 2/),
        expect.stringMatching(/^2\. Be timely.*avg 2/),
        expect.stringMatching(/^3\. Be kind.*avg 2/),
      ]);
    await expect.poll(() => presenter.getByText('Waiting for at least 2 answers').count()).toBe(0);

    // Ann changes her mind, "Be specific" above "Be kind": specific 1.5, timely 2, kind 2.5 on the presenter.
    await ann.getByRole('button', { name: 'Move Be specific up' }).click();
    await ann.getByRole('button', { name: 'Update ranking' }).click();
    await expect
      .poll(() => bars.allTextContents())
      .toEqual([
        expect.stringMatching(/^1\. Be specific.*avg 1\.5/),
        expect.stringMatching(/^2\. Be timely.*avg 2/),
        expect.stringMatching(/^3\. Be kind.*avg 2\.5/),
      ]);

    const csv = (await api<string>('GET', `/sessions/${id}/answers.csv`, undefined, token)).body;
    expect(csv).toContain('Be specific > Be kind > Be timely');
    expect(csv).toContain('Be timely > Be specific > Be kind');
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
