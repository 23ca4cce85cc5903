import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { failing, faqs, operatorAdmin, resourceServer } from '../../stories/fixtures';
import ManageFaqsRoute from './manage-faqs-route';

const meta = {
  title: 'Screens/Admin/FAQs',
  component: ManageFaqsRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/faq/manage-faqs', user: operatorAdmin },
    msw: { handlers: resourceServer('/faqs', faqs).handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageFaqsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category as a coloured badge; the first two tags, then '+N' for the rest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'FAQs' })).toBeInTheDocument();
    await expect(canvas.getByText('Manage frequently asked questions')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Question', 'Category', 'Tags', 'Actions']);
    const row = within(table).getByText('How do participants join a session?').closest('tr')!;
    await expect(within(row).getByText('Sessions')).toHaveStyle({ backgroundColor: 'rgb(124, 58, 237)' });
    await expect(within(row).getByText('beginner')).toBeInTheDocument();
    await expect(within(row).getByText('setup')).toBeInTheDocument();
    await expect(within(row).queryByText('troubleshooting')).not.toBeInTheDocument();
    await expect(within(row).getByText('+2')).toBeInTheDocument();
  },
};

export const NewFaq: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ New FAQ' }));
    await expect(await canvas.findByText('Navigated to /dashboard/admin/faq/new-faq')).toBeInTheDocument();
  },
};

const archived = resourceServer('/faqs', faqs);
export const ArchiveFaq: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Can I practise before running a live session?' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('FAQ archived')).toBeInTheDocument();
    await expect(screen.getByText('The FAQ has been archived successfully.')).toBeInTheDocument();
    await expect(archived.sent).toContainEqual({ isActive: false });
    await expect(await canvas.findByText('1 of 1 items')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/faqs')] } },
  play: async ({ canvas }) => {
    // In the empty table and as an 'Error' toast.
    await waitFor(() => expect(canvas.getAllByText('Failed to load FAQs')).toHaveLength(2), {
      timeout: 5000,
    });
  },
};
