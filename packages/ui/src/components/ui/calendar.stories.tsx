import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Calendar } from './calendar';

// A fixed month and "today" keep the screenshots stable.
const today = new Date(2026, 0, 15);
const onSelect = fn();

const meta = {
  title: 'Primitives/Calendar',
  component: Calendar,
  args: { mode: 'single', defaultMonth: today, today, onSelect },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSelectedDay: Story = { args: { selected: new Date(2026, 0, 20) } };

/** Dates before today cannot be picked (an expiry date, a follow-up). */
export const FutureOnly: Story = { args: { disabled: { before: today } } };

/** A click picks a day; arrows move by day (into the next month past the last one) and Enter picks. */
export const PickInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /January 30th, 2026/ }));
    await expect(onSelect).toHaveBeenLastCalledWith(
      new Date(2026, 0, 30),
      new Date(2026, 0, 30),
      expect.anything(),
      expect.anything(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('grid', { name: 'February 2026' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenLastCalledWith(
      new Date(2026, 1, 1),
      new Date(2026, 1, 1),
      expect.anything(),
      expect.anything(),
    );
  },
};
