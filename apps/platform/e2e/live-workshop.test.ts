import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  api,
  axeViolations,
  createHost,
  endFromControls,
  launchBrowser,
  nextSlide,
  openLiveScreens,
  signIn,
  startLiveSession,
  type Account,
} from './support';

// The activities a room expects (issue 35) in one real session: the presenter on a computer, the host controls on a
// phone and four phones in two teams set up in the lobby. A knowledge check whose time limit runs out before one phone
// answers, revealed by the host; the team standings; a 100 points slide; a 2x2 grid; audience Q&A approved first, with
// votes and a question on the presenter; then the report and the CSV. axe finds nothing on any screen at any step.
// What each screen shows in every state is the views' stories; this proves it all reaches the other screens through
// the server.

let browser: Browser;
let host: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  host = await createHost('workshop');
});
afterAll(() => browser?.close());

const CHECK = 'Which makes feedback easier to act on?';
const POINTS = 'Where should the training budget go?';
const GRID = 'Which ideas first?';
const TIME_LIMIT = 8;

const SLIDES = [
  {
    title: CHECK,
    slideType: 'knowledge-check',
    order: 0,
    choices: [
      { label: 'Being specific', correct: true },
      { label: 'Waiting for the yearly review', correct: false },
      { label: 'Keeping it vague', correct: false },
    ],
    explanation: 'Specific feedback names what happened, so the person knows what to repeat or change.',
    timeLimit: TIME_LIMIT,
    script: 'Ask who hesitated.',
  },
  {
    title: POINTS,
    slideType: 'points',
    order: 1,
    pointOptions: ['Coaching', 'Courses', 'Tools'],
    revealThreshold: 1,
    showAnswerCount: true,
  },
  {
    title: GRID,
    slideType: 'grid',
    order: 2,
    xAxis: 'Effort',
    xAxisLow: 'Low',
    xAxisHigh: 'High',
    yAxis: 'Impact',
    yAxisLow: 'Low',
    yAxisHigh: 'High',
    gridItems: ['Weekly check-ins', 'New CRM'],
    revealThreshold: 1,
    showAnswerCount: true,
  },
];

/** axe on every screen of the room as it is now (each page scanned in its own renderer, at once). */
async function expectAccessible(screens: Page[], step: string) {
  const found = await Promise.all(screens.map((page) => axeViolations(page)));
  for (const [index, violations] of found.entries())
    expect(violations, `${step}: screen ${index}`).toEqual([]);
}

it('runs a knowledge check with a time limit in teams, the standings, 100 points, a 2x2 grid and audience Q&A with four phones, then the report and CSV', async () => {
  const { id, pin, hostKey, token } = await startLiveSession(
    {
      title: 'Feedback workshop',
      description: 'A knowledge check, a budget in 100 points and a 2x2 of ideas.',
      script: 'Check, prioritise, place.',
      slides: SLIDES,
    },
    host,
  );
  let ended = false;
  try {
    const { presenter, controls, participants } = await openLiveScreens(browser, { pin, hostKey }, 4);
    const [ann, ben, cal, dee] = participants as [Page, Page, Page, Page];
    const screens = [presenter, controls, ...participants];

    // Team mode, set up in the lobby on the host's phone: two teams, dealt in join order (Ann and Cal in the first,
    // Ben and Dee in the second), the second renamed; each phone shows its team.
    const teams = controls.getByTestId('team-controls');
    await teams.getByRole('switch', { name: 'Play in teams' }).click();
    await teams.getByRole('combobox', { name: 'Number of teams' }).selectOption('2');
    const second = teams.getByRole('textbox', { name: 'Name of team 2' });
    await second.fill('Owls');
    await second.press('Enter');
    const teamOf = (phone: Page) => phone.getByTestId('my-team');
    for (const [phone, team] of [
      [ann, 'Blue'],
      [ben, 'Owls'],
      [cal, 'Blue'],
      [dee, 'Owls'],
    ] as const)
      await teamOf(phone)
        .filter({ hasText: `Your team: ${team}` })
        .waitFor();
    await expectAccessible(screens, 'lobby');

    // The knowledge check: three answer in time (two right, one wrong), the fourth waits past the time limit.
    await nextSlide(controls);
    await presenter.getByRole('heading', { name: CHECK }).waitFor();
    const choose = async (phone: Page, label: string) => {
      // One answer: a tap sends it.
      await phone.getByRole('radiogroup', { name: CHECK }).getByRole('radio', { name: label }).click();
      await phone.getByText('Answer sent. Wait for the answers.').waitFor();
    };
    await choose(ann, 'Being specific');
    await choose(ben, 'Being specific');
    await choose(cal, 'Keeping it vague');
    await presenter.getByTestId('answer-count').filter({ hasText: '3 of 4' }).waitFor();
    await expectAccessible(screens, 'check open');
    // Time runs out: Dee's phone says so and takes no answer.
    await dee
      .getByTestId('time-up')
      .filter({ hasText: 'Time is up. Wait for the answers.' })
      .waitFor({ timeout: (TIME_LIMIT + 10) * 1000 });
    await presenter.getByText('Time is up', { exact: true }).waitFor();
    const late = dee.getByRole('radio', { name: 'Being specific' });
    expect(await late.getAttribute('aria-disabled')).toBe('true');

    // The host reveals: each phone its own result, the presenter the correct answer, the split and the explanation.
    await controls.getByRole('button', { name: 'Reveal the answers' }).click();
    await ann.getByText('Correct!').waitFor();
    await ann.getByText('1 of 1 correct so far').waitFor();
    await cal.getByText('Not quite. Here is the answer.').waitFor();
    await cal.getByText('0 of 1 correct so far').waitFor();
    await dee.getByText('You did not answer this one.').waitFor();
    await presenter.getByText(SLIDES[0]!.explanation as string).waitFor();
    await expectAccessible(screens, 'check revealed');

    // The team standings: each team's average over its members who answered (Owls: Ben's right answer, Dee never
    // answered; Blue: Ann right, Cal wrong), a podium on the presenter, each phone its own team's place.
    await controls.getByRole('button', { name: 'Show team standings' }).click();
    const podium = presenter
      .getByTestId('team-standings')
      .getByRole('list', { name: 'Team standings' })
      .getByRole('listitem');
    await expect
      .poll(() => podium.allTextContents())
      .toEqual([expect.stringMatching(/^Owls\s*Place 1/), expect.stringMatching(/^Blue\s*Place 2/)]);
    await ben.getByTestId('team-place').filter({ hasText: 'Your team is in place 1 of 2.' }).waitFor();
    await cal.getByTestId('team-place').filter({ hasText: 'Your team is in place 2 of 2.' }).waitFor();
    await expectAccessible(screens, 'standings');
    await controls.getByRole('button', { name: 'Hide team standings' }).click();
    await presenter.getByTestId('team-standings').waitFor({ state: 'detached' });

    // 100 points: each phone gives them all to one option with the keyboard (End on its slider), then sends.
    await nextSlide(controls);
    await presenter.getByRole('heading', { name: POINTS }).waitFor();
    for (const [phone, option] of [
      [ann, 'Coaching'],
      [ben, 'Coaching'],
      [cal, 'Tools'],
      [dee, 'Courses'],
    ] as const) {
      await phone.getByRole('slider', { name: `Points for ${option}` }).focus();
      await phone.keyboard.press('End');
      await phone.getByTestId('points-left').filter({ hasText: 'All 100 points given' }).waitFor();
      await phone.getByRole('button', { name: 'Send points' }).click();
      await phone.getByRole('button', { name: 'Update points' }).waitFor();
    }
    const averages = presenter.getByRole('list', { name: 'Average points for each option' });
    await expect.poll(() => averages.getByRole('listitem').first().textContent()).toMatch(/Coaching.*50/);
    await expectAccessible(screens, 'points');

    // The 2x2 grid: each phone places both items with the keyboard on both axes.
    await nextSlide(controls);
    await presenter.getByRole('heading', { name: GRID }).waitFor();
    for (const [n, phone] of participants.entries()) {
      for (const item of ['Weekly check-ins', 'New CRM'])
        for (const axis of ['Effort', 'Impact']) {
          await phone.getByRole('slider', { name: `${axis} for ${item}` }).focus();
          await phone.keyboard.press((item === 'New CRM') === (axis === 'Effort') ? 'End' : 'Home');
          if (n % 2) await phone.keyboard.press('ArrowRight');
        }
      await phone.getByRole('button', { name: 'Send placement' }).click();
      await phone.getByRole('button', { name: 'Update placement' }).waitFor();
    }
    await presenter.getByTestId('answer-count').filter({ hasText: '4 of 4' }).waitFor();
    const plot = presenter.getByRole('figure', { name: /Where the room placed each item/ });
    await expect
      .poll(() =>
        plot.getByRole('list', { name: 'Items on the plot' }).getByRole('listitem').allTextContents(),
      )
      .toEqual([expect.stringContaining('Weekly check-ins'), expect.stringContaining('New CRM')]);
    await expectAccessible(screens, 'grid');

    // Audience Q&A, approved first: three phones ask, the host approves two and hides one, the room upvotes (never
    // its own), the host puts the most voted on the presenter and marks it answered.
    const qna = controls.getByRole('region', { name: 'Audience Q&A' });
    await qna.getByRole('switch', { name: 'Let participants ask questions' }).click();
    await qna.getByRole('switch', { name: 'Approve questions first' }).click();
    await expect
      .poll(() => qna.getByRole('switch', { name: 'Approve questions first' }).getAttribute('aria-checked'))
      .toBe('true');
    const QUESTIONS = {
      ann: 'Can we get the examples afterwards?',
      ben: 'How often should we give feedback?',
      cal: 'Is this on the test?',
    };
    for (const [phone, text] of [
      [ann, QUESTIONS.ann],
      [ben, QUESTIONS.ben],
      [cal, QUESTIONS.cal],
    ] as const) {
      await phone.getByRole('button', { name: 'Questions' }).click();
      await phone.getByRole('textbox', { name: 'Your question' }).fill(text);
      await phone.getByRole('button', { name: 'Ask' }).click();
      await phone.getByText('Sent: the host sees it first.').first().waitFor();
    }
    const hostQuestion = (text: string) => qna.getByRole('listitem').filter({ hasText: text });
    await hostQuestion(QUESTIONS.ann).getByRole('button', { name: 'Approve' }).click();
    await hostQuestion(QUESTIONS.ben).getByRole('button', { name: 'Approve' }).click();
    await hostQuestion(QUESTIONS.cal).getByRole('button', { name: 'Hide' }).click();
    await dee.getByRole('button', { name: 'Questions' }).click();
    const roomQuestions = (phone: Page) =>
      phone.getByRole('list', { name: 'Questions from the room' }).getByRole('listitem');
    const roomQuestion = (phone: Page, text: string) => roomQuestions(phone).filter({ hasText: text });
    await expect.poll(() => roomQuestions(dee).count()).toBe(2);
    for (const [voter, text] of [
      [dee, QUESTIONS.ann],
      [cal, QUESTIONS.ann],
      [ann, QUESTIONS.ben],
    ] as const) {
      const upvote = roomQuestion(voter, text).getByRole('button', { name: /^Upvote/ });
      await upvote.click();
      await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    }
    // Ann's own question has no upvote for her; Cal's hidden question never reached the room.
    expect(
      await roomQuestion(ann, QUESTIONS.ann)
        .getByRole('button', { name: /^Upvote/ })
        .count(),
    ).toBe(0);
    expect(await roomQuestion(dee, QUESTIONS.cal).count()).toBe(0);
    await hostQuestion(QUESTIONS.ann).filter({ hasText: '2 votes' }).waitFor();
    await hostQuestion(QUESTIONS.ann).getByRole('button', { name: 'Show on screen' }).click();
    await presenter.getByRole('heading', { name: QUESTIONS.ann }).waitFor();
    await presenter.getByText('2 votes').waitFor();
    await hostQuestion(QUESTIONS.ann).getByRole('button', { name: 'Mark answered' }).click();
    await roomQuestion(dee, QUESTIONS.ann).getByText('Answered').waitFor();
    await expectAccessible(screens, 'Q&A');
    await hostQuestion(QUESTIONS.ann).getByRole('button', { name: 'Take off screen' }).click();
    await presenter.getByRole('heading', { name: QUESTIONS.ann }).waitFor({ state: 'detached' });

    await endFromControls(controls);
    ended = true;

    // The report: the share right and the misconception, the points and the places; the CSV marks right and wrong.
    await signIn(presenter, host);
    await presenter.goto(`/dashboard/reports/${id}`);
    await presenter.getByRole('region', { name: 'Audience questions' }).getByText(QUESTIONS.ann).waitFor();
    await presenter
      .getByTestId('misconception')
      .filter({ hasText: 'Most chosen wrong answer: C. Keeping it vague' })
      .waitFor();
    await expectAccessible([presenter], 'report');
    const csv = (await api<string>('GET', `/sessions/${id}/answers.csv`, undefined, token)).body;
    expect(csv.match(/A\. Being specific \(correct\)/g)).toHaveLength(2);
    expect(csv).toContain('C. Keeping it vague (wrong)');
    expect(csv).toContain('Coaching: 100; Courses: 0; Tools: 0');
    // Every question with its votes, marked when answered or hidden.
    expect(csv).toContain(`${QUESTIONS.ann},2 (answered)`);
    expect(csv).toContain(`${QUESTIONS.ben},1`);
    expect(csv).toContain(`${QUESTIONS.cal},0 (hidden)`);
    // Each answer with its participant's team.
    expect(csv.split('\r\n')[0]).toMatch(/^participant,team,/);
    expect(csv).toMatch(/Participant \d+,Owls,1,.*A\. Being specific \(correct\)/);
  } finally {
    if (!ended) await api('PATCH', `/sessions/${id}`, { completedAt: new Date().toISOString() }, token);
  }
  // Six screens through five activities, axe on each at every step: a long journey, beside the other suites on two
  // busy cores (270 s in a loaded CI run); a failure deadline, not a speed claim.
}, 480_000);
