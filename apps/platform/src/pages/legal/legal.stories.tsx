import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** The numbers and titles of the page's sections. */
const sections = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const TermsOfService: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Last updated: January 21, 2025')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    const titles = sections(canvasElement);
    await expect(titles[0]).toMatch(/^1\. Acceptance/);
    await expect(titles[11]).toMatch(/^12\. Governing Law/);
    await expect(titles[13]).toMatch(/^14\. Contact/);
    await expect(canvas.getByRole('article')).toHaveTextContent(/New York/);
    // Back to Home, at the top and the bottom, leads to the landing page.
    const home = canvas.getAllByRole('link', { name: 'Back to Home' });
    for (const link of home) await expect(link).toHaveAttribute('href', '/');
    await userEvent.click(home[0]!);
    await expect(await canvas.findByText('Navigated to /')).toBeInTheDocument();
  },
};

export const PrivacyPolicy: Story = {
  render: () => <PrivacyPolicyRoute />,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Last updated: January 21, 2025')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    const titles = sections(canvasElement);
    await expect(titles[0]).toMatch(/^1\. Introduction/);
    await expect(titles[9]).toMatch(/^10\. Contact/);
    for (const link of canvas.getAllByRole('link', { name: 'Back to Home' }))
      await expect(link).toHaveAttribute('href', '/');
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
