import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Question', placeholder: 'Type a question', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Question' });
    await userEvent.type(input, 'How do I start?');
    await expect(input).toHaveValue('How do I start?');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Question' })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };

export const Search: Story = {
  args: { type: 'search', 'aria-label': 'Search', placeholder: 'Search Categories...' },
};

export const Overflowing: Story = {
  args: {
    defaultValue: 'A very long value that does not fit into the input and must scroll horizontally inside it',
  },
};
