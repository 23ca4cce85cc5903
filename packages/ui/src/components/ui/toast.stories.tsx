import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';

import { Button } from './button';
import { clearToasts, toast, type ToastOptions } from './toast';

/** A button raising a toast; the preview's decorator mounts the `<Toaster />`. */
function ToastDemo(props: ToastOptions) {
  return (
    <Button variant="outline" onClick={() => toast(props)}>
      Show toast
    </Button>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { title: 'Success', description: 'Tag created successfully' },
  // Start from an empty stack even if an earlier story's toast is still closing.
  beforeEach: () => {
    clearToasts();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shown = await findToast('Tag created successfully');
    await expect(shown.getByText('Success')).toBeVisible();
    await expect(shown.getByText('Tag created successfully')).toBeVisible();
    // Dismisses itself after 3 seconds.
    await waitFor(() => expect(screen.queryByText('Tag created successfully')).not.toBeInTheDocument(), {
      timeout: 4500,
    });
  },
};

export const Destructive: Story = {
  args: { title: 'Error', description: 'Failed to save tag', variant: 'destructive' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shown = await findToast('Failed to save tag');
    await expect(shown.getByText('Error')).toBeVisible();
    // Closing by hand works too.
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Failed to save tag')).not.toBeInTheDocument());
  },
};

export const Success: Story = {
  args: {
    title: 'Scenario deleted',
    description: 'The scenario has been deleted successfully.',
    variant: 'success',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const shown = await findToast('The scenario has been deleted successfully.');
    await expect(shown.getByText('Scenario deleted')).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Scenario deleted')).not.toBeInTheDocument());
  },
};

/**
 * The toast just raised, found by its description. Queries stay inside it: Radix also copies the toast's
 * text into a live region for screen readers, and a full run showed the same toast twice on screen, so
 * page-wide queries could match more than one element.
 */
async function findToast(description: string) {
  const toasts = await screen.findAllByText(description, { selector: '[data-slot=toast-description]' });
  return within(toasts.at(-1)!.closest<HTMLElement>('[data-slot=toast]')!);
}
