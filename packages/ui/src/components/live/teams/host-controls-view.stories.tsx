import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { hostControlsArgs } from '../../../stories/hosts';
import { smallTargets } from '../../../stories/touch-targets';
import { HostControlsView } from '../host-controls-view';
import { standings, teams, teamState } from './fixtures';

// Team mode on the host's phone: the settings in the lobby, the names and the standings switch at any time.
const meta = {
  title: 'Screens/Live/Host controls/Teams',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { ...hostControlsArgs, onTeamEvent: fn() },
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the lobby, by keyboard: turning team mode on sends its settings (4 teams, dealt in turn by default). */
export const TurnTeamsOnInTheLobby: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByTestId('team-controls'));
    const on = section.getByRole('switch', { name: 'Play in teams' });
    on.focus();
    await userEvent.keyboard(' ');
    await expect(args.onTeamEvent).toHaveBeenCalledWith('team-mode', {
      teams: { count: 4, assign: 'round-robin' },
    });
    await expect(smallTargets(canvas.getByTestId('team-controls'))).toEqual([]);
  },
};

/** With teams in the lobby: the number and the way phones get a team change; a name is saved with Enter. */
export const ChangeTeamsAndRename: Story = {
  args: { state: teamState(-1, teams(3, 'round-robin')) },
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByTestId('team-controls'));
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'Number of teams' }), '5');
    await expect(args.onTeamEvent).toHaveBeenCalledWith('team-mode', {
      teams: { count: 5, assign: 'round-robin' },
    });
    await userEvent.selectOptions(section.getByRole('combobox', { name: 'How phones get a team' }), 'choose');
    await expect(args.onTeamEvent).toHaveBeenCalledWith('team-mode', {
      teams: { count: 3, assign: 'choose' },
    });
    const name = section.getByRole('textbox', { name: 'Name of team 2' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Owls{Enter}');
    await expect(args.onTeamEvent).toHaveBeenCalledWith('rename-team', { team: 1, name: 'Owls' });
    await expect(smallTargets(canvas.getByTestId('team-controls'))).toEqual([]);
  },
};

/** Between slides: no settings (lobby only, said so), the names, and the standings switch, pressed while shown. */
export const ShowAndHideStandings: Story = {
  args: { state: teamState(2, teams(6, 'choose')) },
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByTestId('team-controls'));
    await expect(section.queryByRole('switch', { name: 'Play in teams' })).toBeNull();
    await expect(
      section.getByText('Teams can be set up in the lobby, before the first slide.'),
    ).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Show team standings' }));
    await expect(args.onTeamEvent).toHaveBeenCalledWith('show-standings', { shown: true });
  },
};

export const StandingsShown: Story = {
  args: { state: teamState(2, teams(6, 'choose', standings)) },
  play: async ({ canvas, userEvent, args }) => {
    const hide = within(canvas.getByTestId('team-controls')).getByRole('button', {
      name: 'Hide team standings',
    });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(args.onTeamEvent).toHaveBeenCalledWith('show-standings', { shown: false });
  },
};
