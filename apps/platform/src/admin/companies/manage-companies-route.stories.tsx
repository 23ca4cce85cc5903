import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { companies, failing, operatorAdmin, resourceServer } from '../../stories/fixtures';
import ManageCompaniesRoute from './manage-companies-route';

const meta = {
  title: 'Screens/Admin/Companies',
  component: ManageCompaniesRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/companies/manage-companies', user: operatorAdmin },
    msw: { handlers: resourceServer('/companies', companies).handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageCompaniesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
  },
};

/** Edit on a row opens that company's editor. */
export const EditInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Harbor Financial' }));
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/companies/edit/3'),
    ).toBeInTheDocument();
  },
};

const archived = resourceServer('/companies', companies);
export const ArchiveCompany: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Harbor Financial' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('Company archived')).toBeInTheDocument();
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
  },
};

/** The operator company cannot be archived. */
export const OperatorCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Ready Teams' }));
    await expect(await screen.findByText('The operator company cannot be archived')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/companies')] } },
  play: async ({ canvas }) => {
    // In the empty table and as an 'Error' toast.
    await waitFor(() => expect(canvas.getAllByText('Failed to load companies')).toHaveLength(2), {
      timeout: 5000,
    });
  },
};
