import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { playlistFixture } from './playlist.fixtures';
import { PlaylistStatus } from './playlist-status';

const meta = {
  title: 'Views/PlaylistStatus',
  component: PlaylistStatus,
  // A page (its h1): each story in its own frame on the docs page, as on its own page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: {
    playlist: playlistFixture,
    onStart: fn(),
    onOpenReport: fn(),
    onEdit: fn(),
    onOpenImpact: fn(),
  },
} satisfies Meta<typeof PlaylistStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const steps = within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Run on Mar 2, 2026 with 8 participants');
    await expect(steps[1]).toHaveTextContent('Next');
    await expect(steps[1]).toHaveTextContent('Not run yet, due Mar 9, 2026');
    await expect(steps[2]).toHaveTextContent('Not run yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Report Handling a difficult conversation' }));
    await expect(args.onOpenReport).toHaveBeenCalledWith(playlistFixture.steps[0]!.sessionId);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Feedback that lands' }));
    await expect(args.onStart).toHaveBeenCalledWith(playlistFixture.steps[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Impact report' }));
    await expect(args.onOpenImpact).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Running: Story = {
  args: {
    playlist: {
      ...playlistFixture,
      steps: playlistFixture.steps.map((step) =>
        step.id === 12
          ? { ...step, status: 'running' as const, sessionId: 'a1b2c3d4-0000-4000-8000-000000000001' }
          : step,
      ),
      nextStepId: 13,
      nextDueAt: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Running now')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Feedback that lands' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
