import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Field } from './field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const plans = [
  { value: 'free-trial', label: 'Free Trial' },
  { value: 'core', label: 'Core' },
  { value: 'pro', label: 'Pro' },
  { value: 'enterprise', label: 'Enterprise' },
];

const meta = {
  title: 'Primitives/Select',
  tags: ['overlay'],
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="max-w-xs">
      <Field label="Subscription Plan">
        <Select {...args}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {plans.map((plan) => (
              <SelectItem key={plan.value} value={plan.value}>
                {plan.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: Enter opens the list, ArrowDown moves, Enter chooses. */
export const KeyboardInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Subscription Plan' });
    await expect(trigger).toHaveTextContent('Select an option');
    // Keyboard only: focus, open with Enter, move down, choose with Enter.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('core'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Core');
  },
};

export const WithValue: Story = { args: { defaultValue: 'pro' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Subscription Plan' })).toBeDisabled();
  },
};
