import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect } from 'storybook/test';
import RequireOperatorAdmin from '../admin/require-operator-admin';
import { companyAdmin, host, operatorAdmin } from '../stories/fixtures';
import { screenDecorator } from '../stories/screen';
import { RequireAdmin, RequireAuth } from './guards';

/**
 * The app's guards nested as routes.tsx nests them (sign-in, then admin, then the operator's own screens), around
 * stand-in screens. routes.test.ts checks that the real table puts them around the real addresses.
 */
function Guarded() {
  return (
    <main>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="admin" element={<RequireAdmin />}>
            <Route path="users/*" element={<h1>Users</h1>} />
            <Route element={<RequireOperatorAdmin />}>
              <Route path="faq/*" element={<h1>FAQs</h1>} />
            </Route>
          </Route>
          <Route path="*" element={<h1>Reports</h1>} />
        </Route>
      </Routes>
    </main>
  );
}

const meta = {
  title: 'Screens/Host/Route Guards',
  component: Guarded,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/dashboard/*', url: '/dashboard/reports', user: null },
    layout: 'fullscreen',
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof Guarded>;

export default meta;
type Story = StoryObj<typeof meta>;

const noAccess = "You don't have access to this page.";

/** A signed-out visitor of a dashboard address is sent to sign in. */
export const SignedOutGoesToSignIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /auth')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Reports' })).toBeNull();
  },
};

/** A signed-in host passes the sign-in guard. */
export const HostOnDashboard: Story = {
  parameters: { screen: { path: '/dashboard/*', url: '/dashboard/reports', user: host } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  },
};

/** A host on an admin address gets the no-access page, not the screen. */
export const HostOnAdminAddress: Story = {
  parameters: { screen: { path: '/dashboard/*', url: '/dashboard/admin/users/manage-users', user: host } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: noAccess })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Users' })).toBeNull();
  },
};

/** A company admin reaches the users… */
export const CompanyAdminOnUsers: Story = {
  parameters: {
    screen: { path: '/dashboard/*', url: '/dashboard/admin/users/manage-users', user: companyAdmin },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  },
};

/** …but not the operator's screens. */
export const CompanyAdminOnOperatorScreen: Story = {
  parameters: {
    screen: { path: '/dashboard/*', url: '/dashboard/admin/faq/manage-faqs', user: companyAdmin },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: noAccess })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'FAQs' })).toBeNull();
  },
};

/** The operator's admins reach them. */
export const OperatorAdminOnOperatorScreen: Story = {
  parameters: {
    screen: { path: '/dashboard/*', url: '/dashboard/admin/faq/manage-faqs', user: operatorAdmin },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  },
};
