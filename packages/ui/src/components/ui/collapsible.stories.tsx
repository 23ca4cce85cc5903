import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from './button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from './collapsible';

const meta = {
  title: 'Primitives/Collapsible',
  component: Collapsible,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Collapsible {...args} className="grid max-w-sm gap-2">
      <CollapsibleTrigger asChild>
        <Button variant="outline">Scenarios</Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="grid gap-1 text-sm">
          <li>Manage Scenarios</li>
          <li>Manage Categories</li>
        </ul>
      </CollapsibleContent>
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Space on the focused trigger shows the content. */
export const ToggleInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Scenarios' });
    await expect(canvas.queryByText('Manage Scenarios')).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Manage Scenarios')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
