import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { failing, helpGuides, operatorAdmin, resourceServer } from '../../stories/fixtures';
import ManageHelpGuidesRoute from './manage-help-guides-route';

const meta = {
  title: 'Screens/Admin/Help Guides',
  component: ManageHelpGuidesRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/help-guides/manage-help-guides', user: operatorAdmin },
    msw: { handlers: resourceServer('/help-guides', helpGuides).handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageHelpGuidesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty target audience shows 'All Users'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
    await expect(canvas.getByText('Manage help guides and tutorials')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Title', 'Category', 'Target Audience', 'Actions']);
    const row = within(table).getByText('Finding scenarios in the library').closest('tr')!;
    await expect(within(row).getByText('All Users')).toBeInTheDocument();
    await expect(within(table).getByText('Facilitators')).toBeInTheDocument();
  },
};

/** + New Guide opens the editor of a new guide. */
export const NewGuideInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+ New Guide' }));
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/help-guides/new-help-guide'),
    ).toBeInTheDocument();
  },
};

const archived = resourceServer('/help-guides', helpGuides);
export const ArchiveGuide: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Your first live session' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('Help guide archived')).toBeInTheDocument();
    await expect(screen.getByText('The help guide has been archived successfully.')).toBeInTheDocument();
    await expect(await canvas.findByText('1 of 1 items')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/help-guides')] } },
  play: async ({ canvas }) => {
    // In the empty table and as an 'Error' toast.
    await waitFor(() => expect(canvas.getAllByText('Failed to load help guides')).toHaveLength(2), {
      timeout: 5000,
    });
  },
};
