import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../ui/button';
import { ArchiveDialog, DeleteScenarioDialog } from './confirm-dialog';

const meta = {
  title: 'Patterns/ArchiveDialog',
  tags: ['overlay'],
  component: ArchiveDialog,
  args: {
    trigger: <Button variant="outline">Delete Onboarding</Button>,
    itemLabel: 'tag "Onboarding"',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ArchiveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Onboarding' });
    // Keyboard only: open with Enter, Escape cancels and gives focus back.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive tag "Onboarding"?' });
    await expect(dialog).toHaveTextContent('Archived records can only be restored by an administrator.');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Onboarding' }));
    // Tab from Cancel to Archive, Enter confirms.
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Onboarding' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const FailedConfirmStaysOpen: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('Failed to archive tag'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Onboarding' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Archive' })).toBeEnabled();
  },
};

export const Open: Story = { args: { defaultOpen: true, itemLabel: undefined } };

export const Pending: Story = {
  args: { defaultOpen: true, pending: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Archive' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteScenario: StoryObj<typeof DeleteScenarioDialog> = {
  render: (args) => <DeleteScenarioDialog {...args} />,
  args: { trigger: <Button variant="destructive">Delete scenario</Button>, onConfirm: fn() },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Delete scenario' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Scenario?' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this scenario? This action cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A list row's delete icon opens the dialog from code (no trigger): closing it gives the focus back to that icon. */
export const FromListRow: Story = {
  tags: ['no-visual'],
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <>
        <Button variant="ghost" aria-label="Delete Onboarding" onClick={() => setOpen(true)}>
          🗑
        </Button>
        <ArchiveDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const icon = canvas.getByRole('button', { name: 'Delete Onboarding' });
    for (const close of ['{Escape}', 'cancel']) {
      await userEvent.click(icon);
      await screen.findByRole('alertdialog');
      if (close === 'cancel') await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      else await userEvent.keyboard(close);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(icon).toHaveFocus();
    }
  },
};
