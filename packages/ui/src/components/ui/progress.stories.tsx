import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Progress } from './progress';

const meta = {
  title: 'Primitives/Progress',
  component: Progress,
  args: { value: 40, 'aria-label': 'Uploading video', className: 'max-w-sm' },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading video' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };
