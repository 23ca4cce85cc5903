import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  render: () => (
    <div className="grid max-w-sm gap-2" data-testid="skeletons">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-24 w-full" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Placeholders are hidden from assistive technology.
    for (const skeleton of canvas.getByTestId('skeletons').children) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
