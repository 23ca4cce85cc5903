import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { PricingCard, type PricingPlan } from './pricing-card';

/** The three plans of the landing page (prices and entitlements from the spec): the stories' data. */
const pricingPlans: PricingPlan[] = [
  {
    id: 'core',
    tag: 'Special Offer',
    title: 'Core',
    price: '$129',
    priceUnit: 'per host per month',
    billingNote: 'Billed yearly, excluding tax',
    description: 'Everything a facilitator needs to run live scenario sessions with any team.',
    features: [
      'Unlimited sessions',
      'Unlimited participants',
      'Full library access',
      'Priority email support',
    ],
    buttonText: 'Start Free Trial',
  },
  {
    id: 'pro',
    tag: 'Great Deal',
    title: 'Pro',
    price: '$279',
    priceUnit: 'per host per month',
    billingNote: 'Billed yearly, excluding tax',
    description: 'For teams that want scenarios made for them and help running sessions.',
    features: [
      'Everything in Core',
      'Up to 5 custom scenarios a year',
      'Up to 4 third-party facilitation credits',
      'Team management and playlists',
      'Priority web-conferencing support',
    ],
    buttonText: 'Start Free Trial',
  },
  {
    id: 'enterprise',
    tag: 'Please Inquire',
    title: 'Enterprise',
    price: 'Custom',
    priceUnit: 'pricing',
    billingNote: 'Tailored to your organization',
    description: 'For organizations rolling out scenario-based training at scale.',
    features: [
      'Everything in Pro',
      'Unlimited custom scenario development',
      'Volume discounts on host seats',
      'SSO integration',
      'Dedicated onboarding and customer success',
    ],
    buttonText: 'Contact Sales',
  },
];

const meta = {
  title: 'Views/PricingCard',
  component: PricingCard,
  args: { plan: pricingPlans[0]!, onSelect: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Core' });
    await expect(card).toHaveTextContent('Special Offer');
    await expect(card).toHaveTextContent('$129');
    await expect(card).toHaveTextContent('Billed yearly, excluding tax');
    await userEvent.click(within(card).getByRole('button', { name: 'Start Free Trial' }));
    await expect(args.onSelect).toHaveBeenCalledWith(pricingPlans[0]);
  },
};

export const Highlighted: Story = { args: { plan: pricingPlans[1]!, highlighted: true } };

export const AllPlans: Story = {
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-3">
      {pricingPlans.map((plan) => (
        <PricingCard
          key={plan.id}
          {...args}
          className={undefined}
          plan={plan}
          highlighted={plan.id === 'pro'}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const enterprise = canvas.getByRole('article', { name: 'Enterprise' });
    await expect(enterprise).toHaveTextContent('Please Inquire');
    await expect(canvas.getByRole('article', { name: 'Pro' })).toHaveTextContent('$279');
    await userEvent.click(within(enterprise).getByRole('button', { name: 'Contact Sales' }));
    await expect(args.onSelect).toHaveBeenCalledWith(pricingPlans[2]);
  },
};

export const Mobile: Story = {
  args: { plan: pricingPlans[1]!, className: undefined },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
