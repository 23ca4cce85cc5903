import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { useStoryValue } from '../../stories/harness';
import { Field } from './field';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const tags = [
  { value: 'beginner', label: 'beginner' },
  { value: 'setup', label: 'setup' },
  { value: 'troubleshooting', label: 'troubleshooting' },
  { value: 'billing', label: 'billing' },
];

function StatefulMultiSelect({ value: initial, onValueChange, ...props }: MultiSelectProps) {
  const [value, change] = useStoryValue(initial, onValueChange);
  return (
    <Field label="Tags" className="max-w-sm">
      <MultiSelect {...props} value={value ?? []} onValueChange={change} />
    </Field>
  );
}

const meta = {
  title: 'Primitives/MultiSelect',
  tags: ['overlay'],
  component: MultiSelect,
  args: { options: tags, onValueChange: fn() },
  render: (args) => <StatefulMultiSelect {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: open, filter, pick two, close with Escape; each pick becomes a removable chip. */
export const KeyboardInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tags' });
    await expect(trigger).toHaveTextContent('Select options');
    // Keyboard only: open, filter, pick two, close with Escape.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = await screen.findByPlaceholderText('Type to search...');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('set');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['setup']);
    await userEvent.clear(search);
    await userEvent.keyboard('begin{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['setup', 'beginner']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Type to search...')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('button', { name: 'Remove setup' })).toBeVisible();
  },
};

export const RemoveChip: Story = {
  args: { value: ['beginner', 'billing'] },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove beginner' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['billing']);
    await expect(canvas.queryByRole('button', { name: 'Remove beginner' })).not.toBeInTheDocument();
  },
};

export const Creatable: Story = {
  args: { creatable: true, placeholder: 'e.g., beginner, setup, troubleshooting' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await userEvent.type(await screen.findByPlaceholderText('Type to search...'), 'onboarding');
    await userEvent.click(await screen.findByRole('option', { name: 'Add "onboarding"' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['onboarding']);
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tags' }));
    await expect(await screen.findByText('No options found')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('No options found')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = { args: { disabled: true, value: ['setup'] } };

export const Overflowing: Story = {
  args: {
    options: [
      ...tags,
      ...Array.from({ length: 8 }, (_, i) => ({ value: `tag-${i}`, label: `a rather long tag name ${i}` })),
    ],
    value: ['beginner', 'setup', 'troubleshooting', 'billing', 'tag-0', 'tag-1', 'tag-2', 'tag-3'],
  },
};
