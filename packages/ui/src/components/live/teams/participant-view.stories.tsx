import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { participantArgs } from '../../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../../stories/touch-targets';
import { ParticipantPage } from '../participant-view';
import { standings, teams, teamState } from './fixtures';

// Team mode on a participant's phone: picking a team, the team shown, its place while the host shows the standings.
const meta = {
  title: 'Screens/Live/Participant/Teams',
  component: ParticipantPage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { ...participantArgs, team: { myTeam: null, onJoin: fn() } },
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phones choose, in the lobby, by keyboard: every team a 44 px toggle with its colour and name. */
export const PickATeamByKeyboard: Story = {
  args: { state: teamState(-1, teams(4, 'choose'), false) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const group = within(canvas.getByRole('group', { name: 'Pick your team' }));
    await expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Blue',
      'Orange',
      'Green',
      'Vermilion',
    ]);
    group.getByRole('button', { name: 'Green' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.team!.onJoin).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('You can change it until the host starts.')).toBeInTheDocument();
    await onPhoneEveryControlATouchTarget.play(context);
  },
};

/** Dealt a team (round-robin): the phone shows it; nothing to pick. */
export const DealtATeam: Story = {
  args: { state: teamState(-1, teams(4, 'round-robin'), false), team: { myTeam: 1, onJoin: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('my-team')).toHaveTextContent('Your team: Orange');
    await expect(canvas.queryByRole('group', { name: 'Pick your team' })).toBeNull();
  },
};

/** The host shows the standings: the phone says its own team's place and average, no other team's, no person's. */
export const TeamPlace: Story = {
  args: { state: teamState(2, teams(6, 'choose', standings), false), team: { myTeam: 1, onJoin: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('team-place')).toHaveTextContent(
      'Your team is in place 4 of 6.833.3 points on average per member who answered.',
    );
    // Past the lobby a phone with a team keeps it.
    await expect(canvas.queryByRole('group', { name: 'Pick your team' })).toBeNull();
  },
};

/** A refused pick says why (the server's message). */
export const PickRefused: Story = {
  args: {
    state: teamState(-1, teams(2, 'choose'), false),
    team: { myTeam: 0, status: { state: 'error', message: 'There is no such team.' }, onJoin: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There is no such team.');
    await expect(canvas.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  },
};
