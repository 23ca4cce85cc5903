import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardHandlers, failing, host, listHandler, pending, team } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import TeamRoute from './team-route';

const meta = {
  title: 'Screens/Host/Team',
  component: TeamRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/team', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: [listHandler('/users', team), ...dashboardHandlers()] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof TeamRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Team members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Admin')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/users'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [listHandler('/users', []), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No team members yet.')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/users'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load users')).toBeInTheDocument();
  },
};
