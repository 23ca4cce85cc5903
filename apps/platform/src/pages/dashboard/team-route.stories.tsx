import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  companyAdmin,
  dashboardHandlers,
  failing,
  host,
  listHandler,
  pending,
  ssoServer,
  ssoSettings,
  team,
} from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import TeamRoute from './team-route';

const meta = {
  title: 'Screens/Host/Team',
  component: TeamRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/team', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: [listHandler('/users', team), ...dashboardHandlers()] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof TeamRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Admin')).toBeInTheDocument();
    await expect(within(list).getByText(host.email)).toBeInTheDocument();
    // Read-only for a host: nothing to edit, delete or archive.
    await expect(canvas.queryByRole('button', { name: /edit|delete|archive/i })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /edit|delete|archive/i })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/users'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/users', []), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No team members yet.')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/users'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load users')).toBeInTheDocument();
  },
};

/** Hosts never see the company's single sign-on. */
export const HostSeesNoSso: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Team members' });
    await expect(canvas.queryByRole('heading', { name: 'Single sign-on' })).toBeNull();
  },
};

/** A company admin on the Enterprise plan manages the company's single sign-on here; the secret is never shown. */
const adminSso = ssoServer(ssoSettings());
export const CompanyAdminSso: Story = {
  parameters: {
    screen: { path: '/dashboard/team', user: companyAdmin, shell: true },
    msw: { handlers: [listHandler('/users', team), ...adminSso.handlers, ...dashboardHandlers()] },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Single sign-on' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Issuer URL/)).toHaveValue('https://login.northwind.example'),
    );
    await expect(within(form).getByLabelText(/^Client Secret/)).toHaveValue('');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Password sign-in stays allowed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Single Sign-On' }));
    await waitFor(() =>
      expect(adminSso.sent).toContainEqual({
        issuer: 'https://login.northwind.example',
        clientId: 'readyteams',
        domains: ['northwind.example'],
        passwordAllowed: false,
        linkAutomatically: false,
      }),
    );
  },
};

/** Not on the Enterprise plan: the company admin sees why it cannot be changed. */
export const CompanyAdminNotOnEnterprise: Story = {
  parameters: {
    screen: { path: '/dashboard/team', user: companyAdmin, shell: true },
    msw: {
      handlers: [
        listHandler('/users', team),
        ...ssoServer(ssoSettings({ planIncludesSso: false })).handlers,
        ...dashboardHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Single sign-on' });
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'Single sign-on is available on the Enterprise plan only.',
    );
    await expect(within(form).queryByRole('button', { name: 'Save Single Sign-On' })).toBeNull();
  },
};
