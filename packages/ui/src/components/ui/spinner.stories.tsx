import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FullScreenSpinner, Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Large: Story = { args: { className: 'size-10 text-primary', label: 'Saving' } };

export const FullScreen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="h-96">
      <p className="p-4">Page content behind the spinner</p>
      <FullScreenSpinner label="Saving user" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Saving user' })).toBeInTheDocument();
  },
};
