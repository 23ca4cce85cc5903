import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  companies,
  errorBody,
  operatorAdmin,
  resourceServer,
  ssoNotSetUp,
  ssoServer,
} from '../../stories/fixtures';
import CompanyEditorRoute from './company-editor-route';

const meta = {
  title: 'Screens/Admin/Company Editor',
  component: CompanyEditorRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/companies/new-company', user: operatorAdmin },
    msw: { handlers: resourceServer('/companies', companies).handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof CompanyEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = resourceServer('/companies', companies);
export const NewCompany: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Company' }));
    await expect(await canvas.findByText('Company name is required')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Company Name/), 'Summit Hospitality');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await expect(await screen.findByText('Company created successfully')).toBeInTheDocument();
    await expect(created.sent).toContainEqual({
      name: 'Summit Hospitality',
      retentionMonths: 12,
      isActive: true,
    });
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/companies/manage-companies'),
    ).toBeInTheDocument();
  },
};

const edited = resourceServer('/companies', companies);
export const EditCompany: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/companies/edit/:id', url: '/dashboard/admin/companies/edit/3' },
    msw: { handlers: [...edited.handlers, ...ssoServer(ssoNotSetUp()).handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit Company' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Company Name/)).toHaveValue('Harbor Financial'), {
      timeout: 5000,
    });
    await expect(canvas.getByLabelText('Data retention (months)')).toHaveValue(24);
    const name = canvas.getByLabelText(/^Company Name/);
    await userEvent.type(name, ' Group');
    const retention = canvas.getByLabelText('Data retention (months)');
    await userEvent.clear(retention);
    await userEvent.type(retention, '36');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await expect(await screen.findByText('Company updated successfully')).toBeInTheDocument();
    await expect(edited.sent).toContainEqual({ name: 'Harbor Financial Group', retentionMonths: 36 });
  },
};

/** A name already taken: the server's own words, inline and as a toast. */
export const NameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/companies', () =>
          HttpResponse.json(errorBody(409, 'Conflict', 'A company with this name already exists'), {
            status: 409,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Company Name/), 'Harbor Financial');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await waitFor(() =>
      expect(screen.getAllByText('A company with this name already exists')).toHaveLength(2),
    );
  },
};

export const LoadFails: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/companies/edit/:id', url: '/dashboard/admin/companies/edit/404' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load companies', { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
  },
};

/** The operator sets up a company's single sign-on under its other settings. */
const sso = ssoServer(ssoNotSetUp({ planIncludesSso: false }));
export const SingleSignOn: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/companies/edit/:id', url: '/dashboard/admin/companies/edit/3' },
    msw: { handlers: [...resourceServer('/companies', companies).handlers, ...sso.handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Single sign-on' });
    await expect(within(form).getByRole('status')).toHaveTextContent(
      'These settings apply once the company is on it.',
    );
    await userEvent.type(within(form).getByLabelText(/^Issuer URL/), 'https://login.harbor.example');
    await userEvent.type(within(form).getByLabelText(/^Client ID/), 'readyteams');
    await userEvent.type(within(form).getByLabelText(/^Client Secret/), 's3cret');
    await userEvent.type(within(form).getByLabelText(/^Email Domains/), 'harbor.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Single Sign-On' }));
    await expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
    await expect(sso.sent).toContainEqual({
      issuer: 'https://login.harbor.example',
      clientId: 'readyteams',
      clientSecret: 's3cret',
      domains: ['harbor.example'],
      passwordAllowed: true,
      linkAutomatically: false,
    });
    // Saved: the form starts again from the stored settings (the secret never shown), which can be removed.
    await expect(await canvas.findByRole('button', { name: 'Remove Single Sign-On' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Client Secret/)).toHaveValue('');
  },
};
