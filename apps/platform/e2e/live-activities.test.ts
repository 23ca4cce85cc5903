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

// Every live activity's emits in one real session, between the presenter on a computer, the host controls on a phone
// and three phones (issues 16 and 17): a word cloud (and the host hiding a word), a poll whose results show by
// themselves once three answered (safe to say), a discussion board (posts, votes, a post held by the profanity
// filter, hiding, highlighting on the presenter, posting turned off, a phone reloading), the pulse, which only the
// host controls show, and a decision the phones vote on and the host overrides, once confirmed, down the other path.
// What each screen shows in every state is the views' stories; this proves each emit reaches the other screens
// through the server.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('activities');
});
afterAll(() => browser?.close());

const DECISION = 'The customer is shouting. What does Sam do?';

const SLIDES = [
  {
    title: 'In a word',
    slideType: 'word-cloud',
    order: 0,
    prompt: 'One word for your week',
    entryLimit: 1,
    script: 'Read the biggest word out loud.',
  },
  {
    title: 'What would you do?',
    slideType: 'poll',
    type: 'scenario',
    order: 1,
    script: 'Results show once three have answered.',
    revealMode: 'threshold',
    revealThreshold: 3,
    questions: [
      {
        question: 'A colleague takes credit for your idea. First move?',
        type: 'single-choice',
        answers: { options: [{ 'option 1': 'Talk to them privately' }, { 'option 2': 'Tell the manager' }] },
      },
    ],
  },
  {
    title: 'Talk it through',
    slideType: 'discussion',
    order: 2,
    script: 'Put the best posts on screen.',
    questions: ['What makes credit hard to share?', 'What would you say first?'],
  },
  {
    title: DECISION,
    slideType: 'decision',
    order: 3,
    script: 'Let the room argue before the vote.',
    options: [
      { label: 'Apologise first', rejoinAt: 6 },
      { label: 'Quote the policy', rejoinAt: 6 },
    ],
    showRoadNotTaken: true,
  },
  {
    title: 'How did the apology land?',
    slideType: 'discussion',
    order: 4,
    pathOption: 0,
    questions: ['Why?'],
  },
  {
    title: 'What did the policy cost?',
    slideType: 'discussion',
    order: 5,
    pathOption: 1,
    questions: ['Why?'],
  },
  { title: 'Debrief', slideType: 'discussion', order: 6, questions: ['What will you do next time?'] },
];

it('runs a word cloud, a threshold reveal, a discussion board, the pulse and a decision with three phones', async () => {
  const { id, pin, hostKey, token } = await startLiveSession(
    {
      title: 'Credit where it is due',
      description: 'Sharing credit in a team, with every live activity.',
      script: 'The group warms up, votes, talks it through on the board, then decides what Sam does.',
      slides: SLIDES,
    },
    host,
  );

  try {
    const { presenter, controls, participants: phones } = await openLiveScreens(browser, { pin, hostKey }, 3);
    const [ann, ben, cat] = phones as [Page, Page, Page];
    const next = () => nextSlide(controls);
    const saved = (participant: Page) =>
      participant.getByText('Answer saved. You can change it until the host moves on.').first().waitFor();

    // The pulse, from the lobby on: counted on the host's phone, never on the presenter. (What it says under the
    // buttons; the page's live region says it too.)
    const pulseOf = (participant: Page) =>
      participant.getByRole('region', { name: 'Tell the host, anonymously' });
    await ann.getByRole('button', { name: "I'm lost" }).click();
    await pulseOf(ann).getByText(`"I'm lost" sent. The host sees how many, never who.`).waitFor();
    // Once a minute each: a second tap, right after the first, says so and counts nothing.
    await ann.getByRole('button', { name: "I'm lost" }).click();
    await pulseOf(ann).getByText('You sent this a moment ago. You can send it again in a minute.').waitFor();
    await ben.getByRole('button', { name: "I'm lost" }).click();
    await pulseOf(ben).getByText(`"I'm lost" sent. The host sees how many, never who.`).waitFor();
    await cat.getByRole('button', { name: 'Need a break' }).click();
    await pulseOf(cat).getByText(`"Need a break" sent. The host sees how many, never who.`).waitFor();
    const pulse = controls.getByRole('region', { name: 'Room pulse' });
    await expect.poll(() => pulse.getByRole('definition').allTextContents()).toEqual(['2', '0', '1']);
    expect(await presenter.getByText("I'm lost").count()).toBe(0);

    // 1: word cloud.
    await next();
    await presenter.getByRole('heading', { name: 'One word for your week' }).waitFor();
    for (const [participant, word] of [
      [ann, 'Busy'],
      [ben, 'busy'],
      [cat, 'Calm'],
    ] as const) {
      const field = participant.getByLabel('Your word');
      await field.fill(word);
      await field.press('Enter');
      await saved(participant);
    }
    const cloud = presenter.getByRole('list', { name: 'Word cloud' }).locator('li');
    await expect.poll(() => cloud.count()).toBe(2);
    await expect
      .poll(() => presenter.getByTestId('answer-count').textContent())
      .toBe('3 words from 3 participants');
    // The host hides a word from the phone: it leaves the presenter, and can be shown again.
    await controls.getByRole('button', { name: 'Hide "Calm"' }).click();
    await expect.poll(() => cloud.count()).toBe(1);
    expect(await cloud.filter({ hasText: /calm/i }).count()).toBe(0);
    await controls.getByRole('button', { name: 'Show "calm" again' }).waitFor();

    // 2: a poll revealed once three answered: nothing shows on the presenter before.
    await next();
    await presenter.getByText('Waiting for at least 3 answers').waitFor();
    const choose = async (participant: Page, option: number) => {
      await participant.getByRole('radiogroup').first().getByRole('radio').nth(option).click();
      await saved(participant);
    };
    await choose(ann, 0);
    await choose(ben, 0);
    await presenter.getByTestId('answer-count').filter({ hasText: '2 of 3 participants answered' }).waitFor();
    expect(await presenter.locator('[data-slot="question-results"]').count()).toBe(0);
    await presenter.getByText('Waiting for at least 3 answers').waitFor();
    await choose(cat, 1);
    await presenter.locator('[data-slot="question-results"]').waitFor();
    await presenter.getByText('2 (66.7%)').waitFor();
    await expect.poll(() => presenter.getByText('Waiting for at least 3 answers').count()).toBe(0);

    // 3: the discussion board.
    await next();
    await presenter.getByRole('heading', { name: 'Talk it through' }).waitFor();
    const board = (participant: Page, question: string) =>
      participant.getByRole('region', { name: question });
    const first = 'What makes credit hard to share?';
    const post = async (participant: Page, text: string, message = 'Posted. It shows without your name.') => {
      const question = board(participant, first);
      await question.getByRole('textbox').fill(text);
      await question.getByRole('button', { name: 'Post' }).click();
      await question.getByText(message).waitFor();
    };
    await post(ann, 'Nobody writes down who had the idea.');
    await post(ben, 'Meetings move too fast to say thanks.');
    // The profanity filter holds a post back: only its author (waiting) and the host see it.
    await post(cat, 'This is bullshit.');
    await board(cat, first).getByText('Waiting for the host').waitFor();
    // Too long: a clear message, nothing posted (the box stops at 280; the server says why past it).
    await expect(board(ann, first).getByRole('textbox').getAttribute('maxlength')).resolves.toBe('280');

    // Ben and Cat upvote Ann's post; Ann cannot upvote her own.
    const upvote = (participant: Page, text: string) =>
      board(participant, first).getByRole('listitem').filter({ hasText: text }).getByRole('button');
    await upvote(ben, 'Nobody writes down').click();
    await expect.poll(() => upvote(ben, 'Nobody writes down').getAttribute('aria-pressed')).toBe('true');
    await upvote(cat, 'Nobody writes down').click();
    await board(ann, first).getByText('Yours · 2 votes').waitFor();
    expect(await upvote(ann, 'Nobody writes down').count()).toBe(0);
    // A vote can be taken back, and given again.
    await upvote(cat, 'Nobody writes down').click();
    await board(ann, first).getByText('Yours · 1 vote').waitFor();
    await upvote(cat, 'Nobody writes down').click();
    await board(ann, first).getByText('Yours · 2 votes').waitFor();

    // The host's phone lists every post by votes, the held one marked.
    const hostBoard = controls.getByRole('region', { name: 'Board' });
    await hostBoard.getByTestId('post-count').filter({ hasText: '3 posts, 1 held by the filter' }).waitFor();
    const hostPosts = hostBoard.getByRole('listitem');
    await expect.poll(() => hostPosts.first().textContent()).toContain('Nobody writes down');
    await hostPosts.filter({ hasText: 'This is bullshit.' }).getByText('Held by the filter').waitFor();

    // Hiding Ben's post takes it off every phone; highlighting Ann's puts it on the presenter.
    await hostPosts.filter({ hasText: 'Meetings move' }).getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => board(cat, first).getByText('Meetings move').count()).toBe(0);
    const onScreen = presenter.getByRole('region', { name: 'Posts on screen' });
    expect(await onScreen.count()).toBe(0);
    await hostPosts
      .filter({ hasText: 'Nobody writes down' })
      .getByRole('button', { name: 'Highlight' })
      .click();
    await onScreen.getByText('Nobody writes down who had the idea.').waitFor();
    await onScreen.getByText('2 votes').waitFor();
    expect(await presenter.getByText('This is bullshit.').count()).toBe(0);

    // Posting off: the phones say so, and nothing more can be posted.
    await controls.getByRole('switch', { name: 'Participants can post' }).click();
    await board(ann, first).getByText('The host has turned posting off.').waitFor();
    expect(await board(ann, first).getByRole('textbox').count()).toBe(0);

    // Phones that reload get their posts and votes back, with what became of their posts.
    await cat.reload();
    await expect.poll(() => upvote(cat, 'Nobody writes down').getAttribute('aria-pressed')).toBe('true');
    await board(cat, first).getByText('Waiting for the host').waitFor();
    await ben.reload();
    await board(ben, first).getByText('Hidden by the host').waitFor();

    // 4: a decision. The host cannot move on before deciding.
    await next();
    await presenter.getByRole('heading', { name: DECISION }).waitFor();
    await expect
      .poll(() =>
        controls
          .getByRole('navigation', { name: 'Slide navigation' })
          .getByRole('button', { name: 'Next' })
          .isDisabled(),
      )
      .toBe(true);
    // Two phones vote A, one B.
    for (const [phone, option] of [
      [ann, 0],
      [ben, 0],
      [cat, 1],
    ] as const) {
      await phone.getByRole('heading', { name: 'Vote: what happens next?' }).waitFor();
      await phone.getByRole('radio').nth(option).click();
      await saved(phone);
    }
    // The split: on the host's phone only, until revealed.
    await controls.getByTestId('vote-count').filter({ hasText: '3 of 3 participants voted' }).waitFor();
    await controls.getByText("The room's choice: A. Apologise first").waitFor();
    expect(await presenter.getByRole('list', { name: 'Votes per option' }).count()).toBe(0);
    await controls.getByRole('switch', { name: /Reveal the vote/ }).click();
    const split = presenter.getByRole('list', { name: 'Votes per option' });
    await expect
      .poll(() => split.getByRole('listitem').allTextContents())
      .toEqual(['A. Apologise first (most votes)2 votes (66.7%)', 'B. Quote the policy1 vote (33.3%)']);
    // The host overrides the room: one tap would move every screen, so the host confirms it first; Cancel sends
    // nothing (the controls stay on the decision).
    const everyScreenShows = async (heading: string) => {
      for (const screen of [presenter, ...phones])
        await screen.getByRole('heading', { name: heading }).first().waitFor();
    };
    const override = controls.getByRole('button', { name: 'Choose B. Quote the policy (override)' });
    const confirmation = controls.getByRole('alertdialog', { name: "Override the room's choice?" });
    await override.click();
    await confirmation
      .getByText(
        'The room chose A. Apologise first. Choosing B. Quote the policy takes every screen down its path.',
      )
      .waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await override.click();
    await confirmation.getByRole('button', { name: 'Choose B. Quote the policy' }).click();
    await everyScreenShows('What did the policy cost?');
    // After the path: the road not taken on the presenter, then the main line where the path rejoins.
    await next();
    await presenter.getByRole('heading', { name: 'The road not taken' }).waitFor();
    const other = presenter.getByRole('list', { name: 'The other options' });
    await other.getByText('Apologise first').waitFor();
    await other.getByText('How did the apology land?').waitFor();
    await next();
    await everyScreenShows('Debrief');

    // The report: the board without the hidden and the held post, with its votes; the path and the decision as the
    // room took them; the CSV has every post.
    const results = await api<{
      path: number[];
      decisions: { title: string; votes: number[]; option: number; followed: boolean; tie: boolean }[];
      boards: {
        title: string;
        voteCount: number;
        posts: { text: string; votes: number; highlighted: boolean }[];
      }[];
      pulse: { slideIndex: number; counts: Record<string, number> }[];
    }>('GET', `/sessions/${id}/results`, undefined, token);
    const talk = results.body.boards.find((board) => board.title === 'Talk it through')!;
    expect(talk.posts).toEqual([
      expect.objectContaining({ text: 'Nobody writes down who had the idea.', votes: 2, highlighted: true }),
    ]);
    expect(results.body.pulse[0]!.counts).toEqual({ lost: 2, 'too-fast': 0, break: 1 });
    expect(results.body.path).toEqual([0, 1, 2, 3, 5, 6]);
    expect(results.body.decisions).toEqual([
      expect.objectContaining({ title: DECISION, votes: [2, 1], option: 1, followed: false, tie: false }),
    ]);
    const csv = (await api<string>('GET', `/sessions/${id}/answers.csv`, undefined, token)).body;
    expect(csv).toContain('Meetings move too fast to say thanks.');
    expect(csv).toContain('This is bullshit.');
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
