import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { scenarioDetail } from '../../../../stories/fixtures';
import { ScenarioPreview } from '../../scenario-preview';
import { pointsReadSlide } from './fixtures';

// A 100 points slide in the scenario's preview; the preview's other states are in views/scenario-preview.stories.tsx.
const meta = {
  title: 'Views/ScenarioPreview/Points',
  component: ScenarioPreview,
  args: {
    scenario: scenarioDetail,
    onPracticeSession: fn(),
    onStartSession: fn(),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof ScenarioPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A points slide in the curriculum: its name and option count, opened to the options the room spreads points over. */
export const PointsSlide: Story = {
  tags: ['no-visual'],
  args: { scenario: { ...scenarioDetail, slides: [...scenarioDetail.slides, pointsReadSlide] } },
  play: async ({ canvas, userEvent }) => {
    const entry = canvas.getByRole('button', { name: /6\. Where should the team put its effort/ });
    await expect(entry).toHaveTextContent('4 options');
    await userEvent.click(entry);
    const opened = within(canvas.getByRole('region', { name: /6\. Where should the team/ }));
    await expect(opened.getByText(/spread 100 points over these options/)).toBeVisible();
    await expect(opened.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Customer calls',
      'Training',
      'Better tools',
      'Time to plan',
    ]);
  },
};
