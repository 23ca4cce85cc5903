import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from './report-view';
import {
  boardResult,
  branchingResults,
  commitmentPrompt,
  commitmentResult,
  noPulse,
  plainComparison,
  qnaList,
  results,
  teamComparison,
  teamSessions,
  wordCloudResult,
} from '../../stories/fixtures';

const meta = {
  title: 'Screens/Live/Report',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Handling conflict at the front desk' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('+1.60')).toBeInTheDocument();
    await expect(canvas.getByText('2.30 before → 3.90 after')).toBeInTheDocument();
    await expect(canvas.getByText('NPS +40')).toBeInTheDocument();
    await expect(canvas.getByText('Average 2.3 of 5')).toBeInTheDocument();
    await expect(canvas.getByText('Listen before I act.')).toBeInTheDocument();
    // The room's pulse against the slides, in slide order (the lobby left out: no signal arrived there).
    const pulse = canvas.getByRole('table', { name: 'Room pulse' });
    await expect(
      within(pulse)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      "SlideI'm lostToo fastNeed a break",
      '1. Welcome000',
      '2. The situation310',
      '3. What would you do?040',
      '4. Discussion Time: Best Practices000',
      '5. Discussion Questions005',
      '6. Results000',
      '7. Closing Questions000',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalled();
  },
};

export const NoAnswers: Story = {
  args: {
    results: {
      ...results,
      answerCount: 0,
      participantCount: 0,
      polls: [],
      confidence: { before: null, after: null, delta: null, pairs: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('–')).toBeInTheDocument();
  },
};

export const PulseInTheLobby: Story = {
  args: {
    results: {
      ...results,
      pulse: [{ slideIndex: -1, title: '', counts: { ...noPulse, break: 2 } }, ...results.pulse.slice(1)],
    },
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Room pulse' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Lobby002');
  },
};

export const NoPulse: Story = {
  args: {
    results: {
      ...results,
      pulse: results.pulse.map((entry) => ({ ...entry, counts: noPulse })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one sent a signal.')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const WithWordCloud: Story = {
  args: { results: { ...results, polls: [...results.polls, wordCloudResult()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'In a word' })).toBeInTheDocument();
    await expect(canvas.getByText('28 answers')).toBeInTheDocument();
    const cloud = canvas.getByRole('list', { name: 'Word cloud' });
    await expect(cloud).toHaveTextContent('Scary: 7');
    await expect(cloud.querySelectorAll('li')).toHaveLength(9);
  },
};

/** The discussion boards: per question, the posts the room saw with their votes, the highlighted ones marked. */
export const DiscussionBoards: Story = {
  play: async ({ canvas }) => {
    const boards = canvas.getByRole('region', { name: 'Discussion boards' });
    await expect(
      within(boards).getByRole('heading', { level: 3, name: 'Discussion Questions' }),
    ).toBeVisible();
    await expect(within(boards).getByText('4 posts · 18 votes')).toBeInTheDocument();
    const first = within(boards).getByRole('region', { name: '1. What went well?' });
    await expect(
      within(first)
        .getAllByRole('listitem')
        .map((post) => post.textContent),
    ).toEqual([
      'The agent kept a calm voice the whole time.Highlighted6 votes',
      "Asking for the customer's name early helped.4 votes",
    ]);
    // Hidden and held posts never reach the report.
    await expect(canvas.queryByText('This whole exercise is a damn waste of time.')).toBeNull();
  },
};

export const DiscussionBoardWithoutPosts: Story = {
  args: { results: { ...results, boards: [{ ...boardResult, posts: [], voteCount: 0 }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 posts · 0 votes')).toBeInTheDocument();
    await expect(canvas.getAllByText('No posts.')).toHaveLength(3);
  },
};

export const NoDiscussionBoards: Story = {
  args: { results: { ...results, boards: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Discussion boards' })).toBeNull();
  },
};

const situation = 'Sam is shouting at a colleague. What does Alex do?';
const nextDay = 'Sam comes back the next day. What does Alex offer?';

/** The text of each item of a list (the path's steps, a decision's options). */
const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.textContent);

/**
 * A branching session's path: the slides in the order shown, each decision inline with its split, the option taken
 * marked and whether the host followed the room (here: followed at the first decision, overrode it at the second).
 */
export const BranchingPath: Story = {
  args: { results: branchingResults() },
  play: async ({ canvas }) => {
    const path = canvas.getByRole('list', { name: 'Path taken' });
    await expect(itemTexts(path)).toEqual([
      'At the front desk',
      expect.stringContaining(situation),
      'Alex steps in',
      'What did Alex say?',
      'Debrief',
      expect.stringContaining(nextDay),
      'Sam accepts the voucher',
      'Closing Questions',
    ]);
    const first = canvas.getByRole('list', { name: `Votes: ${situation}` });
    await expect(itemTexts(first)).toEqual([
      'A. Step inTaken7 votes (58.3%)',
      'B. Call a manager4 votes (33.3%)',
      'C. Wait and watch1 vote (8.3%)',
    ]);
    const second = canvas.getByRole('list', { name: `Votes: ${nextDay}` });
    await expect(itemTexts(second)).toEqual([
      'A. A refund8 votes (72.7%)',
      'B. An apology and a voucherTaken3 votes (27.3%)',
    ]);
    const [firstStep, secondStep] = [path.children[1] as HTMLElement, path.children[5] as HTMLElement];
    await expect(within(firstStep).getByText('Followed the room')).toBeVisible();
    await expect(within(secondStep).getByText("Host's choice (overrode the room)")).toBeVisible();
    // The decisions are not repeated as polls; no other session to compare with.
    await expect(canvas.queryByRole('heading', { level: 2, name: situation })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Compare teams' })).toBeNull();
  },
};

/** A session whose room tied at the first decision: the host chose, and it says so. */
export const TiedDecision: Story = {
  args: { results: branchingResults(teamSessions[3]) },
  play: async ({ canvas }) => {
    const path = canvas.getByRole('list', { name: 'Path taken' });
    await expect(
      within(path.children[1] as HTMLElement).getByText("Host's choice (the room was tied)"),
    ).toBeVisible();
    await expect(itemTexts(canvas.getByRole('list', { name: `Votes: ${situation}` }))).toEqual([
      'A. Step in5 votes (41.7%)',
      'B. Call a managerTaken5 votes (41.7%)',
      'C. Wait and watch2 votes (16.7%)',
    ]);
    await expect(path.children[2]).toHaveTextContent('The manager arrives');
    await expect(within(path.children[4] as HTMLElement).getByText('Followed the room')).toBeVisible();
  },
};

/**
 * A session whose host overrode the room into the path that ends the scenario: the path stops there, and the
 * decision it never reached shows nowhere (not even as an empty poll).
 */
export const PathEndingTheScenario: Story = {
  args: { results: branchingResults(teamSessions[0]) },
  play: async ({ canvas }) => {
    const path = canvas.getByRole('list', { name: 'Path taken' });
    await expect(itemTexts(path)).toEqual([
      'At the front desk',
      expect.stringContaining("Host's choice (overrode the room)"),
      'Sam walks out',
    ]);
    await expect(within(path).getByTestId('taken').closest('li')).toHaveTextContent('C. Wait and watch');
    await expect(canvas.queryByText(nextDay)).toBeNull();
  },
};

/**
 * Comparing teams (a signed-in host): a row per session, newest first, a column per decision with the option each
 * took, the host's overrides and ties marked, this session's row marked; the practice run left out.
 */
export const CompareTeams: Story = {
  args: { results: branchingResults(), comparison: teamComparison },
  play: async ({ canvas, userEvent }) => {
    const section = canvas.getByRole('heading', { level: 2, name: 'Compare teams' });
    await expect(section).toBeVisible();
    const table = canvas.getByRole('table', {
      name: 'The option each session took at each decision, newest first',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Session', 'Date', 'Participants', situation, nextDay]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'TM3Z',
      'BR4NThis session',
      'TM2Q',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent);
    await expect(cells(rows[0]!)).toEqual(['C. Wait and watchOverride', 'Not reached']);
    await expect(cells(rows[1]!)).toEqual(['A. Step in', 'B. An apology and a voucherOverride']);
    await expect(cells(rows[2]!)).toEqual(['B. Call a managerTie', 'A. A refund']);
    await expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('11');
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
    // The practice run is not a team.
    await expect(within(table).queryByText('PR4C')).toBeNull();
    // A wide table scrolls by keyboard.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Compare teams' })).toHaveFocus();
  },
};

/** A comparison with no other session than this one (or only practice runs): nothing to compare. */
export const CompareWithoutOtherTeams: Story = {
  args: {
    results: branchingResults(),
    comparison: {
      ...teamComparison,
      sessions: teamSessions.filter((session) => session.pin === 'BR4N' || session.isPractice),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Path taken' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Compare teams' })).toBeNull();
  },
};

/** A scenario without decisions: neither the path nor the comparison, even with other sessions to compare. */
export const WithoutDecisions: Story = {
  args: { comparison: plainComparison },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What would you do?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Path taken' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Compare teams' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: /each decision/ })).toBeNull();
  },
};

/**
 * A commitment slide in the report: how many committed, how many left an address for the reminder (never an
 * address), and what they wrote.
 */
export const WithCommitments: Story = {
  args: { results: { ...results, commitments: [commitmentResult] } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Commitments' });
    await expect(within(section).getByRole('heading', { level: 3, name: commitmentPrompt })).toBeVisible();
    await expect(
      within(section).getByText('5 commitments · 3 left an address for the reminder'),
    ).toBeInTheDocument();
    await expect(
      within(section).getByRole('list', { name: commitmentPrompt }).querySelectorAll('li'),
    ).toHaveLength(5);
    await expect(
      within(section).getByText('Agree on a signal with my colleagues for when a customer gets loud.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/@/)).toBeNull();
    await expect(canvas.queryByTestId('raw-data-purged')).toBeNull();
  },
};

export const CommitmentsNoOneCommitted: Story = {
  args: {
    results: { ...results, commitments: [{ ...commitmentResult, count: 0, withReminder: 0, texts: [] }] },
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Commitments' });
    await expect(
      within(section).getByText('0 commitments · 0 left an address for the reminder'),
    ).toBeInTheDocument();
    await expect(within(section).getByText('No one committed.')).toBeInTheDocument();
  },
};

/** A scenario without a commitment slide: no Commitments section. */
export const NoCommitments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Commitments' })).toBeNull();
  },
};

/**
 * After the company's retention period: the raw answers, posts and commitment texts are gone, and the report says
 * only totals remain.
 */
export const RawDataPurged: Story = {
  args: {
    results: {
      ...results,
      rawDataPurged: true,
      polls: results.polls.map((poll) => ({
        ...poll,
        questions: poll.questions.map((question) => ({ ...question, texts: [] })),
      })),
      boards: [{ ...boardResult, posts: [] }],
      commitments: [{ ...commitmentResult, texts: [] }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      "Raw answers were deleted after the company's retention period. Only totals remain.",
    );
    const section = canvas.getByRole('region', { name: 'Commitments' });
    await expect(
      within(section).getByText('5 commitments · 3 left an address for the reminder'),
    ).toBeInTheDocument();
    await expect(
      within(section).getByText('The texts were deleted with the raw answers.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Listen before I act.')).toBeNull();
    await expect(
      canvas.getByText('The answers were deleted after the retention period.'),
    ).toBeInTheDocument();
  },
};

/** The audience Q&A's questions the room saw, most voted first, with their votes and whether they were answered. */
export const AudienceQuestions: Story = {
  args: { results: { ...results, audienceQuestions: qnaList.questions } },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Audience questions' }));
    const items = section.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Who decides when a customer gets a refund?7 votesAnswered',
      'Can we practise the calm voice again next week?4 votes',
    ]);
  },
};
