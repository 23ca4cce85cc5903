import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { DatePicker, type DatePickerProps } from './date-picker';
import { useStoryValue } from '../../stories/harness';
import { Field } from './field';

// A fixed "today" keeps the quick picks and the screenshots stable.
const today = new Date(2026, 0, 15);

function StatefulDatePicker({ value: initial, onValueChange, ...props }: DatePickerProps) {
  const [value, change] = useStoryValue(initial, onValueChange);
  return (
    <Field label="Expiration Date" className="max-w-xs">
      <DatePicker {...props} value={value} onValueChange={change} />
    </Field>
  );
}

const meta = {
  title: 'Primitives/DatePicker',
  tags: ['overlay'],
  component: DatePicker,
  args: { today, onValueChange: fn() },
  render: (args) => <StatefulDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Enter opens the calendar; a quick pick sets today plus that many months. */
export const QuickPickInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Expiration Date' });
    await expect(trigger).toHaveTextContent('Pick a date');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '12 months' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2027-01-15');
    await waitFor(() => expect(trigger).toHaveTextContent('Jan 15, 2027'));
  },
};

export const QuickPicks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Expiration Date' });
    for (const [label, expected] of [
      ['1 month', '2026-02-15'],
      ['24 months', '2028-01-15'],
      ['36 months', '2029-01-15'],
    ] as const) {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: label }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expected);
    }
  },
};

export const PickFromCalendar: Story = {
  args: { value: '2026-01-15' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expiration Date' }));
    // The calendar opens with focus on the chosen day; arrows move by day, Enter picks.
    await waitFor(() => expect(screen.getByRole('grid')).toBeVisible());
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-01-16');
  },
};

export const WithValue: Story = { args: { value: '2026-06-30' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expiration Date' })).toBeDisabled();
  },
};
