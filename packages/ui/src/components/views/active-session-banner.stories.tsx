import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ActiveSessionBanner } from './active-session-banner';

const meta = {
  title: 'Views/ActiveSessionBanner',
  component: ActiveSessionBanner,
  args: { onCloseSession: fn(), onGoToSession: fn() },
} satisfies Meta<typeof ActiveSessionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You have an active session, close it to start a new one.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onCloseSession).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoToSession).toHaveBeenCalledTimes(1);
  },
};

export const Closing: Story = {
  args: { closing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
