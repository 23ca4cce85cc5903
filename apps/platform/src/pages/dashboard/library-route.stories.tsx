import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, waitFor, within } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import {
  applySelect,
  dashboardHandlers,
  expiredHost,
  failing,
  host,
  listHandler,
  openSession,
  operatorAdmin,
  pending,
  scenario,
  scenarios,
  sessionId,
} from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import LibraryRoute from './library-route';

type Schemas = components['schemas'];

const library = scenarios(45);
/** The library as the server answers it: pages of 20, `title=%text%` contains-search, `$select`. */
const searchable = http.get<never, never, Schemas['ScenarioList']>('/scenarios', ({ request }) => {
  const url = new URL(request.url);
  const title = url.searchParams.get('title')?.replaceAll('%', '').toLowerCase() ?? '';
  const matches = library.filter((item) => item.title.toLowerCase().includes(title));
  const skip = Number(url.searchParams.get('$skip') ?? 0);
  return HttpResponse.json({
    total: matches.length,
    limit: 20,
    skip,
    data: applySelect(url, matches.slice(skip, skip + 20)),
  });
});
const detail = http.get<{ id: string }, never, Schemas['ScenarioRead']>('/scenarios/:id', () =>
  HttpResponse.json(scenario),
);
/** The last POST /sessions body, so a story can check what the app sent. */
let lastStart: Schemas['SessionCreate'] | null = null;
const started = http.post<never, Schemas['SessionCreate'], Schemas['SessionCreated']>(
  '/sessions',
  async ({ request }) => {
    const body = await request.json();
    lastStart = body;
    return HttpResponse.json(
      {
        id: sessionId(777),
        pin: body.isPractice ? 'PR4C' : 'K7QD',
        scenarioId: body.scenarioId,
        hostKey: 'host-key-777',
        isPractice: Boolean(body.isPractice),
        followUpDays: body.followUpDays ?? 14,
        completedAt: null,
        createdAt: '2026-03-10T09:00:00.000Z',
        scenario: { id: scenario.id, title: scenario.title },
      },
      { status: 201 },
    );
  },
);

const meta = {
  title: 'Screens/Host/Library',
  component: LibraryRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/library', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: [searchable, detail, started, ...dashboardHandlers()] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof LibraryRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('45 Scenarios Found')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Scenarios' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Preview' })).toHaveLength(20));
    // The list asks only for the card fields ($select): each card still shows all it shows.
    const first = within(canvas.getByRole('article', { name: scenario.title }));
    await expect(first.getByText(scenario.description)).toBeInTheDocument();
    await expect(first.getByText(scenario.category!.category)).toBeInTheDocument();
    await expect(first.getByText(scenario.tags[0]!.tag)).toBeInTheDocument();
    const second = within(canvas.getByRole('article', { name: library[1]!.title }));
    await expect(second.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      String(library[1]!.isFavorite),
    );
    // The top bar shows the user's initials.
    await expect(canvas.getByRole('img', { name: 'Dana Host' })).toHaveTextContent('DH');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/scenarios'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/scenarios', []), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 Scenarios Found')).toBeInTheDocument();
    await expect(canvas.getByText('No scenarios yet')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/scenarios'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load scenarios')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('45 Scenarios Found');
    await userEvent.type(canvas.getByPlaceholderText('Search our library for content'), 'zzqx');
    await expect(
      await canvas.findByText('No results found for "zzqx"', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

export const EndOfList: Story = {
  parameters: {
    msw: { handlers: [listHandler('/scenarios', scenarios(5)), detail, ...dashboardHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No more results')).toBeInTheDocument();
  },
};

export const Preview: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Preview' }))[0]!);
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByRole('heading', { name: scenario.title })).toBeInTheDocument();
    await expect(dialog.getByText('5 items')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /What would you do\?/ }));
    await expect(dialog.getByText('Start with the missed deadlines').closest('li')).toHaveTextContent(
      /^A\. Start with the missed deadlines$/,
    );
    await expect(dialog.getByRole('button', { name: 'Practice Session' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  },
};

export const StartSession: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Preview' }))[0]!);
    const preview = within(await page.findByRole('dialog'));
    // The button is disabled (and takes no clicks) until the scenario has loaded.
    const start = await preview.findByRole('button', { name: 'Start Session' });
    await waitFor(() => expect(start).toBeEnabled());
    // The host picks when the follow-up e-mail goes out; the app sends it with the start.
    const followUp = preview.getByRole('combobox', { name: 'Follow-up e-mail' });
    await expect(followUp).toHaveTextContent('After 14 days');
    await userEvent.click(followUp);
    await userEvent.click(await page.findByRole('option', { name: 'After 30 days' }));
    await expect(followUp).toHaveTextContent('After 30 days');
    lastStart = null;
    await userEvent.click(start);
    const dialog = within(await page.findByRole('dialog', { name: 'Session started' }));
    await expect(lastStart).toEqual({ scenarioId: scenario.id, isPractice: false, followUpDays: 30 });
    await expect(dialog.getByTestId('session-pin')).toHaveTextContent('K7QD');
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Open Host Controls' })).toHaveAttribute(
      'href',
      expect.stringContaining('/host-controls/K7QD?key=host-key-777'),
    );
    await expect(dialog.getByRole('button', { name: 'Go to Session' })).toBeInTheDocument();
  },
};

export const ActiveSession: Story = {
  parameters: {
    msw: { handlers: [searchable, detail, started, ...dashboardHandlers({ openSessions: [openSession] })] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('You have an active session, close it to start a new one.'),
    ).toBeInTheDocument();
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Preview' }))[0]!);
    const dialog = within(await page.findByRole('dialog'));
    // Disabled but focusable (aria-disabled), so keyboard users reach the reason.
    await expect(await dialog.findByRole('button', { name: 'Start Session' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByText('Close the current session to start a new one')).toBeInTheDocument();
  },
};

export const ExpiredPlan: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your subscription has expired.')).toBeInTheDocument();
  },
  parameters: { screen: { path: '/dashboard/library', user: expiredHost, shell: true } },
};

export const AdminMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Admin')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Users' }));
    await expect(await canvas.findByRole('link', { name: 'Manage Users' })).toBeInTheDocument();
  },
  parameters: { screen: { path: '/dashboard/library', user: operatorAdmin, shell: true } },
};
