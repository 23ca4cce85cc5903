import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3Icon, ShieldCheckIcon } from 'lucide-react';
import { expect } from 'storybook/test';

import { CategoryCard } from './category-card';

const meta = {
  title: 'Views/CategoryCard',
  component: CategoryCard,
  args: {
    title: 'Human Resources',
    description: 'Hiring, onboarding and everyday people conversations.',
    className: 'max-w-xs',
  },
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Human Resources' })).toBeVisible();
  },
};

export const WithIcon: Story = { args: { title: 'Safety', icon: <ShieldCheckIcon /> } };

export const Grid: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[
        'Human Resources',
        'Sales',
        'Safety',
        'Leadership',
        'Customer Service',
        'Compliance',
        'Culture & Inclusion',
        'Custom Scenarios',
      ].map((title) => (
        <CategoryCard
          key={title}
          title={title}
          description="Realistic situations to discuss as a team."
          icon={<BarChart3Icon />}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(8);
  },
};
