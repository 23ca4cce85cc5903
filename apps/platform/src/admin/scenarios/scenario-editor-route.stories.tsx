import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  companies,
  errorBody,
  listHandler,
  operatorAdmin,
  scenarioCategories,
  adminScenarios,
  scenarioTags,
} from '../../stories/fixtures';
import ScenarioEditorRoute from './scenario-editor-route';

const optionLists = [
  listHandler('/scenario-categories', scenarioCategories),
  listHandler('/scenario-tags', scenarioTags),
  listHandler('/companies', companies),
];

function editServer() {
  const sent: unknown[] = [];
  const handlers = [
    ...optionLists,
    http.get('/scenarios/:id', ({ params }) => {
      const scenario = adminScenarios.find((item) => item.id === Number(params.id));
      return scenario
        ? HttpResponse.json(scenario)
        : HttpResponse.json(errorBody(404, 'NotFound', 'Not found'), { status: 404 });
    }),
    http.patch('/scenarios/:id', async ({ request, params }) => {
      sent.push(await request.json());
      return HttpResponse.json(adminScenarios.find((item) => item.id === Number(params.id)));
    }),
  ];
  return { handlers, sent };
}

const meta = {
  title: 'Screens/Admin/Scenario Editor',
  component: ScenarioEditorRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/scenario/new-scenario', user: operatorAdmin },
    msw: { handlers: optionLists },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ScenarioEditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new scenario starts from the default template: 7 slides. */
export const NewScenario: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'New Scenario', level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { name: /^Slide \d+/ })).toHaveLength(7);
    await expect(canvas.getByRole('group', { name: /^Slide 7/ })).toHaveTextContent('Poll');
  },
};

const edit = editServer();
/** Edit loads the read form (poll answers as {option, answer}) and sends the patch body (answers keyed 'option N'). */
export const EditScenario: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/edit/:id', url: '/dashboard/admin/scenario/edit/1' },
    msw: { handlers: edit.handlers },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edit Scenario: Handling a difficult customer' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { name: /^Slide \d+/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('heading', { name: 'Publish Scenario' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Handling a difficult customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await screen.findByText('Scenario saved successfully!')).toBeInTheDocument();
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/scenario/manage-scenarios'),
    ).toBeInTheDocument();
    const body = edit.sent[0] as {
      title: string;
      status?: string;
      slides: { questions?: { answers: unknown }[] }[];
    };
    await expect(body.title).toBe('Handling a difficult customer');
    await expect(body.status).toBeUndefined();
    await expect(body.slides[1]!.questions![0]!.answers).toEqual({
      options: [{ 'option 1': 'Listen first' }, { 'option 2': 'Escalate' }],
    });
  },
};

const failingSave = [
  ...editServer().handlers.filter((handler) => !handler.info.header.startsWith('PATCH')),
  http.patch('/scenarios/:id', () =>
    HttpResponse.json(errorBody(500, 'GeneralError', 'Database down'), { status: 500 }),
  ),
];
/** A failed save keeps the admin on the form: 'Failed to submit scenario' inline and as a toast. */
export const SaveFails: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/edit/:id', url: '/dashboard/admin/scenario/edit/1' },
    msw: { handlers: failingSave },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete Scenario' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getAllByText('Failed to submit scenario')).toHaveLength(2));
    await expect(within(canvas.getByRole('form')).getByRole('alert')).toHaveTextContent(
      'Failed to submit scenario',
    );
    await expect(canvas.getByRole('heading', { name: 'Publish Scenario' })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/edit/:id', url: '/dashboard/admin/scenario/edit/404' },
    msw: { handlers: editServer().handlers },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load scenario')).toBeInTheDocument();
  },
};
