import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  failing,
  faqCategories,
  faqs,
  faqTags,
  listHandler,
  operatorAdmin,
  resourceServer,
} from '../../stories/fixtures';
import FaqEditorRoute from './faq-editor-route';

function faqServer() {
  const server = resourceServer('/faqs', faqs);
  const handlers = [
    ...server.handlers,
    listHandler('/faq-categories', faqCategories),
    listHandler('/faq-tags', faqTags),
    http.post('/faq-categories', async ({ request }) => {
      const body = (await request.json()) as { category: string };
      server.sent.push(body);
      return HttpResponse.json(
        { id: 50, category: body.category, isActive: true, color: null },
        { status: 201 },
      );
    }),
    http.post('/faq-tags', async ({ request }) => {
      const body = (await request.json()) as { tag: string };
      server.sent.push(body);
      return HttpResponse.json({ id: 60, tag: body.tag }, { status: 201 });
    }),
  ];
  return { handlers, sent: server.sent };
}

const meta = {
  title: 'Screens/Admin/FAQ Editor',
  component: FaqEditorRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/faq/new-faq', user: operatorAdmin },
    msw: { handlers: faqServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof FaqEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const created = faqServer();
/** A new FAQ with a category and a tag typed on the fly; the body carries ids as numbers. */
export const NewFaq: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'New FAQ' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^Question/), 'Where do I find my reports?');
    await userEvent.type(canvas.getByLabelText(/^Answer/), 'Open Reports in the menu.');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.type(await screen.findByPlaceholderText('Type to search...'), 'Reports');
    await userEvent.click(await screen.findByRole('option', { name: 'Add "Reports"' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /^Tags/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'setup' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expect(await screen.findByText('FAQ created successfully')).toBeInTheDocument();
    await expect(screen.getByText('The FAQ has been created successfully.')).toBeInTheDocument();
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/faq/manage-faqs'),
    ).toBeInTheDocument();
    await expect(created.sent).toContainEqual({ category: 'Reports', isActive: true });
    await expect(created.sent).toContainEqual({
      question: 'Where do I find my reports?',
      answer: 'Open Reports in the menu.',
      categoryId: 50,
      faq_tagsIds: [2],
      isActive: true,
    });
  },
};

const edited = faqServer();
export const EditFaq: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/faq/edit/:id', url: '/dashboard/admin/faq/edit/2' },
    msw: { handlers: edited.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit FAQ' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Question/)).toHaveValue('Can I practise before running a live session?'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update FAQ' }));
    await expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    await expect(screen.getByText('The FAQ has been updated successfully.')).toBeInTheDocument();
    await expect(edited.sent[0]).toMatchObject({ categoryId: 1, faq_tagsIds: [1] });
  },
};

export const Loading: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/faq/edit/:id', url: '/dashboard/admin/faq/edit/2' },
    msw: { handlers: [http.get('/faqs/:id', () => new Promise<never>(() => {}))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/faq/edit/:id', url: '/dashboard/admin/faq/edit/404' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load FAQ', { selector: 'p[role="alert"]' }),
    ).toBeInTheDocument();
  },
};

export const SubmitFails: Story = {
  parameters: { msw: { handlers: [failing('post', '/faqs'), ...faqServer().handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Question/), 'Where do I find my reports?');
    await userEvent.type(canvas.getByLabelText(/^Answer/), 'Open Reports in the menu.');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sessions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expect(await screen.findByText('Error submitting FAQ')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('An error occurred while submitting the FAQ.')).toHaveLength(2),
    );
  },
};
