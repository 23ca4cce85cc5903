import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenDecorator } from '../stories/screen';
import NotFoundRoute from './not-found-route';

const meta = {
  title: 'Screens/Public/Not found',
  component: NotFoundRoute,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/no-such-page' },
    layout: 'fullscreen',
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof NotFoundRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The page you are looking for is not found.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return Login' })).toHaveAttribute('href', '/');
  },
};
