import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { HostControlsView } from '../../../live/host-controls-view';
import { hostControlsArgs } from '../../../../stories/hosts';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { pointsState, pointsTally } from './fixtures';

// The 100 points slide on the host's phone; the host controls' other screens are in live/host-controls-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Host controls/Points',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: hostControlsArgs,
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A points slide on the host's phone: how many have answered, and the options by average points. */
export const PointsAverages: Story = {
  args: { state: pointsState(true), tally: pointsTally(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('100 points').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('7 / 12');
    const averages = within(canvas.getByRole('list', { name: 'Average points for each option' }));
    await expect(averages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Training37.5 ptsaverage 37.5 points',
      'Customer calls30 ptsaverage 30 points',
      'Time to plan20 ptsaverage 20 points',
      'Better tools12.5 ptsaverage 12.5 points',
    ]);
  },
};

/** Fewer than the slide's threshold answered: the server sends no averages, to the hosts either. */
export const PointsWaitingForAnswers: Story = {
  args: { state: pointsState(true), tally: pointsTally(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('3 / 12');
    const panel = canvas.getByRole('region', { name: 'Average points' });
    await expect(panel).toHaveTextContent('Waiting for at least 5 answers');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsPoints = phoneTargets(pointsState(true));
