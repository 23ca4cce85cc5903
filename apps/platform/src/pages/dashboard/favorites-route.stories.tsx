import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
