import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { announcesAgain, LivePhone, participantArgs, saved } from '../../../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { loadParticipantScreens, ParticipantPage } from '../../../live/participant-view';
import { rankingState } from './fixtures';

// The ranking on a participant's phone; the phone's other screens are in live/participant-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Participant/Ranking',
  component: ParticipantPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // The slide types' screens are chunks of their own, loaded in the lobby: here before the story renders.
  loaders: [() => loadParticipantScreens()],
  args: participantArgs,
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ranking's items as the phone lists them, in the participant's order. */
const rankingOrder = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Your order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A ranking as it comes up: the items in the author's order, each with its move buttons, and Send. */
export const Ranking: Story = {
  args: { state: rankingState() },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What matters most on a difficult call?' }),
    ).toBeInTheDocument();
    await expect(rankingOrder(canvas)).toEqual([
      '1Be kind',
      '2Listen first',
      '3Stay calm',
      '4Ask for help',
      '5Follow up',
    ]);
    // At the ends the buttons do nothing, and say so.
    await expect(canvas.getByRole('button', { name: 'Move Be kind up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Move Follow up down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Send ranking' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'New ranking: What matters most on a difficult call?',
    );
  },
};

/**
 * The ranking by keyboard: each move button moves its item one place and keeps the focus, every move is said on the
 * live region; Enter on Send sends the order (the items' indices, first-ranked first), which can be changed and sent
 * again.
 */
export const RankingByKeyboard: Story = {
  args: { state: rankingState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByTestId('live-announcer');
    const up = canvas.getByRole('button', { name: 'Move Stay calm up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('Stay calm moved to position 2 of 5'));
    await expect(up).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(region).toHaveTextContent('Stay calm moved to position 1 of 5'));
    await expect(up).toHaveFocus();
    // At the top, up does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveTextContent('Stay calm moved to position 1 of 5');
    const down = canvas.getByRole('button', { name: 'Move Ask for help down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('Ask for help moved to position 5 of 5'));
    await expect(down).toHaveFocus();
    await expect(rankingOrder(canvas)).toEqual([
      '1Stay calm',
      '2Be kind',
      '3Listen first',
      '4Follow up',
      '5Ask for help',
    ]);

    const send = canvas.getByRole('button', { name: 'Send ranking' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '2,0,1,4,3');
    await waitFor(() => expect(region).toHaveTextContent(saved));
    // Sent: nothing to send again until the order changes; the button keeps the focus.
    const update = canvas.getByRole('button', { name: 'Update ranking' });
    await expect(update).toHaveFocus();
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('button', { name: 'Move Be kind up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('Be kind moved to position 1 of 5'));
    await expect(update).toHaveAttribute('aria-disabled', 'false');
    const before = region.textContent;
    update.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(7, 0, '0,2,1,4,3');
    await announcesAgain(region, before, saved);
  },
};

/** A pointer drags an item by its grip: the others make way, and the move is said once the item is put down. */
export const RankingByDrag: Story = {
  args: { state: rankingState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const grip = canvas.getByTestId('grip-4');
    const top = canvas.getByText('Be kind').closest('li')!.getBoundingClientRect().top;
    const { left, top: from } = grip.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: grip, coords: { clientX: left + 4, clientY: from + 4 } },
      { coords: { clientX: left + 4, clientY: (from + top) / 2 } },
      { coords: { clientX: left + 4, clientY: top - 10 } },
      { keys: '[/MouseLeft]' },
    ]);
    await waitFor(() =>
      expect(canvas.getByTestId('live-announcer')).toHaveTextContent('Follow up moved to position 1 of 5'),
    );
    await expect(rankingOrder(canvas)[0]).toBe('1Follow up');
    await userEvent.click(canvas.getByRole('button', { name: 'Send ranking' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '4,0,1,2,3');
  },
};

/** Back on the slide (a rejoin): the order the phone sent, saved; Update waits for a change. */
export const RankingSent: Story = {
  args: { state: rankingState(), answers: { '7:0': '1,2,0,3,4' }, statuses: { '7:0': { state: 'saved' } } },
  play: async ({ canvas }) => {
    await expect(rankingOrder(canvas)).toEqual([
      '1Listen first',
      '2Stay calm',
      '3Be kind',
      '4Ask for help',
      '5Follow up',
    ]);
    await expect(canvas.getByRole('button', { name: 'Update ranking' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(saved)).toBeInTheDocument();
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsRanking = phoneTargets(rankingState());
