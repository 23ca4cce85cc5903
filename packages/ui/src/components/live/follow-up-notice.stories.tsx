import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FollowUpNotice } from './follow-up-notice';

const meta = {
  title: 'Screens/Live/FollowUpNotice',
  component: FollowUpNotice,
  tags: ['no-visual'],
  args: {
    followUp: { addresses: 12, sent: 0, sendsAt: '2026-12-14T15:00:00.000Z', cancelledAt: null },
    onCancel: fn(),
  },
} satisfies Meta<typeof FollowUpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Follow-up e-mails' })).toBeInTheDocument();
    await expect(
      canvas.getByText('12 participants left an address; the follow-up goes out on December 14, 2026.'),
    ).toBeInTheDocument();
    // Keep it: nothing happens.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel follow-up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the follow-up?' });
    await expect(dialog).toHaveTextContent(
      'The addresses are deleted and no follow-up e-mail goes out. This cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel follow-up' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel follow-up' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OneAddress: Story = {
  args: { followUp: { addresses: 1, sent: 0, sendsAt: '2026-12-14T15:00:00.000Z', cancelledAt: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('1 participant left an address; the follow-up goes out on December 14, 2026.'),
    ).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: {
    followUp: {
      addresses: 0,
      sent: 0,
      sendsAt: '2026-12-14T15:00:00.000Z',
      cancelledAt: '2026-12-08T09:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Follow-up cancelled: no e-mail goes out.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel follow-up' })).not.toBeInTheDocument();
  },
};

export const Sent: Story = {
  args: { followUp: { addresses: 0, sent: 9, sendsAt: '2026-11-30T15:00:00.000Z', cancelledAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9 follow-up e-mails sent.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel follow-up' })).not.toBeInTheDocument();
  },
};

export const NoAddresses: Story = {
  args: { followUp: { addresses: 0, sent: 0, sendsAt: '2026-12-14T15:00:00.000Z', cancelledAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one left an address: no follow-up goes out.')).toBeInTheDocument();
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel follow-up' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'رسائل المتابعة' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'إلغاء المتابعة' })).toBeInTheDocument();
  },
};
