import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import { screenDecorator, screenDocs } from '../../stories/screen';
import { failing, listHandler, operatorAdmin, scenarioTags } from '../../stories/fixtures';
import ManageTagsRoute from './manage-tags-route';

type Tag = components['schemas']['ScenarioTag'];

/** Tags as the server keeps them during one story: created, renamed and archived ones show on refetch. */
function tagServer(initial: Tag[] = scenarioTags) {
  let tags = initial.map((tag) => ({ ...tag }));
  const sent: unknown[] = [];
  const handlers = [
    listHandler('/scenario-tags', () => tags.filter((tag) => tag.isActive)),
    http.post('/scenario-tags', async ({ request }) => {
      const body = (await request.json()) as { tag: string; color: string };
      sent.push(body);
      const tag: Tag = {
        id: 100 + tags.length,
        tag: body.tag,
        color: body.color,
        isActive: true,
        order: tags.length,
      };
      tags = [...tags, tag];
      return HttpResponse.json(tag, { status: 201 });
    }),
    http.patch('/scenario-tags/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Tag>;
      sent.push(body);
      tags = tags.map((tag) => (tag.id === Number(params.id) ? { ...tag, ...body } : tag));
      return HttpResponse.json(tags.find((tag) => tag.id === Number(params.id)));
    }),
    http.post('/reorder', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      sent.push(body);
      tags = body.ids.map((id, order) => ({ ...tags.find((tag) => tag.id === id)!, order }));
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, sent };
}

const meta = {
  title: 'Screens/Admin/Tags',
  component: ManageTagsRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/scenario/manage-tags', user: operatorAdmin },
    msw: { handlers: tagServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageTagsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 3 Tags')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Tag', 'Active', 'Actions']);
    await expect(within(table).getAllByText('Yes')).toHaveLength(3);
  },
};

/** The search narrows the list (and turns dragging off); a search matching nothing says so. */
export const SearchInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 3 Tags')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await userEvent.type(canvas.getByRole('searchbox'), 'conf');
    await expect(canvas.getByText('1 of 3 Tags')).toBeInTheDocument();
    await expect(within(table).getByText('Conflict')).toBeInTheDocument();
    // Dragging is off while a search term is entered.
    await expect(canvas.queryByRole('button', { name: /^Reorder/ })).not.toBeInTheDocument();
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText('No results found for "zzz"')).toBeInTheDocument();
  },
};

const created = tagServer();
export const CreateTag: Story = {
  parameters: { msw: { handlers: created.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ New Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Tag' }));
    await expect(await within(dialog).findByText('Tag name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Tag Name/), 'Coaching');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Tag' }));
    await expect(await screen.findByText('Tag created successfully')).toBeInTheDocument();
    await expect(created.sent).toContainEqual({ tag: 'Coaching', color: '#000000', isActive: true });
    await expect(await canvas.findByText('4 of 4 Tags')).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const edited = tagServer();
export const EditTag: Story = {
  parameters: { msw: { handlers: edited.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Conflict' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tag' });
    const name = within(dialog).getByLabelText(/^Tag Name/);
    await expect(name).toHaveValue('Conflict');
    await userEvent.clear(name);
    await userEvent.type(name, 'Conflict resolution');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Tag' }));
    await expect(await screen.findByText('Tag updated successfully')).toBeInTheDocument();
    await expect(edited.sent).toContainEqual({ tag: 'Conflict resolution', color: '#dc2626' });
    await expect(await canvas.findByText('Conflict resolution')).toBeInTheDocument();
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', '/scenario-tags'), ...tagServer().handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '+ New Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tag' });
    await userEvent.type(within(dialog).getByLabelText(/^Tag Name/), 'Coaching');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Tag' }));
    // The modal keeps what was typed and says why, and so does a toast.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save tag');
    await waitFor(() => expect(screen.getAllByText('Failed to save tag')).toHaveLength(2));
  },
};

const archived = tagServer();
export const ArchiveTag: Story = {
  parameters: { msw: { handlers: archived.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Onboarding' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Archived records can only be restored by an administrator.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(await screen.findByText('Tag archived successfully')).toBeInTheDocument();
    await expect(archived.sent).toContainEqual({ isActive: false });
    await waitFor(() => expect(canvas.queryByText('Onboarding')).not.toBeInTheDocument());
    await expect(canvas.getByText('2 of 2 Tags')).toBeInTheDocument();
  },
};

export const ArchiveFails: Story = {
  parameters: { msw: { handlers: [failing('patch', '/scenario-tags/:id'), ...tagServer().handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Onboarding' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await expect(await screen.findByText('Failed to archive tag')).toBeInTheDocument();
  },
};

const reordered = tagServer();
export const ReorderByKeyboard: Story = {
  parameters: { msw: { handlers: reordered.handlers } },
  play: async ({ canvas, userEvent }) => {
    const handle = await canvas.findByRole('button', { name: 'Reorder Onboarding' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(reordered.sent).toContainEqual({ resource: 'scenario-tags', ids: [2, 1, 3] }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Conflict'),
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/scenario-tags', [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tags yet')).toBeInTheDocument();
    await expect(canvas.getByText('0 of 0 Tags')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [listHandler('/scenario-tags', scenarioTags, { delayMs: 60_000 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};
