import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Checkbox } from './checkbox';
import { DatePicker } from './date-picker';
import { Field } from './field';
import { Input } from './input';
import { Switch } from './switch';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Category', children: <Input placeholder="Enter category name" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  args: { children: <Input placeholder="Enter category name" onChange={fn()} /> },
};

/** What the user types reaches the control, which stays valid. */
export const TypingInteraction: Story = {
  args: Default.args,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Category');
    await userEvent.type(input, 'Sales');
    await expect(input).toHaveValue('Sales');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Target Audience', hint: "Leave empty to show 'All Users'.", children: <Input /> },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Target Audience');
    await expect(input).toHaveAccessibleDescription("Leave empty to show 'All Users'.");
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Category name is required',
    children: <Input placeholder="Enter category name" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Category/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Category name is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Category name is required');
  },
};

/** A required Field around a plain button (no role that allows aria-required) keeps axe happy. */
export const RequiredButtonControl: Story = {
  // Looks like stories already screenshotted; no baseline of its own.
  tags: ['no-visual'],
  args: { label: 'Expiration Date', required: true, children: <DatePicker today={new Date(2026, 0, 15)} /> },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Expiration Date/ });
    await expect(trigger).not.toHaveAttribute('aria-required');
    await expect(trigger).toHaveAttribute('id');
  },
};

export const Disabled: Story = {
  args: { children: <Input disabled defaultValue="Sales" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Category')).toBeDisabled();
  },
};

export const TextareaField: Story = {
  args: {
    label: 'Answer',
    hint: 'At most 1000 characters.',
    children: <Textarea rows={4} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Answer')).toHaveAccessibleDescription('At most 1000 characters.');
  },
};

export const CheckboxField: Story = {
  args: {
    label: 'Company admin',
    orientation: 'horizontal',
    hint: 'Gives full access to the company admin area.',
    children: <Checkbox />,
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Company admin' });
    await expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const SwitchField: Story = {
  args: { label: 'Public', orientation: 'horizontal', children: <Switch /> },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Overflowing: Story = {
  args: {
    label: 'A very long label that explains in great detail what this particular field is for',
    error:
      'A long error message that wraps over several lines so we can see that the layout keeps the text readable and aligned',
    children: <Input defaultValue="A value that is much longer than the width of the input box itself" />,
  },
};
