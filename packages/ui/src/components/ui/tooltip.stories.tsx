import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from './button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  tags: ['overlay'],
  component: Tooltip,
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Start Session</Button>
        </TooltipTrigger>
        <TooltipContent>Close the current session to start a new one</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Start Session' });
    // Keyboard focus shows the tooltip and links it as the button's description.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Close the current session to start a new one',
    );
    await expect(trigger).toHaveAccessibleDescription('Close the current session to start a new one');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };
