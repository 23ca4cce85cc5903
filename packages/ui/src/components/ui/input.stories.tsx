import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn } from 'storybook/test';

import { Button } from './button';
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

export const Default: Story = {};

/** Typing fills the field and reports each change. */
export const TypingInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Question' });
    await userEvent.type(input, 'How do I start?');
    await expect(input).toHaveValue('How do I start?');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A ref reaches the `<input>` itself, on React 18 as on 19: here a button focuses it through one. */
export const WithRef: Story = {
  tags: ['no-visual'],
  render: function WithRef(args) {
    const ref = React.useRef<HTMLInputElement>(null);
    return (
      <div className="grid gap-2">
        <Input {...args} ref={ref} />
        <Button variant="outline" onClick={() => ref.current?.focus()}>
          Ask a question
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    await expect(canvas.getByRole('textbox', { name: 'Question' })).toHaveFocus();
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
