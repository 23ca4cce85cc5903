import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
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
