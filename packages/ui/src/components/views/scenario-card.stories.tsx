import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { scenarioSummary } from '../../stories/fixtures';
import { ScenarioCard } from './scenario-card';

const meta = {
  title: 'Views/ScenarioCard',
  component: ScenarioCard,
  args: { scenario: scenarioSummary, onToggleFavorite: fn(), onPreview: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof ScenarioCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Handling a Difficult Customer Call' })).toBeVisible();
    await expect(canvas.getByText('Customer Service')).toBeVisible();
    await expect(canvas.getByText('De-escalation')).toBeVisible();
    await expect(canvas.queryByText('Branching')).toBeNull();
    const favorite = canvas.getByRole('button', { name: 'Add to favorites' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favorite);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(scenarioSummary);
    // Keyboard: Tab to Preview, Enter opens it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreview).toHaveBeenCalledWith(scenarioSummary);
  },
};

export const Favorite: Story = {
  args: { scenario: { ...scenarioSummary, isFavorite: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FavoritePending: Story = {
  args: { favoritePending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to favorites' })).toBeDisabled();
  },
};

export const NoImage: Story = { args: { scenario: { ...scenarioSummary, thumbNailUrl: null, tags: [] } } };

export const Overflowing: Story = {
  args: {
    scenario: {
      ...scenarioSummary,
      title:
        'A scenario with an exceptionally long title that needs to be clamped to two lines so the grid stays even',
      description:
        'A description that goes on and on to show that the card clamps long text to three lines. It keeps going past that limit with more words about customer calls, escalations and what good service looks like.',
      tags: Array.from({ length: 6 }, (_, i) => ({
        id: i,
        tag: `Tag ${i + 1}`,
        color: i % 2 ? '#1d4ed8' : '#fde68a',
      })),
    },
  },
};

export const Mobile: Story = {
  args: { className: undefined },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** A scenario whose room votes its path (the server says so: one of its slides is a decision). */
export const Branching: Story = {
  tags: ['no-visual'],
  args: { scenario: { ...scenarioSummary, isBranching: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('branching-badge')).toHaveTextContent('Branching');
    await expect(canvas.getByTestId('branching-badge')).toBeVisible();
  },
};

export const NotBranching: Story = {
  tags: ['no-visual'],
  args: { scenario: { ...scenarioSummary, isBranching: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('branching-badge')).toBeNull();
  },
};
