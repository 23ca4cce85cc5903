import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenDecorator } from '../../stories/screen';
import PrivacyPolicyRoute from './privacy-policy-route';
import TermsOfServiceRoute from './terms-of-service-route';

const meta = {
  title: 'Screens/Public/Legal',
  component: TermsOfServiceRoute,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/terms-of-service' },
    layout: 'fullscreen',
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof TermsOfServiceRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Last updated: January 21, 2025')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(14);
  },
};

export const PrivacyPolicy: Story = {
  render: () => <PrivacyPolicyRoute />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Last updated: January 21, 2025')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  },
  parameters: { screen: { path: '/privacy-policy' } },
};
