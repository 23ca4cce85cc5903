import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { LiveTally } from '@readyteams/activities/live';
import { presenterArgs } from '../../../../stories/hosts';
import { PresenterView } from '../../../live/presenter-view';
import { pointsResult, pointsState, pointsTally } from './fixtures';

// The 100 points slide on the room's screen; the presenter's other screens are in live/presenter-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Presenter/Points',
  component: PresenterView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options of the bars, most points first, as the presenter lists them. */
const barsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Average points for each option' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * A points slide once its threshold of participants answered (always live: no reveal mode): every option's average
 * points as a bar, most first, the highest full and the others against it.
 */
export const PointsResults: Story = {
  args: { state: pointsState(true), tally: pointsTally(12) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Where should the team put its effort next quarter?' }),
    ).toBeInTheDocument();
    await expect(barsOf(canvas)).toEqual([
      'Training37.5 ptsaverage 37.5 points',
      'Customer calls30 ptsaverage 30 points',
      'Time to plan20 ptsaverage 20 points',
      'Better tools12.5 ptsaverage 12.5 points',
    ]);
    const bars = canvas.getAllByRole('listitem').map((item) => item.querySelector<HTMLElement>('[style]')!);
    await expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '80%', '53.3%', '33.3%']);
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('12 of 12 participants answered');
    await expect(canvas.queryByTestId('waiting-for-answers')).toBeNull();
  },
};

/** Fewer than the slide's threshold (5) answered: the options, and how many answers the bars wait for. */
export const PointsWaitingForAnswers: Story = {
  args: { state: pointsState(true), tally: pointsTally(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('waiting-for-answers')).toHaveTextContent(
      'Waiting for at least 5 answers',
    );
    await expect(canvas.getByText('Spread 100 points over the options on your phone.')).toBeInTheDocument();
    await expect(canvas.getByText('Better tools')).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('3 of 12 participants answered');
    await expect(canvas.queryByText(/pts/)).toBeNull();
  },
};

/** The author hid the count: the bars alone. */
export const PointsWithoutCount: Story = {
  args: { state: pointsState(true, { showAnswerCount: false }), tally: pointsTally(12) },
  play: async ({ canvas }) => {
    await expect(barsOf(canvas)).toHaveLength(4);
    await expect(canvas.queryByTestId('answer-count')).toBeNull();
  },
};

/** What the server sends next in PointsResultsChange. */
let sendTally: (tally: LiveTally) => void = () => {};

/** Allocations changed on the phones change the averages: the bars follow and the order with them. */
export const PointsResultsChange: Story = {
  args: { state: pointsState(true), tally: pointsTally(12) },
  render: function Render(args) {
    const [tally, setTally] = useState(args.tally);
    sendTally = setTally;
    return <PresenterView {...args} tally={tally} />;
  },
  play: async ({ canvas }) => {
    await expect(barsOf(canvas)[0]).toMatch(/^Training/);
    sendTally(pointsTally(12, pointsResult([41, 33, 12, 14])));
    await waitFor(() => expect(barsOf(canvas)[0]).toMatch(/^Customer calls41 pts/));
    await expect(barsOf(canvas)[1]).toMatch(/^Training33 pts/);
  },
};

/** The results on a laptop and on the TV at the end of a meeting room, with their screenshot baselines. */
export const LegiblePointsLaptop: Story = {
  args: PointsResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
};
export const LegiblePointsTv: Story = {
  args: PointsResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'tv1920', isRotated: false } },
};
