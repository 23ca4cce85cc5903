import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { HostControlsView } from '../../../live/host-controls-view';
import { hostControlsArgs } from '../../../../stories/hosts';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { gridState, gridTally } from './fixtures';

// The 2x2 grid slide on the host's phone; the host controls' other screens are in live/host-controls-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Host controls/Grid',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: hostControlsArgs,
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grid slide on the host's phone: how many have answered, and each item's average ± spread on both axes. */
export const GridAverages: Story = {
  args: { state: gridState(true), tally: gridTally(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('2x2 grid').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('7 / 12');
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Item',
      'Effort (Low 0 to High 100)',
      'Impact (Small 0 to Big 100)',
    ]);
    await expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ItemEffort (Low 0 to High 100)Impact (Small 0 to Big 100)',
      '1. Weekly check-ins22 ± 10.578 ± 8',
      '2. New CRM84 ± 945 ± 28.5',
      '3. Shared playbook40 ± 1562 ± 12',
      '4. Customer panel43 ± 2060 ± 18',
    ]);
  },
};

/** Fewer than the slide's threshold answered: the server sends no averages, to the hosts either. */
export const GridWaitingForAnswers: Story = {
  args: { state: gridState(true), tally: gridTally(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answers-7-0')).toHaveTextContent('3 / 12');
    const panel = canvas.getByRole('region', { name: 'Average places' });
    await expect(panel).toHaveTextContent('Waiting for at least 5 answers');
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsGrid = phoneTargets(gridState(true));
