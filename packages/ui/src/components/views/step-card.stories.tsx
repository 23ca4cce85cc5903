import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StepCard } from './step-card';

const meta = {
  title: 'Views/StepCard',
  component: StepCard,
  args: {
    step: 1,
    title: 'Start Session',
    description: 'Pick a scenario and start a live session in seconds.',
  },
  render: (args) => (
    <ol className="max-w-xs">
      <StepCard {...args} />
    </ol>
  ),
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Step 1: Start Session' })).toBeVisible();
  },
};

export const HowItWorks: Story = {
  render: () => (
    <ol className="grid gap-4 md:grid-cols-3">
      <StepCard
        step={1}
        title="Start Session"
        description="Pick a scenario and start a live session in seconds."
      />
      <StepCard
        step={2}
        title="Teams Engage"
        description="Participants join with a code and answer anonymously."
      />
      <StepCard
        step={3}
        title="Get Insights"
        description="See real-time results and discuss them together."
      />
    </ol>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Step 3: Get Insights' })).toBeVisible();
  },
};
