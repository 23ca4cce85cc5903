import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { dashboardHandlers, failing, host, listHandler, pending, scenarios } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import FavoritesRoute from './favorites-route';

const favorites = scenarios(3).map((scenario) => ({ ...scenario, isFavorite: true }));

const meta = {
  title: 'Screens/Host/Favorites',
  component: FavoritesRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/favorites', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: [listHandler('/favorites', favorites), ...dashboardHandlers()] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof FavoritesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(3));
    for (const button of canvas.getAllByRole('button', { name: 'Add to favorites' }))
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('No more results')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/favorites'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/favorites', []), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No favorites yet/)).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/favorites'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load scenarios')).toBeInTheDocument();
  },
};

/** One favorite as the server keeps it during a story: DELETE takes it off the list. */
function oneFavoriteServer() {
  let listed = favorites.slice(0, 1);
  const removed: number[] = [];
  const handlers = [
    listHandler('/favorites', () => listed),
    http.delete<{ scenarioId: string }>('/favorites/:scenarioId', ({ params }) => {
      removed.push(Number(params.scenarioId));
      listed = listed.filter((scenario) => scenario.id !== Number(params.scenarioId));
      return HttpResponse.json({ scenarioId: Number(params.scenarioId) });
    }),
  ];
  const reset = () => {
    listed = favorites.slice(0, 1);
    removed.length = 0;
  };
  return { handlers, removed, reset };
}

const oneFavorite = oneFavoriteServer();
/** Unmarking the last favorite removes it on the server and leaves the page empty. */
export const RemoveLastFavorite: Story = {
  parameters: { msw: { handlers: [...oneFavorite.handlers, ...dashboardHandlers()] } },
  beforeEach: oneFavorite.reset,
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByRole('article', { name: favorites[0]!.title }));
    await userEvent.click(card.getByRole('button', { name: 'Add to favorites' }));
    await expect(await canvas.findByText(/No favorites yet/)).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(oneFavorite.removed).toEqual([favorites[0]!.id]);
  },
};
