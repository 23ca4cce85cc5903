import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { failing, operatorAdmin, resourceServer, users } from '../../stories/fixtures';
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
