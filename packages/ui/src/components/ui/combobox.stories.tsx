import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { useStoryValue } from '../../stories/harness';
import { Combobox, type ComboboxProps } from './combobox';
import { Field } from './field';

const categories = [
  { value: '1', label: 'Human Resources' },
  { value: '2', label: 'Sales' },
  { value: '3', label: 'Safety' },
  { value: '4', label: 'Leadership' },
  { value: '5', label: 'Customer Service' },
];

/** Keeps the chosen value in state, like a form would. */
function StatefulCombobox({ value: initial, onValueChange, onCreate, options, ...props }: ComboboxProps) {
  const [value, change] = useStoryValue(initial, onValueChange);
  const [list, setList] = React.useState(options);
  return (
    <Field label="Category" className="max-w-xs">
      <Combobox
        {...props}
        options={list}
        value={value}
        onValueChange={change}
        onCreate={
          onCreate &&
          ((label) => {
            const created = { value: `new-${label}`, label };
            setList((current) => [...current, created]);
            change(created.value);
            onCreate(label);
          })
        }
      />
    </Field>
  );
}

const meta = {
  title: 'Primitives/Combobox',
  tags: ['overlay'],
  component: Combobox,
  args: { options: categories, onValueChange: fn() },
  render: (args) => <StatefulCombobox {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: ArrowDown opens the list, typing filters it, Enter chooses. */
export const KeyboardInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Select an option');
    // Keyboard only: focus the trigger, ArrowDown opens, typing filters, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await screen.findByPlaceholderText('Type to search...');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('sal');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Safety' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Sales');
  },
};

export const NoOptionsFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.type(await screen.findByPlaceholderText('Type to search...'), 'zzz');
    await expect(await screen.findByText('No options found')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Type to search...')).not.toBeInTheDocument());
  },
};

export const Creatable: Story = {
  args: { creatable: true, onCreate: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Type to add a new category')).toBeVisible();
    await userEvent.keyboard('Onboarding');
    await expect(await screen.findByRole('option', { name: 'Add "Onboarding"' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Onboarding');
    await waitFor(() => expect(trigger).toHaveTextContent('Onboarding'));
  },
};

export const WithValue: Story = { args: { value: '4' } };

export const Disabled: Story = {
  args: { disabled: true, value: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Category" error="Category is required" required className="max-w-xs">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Category/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Category is required');
  },
};

export const Overflowing: Story = {
  args: {
    options: [
      ...categories,
      { value: 'long', label: 'A category with a remarkably long name that will not fit in the trigger' },
    ],
    value: 'long',
  },
};
