import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardHandlers, endedSessions, failing, host, pending } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import ReportsRoute from './reports-route';

const meta = {
  title: 'Screens/Host/Reports',
  component: ReportsRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/dashboard/reports', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: dashboardHandlers({ ended: endedSessions }) },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ReportsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('M3TA');
    await expect(within(rows[1]!).getByRole('button', { name: /CSV/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/sessions'), ...dashboardHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No finished sessions yet/)).toBeInTheDocument();
  },
  parameters: { msw: { handlers: dashboardHandlers() } },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/sessions')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load reports')).toBeInTheDocument();
  },
};
