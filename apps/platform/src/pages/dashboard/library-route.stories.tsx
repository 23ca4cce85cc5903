import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, waitFor, within } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import {
  applySelect,
  companyAdmin,
  dashboardHandlers,
  errorBody,
  expiredHost,
  failing,
  host,
  listHandler,
  openSession,
  operatorAdmin,
  pending,
  scenario,
  scenarioCategories,
  scenarios,
  sessionId,
} from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import LibraryRoute from './library-route';

type Schemas = components['schemas'];

/** 45 scenarios, every ninth from the third a branching one (5 in all). */
const library = scenarios(45).map((item, index) =>
  index % 9 === 2 ? { ...item, isBranching: true } : { ...item, isBranching: false },
);
/** The query of every GET /scenarios the screen made, for the stories that check what it asked. */
const asked: URLSearchParams[] = [];
/**
 * The library as the server answers it: pages of 20, `title=%text%` contains-search, `categoryId`, `isBranching`,
 * `$select`.
 */
const searchable = http.get<never, never, Schemas['ScenarioList']>('/scenarios', ({ request }) => {
  const url = new URL(request.url);
  asked.push(url.searchParams);
  const title = url.searchParams.get('title')?.replaceAll('%', '').toLowerCase() ?? '';
  const categoryId = Number(url.searchParams.get('categoryId') ?? 0);
  const branching = url.searchParams.get('isBranching') === 'true';
  const matches = library.filter(
    (item) =>
      item.title.toLowerCase().includes(title) &&
      (!categoryId || item.categoryId === categoryId) &&
      (!branching || item.isBranching),
  );
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

/** The host's open sessions cannot be read: the library says so in the document's words, and still lists scenarios. */
export const SessionsFail: Story = {
  parameters: {
    msw: { handlers: [searchable, detail, failing('get', '/sessions'), ...dashboardHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch session')).toHaveAttribute('role', 'alert');
    await expect(await canvas.findByText('45 Scenarios Found')).toBeInTheDocument();
  },
};

/** The titles the screen searched for since `asked` was last emptied. */
const searchedTitles = () => asked.map((query) => query.get('title')).filter(Boolean);

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('45 Scenarios Found');
    asked.length = 0;
    await userEvent.type(canvas.getByPlaceholderText('Search our library for content'), 'zzqx');
    await expect(await canvas.findByText('No results found for "zzqx"')).toBeInTheDocument();
    // Asked once, for what was typed: none of its prefixes went to the server.
    await expect(searchedTitles()).toEqual(['%zzqx%']);
  },
};

/** A search goes to the server once typing stops, and shows what it answered. */
export const SearchOnceTypingStops: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('45 Scenarios Found');
    asked.length = 0;
    await userEvent.type(canvas.getByPlaceholderText('Search our library for content'), 'Practice Case 1');
    await expect(await canvas.findByText('10 Scenarios Found')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Preview' })).toHaveLength(10));
    await expect(canvas.getByText('No more results')).toBeInTheDocument();
    await expect(searchedTitles()).toEqual(['%Practice Case 1%']);
  },
};

/** Scrolling to the last card loads the next 20, and so on until all 45 show, then the end of the list. */
export const ScrollsToTheEnd: Story = {
  play: async ({ canvas }) => {
    const previews = () => canvas.getAllByRole('button', { name: 'Preview' });
    await waitFor(() => expect(previews()).toHaveLength(20));
    await expect(canvas.queryByText('No more results')).toBeNull();
    for (const shown of [40, 45]) {
      canvas.getAllByRole('article').at(-1)!.scrollIntoView();
      await waitFor(() => expect(previews()).toHaveLength(shown));
    }
    await expect(await canvas.findByText('No more results')).toBeVisible();
    await expect(canvas.getByText('45 Scenarios Found')).toBeInTheDocument();
  },
};

const humanResources = library.filter((item) => item.categoryId === scenarioCategories[0]!.id);
/** A category: its heading and breadcrumb, the request narrowed to it, and the breadcrumb back to all. */
export const CategoryFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('45 Scenarios Found');
    const categories = within(await canvas.findByRole('list', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('button', { name: 'Human Resources' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Human Resources Scenarios' }),
    ).toBeInTheDocument();
    await expect(categories.getByRole('button', { name: 'Human Resources' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText(`${humanResources.length} Scenarios Found`)).toBeInTheDocument();
    await expect(asked.at(-1)?.get('categoryId')).toBe('1');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByText('Human Resources')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(breadcrumb.getByRole('link', { name: 'All Scenarios' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Scenarios' })).toBeInTheDocument();
    await expect(await canvas.findByText('45 Scenarios Found')).toBeInTheDocument();
  },
};

/**
 * The Branching filter: the server is asked for branching scenarios only (with the category too, when one is chosen)
 * and every card shown is one; pressed again, the whole library is back.
 */
export const BranchingFilter: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('45 Scenarios Found');
    const filter = canvas.getByRole('button', { name: 'Branching' });
    await expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    await expect(await canvas.findByText('5 Scenarios Found')).toBeInTheDocument();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(asked.at(-1)?.get('isBranching')).toBe('true');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(5);
    for (const card of cards) await expect(within(card).getByText('Branching')).toBeVisible();
    // A category narrows the branching list further.
    const categories = within(canvas.getByRole('list', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('button', { name: scenarioCategories[2]!.category }));
    const inCategory = library.filter(
      (item) => item.isBranching && item.categoryId === scenarioCategories[2]!.id,
    ).length;
    await expect(await canvas.findByText(`${inCategory} Scenarios Found`)).toBeInTheDocument();
    await expect(asked.at(-1)?.get('isBranching')).toBe('true');
    await expect(asked.at(-1)?.get('categoryId')).toBe(String(scenarioCategories[2]!.id));
    await userEvent.click(categories.getByRole('button', { name: 'All' }));
    await userEvent.click(filter);
    await expect(await canvas.findByText('45 Scenarios Found')).toBeInTheDocument();
    await expect(filter).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The favorites as the server keeps them during a story: the cards show what it answers. */
function favoriteServer() {
  const favored = new Set<number>();
  /** Each add and remove the screen asked for, in order. */
  const calls: string[] = [];
  const handlers = [
    http.get<never, never, Schemas['ScenarioList']>('/scenarios', ({ request }) => {
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const items = library
        .slice(skip, skip + 20)
        .map((item) => ({ ...item, isFavorite: favored.has(item.id) }));
      return HttpResponse.json({ total: library.length, limit: 20, skip, data: applySelect(url, items) });
    }),
    http.post<never, Schemas['FavoriteCreate']>('/favorites', async ({ request }) => {
      const { scenarioId } = await request.json();
      calls.push(`add ${scenarioId}`);
      favored.add(scenarioId);
      return HttpResponse.json({ scenarioId }, { status: 201 });
    }),
    http.delete<{ scenarioId: string }>('/favorites/:scenarioId', ({ params }) => {
      calls.push(`remove ${params.scenarioId}`);
      favored.delete(Number(params.scenarioId));
      return HttpResponse.json({ scenarioId: Number(params.scenarioId) });
    }),
  ];
  const reset = () => {
    favored.clear();
    calls.length = 0;
  };
  return { handlers, calls, reset };
}

const favorites = favoriteServer();
/** The favorite button adds, then removes, on the server; the card shows what the server answers. */
export const ToggleFavorite: Story = {
  parameters: { msw: { handlers: [...favorites.handlers, detail, ...dashboardHandlers()] } },
  beforeEach: favorites.reset,
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByRole('article', { name: scenario.title }));
    const favorite = card.getByRole('button', { name: 'Add to favorites' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favorite);
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(favorite);
    await waitFor(() => expect(favorite).toHaveAttribute('aria-pressed', 'false'));
    await expect(favorites.calls).toEqual([`add ${scenario.id}`, `remove ${scenario.id}`]);
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
    // As many items as a session of it shows slides (4); its Resources item is not a slide.
    await expect(dialog.getByText('4 items')).toBeInTheDocument();
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

/** The host's open session as the server keeps it during a story; closing it (PATCH completedAt) fails `failures` times first. */
function sessionServer(failures = 0) {
  let open = [openSession];
  let failuresLeft = failures;
  /** Every PATCH body the screen sent. */
  const sent: Schemas['SessionPatch'][] = [];
  const handlers = [
    http.patch<{ id: string }, Schemas['SessionPatch']>('/sessions/:id', async ({ request }) => {
      sent.push(await request.json());
      if (failuresLeft-- > 0)
        return HttpResponse.json(errorBody(500, 'GeneralError', 'Database down'), { status: 500 });
      open = [];
      return HttpResponse.json({ ...openSession, completedAt: '2026-03-10T10:00:00.000Z' });
    }),
    http.get<never, never, Schemas['SessionList']>('/sessions', ({ request }) => {
      const data = new URL(request.url).searchParams.get('completedAt') === 'null' ? open : [];
      return HttpResponse.json({ total: data.length, limit: 20, skip: 0, data });
    }),
    listHandler('/scenario-categories', scenarioCategories),
  ];
  const reset = () => {
    open = [openSession];
    failuresLeft = failures;
    sent.length = 0;
  };
  return { handlers, sent, reset };
}

const activeBanner = 'You have an active session, close it to start a new one.';
/** The open session's banner (its Close, not a toast's). */
const findBanner = async (root: HTMLElement) => {
  const banner = await within(root).findByTestId('active-session-banner');
  await expect(banner).toHaveTextContent(activeBanner);
  return banner;
};

const closing = sessionServer();
/** Close on the banner ends the session; the banner goes once the server has it, and Start Session is free again. */
export const CloseActiveSession: Story = {
  parameters: { msw: { handlers: [searchable, detail, started, ...closing.handlers] } },
  beforeEach: closing.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await findBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(closing.sent).toEqual([{ completedAt: expect.any(String) }]);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Preview' }))[0]!);
    const dialog = within(await page.findByRole('dialog'));
    const start = await dialog.findByRole('button', { name: 'Start Session' });
    await waitFor(() => expect(start).toBeEnabled());
    await expect(start).not.toHaveAttribute('aria-disabled');
  },
};

const refusing = sessionServer(1);
/** Closing fails: the banner stays and says nothing (spec §8); Close can be pressed again, and then it works. */
export const CloseActiveSessionFails: Story = {
  parameters: { msw: { handlers: [searchable, detail, started, ...refusing.handlers] } },
  beforeEach: refusing.reset,
  play: async ({ canvasElement, userEvent }) => {
    const banner = await findBanner(canvasElement);
    const close = within(banner).getByRole('button', { name: 'Close' });
    /** Nothing says that closing failed: no alert, no toast. */
    const silent = async () => {
      await expect(page.queryByRole('alert')).toBeNull();
      await expect(document.querySelector('[data-slot="toast"]')).toBeNull();
    };
    await userEvent.click(close);
    await waitFor(() => expect(refusing.sent).toHaveLength(1));
    // The failed close is over once Close takes clicks again.
    await waitFor(() => expect(close).toBeEnabled());
    await expect(banner).toBeInTheDocument();
    await silent();
    await userEvent.click(close);
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(refusing.sent).toHaveLength(2);
    // Again after the second round trip: whatever the failure raised would be on the page by now.
    await silent();
  },
};

/** Go to session on the banner opens the open session's presenter screen. */
export const GoToActiveSession: Story = {
  parameters: {
    msw: { handlers: [searchable, detail, started, ...dashboardHandlers({ openSessions: [openSession] })] },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await findBanner(canvasElement);
    await userEvent.click(within(banner).getByRole('button', { name: 'Go to session' }));
    await expect(await canvas.findByText(`Navigated to /session/${openSession.pin}`)).toBeInTheDocument();
  },
};

/** A company admin's menu: Scenarios (Manage Scenarios only) and Users; none of the operator's sections. */
export const CompanyAdminMenu: Story = {
  parameters: { screen: { path: '/dashboard/library', user: companyAdmin, shell: true } },
  play: async ({ canvas, userEvent }) => {
    const menu = within(await canvas.findByRole('complementary', { name: 'Side menu' }));
    const scenariosGroup = await menu.findByRole('button', { name: 'Scenarios' });
    await expect(menu.getByRole('button', { name: 'Users' })).toBeVisible();
    for (const hidden of ['Companies', 'Help Guides', 'FAQ'])
      await expect(menu.queryByRole('button', { name: hidden })).toBeNull();
    await userEvent.click(scenariosGroup);
    await expect(await menu.findByRole('link', { name: 'Manage Scenarios' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Categories' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Tags' })).toBeNull();
  },
};
