import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { LiveTally } from '@readyteams/activities/live';
import { presenterArgs } from '../../../../stories/hosts';
import { PresenterView } from '../../../live/presenter-view';
import { rankingResult, rankingState, rankingTally } from './fixtures';

// The ranking on the room's screen; the presenter's other screens are in live/presenter-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Presenter/Ranking',
  component: PresenterView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items of the ranking's bars, best first, as the presenter lists them. */
const rankedItems = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Average rank of each item' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * A ranking once its threshold of participants ranked (always live: a ranking has no reveal mode): every item's average rank as a bar,
 * best first, as long as its rank strength ((n - mean + 1) / n).
 */
export const RankingResults: Story = {
  args: { state: rankingState(true), tally: rankingTally(12) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What matters most on a difficult call?' }),
    ).toBeInTheDocument();
    await expect(rankedItems(canvas)).toEqual([
      '1. Listen firstavg 1.8average rank 1.8',
      '2. Stay calmavg 2.1average rank 2.1',
      '3. Be kindavg 2.4average rank 2.4',
      '4. Ask for helpavg 4.2average rank 4.2',
      '5. Follow upavg 4.5average rank 4.5',
    ]);
    const bars = canvas.getAllByRole('listitem').map((item) => item.querySelector<HTMLElement>('[style]')!);
    await expect(bars.map((bar) => bar.style.width)).toEqual(['84%', '78%', '72%', '36%', '30%']);
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('12 of 12 participants ranked');
    await expect(canvas.queryByTestId('waiting-for-answers')).toBeNull();
  },
};

/** Fewer than the ranking's threshold (5) ranked: the items to rank, and how many answers the bars wait for. */
export const RankingWaitingForAnswers: Story = {
  args: { state: rankingState(true), tally: rankingTally(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('waiting-for-answers')).toHaveTextContent(
      'Waiting for at least 5 answers',
    );
    await expect(canvas.getByText('Put the items in order on your phone.')).toBeInTheDocument();
    await expect(canvas.getByText('Listen first')).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('3 of 12 participants ranked');
    await expect(canvas.queryByText(/avg/)).toBeNull();
  },
};

/** What the server sends next in RankingResultsChange. */
let sendTally: (tally: LiveTally) => void = () => {};

/** Rankings changed on the phones change the averages: the bars follow and the items move to their new places. */
export const RankingResultsChange: Story = {
  args: { state: rankingState(true), tally: rankingTally(12) },
  render: function Render(args) {
    const [tally, setTally] = useState(args.tally);
    sendTally = setTally;
    return <PresenterView {...args} tally={tally} />;
  },
  play: async ({ canvas }) => {
    await expect(rankedItems(canvas)[0]).toMatch(/^1\. Listen first/);
    // Two participants changed their minds.
    sendTally(rankingTally(12, rankingResult([1.6, 2.0, 2.4, 4.3, 4.7], [6, 3, 2, 1, 0])));
    await waitFor(() => expect(rankedItems(canvas)[0]).toMatch(/^1\. Be kindavg 1\.6/));
    await expect(rankedItems(canvas)[1]).toMatch(/^2\. Listen firstavg 2\.0/);
  },
};

/** The ranking's results on a laptop and on the TV at the end of a meeting room, with their screenshot baselines. */
export const LegibleRankingLaptop: Story = {
  args: RankingResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
};
export const LegibleRankingTv: Story = {
  args: RankingResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'tv1920', isRotated: false } },
};
