import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['overlay'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">How to join</Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="how-to-join" className="grid gap-2">
        <h2 id="how-to-join" className="font-semibold">
          How participants join
        </h2>
        <p className="text-sm text-muted-foreground">
          They open the join page on their phone and type the session PIN. No account is needed.
        </p>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'How to join' });
    // Enter opens it beside the trigger, Escape closes it and gives focus back.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'How participants join' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'How participants join' })).toBeVisible();
  },
};
