import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  companies,
  failing,
  listHandler,
  operatorAdmin,
  resourceServer,
  users,
} from '../../stories/fixtures';
import UserEditorRoute from './user-editor-route';

function userServer() {
  const server = resourceServer('/users', users);
  return { handlers: [...server.handlers, listHandler('/companies', companies)], sent: server.sent };
}

const meta = {
  title: 'Screens/Admin/User Editor',
  component: UserEditorRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/users/new-user', user: operatorAdmin },
    msw: { handlers: userServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof UserEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = userServer();
/** A company admin needs no plan: ticking the box hides plan and expiry. */
export const NewCompanyAdmin: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'New User' })).toBeInTheDocument();
    await expect(canvas.getByText('Create a new user account')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Company admin' }));
    await expect(canvas.queryByRole('combobox', { name: /^Subscription Plan/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^First Name/), 'Nora');
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'North');
    await userEvent.type(canvas.getByLabelText(/^Work Email/), 'nora@northwind.example');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Company/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Health' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expect(await screen.findByText('User saved successfully!')).toBeInTheDocument();
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/users/manage-users'),
    ).toBeInTheDocument();
    await expect(created.sent[0]).toMatchObject({
      email: 'nora@northwind.example',
      companyId: 2,
      isAdmin: true,
      isActive: true,
    });
  },
};

const edited = userServer();
export const EditUser: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/users/edit/:id', url: '/dashboard/admin/users/edit/2' },
    msw: { handlers: edited.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    await expect(canvas.getByText('Update this user')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Work Email/)).toHaveValue('hank@northwind.example'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Update User' }));
    await expect(await screen.findByText('User saved successfully!')).toBeInTheDocument();
    await expect(edited.sent[0]).toMatchObject({
      companyId: 2,
      isAdmin: false,
      subscriptionPlan: 'pro',
      expiresAt: '2027-03-31',
    });
  },
};

/** 'Failed to submit user' inline and as a toast; the admin stays on the form. */
export const SubmitFails: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/users/edit/:id', url: '/dashboard/admin/users/edit/2' },
    msw: { handlers: [failing('patch', '/users/:id'), ...userServer().handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByLabelText(/^Work Email/)).toHaveValue('hank@northwind.example'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(screen.getAllByText('Failed to submit user')).toHaveLength(2));
    await expect(canvas.getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
  },
};

export const CompaniesFail: Story = {
  parameters: { msw: { handlers: [failing('get', '/companies'), ...userServer().handlers] } },
  play: async () => {
    await expect(await screen.findByText('Failed to load companies')).toBeInTheDocument();
  },
};
