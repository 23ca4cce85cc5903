import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenDecorator } from '../../stories/screen';
import AccessibilityStatementRoute from './accessibility-statement-route';
import PrivacyPolicyRoute from './privacy-policy-route';
import TermsOfServiceRoute from './terms-of-service-route';

const meta = {
  title: 'Screens/Public/Legal',
  component: TermsOfServiceRoute,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/terms-of-service' },
    layout: 'fullscreen',
    // What the pages show that is no one's English: the company's name and address (src/lib/config.ts) and the
    // versions' dates (formatted in the page's language; a test language has no months of its own).
    data: [
      'Ready Teams, Inc.',
      '175 Varick Street, 4th Floor',
      'New York, NY 10014',
      'January 21, 2025',
      'November 26, 2026',
    ],
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

export const AccessibilityStatement: Story = {
  render: () => <AccessibilityStatementRoute />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Accessibility Statement' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Our Target',
      '2. How We Test',
      '3. What We Have Not Done Yet',
      '4. Known Limitations',
      '5. Pace of a Live Session',
      '6. Feedback and Contact',
    ]);
    await expect(canvas.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    await expect(canvas.getByText(/write to support@readyteams\.example/)).toBeInTheDocument();
  },
  parameters: { screen: { path: '/accessibility' } },
};
