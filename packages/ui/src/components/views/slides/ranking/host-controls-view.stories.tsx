import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { HostControlsView } from '../../../live/host-controls-view';
import { hostControlsArgs } from '../../../../stories/hosts';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { rankingState, rankingTally } from './fixtures';

// The ranking on the host's phone; the host controls' other screens are in live/host-controls-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Host controls/Ranking',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: hostControlsArgs,
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ranking on the host's phone: how many have ranked, and the room's order so far with each item's average rank. */
export const RankingOrder: Story = {
  args: { state: rankingState(true), tally: rankingTally(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Ranking').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('7 / 12');
    const order = within(canvas.getByRole('list', { name: 'Average rank of each item' }));
    await expect(order.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1.Listen firstavg 1.8average rank 1.8',
      '2.Stay calmavg 2.1average rank 2.1',
      '3.Be kindavg 2.4average rank 2.4',
      '4.Ask for helpavg 4.2average rank 4.2',
      '5.Follow upavg 4.5average rank 4.5',
    ]);
  },
};

/** Fewer than the ranking's threshold ranked: the server sends no results, to the hosts either. */
export const RankingWaitingForAnswers: Story = {
  args: { state: rankingState(true), tally: rankingTally(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('3 / 12');
    const panel = canvas.getByRole('region', { name: 'Average ranks' });
    await expect(panel).toHaveTextContent('Waiting for at least 5 answers');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsRanking = phoneTargets(rankingState(true));
