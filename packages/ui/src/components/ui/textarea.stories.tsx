import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Answer', placeholder: 'Write the answer' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing fills the text area; Enter starts a new line. */
export const TypingInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Answer' });
    await userEvent.type(textarea, 'First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cannot edit' } };

export const Overflowing: Story = {
  args: {
    defaultValue: Array.from(
      { length: 12 },
      (_, i) => `Line ${i + 1} of a long answer that grows the box.`,
    ).join('\n'),
  },
};
