import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  companies,
  companyAdmin,
  failing,
  operatorAdmin,
  resourceServer,
  users,
} from '../../stories/fixtures';
import ManageUsersRoute from './manage-users-route';

function userServer() {
  const server = resourceServer('/users', users);
  const searches: string[] = [];
  const spy = http.get('/users', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('$search') ?? '');
  });
  return { handlers: [spy, ...server.handlers], sent: server.sent, searches };
}

const meta = {
  title: 'Screens/Admin/Users',
  component: ManageUsersRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/users/manage-users', user: operatorAdmin },
    msw: { handlers: userServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageUsersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const searched = userServer();
/** The search (first name, last name, email, company) goes to the server after 500 ms. */
export const Default: Story = {
  parameters: { msw: { handlers: searched.handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'First Name', 'Last Name', 'Work Email', 'Company', 'Actions']);
  },
};

/** The search goes to the server as the admin types. */
export const SearchInteraction: Story = {
  parameters: { msw: { handlers: searched.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText('Search Users...'), 'northwind');
    await waitFor(() => expect(searched.searches.at(-1)).toBe('northwind'), { timeout: 3000 });
  },
};

const archived = resourceServer('/users', users);
export const ArchiveUser: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Hank Host' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('User archived')).toBeInTheDocument();
    await expect(screen.getByText('The user has been archived successfully.')).toBeInTheDocument();
    await expect(archived.sent).toContainEqual({ isActive: false });
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
  },
};

/** The signed-in admin cannot archive their own account. */
export const CannotArchiveSelf: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Olivia Operator' }));
    await expect(await screen.findByText('You cannot archive your own account')).toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/users')] } },
  play: async ({ canvas }) => {
    // In the empty table and as an 'Error' toast.
    await waitFor(() => expect(canvas.getAllByText('Failed to load users')).toHaveLength(2), {
      timeout: 5000,
    });
  },
};

/** A company admin on Core: the operator manages its users; the list is read-only and names the plan that gives it. */
export const CompanyAdminWithoutTeamManagement: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/users/manage-users', user: companyAdmin },
    msw: {
      handlers: [
        http.get('/companies/2', () =>
          HttpResponse.json({
            ...companies[1]!,
            subscriptionPlan: 'core',
            entitlements: {
              customScenarios: { used: 0, limit: 0, yearStart: '2026-03-01' },
              playlists: false,
              teamManagement: false,
              sso: false,
              refusals: {
                customScenarios: 'Custom scenarios come with the Pro plan',
                playlists: 'Playlists come with the Pro plan',
                teamManagement: 'Team management comes with the Pro plan',
                sso: 'Single sign-on is available on the Enterprise plan only',
              },
            },
          }),
        ),
        ...userServer().handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Team management comes with the Pro plan')).toBeInTheDocument();
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '+ New User' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  },
};
