import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { CustomScenarioAllowance } from './custom-scenario-allowance';

const meta = {
  title: 'Views/CustomScenarioAllowance',
  component: CustomScenarioAllowance,
  tags: ['no-visual'],
  args: { used: 3, limit: 5, refusal: null, newLabel: '+ New Scenario', onNew: fn() },
} satisfies Meta<typeof CustomScenarioAllowance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Pro at 3 of its 5: the count is shown before the action, and the button creates. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '+ New Scenario' });
    await expect(button).toHaveAccessibleDescription('3 of 5 custom scenarios this year');
    await userEvent.click(button);
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

/** Enterprise: no limit, only what was made. */
export const Unlimited: Story = {
  args: { used: 1, limit: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 custom scenario this year')).toBeInTheDocument();
  },
};

/** All made: the button is off and the refusal (the server's words) names the plan that gives more. */
export const LimitReached: Story = {
  args: {
    used: 5,
    limit: 5,
    refusal:
      'All 5 custom scenarios of this plan year are made; unlimited custom scenarios come with the Enterprise plan',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '+ New Scenario' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      '5 of 5 custom scenarios this year All 5 custom scenarios of this plan year are made; unlimited custom scenarios come with the Enterprise plan',
    );
  },
};

/** Core: none in the plan; the refusal names Pro. */
export const NotInPlan: Story = {
  args: { used: 0, limit: 0, refusal: 'Custom scenarios come with the Pro plan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '+ New Scenario' })).toBeDisabled();
    await expect(canvas.getByText('Custom scenarios come with the Pro plan')).toBeInTheDocument();
  },
};
