import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { announcesAgain, LivePhone, participantArgs, saved } from '../../../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { loadParticipantScreens, ParticipantPage } from '../../../live/participant-view';
import { pointsState } from './fixtures';

// The 100 points slide on a participant's phone; the phone's other screens are in live/participant-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Participant/Points',
  component: ParticipantPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // The slide types' screens are chunks of their own, loaded in the lobby: here before the story renders.
  loaders: [() => loadParticipantScreens()],
  args: participantArgs,
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each option's points as the phone shows them, in the author's order. */
const given = (canvas: ReturnType<typeof within>) =>
  [0, 1, 2, 3].map((option) => canvas.getByTestId(`points-${option}`).textContent);

/** A points slide as it comes up: every option at 0, all 100 points left, Send refused until they are given. */
export const Points: Story = {
  args: { state: pointsState() },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Where should the team put its effort next quarter?' }),
    ).toBeInTheDocument();
    await expect(given(canvas)).toEqual(['0', '0', '0', '0']);
    await expect(canvas.getByTestId('points-left')).toHaveTextContent('100 points left');
    await expect(canvas.getByTestId('points-total')).toHaveTextContent('0 of 100 given');
    await expect(canvas.getByRole('slider', { name: 'Points for Training' })).toHaveAttribute(
      'aria-valuetext',
      '0 points',
    );
    await expect(canvas.getByRole('button', { name: 'Fewer points for Training' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const send = canvas.getByRole('button', { name: 'Send points' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(/Give out all 100 points to send them\./);
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'New 100 points question: Where should the team put its effort next quarter?',
    );
  },
};

/**
 * The points by keyboard only: the steppers give and take 5 (or what is left), the slider's arrows a point at a time
 * and Page Up ten; each change says the points left; the total never passes 100; Send is refused until all 100 are
 * given, then sends each option's points in the author's order, and can send a change again.
 */
export const PointsByKeyboard: Story = {
  args: { state: pointsState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByTestId('live-announcer');
    const more = canvas.getByRole('button', { name: 'More points for Training' });
    more.focus();
    for (let press = 0; press < 10; press++) await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('50 points left'));
    await expect(more).toHaveFocus();

    const send = canvas.getByRole('button', { name: 'Send points' });
    // Refused while points are left: nothing is sent.
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).not.toHaveBeenCalled();

    const calls = canvas.getByRole('slider', { name: 'Points for Customer calls' });
    calls.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(region).toHaveTextContent('18 points left'));
    await expect(calls).toHaveAttribute('aria-valuetext', '32 points');
    // Past what is left the slider stops: the total stays 100.
    const tools = canvas.getByRole('slider', { name: 'Points for Better tools' });
    tools.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
    await waitFor(() => expect(region).toHaveTextContent('All 100 points given'));
    await expect(tools).toHaveAttribute('aria-valuetext', '18 points');
    await expect(canvas.getByRole('button', { name: 'More points for Time to plan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(given(canvas)).toEqual(['32', '50', '18', '0']);
    await expect(canvas.getByTestId('points-total')).toHaveTextContent('100 of 100 given');

    await expect(send).toHaveAttribute('aria-disabled', 'false');
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '32,50,18,0');
    await waitFor(() => expect(region).toHaveTextContent(saved));
    // Sent: nothing to send again until the points change; the button keeps the focus.
    const update = canvas.getByRole('button', { name: 'Update points' });
    await expect(update).toHaveFocus();
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('button', { name: 'Fewer points for Training' }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: 'More points for Time to plan' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('All 100 points given'));
    await expect(update).toHaveAttribute('aria-disabled', 'false');
    const before = region.textContent;
    update.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(7, 0, '32,45,18,5');
    await announcesAgain(region, before, saved);
  },
};

/** By touch: taps on the steppers, the points left shown as they change. */
export const PointsByTouch: Story = {
  args: { state: pointsState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const more = canvas.getByRole('button', { name: 'More points for Customer calls' });
    for (let tap = 0; tap < 20; tap++) await userEvent.click(more);
    await expect(canvas.getByTestId('points-left')).toHaveTextContent('All 100 points given');
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer points for Customer calls' }));
    await expect(canvas.getByTestId('points-left')).toHaveTextContent('5 points left');
    await userEvent.click(canvas.getByRole('button', { name: 'More points for Time to plan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send points' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '95,0,0,5');
  },
};

/** Back on the slide (a rejoin): the points the phone sent, saved; Update waits for a change. */
export const PointsSent: Story = {
  args: { state: pointsState(), answers: { '7:0': '40,30,0,30' }, statuses: { '7:0': { state: 'saved' } } },
  play: async ({ canvas }) => {
    await expect(given(canvas)).toEqual(['40', '30', '0', '30']);
    await expect(canvas.getByTestId('points-left')).toHaveTextContent('All 100 points given');
    await expect(canvas.getByRole('button', { name: 'Update points' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(saved)).toBeInTheDocument();
  },
};

/** The server refused the points (a phone out of date, say): its message under Send, and said. */
export const PointsRefused: Story = {
  args: {
    state: pointsState(),
    answers: {},
    statuses: {
      '7:0': {
        state: 'error',
        message: 'Give each option a whole number of points from 0 to 100, adding up to exactly 100.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Give each option a whole number of points from 0 to 100, adding up to exactly 100.'),
    ).toBeInTheDocument();
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsPoints = phoneTargets(pointsState());
