import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminHomeRoute from './admin-home-route';
import { screenDecorator } from '../stories/screen';
import { companyAdmin, operatorAdmin } from '../stories/fixtures';

const meta = {
  title: 'Screens/Admin/Home',
  component: AdminHomeRoute,
  tags: ['no-visual'],
  parameters: { screen: { path: '/dashboard/admin', user: operatorAdmin } },
  decorators: [screenDecorator],
} satisfies Meta<typeof AdminHomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Operator admins manage everything. */
export const OperatorAdmin: Story = {
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['Scenarios', 'Companies', 'Users', 'Help Guides', 'FAQ']);
    await expect(canvas.getByRole('link', { name: 'Manage FAQs' })).toHaveAttribute(
      'href',
      '/dashboard/admin/faq/manage-faqs',
    );
  },
};

/** A company admin sees only their scenarios and users. */
export const CompanyAdmin: Story = {
  parameters: { screen: { path: '/dashboard/admin', user: companyAdmin } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manage Northwind Health')).toBeInTheDocument();
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['Scenarios', 'Users']);
    const scenarios = canvas
      .getAllByRole('heading', { level: 2 })[0]!
      .closest('[data-slot="card"]') as HTMLElement;
    await expect(
      within(scenarios)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Manage Scenarios']);
  },
};
