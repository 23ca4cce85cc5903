import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { playlistFixture } from './playlist.fixtures';
import { PlaylistList } from './playlist-list';

const meta = {
  title: 'Views/PlaylistList',
  component: PlaylistList,
  // A page (its h1): each story in its own frame on the docs page, as on its own page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    playlists: [
      playlistFixture,
      {
        ...playlistFixture,
        id: 2,
        title: 'Safety refresher',
        teamName: null,
        cadence: null,
        steps: playlistFixture.steps.map((step) => ({ ...step, status: 'run' as const })),
        nextStepId: null,
        nextDueAt: null,
      },
    ],
    onNew: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof PlaylistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Support team · 1 of 3 run · Next: Feedback that lands')).toBeVisible();
    await expect(canvas.getByText('3 of 3 run · Every step has run')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Safety refresher' }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'New playlist' }));
    await expect(args.onNew).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { playlists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No playlists yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { playlists: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { playlists: undefined, error: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The playlists could not be loaded.');
  },
};

/** A plan without playlists (Core, Free Trial): the refusal, naming the plan that has them, before the action. */
export const NotInThePlan: Story = {
  args: { playlists: [], refusal: 'Playlists come with the Pro plan' },
  play: async ({ canvas, args }) => {
    const create = canvas.getByRole('button', { name: 'New playlist' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription('Playlists come with the Pro plan');
    await expect(args.onNew).not.toHaveBeenCalled();
  },
};
