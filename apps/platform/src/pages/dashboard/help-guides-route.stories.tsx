import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import {
  dashboardHandlers,
  failing,
  helpCategories,
  host,
  hostHelpGuides,
  listHandler,
  pending,
} from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import HelpGuidesRoute from './help-guides-route';

type Schemas = components['schemas'];

const handlers = [
  listHandler('/help-guides', hostHelpGuides),
  listHandler('/help-categories', helpCategories),
  ...dashboardHandlers(),
];

const meta = {
  title: 'Screens/Host/Help guides',
  component: HelpGuidesRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/help-guides', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof HelpGuidesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Play / })).toHaveLength(2));
    await expect(canvas.getByText('For: All Users')).toBeInTheDocument();
    await expect(canvas.getByText('For: Facilitators')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Play A tour of the library' }));
    await expect(await screen.findByRole('dialog', { name: 'A tour of the library' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/help-guides'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/help-guides', []), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No help guides yet')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/help-guides'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load help guides')).toBeInTheDocument();
  },
};

/** The query of every GET /help-guides the screen made. */
const asked: URLSearchParams[] = [];
/** The guides as the server answers them: `$search` in the title, `helpCategoriesId`. */
const searchableGuides = http.get<never, never, Schemas['HelpGuideList']>('/help-guides', ({ request }) => {
  const url = new URL(request.url);
  asked.push(url.searchParams);
  const text = url.searchParams.get('$search')?.toLowerCase() ?? '';
  const category = Number(url.searchParams.get('helpCategoriesId') ?? 0);
  const data = hostHelpGuides.filter(
    (guide) => guide.title.toLowerCase().includes(text) && (!category || guide.helpCategoriesId === category),
  );
  return HttpResponse.json({ total: data.length, limit: 20, skip: 0, data });
});

/** The search and a category narrow the gallery on the server; a guide plays in its dialog. */
export const SearchAndCategory: Story = {
  parameters: {
    msw: {
      handlers: [searchableGuides, listHandler('/help-categories', helpCategories), ...dashboardHandlers()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const guides = () => canvas.getAllByRole('button', { name: /^Play / });
    await waitFor(() => expect(guides()).toHaveLength(2));
    const search = canvas.getByRole('searchbox', { name: 'Search help guides' });
    await userEvent.type(search, 'tour of the library');
    await waitFor(() => expect(guides()).toHaveLength(1));
    await expect(guides()[0]).toHaveAccessibleName('Play A tour of the library');
    await expect(asked.at(-1)?.get('$search')).toBe('tour of the library');
    await userEvent.clear(search);
    await waitFor(() => expect(guides()).toHaveLength(2));
    const categories = within(canvas.getByRole('list', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('button', { name: 'Running sessions' }));
    await waitFor(() => expect(guides()).toHaveLength(1));
    await expect(asked.at(-1)?.get('helpCategoriesId')).toBe('2');
    await userEvent.click(guides()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Starting and ending a live session' });
    await expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/explainer.webm');
  },
};
