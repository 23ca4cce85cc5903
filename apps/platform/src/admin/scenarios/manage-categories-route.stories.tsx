import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { failing, operatorAdmin, resourceServer, scenarioCategories } from '../../stories/fixtures';
import ManageCategoriesRoute from './manage-categories-route';

const meta = {
  title: 'Screens/Admin/Categories',
  component: ManageCategoriesRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/scenario/manage-categories', user: operatorAdmin },
    msw: { handlers: resourceServer('/scenario-categories', scenarioCategories).handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageCategoriesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 of 4 items')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Category', 'Active', 'Actions']);
  },
};

/** The search narrows the list as the admin types. */
export const SearchInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('4 of 4 items')).toBeInTheDocument();
    await userEvent.type(canvas.getByPlaceholderText('Search Categories...'), 'sa');
    await expect(canvas.getByText('2 of 4 items')).toBeInTheDocument();
  },
};

const created = resourceServer('/scenario-categories', scenarioCategories);
export const CreateCategory: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByPlaceholderText('Enter category name'), 'Compliance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await expect(created.sent).toContainEqual({ category: 'Compliance', isActive: true });
    await expect(await canvas.findByText('5 of 5 items')).toBeInTheDocument();
  },
};

const edited = resourceServer('/scenario-categories', scenarioCategories);
export const EditCategory: Story = {
  parameters: { msw: { handlers: edited.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByPlaceholderText('Enter category name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sales & Service');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    await expect(edited.sent).toContainEqual({ category: 'Sales & Service' });
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        failing('post', '/scenario-categories'),
        ...resourceServer('/scenario-categories', scenarioCategories).handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await userEvent.type(within(dialog).getByPlaceholderText('Enter category name'), 'Compliance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save category');
    await waitFor(() => expect(screen.getAllByText('Failed to save category')).toHaveLength(2));
  },
};

const archived = resourceServer('/scenario-categories', scenarioCategories);
export const ArchiveCategory: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Safety' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('Category archived successfully')).toBeInTheDocument();
    await expect(archived.sent).toContainEqual({ isActive: false });
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
  },
};

export const ArchiveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        failing('patch', '/scenario-categories/:id'),
        ...resourceServer('/scenario-categories', scenarioCategories).handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Safety' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('Failed to archive category')).toBeInTheDocument();
  },
};
