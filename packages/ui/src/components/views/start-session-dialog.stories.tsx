import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';

import { StartSessionDialog } from './start-session-dialog';

const meta = {
  title: 'Views/StartSessionDialog',
  tags: ['overlay'],
  component: StartSessionDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    scenarioTitle: 'Handling a Difficult Customer Call',
    pin: 'K7QX',
    hostControlsUrl: 'https://app.readyteams.example/host-controls/K7QX?key=3f9c1a7e',
    onGoToSession: fn(),
    onOpenHostControls: fn(),
  },
} satisfies Meta<typeof StartSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Handling a Difficult Customer Call' });
    await expect(dialog).toHaveTextContent('K7QX');
    const qr = screen.getByRole('img', { name: 'QR code for the facilitator guide and screen controls' });
    await expect(qr).toHaveAttribute('width', '200');
    await expect(qr).toHaveAttribute('height', '200');
    await expect(qr.querySelector('path[fill="#000000"]')).not.toBeNull();
    await expect(dialog).toHaveTextContent('share your computer audio');
    const hostControls = screen.getByRole('link', { name: 'Open Host Controls' });
    await expect(hostControls).toHaveAttribute('href', args.hostControlsUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Session' }));
    await expect(args.onGoToSession).toHaveBeenCalledTimes(1);
    // Keyboard: Escape closes.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Titled by what started, the scenario's title under it (as the app shows it). */
export const PracticeStarted: Story = {
  args: { heading: 'Practice session started' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Practice session started' });
    await expect(dialog).toHaveAccessibleDescription('Handling a Difficult Customer Call');
    await expect(within(dialog).getByTestId('session-pin')).toHaveTextContent('K7QX');
  },
};

export const LongTitle: Story = {
  args: {
    scenarioTitle:
      'A scenario with a very long title about giving constructive feedback to a senior colleague in public',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
