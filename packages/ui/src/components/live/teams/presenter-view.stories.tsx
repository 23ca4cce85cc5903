import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { presenterArgs } from '../../../stories/hosts';
import { PresenterView } from '../presenter-view';
import { standings, teams, teamState, twelveStandings } from './fixtures';

// Team mode on the room's screen: the standings the host shows between slides and at the end.
const meta = {
  title: 'Screens/Live/Presenter/Teams',
  component: PresenterView,
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The standings between slides: a podium for the first three (the winner in the middle), every team listed with
 * its place, average and members; tied teams share a place; a team with nothing revealed yet says so. The teams'
 * names are at least 4% of the screen's height, and each colour carries its name.
 */
export const TeamStandings: Story = {
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  args: { state: teamState(2, teams(6, 'choose', standings)) },
  play: async ({ canvas }) => {
    await expect([innerWidth, innerHeight]).toEqual([1366, 768]);
    const shown = within(canvas.getByTestId('team-standings'));
    await expect(shown.getByRole('heading', { level: 1, name: 'Team standings' })).toBeInTheDocument();
    const lists = shown.getAllByRole('list');
    const podium = within(lists[0]!).getAllByRole('listitem');
    await expect(podium.map((item) => item.querySelector('span')!.textContent)).toEqual([
      'Blue',
      'Green',
      'Sky',
    ]);
    await expect(podium[1]).toHaveTextContent('Place 1');
    await expect(podium[0]).toHaveTextContent('Place 2');
    await expect(podium[2]).toHaveTextContent('Place 2');
    await expect(podium[1]).toHaveTextContent('1666.7 points on averageMembers: 3');
    const name = podium[1]!.querySelector('span')!;
    await expect(parseFloat(getComputedStyle(name).fontSize)).toBeGreaterThanOrEqual(innerHeight * 0.04);
    const rest = within(lists[1]!).getAllByRole('listitem');
    await expect(rest.map((item) => item.textContent)).toEqual([
      'Place 4Orange833.3 points · Members: 4',
      'Place 5Yellow500 points · Members: 2',
      'Place 6VermilionNo answers revealed yet · Members: 1',
    ]);
    const line = rest[0]!.querySelector('span')!;
    await expect(parseFloat(getComputedStyle(line).fontSize)).toBeGreaterThanOrEqual(innerHeight * 0.04);
    // Everything fits the stage: nothing runs past its foot.
    const stage = canvas.getByTestId('team-standings').getBoundingClientRect();
    const note = canvas.getByText(/average of its members who answered/).getBoundingClientRect();
    await expect(note.bottom).toBeLessThanOrEqual(stage.bottom);
    // The slide waits behind the standings.
    await expect(canvas.queryByRole('heading', { name: 'What would you do?' })).toBeNull();
  },
};

/** Two teams, in the lobby: the podium has two places, no list. */
export const TwoTeamsInTheLobby: Story = {
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  args: { state: teamState(-1, teams(2, 'round-robin', standings.slice(0, 2))) },
  play: async ({ canvas }) => {
    const shown = within(canvas.getByTestId('team-standings'));
    await expect(shown.getAllByRole('list')).toHaveLength(1);
    await expect(shown.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Twelve teams, at whatever size the screen is (apps/storybook/stage checks it fits at four sizes). */
export const TwelveTeams: Story = {
  tags: ['no-visual'],
  args: { state: teamState(2, teams(12, 'round-robin', twelveStandings)) },
  play: async ({ canvas }) => {
    const shown = within(canvas.getByTestId('team-standings'));
    await expect(within(shown.getAllByRole('list')[1]!).getAllByRole('listitem')).toHaveLength(9);
  },
};
