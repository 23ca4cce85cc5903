import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { screenDecorator, screenDocs } from '../../stories/screen';
import {
  companies,
  companyAdmin,
  failing,
  listHandler,
  manyAdminScenarios,
  operatorAdmin,
  adminScenarios,
} from '../../stories/fixtures';
import ManageScenariosRoute from './manage-scenarios-route';

/** The scenarios as the server keeps them during one story; the queries the screen sent are kept too. */
function scenarioServer(initial = adminScenarios) {
  let records = [...initial];
  const queries: URLSearchParams[] = [];
  const sent: unknown[] = [];
  const handlers = [
    http.get('/scenarios', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const title = url.searchParams.get('title')?.replaceAll('%', '').toLowerCase();
      const matching = title
        ? records.filter((scenario) => scenario.title.toLowerCase().includes(title))
        : records;
      const limit = Number(url.searchParams.get('$limit') ?? 20);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      return HttpResponse.json({
        total: matching.length,
        limit,
        skip,
        data: matching.slice(skip, skip + limit),
      });
    }),
    http.delete('/scenarios/:id', ({ params }) => {
      const scenario = records.find((item) => item.id === Number(params.id));
      records = records.filter((item) => item.id !== Number(params.id));
      return HttpResponse.json(scenario);
    }),
    http.post('/reorder', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      sent.push(body);
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, queries, sent };
}

const meta = {
  title: 'Screens/Admin/Scenarios',
  component: ManageScenariosRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/admin/scenario/manage-scenarios', user: operatorAdmin },
    msw: { handlers: scenarioServer().handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ManageScenariosRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Title', 'Category', 'Source', 'Actions']);
    await expect(within(table).getByText('Northwind Health')).toBeInTheDocument();
  },
};

/** + New Scenario opens the editor of a new scenario. */
export const NewScenarioInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 3 items')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+ New Scenario' }));
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/scenario/new-scenario'),
    ).toBeInTheDocument();
  },
};

const searched = scenarioServer();
export const Search: Story = {
  parameters: { msw: { handlers: searched.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByPlaceholderText('Search Scenarios...'), 'near miss');
    // Dragging is off while searching; the search goes to the server after 500 ms, sorted by title.
    await expect(canvas.queryByRole('button', { name: /^Reorder/ })).not.toBeInTheDocument();
    await expect(await canvas.findByText('1 of 1 items', {}, { timeout: 3000 })).toBeInTheDocument();
    const last = searched.queries.at(-1)!;
    await expect(last.get('title')).toBe('%near miss%');
    await expect(last.get('$sort[title]')).toBe('1');
  },
};

const many = scenarioServer(manyAdminScenarios(45));
export const InfiniteScroll: Story = {
  parameters: { msw: { handlers: many.handlers } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('20 of 45 items')).toBeInTheDocument();
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="list-scroll-area"]')!;
    // Scrolling to the bottom (within 50 px) loads the next page of 20.
    const scrollUntil = (text: string) =>
      waitFor(
        () => {
          area.scrollTop = area.scrollHeight;
          area.dispatchEvent(new Event('scroll'));
          expect(canvas.getByText(text)).toBeInTheDocument();
        },
        { timeout: 5000 },
      );
    await scrollUntil('40 of 45 items');
    await scrollUntil('45 of 45 items');
    await expect(await canvas.findByText('No more results')).toBeInTheDocument();
    await expect(many.queries.map((query) => query.get('$skip'))).toEqual(['0', '20', '40']);
  },
};

const reordered = scenarioServer();
export const ReorderByKeyboard: Story = {
  parameters: { msw: { handlers: reordered.handlers } },
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('button', { name: 'Reorder Handling a difficult customer' })).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(reordered.sent).toContainEqual({ resource: 'scenarios', ids: [2, 1, 3] }));
  },
};

const deleted = scenarioServer();
export const DeleteScenario: Story = {
  parameters: { msw: { handlers: deleted.handlers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Giving hard feedback' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Scenario?' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this scenario? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Scenario deleted')).toBeInTheDocument();
    await expect(screen.getByText('The scenario has been deleted successfully.')).toBeInTheDocument();
    await expect(await canvas.findByText('2 of 2 items')).toBeInTheDocument();
  },
};

export const DeleteFails: Story = {
  parameters: { msw: { handlers: [failing('delete', '/scenarios/:id'), ...scenarioServer().handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Giving hard feedback' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(await screen.findByText('Failed to delete scenario')).toBeInTheDocument();
    // The dialog stays open, so the admin can try again or cancel.
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

const companyList = scenarioServer([adminScenarios[1]!]);
/** A company admin manages only their company's private scenarios. */
export const CompanyAdmin: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/manage-scenarios', user: companyAdmin },
    msw: { handlers: companyList.handlers },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 of 1 items')).toBeInTheDocument();
    await expect(companyList.queries[0]!.get('isPublic')).toBe('false');
  },
};

/** Northwind Health on Pro, `used` of its 5 custom scenarios made this plan year. */
const northwindOnPro = (used: number, refusal: string | null = null) =>
  http.get('/companies/2', () =>
    HttpResponse.json({
      ...companies[1]!,
      subscriptionPlan: 'pro',
      entitlements: {
        customScenarios: { used, limit: 5, yearStart: '2026-03-01' },
        playlists: true,
        teamManagement: true,
        sso: false,
        refusals: {
          customScenarios: refusal,
          playlists: null,
          teamManagement: null,
          sso: 'Single sign-on is available on the Enterprise plan only',
        },
      },
    }),
  );

/** A company admin sees the plan year's allowance before creating a custom scenario. */
export const CompanyAdminAllowance: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/manage-scenarios', user: companyAdmin },
    msw: { handlers: [northwindOnPro(3), ...companyList.handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 of 5 custom scenarios this year')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '+ New Scenario' }));
    await expect(
      await canvas.findByText('Navigated to /dashboard/admin/scenario/new-scenario'),
    ).toBeInTheDocument();
  },
};

const allMade =
  'All 5 custom scenarios of this plan year are made; unlimited custom scenarios come with the Enterprise plan';
/** All of them made: the button is off and the server's refusal names the plan that gives more. */
export const CompanyAdminLimitReached: Story = {
  parameters: {
    screen: { path: '/dashboard/admin/scenario/manage-scenarios', user: companyAdmin },
    msw: { handlers: [northwindOnPro(5, allMade), ...companyList.handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(allMade)).toBeInTheDocument();
    await expect(canvas.getByText('5 of 5 custom scenarios this year')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '+ New Scenario' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/scenarios', [])] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No scenarios yet')).toBeInTheDocument();
  },
};
