import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { Button } from '../ui/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: { title: 'No tags yet', description: 'Tags help hosts find scenarios in the library.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No favorites yet',
    description: "Use 'Add to favorites' on a scenario to keep it here.",
    icon: <HeartIcon />,
    action: <Button onClick={fn()}>Browse the library</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No favorites yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse the library' })).toBeEnabled();
  },
};
