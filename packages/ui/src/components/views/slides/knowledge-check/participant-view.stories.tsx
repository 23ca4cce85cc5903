import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LivePhone, participantArgs, saved } from '../../../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { loadParticipantScreens, ParticipantPage } from '../../../live/participant-view';
import { CHECK_INDEX, checkState, singleCheck } from './fixtures';

// The knowledge check on a participant's phone; the phone's other screens are in live/participant-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Participant/KnowledgeCheck',
  component: ParticipantPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // The slide types' screens are chunks of their own, loaded in the lobby: here before the story renders.
  loaders: [() => loadParticipantScreens()],
  args: participantArgs,
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Several correct, by keyboard: each choice is a checkbox toggled with Space; Send sends the chosen options ('0,2');
 * the time left shows while timed.
 */
export const CheckPickAllByKeyboard: Story = {
  args: { state: checkState(false, { closesAt: Date.now() + 600_000 }) },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'New knowledge check: Which of these make feedback easier to act on?',
    );
    await expect(canvas.getByText('Pick all that apply, then send.')).toBeInTheDocument();
    await expect(canvas.getByTestId('countdown')).toHaveTextContent(/(600|599) seconds left/);
    const first = canvas.getByRole('checkbox', { name: /^A\. Describe what you saw/ });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    canvas.getByRole('checkbox', { name: /^C\. Give it soon/ }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Send answer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(CHECK_INDEX, 0, '0,2');
    await waitFor(() => expect(canvas.getByTestId('live-announcer')).toHaveTextContent(saved));
    await expect(canvas.getByText('Answer sent. Wait for the answers.')).toBeInTheDocument();
    // No correct choice and no explanation before the reveal.
    await expect(canvas.queryByText('Correct answer')).toBeNull();
  },
};

/** One correct choice: the choices are radio tiles, sent as chosen. */
export const CheckPickOne: Story = {
  args: { state: checkState(false, singleCheck) },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Pick one answer.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /^B\. Their manager/ }));
    await expect(args.onAnswer).toHaveBeenCalledWith(CHECK_INDEX, 0, '1');
    await expect(canvas.queryByRole('button', { name: 'Send answer' })).toBeNull();
  },
};

/** Past the time limit: the choices are closed and the phone says time is up. */
export const CheckTimeUp: Story = {
  args: { state: checkState(false, { closesAt: Date.now() - 1000 }) },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('time-up')).toHaveTextContent('Time is up. Wait for the answers.');
    const first = canvas.getByRole('checkbox', { name: /^A\./ });
    await expect(first).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-checked', 'false');
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/**
 * After the reveal (a rejoin: the answers restored): the correct choices marked, its own answer, the explanation, and
 * its own result so far over the session's revealed checks: never anyone else's.
 */
export const CheckRevealedResult: Story = {
  args: {
    state: checkState(false, { revealed: true }),
    answers: { [`${CHECK_INDEX}:0`]: '0,2', '2:0': 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('my-result')).toHaveTextContent('Correct!');
    await expect(canvas.getAllByText('Correct answer')).toHaveLength(2);
    await expect(canvas.getAllByText('Your choice')).toHaveLength(2);
    await expect(canvas.getByText(/the moment is still fresh/)).toBeInTheDocument();
    await expect(canvas.getByTestId('so-far')).toHaveTextContent('1 of 2 correct so far');
  },
};

/** A wrong answer after the reveal: said kindly, with the answer. */
export const CheckRevealedWrong: Story = {
  args: { state: checkState(false, { revealed: true }), answers: { [`${CHECK_INDEX}:0`]: '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('my-result')).toHaveTextContent('Not quite. Here is the answer.');
    await expect(canvas.getByTestId('so-far')).toHaveTextContent('0 of 2 correct so far');
  },
};

/** Every control of the check is a 44 px target on a 390 px phone. */
export const CheckTouchTargets: Story = {
  args: { state: checkState(false) },
  ...onPhoneEveryControlATouchTarget,
};
