import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from './report-view';
import { boardResult, noPulse, results, wordCloudResult } from '../../stories/fixtures';

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
