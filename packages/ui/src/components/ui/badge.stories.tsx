import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Onboarding' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args}>Default</Badge>
      <Badge {...args} variant="secondary">
        Secondary
      </Badge>
      <Badge {...args} variant="outline">
        Outline
      </Badge>
      <Badge {...args} variant="destructive">
        Destructive
      </Badge>
    </div>
  ),
};

export const HexColours: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['#000000', '#1d4ed8', '#16a34a', '#facc15', '#fde68a', '#ffffff', '#e11d48', '#7c3aed'].map(
        (color) => (
          <Badge key={color} color={color} variant="outline" data-testid={color}>
            {color}
          </Badge>
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    // Dark backgrounds get white text, light ones black (the a11y scan checks the contrast too).
    await expect(getComputedStyle(canvas.getByTestId('#1d4ed8')).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByTestId('#facc15')).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(canvas.getByTestId('#1d4ed8')).backgroundColor).toBe('rgb(29, 78, 216)');
  },
};

export const Overflowing: Story = {
  args: { children: 'A badge with a very long label for a tag', color: '#0f766e' },
};
