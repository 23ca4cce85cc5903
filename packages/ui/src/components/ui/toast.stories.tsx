import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from './button';
import { toast, type ToastOptions } from './toast';

/** A button raising a toast; the preview's decorator mounts the <Toaster />. */
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
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const title = await screen.findByText('Success', { selector: '[data-slot=toast-title]' });
    await expect(title).toBeVisible();
    await expect(screen.getByText('Tag created successfully')).toBeVisible();
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
    await expect(await screen.findByText('Failed to save tag')).toBeVisible();
    // Closing by hand works too.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
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
    await expect(await screen.findByText('The scenario has been deleted successfully.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Scenario deleted')).not.toBeInTheDocument());
  },
};
