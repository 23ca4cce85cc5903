import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HostControlsView } from '../../../live/host-controls-view';
import { hostControlsArgs } from '../../../../stories/hosts';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { CHECK_INDEX, checkState, checkTally } from './fixtures';

// The knowledge check on the host's phone; the host controls' other screens are in live/host-controls-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Host controls/KnowledgeCheck',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: { ...hostControlsArgs, onKindEvent: fn() },
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host counts answers and reveals by keyboard: the kind's own event, for the current check. */
export const CheckReveal: Story = {
  args: { state: checkState(true, { closesAt: Date.now() + 600_000 }), tally: checkTally(9) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId(`answers-${CHECK_INDEX}-0`)).toHaveTextContent('9 / 12');
    await expect(canvas.getByText('Correct: A, C')).toBeInTheDocument();
    const reveal = canvas.getByRole('button', { name: 'Reveal the answers' });
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onKindEvent).toHaveBeenCalledWith('reveal-check', { slideIndex: CHECK_INDEX });
  },
};

/** Revealed: the button says so and does nothing more; the share exactly right. */
export const CheckRevealed: Story = {
  args: { state: checkState(true, { revealed: true }), tally: checkTally(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Answers revealed' })).toBeDisabled();
    await expect(canvas.getByTestId('share-correct')).toHaveTextContent('50% answered exactly right');
  },
};

/** Every control of the check's panel is a 44 px target on a 390 px phone. */
export const CheckTouchTargets: Story = {
  args: { state: checkState(true), tally: checkTally(9) },
  ...onPhoneEveryControlATouchTarget,
};
