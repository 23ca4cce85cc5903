import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { api, baseUrl, expectAccessible, launchBrowser, startLiveSession } from './support';

// A whole live session by keyboard only (issue 20): Tab, Shift+Tab, Enter, Space, arrows and typing, never the
// pointer. A participant joins with the code, answers every kind of question a phone answers (a poll's choice, a word,
// a discussion post, a decision's vote, a five-point scale, NPS, free text, a commitment), changes an answer and comes
// back with the code after leaving the page; the host starts, moves on, reveals the vote, follows the room and ends
// the session on the host controls. After each step the test reads what a screen reader announces (the page's one
// live region), checks where the focus is and that it is visible, and runs axe.

vi.setConfig({ testTimeout: 240_000 });

const POLL = 'What would you do?';
const DECISION = 'The customer is shouting. What does Sam do?';
const CLOSING = 'Closing Questions';
const SAVED = 'Answer saved. You can change it until the host moves on.';
const CONFIDENCE = ['Not at all confident', 'Slightly confident', 'Moderately confident', 'Very confident'];

const SLIDES = [
  {
    title: POLL,
    slideType: 'poll',
    type: 'scenario',
    order: 0,
    script: 'Results show when the host reveals them.',
    revealThreshold: 1,
    questions: [
      {
        question: 'A colleague takes credit for your idea. First move?',
        type: 'single-choice',
        answers: {
          options: [{ 'option 1': 'Talk to them privately' }, { 'option 2': 'Tell the manager' }],
        },
      },
    ],
  },
  { title: 'Results', slideType: 'poll-results', order: 1, pollTitle: POLL },
  { title: 'In a word', slideType: 'word-cloud', order: 2, prompt: 'One word for your week' },
  { title: 'Talk it through', slideType: 'discussion', order: 3, questions: ['What would you say first?'] },
  {
    title: DECISION,
    slideType: 'decision',
    order: 4,
    options: [
      { label: 'Apologise first', rejoinAt: 7 },
      { label: 'Quote the policy', rejoinAt: 7 },
    ],
    showRoadNotTaken: false,
  },
  {
    title: 'How did the apology land?',
    slideType: 'discussion',
    order: 5,
    pathOption: 0,
    questions: ['Why?'],
  },
  {
    title: 'What did the policy cost?',
    slideType: 'discussion',
    order: 6,
    pathOption: 1,
    questions: ['Why?'],
  },
  {
    title: CLOSING,
    slideType: 'poll',
    type: 'closing question',
    order: 7,
    script: 'Three quick questions before we finish.',
    questions: [
      {
        question: 'How confident are you in handling a situation like this?',
        type: 'single-choice',
        layoutType: 'scale',
        answers: {
          options: [...CONFIDENCE, 'Extremely confident'].map((label, i) => ({ [`option ${i + 1}`]: label })),
        },
      },
      {
        question: 'How likely are you to recommend this session to a colleague?',
        type: 'single-choice',
        layoutType: 'nps',
      },
      { question: 'What will you try first?', type: 'free-text' },
    ],
  },
  {
    title: 'Commitment',
    slideType: 'commitment',
    order: 8,
    prompt: 'What is one thing you will do differently after today?',
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page of its own context: a laptop's for the participant and the host (a keyboard, no touch). */
async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 414, height: 860 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
  return page;
}

/** Waits for a state, as long as a loaded machine may take (the host's answer counts come at most every 5 s). */
const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The text of the page's live region as it is now (what a screen reader announced last). */
const rawAnnouncement = (page: Page) => page.getByTestId('live-announcer').textContent();

/**
 * Waits until the live region says `text` (spaces collapsed, as a screen reader reads it); with `after` (the raw text
 * before the step), only once its content changed since: the same words again are announced again.
 */
async function announces(page: Page, text: string, after?: string | null) {
  await until(async () => {
    const raw = (await rawAnnouncement(page)) ?? '';
    return after !== undefined && raw === after ? '(not announced again)' : raw.replace(/\s+/g, ' ').trim();
  }).toBe(text);
}

/**
 * The focused element shows a focus indicator, as a keyboard user needs: an outline, a ring (box-shadow), or a
 * field's border in the ring colour.
 */
async function expectFocusVisible(page: Page) {
  const shown = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    const probe = document.createElement('span');
    probe.style.color = 'var(--ring)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).color;
    probe.remove();
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      style.borderTopColor === ring
    );
  });
  expect(shown, 'the focused element shows a focus indicator').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  await target.waitFor();
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

it('runs a whole live session by keyboard only, as a participant and as the host, with what a screen reader announces', async () => {
  const { id, pin, hostKey, token } = await startLiveSession({
    title: 'Credit and a shouting customer',
    description: 'Every question a phone answers, by keyboard.',
    script: 'A poll, its results, a word cloud, a board, a decision, the closing questions and a commitment.',
    slides: SLIDES,
  });
  try {
    const host = await open(`/host-controls/${pin}?key=${hostKey}`);
    await host.getByRole('heading', { name: 'Waiting for participants' }).waitFor();
    const nav = host.getByRole('navigation', { name: 'Slide navigation' });
    const nextButton = nav.getByRole('button', { name: /^(Start|Next)$/ });
    const currentSlide = host.locator('#current-slide');
    /** The host moves on with the Next button (Enter), which keeps the focus for the next press. */
    const next = async (title: string, announcement: string) => {
      await tabTo(host, nextButton);
      await host.keyboard.press('Enter');
      await until(() => currentSlide.textContent()).toBe(title);
      await announces(host, announcement);
      expect(await focused(nextButton)).toBe(true);
      await expectFocusVisible(host);
    };

    // The participant types the code on the code page and presses Enter.
    const phone = await open('/join');
    await tabTo(phone, phone.getByLabel("Enter the code on the host's screen"));
    await phone.keyboard.type(pin.toLowerCase());
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { name: "You're in!" }).waitFor();
    await announces(phone, "You're in! Waiting for the host to start…");
    await expectAccessible(phone);
    await host.getByTestId('joined-count').filter({ hasText: '1 participant' }).waitFor();
    await expectAccessible(host);

    /** The phone shows the new slide with the focus on its heading, and announces it. */
    const phoneShows = async (heading: string, announcement: string) => {
      const title = phone.getByRole('heading', { level: 1, name: heading });
      await title.waitFor();
      await until(() => focused(title)).toBe(true);
      await announces(phone, announcement);
    };

    // 1. The poll: a choice by Space, then changed by Enter; each change is announced.
    await next(POLL, `Slide 1 of 9: ${POLL}`);
    await phoneShows(POLL, `New poll: ${POLL}`);
    const talk = phone.getByRole('radio', { name: 'A. Talk to them privately' });
    const tell = phone.getByRole('radio', { name: 'B. Tell the manager' });
    await tabTo(phone, talk);
    await phone.keyboard.press('Space');
    await announces(phone, SAVED);
    expect(await talk.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(phone);
    const before = await rawAnnouncement(phone);
    await tabTo(phone, tell);
    await phone.keyboard.press('Enter');
    await until(() => tell.getAttribute('aria-checked')).toBe('true');
    expect(await talk.getAttribute('aria-checked')).toBe('false');
    await announces(phone, SAVED, before);
    await expectFocusVisible(phone);
    // The host hears how many answered, at most every few seconds.
    await announces(host, '1 of 1 participant answered');

    // 2. The results: the phone announces them, with the top answer.
    await next(`Results`, 'Slide 2 of 9: Results');
    await phoneShows(`Results: ${POLL}`, `Results of "${POLL}" are shown. Most answers: Tell the manager.`);
    await expectAccessible(phone);

    // 3. The word cloud: a word sent with Enter, then changed.
    await next('In a word', 'Slide 3 of 9: In a word');
    await phoneShows('One word for your week', 'New word cloud: One word for your week');
    const word = phone.getByLabel('Your word');
    await tabTo(phone, word);
    await phone.keyboard.type('Busy');
    await phone.keyboard.press('Enter');
    await announces(phone, SAVED);
    const sent = await rawAnnouncement(phone);
    await phone.keyboard.press('ControlOrMeta+A');
    await phone.keyboard.type('Calm');
    await phone.keyboard.press('Enter');
    await announces(phone, SAVED, sent);
    expect(await focused(word)).toBe(true);
    await expectAccessible(phone);

    // 4. The discussion board: a post typed and sent with the Post button; the focus stays on it.
    await next('Talk it through', 'Slide 4 of 9: Talk it through');
    await phoneShows('Talk it through', 'New discussion: Talk it through');
    await tabTo(phone, phone.getByRole('textbox', { name: /What would you say first\?/ }));
    await phone.keyboard.type('Thank them in public first.');
    const post = phone.getByRole('button', { name: 'Post' });
    await tabTo(phone, post);
    await phone.keyboard.press('Enter');
    await announces(phone, 'Posted. It shows without your name.');
    await phone.getByText('Thank them in public first.').waitFor();
    expect(await focused(post)).toBe(true);
    await expectFocusVisible(phone);
    await expectAccessible(phone);

    // 5. The decision: the phone votes; the host reveals the vote and follows the room.
    await next(DECISION, `Slide 5 of 9: ${DECISION}`);
    await phoneShows('Vote: what happens next?', `New vote: ${DECISION}`);
    await tabTo(phone, phone.getByRole('radio', { name: 'A. Apologise first' }));
    await phone.keyboard.press('Space');
    await announces(phone, SAVED);
    await host.getByTestId('vote-count').filter({ hasText: '1 of 1 participant voted' }).waitFor();
    const reveal = host.getByRole('switch', { name: /Reveal the vote/ });
    await tabTo(host, reveal, { back: true });
    await host.keyboard.press('Space');
    await until(() => reveal.getAttribute('aria-checked')).toBe('true');
    await host.getByText('The presenter shows the split.').waitFor();
    const follow = host.getByRole('button', { name: "Follow the room's choice" });
    await tabTo(host, follow);
    await host.keyboard.press('Enter');
    // The button went with the decision: the focus goes to the new slide's heading.
    await until(() => currentSlide.textContent()).toBe('How did the apology land?');
    await announces(host, 'Slide 6 of 9: How did the apology land?');
    await until(() => focused(currentSlide)).toBe(true);
    await expectFocusVisible(host);
    await expectAccessible(host);
    await phoneShows('How did the apology land?', 'New discussion: How did the apology land?');

    // 6. The closing questions: a scale, NPS and free text; then the participant leaves and comes back with the code.
    await next(CLOSING, `Slide 8 of 9: ${CLOSING}`);
    await phoneShows(CLOSING, `New poll: ${CLOSING}`);
    const veryConfident = phone.getByRole('radio', { name: '4. Very confident' });
    await tabTo(phone, veryConfident);
    await phone.keyboard.press('Space');
    await announces(phone, SAVED);
    const eight = phone.getByRole('radio', { name: '8', exact: true });
    await tabTo(phone, eight);
    await phone.keyboard.press('Space');
    await until(() => eight.getAttribute('aria-checked')).toBe('true');
    await tabTo(phone, phone.getByLabel('What will you try first?'));
    await phone.keyboard.type('Ask before I judge.');
    const send = phone.getByRole('button', { name: 'Send answer' });
    await tabTo(phone, send);
    const beforeText = await rawAnnouncement(phone);
    await phone.keyboard.press('Enter');
    await announces(phone, SAVED, beforeText);
    // The button now reads "Update answer" and keeps the focus.
    await until(() => focused(phone.getByRole('button', { name: 'Update answer' }))).toBe(true);
    await expectFocusVisible(phone);
    await expectAccessible(phone);

    await phone.goto('/join');
    await phone.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await tabTo(phone, phone.getByLabel("Enter the code on the host's screen"));
    await phone.keyboard.type(pin);
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { level: 1, name: CLOSING }).waitFor();
    await announces(phone, `New poll: ${CLOSING}`);
    await until(() => veryConfident.getAttribute('aria-checked')).toBe('true');
    expect(await eight.getAttribute('aria-checked')).toBe('true');
    expect(await phone.getByLabel('What will you try first?').inputValue()).toBe('Ask before I judge.');
    await expectAccessible(phone);

    // 7. The commitment: written and committed with the keyboard; the focus goes to the commitment as stored.
    await next('Commitment', 'Slide 9 of 9: Commitment');
    const prompt = 'What is one thing you will do differently after today?';
    await phoneShows(prompt, `New commitment: ${prompt}`);
    await tabTo(phone, phone.getByLabel('Your commitment'));
    await phone.keyboard.type('Say who had the idea, every time.');
    await tabTo(phone, phone.getByRole('button', { name: 'Commit' }));
    await phone.keyboard.press('Enter');
    const mine = phone.getByRole('heading', { name: 'Your commitment' });
    await until(() => focused(mine)).toBe(true);
    await announces(phone, 'Commitment saved.');
    await expectAccessible(phone);

    // 8. The host ends the session through its confirmation.
    await tabTo(host, host.getByRole('button', { name: 'End session' }), { back: true });
    await host.keyboard.press('Enter');
    const dialog = host.getByRole('alertdialog', { name: 'End this session?' });
    await dialog.waitFor();
    await expectAccessible(host);
    await tabTo(host, dialog.getByRole('button', { name: 'End session' }));
    await host.keyboard.press('Enter');
    const ended = host.getByRole('heading', { name: 'This session has ended' });
    await ended.waitFor();
    await until(() => focused(ended)).toBe(true);
    await announces(host, 'This session has ended');
    await expectAccessible(host);
    await phone.getByRole('heading', { name: 'Thank you for taking part!' }).waitFor();
    await announces(phone, 'Thank you for taking part! The session has ended. You can close this page.');
    await expectAccessible(phone);

    // What the keyboard did is what the server keeps: the changed answers, the post, the vote and the commitment.
    const results = await api<{
      polls: { slideIndex: number; questions: { options: { count: number }[]; texts: string[] }[] }[];
      path: number[];
    }>('GET', `/sessions/${id}/results`, undefined, token);
    expect(results.body.path).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
    const poll = results.body.polls.find((p) => p.slideIndex === 0)!;
    expect(poll.questions[0]!.options.map((o) => o.count)).toEqual([0, 1]);
    const closing = results.body.polls.find((p) => p.slideIndex === 7)!;
    expect(closing.questions[2]!.texts).toEqual(['Ask before I judge.']);
  } finally {
    await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
});
