import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDecorator } from '../../stories/screen';
import LandingRoute from './landing-route';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingRoute,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/' },
    layout: 'fullscreen',
    // What the page shows that is no one's English: the company's name and address (src/lib/config.ts), the
    // customers' names and the social network's.
    data: [
      'Ready Teams, Inc.',
      '175 Varick Street, 4th Floor',
      'New York, NY 10014',
      'LinkedIn',
      'Northwind Health',
      'Brightpath University',
      'Keystone Manufacturing',
      'Harbor Financial',
      'Summit Hospitality',
    ],
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ready teams win' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter code to join a live session')).toBeInTheDocument();
    const pricing = within(canvas.getByRole('region', { name: 'Simple pricing per host' }));
    await expect(pricing.getByText('Special Offer')).toBeInTheDocument();
    await expect(pricing.getByText('$279')).toBeInTheDocument();
    // The carousel wraps both ways.
    const carousel = canvas.getByRole('region', { name: 'Customer logos' });
    const current = () => carousel.querySelector('li[aria-current] img')?.getAttribute('alt');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous logo' }));
    await expect(current()).toBe('Summit Hospitality');
    await userEvent.click(canvas.getByRole('button', { name: 'Next logo' }));
    await expect(current()).toBe('Northwind Health');
  },
};

/** A 320 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320' } },
};
