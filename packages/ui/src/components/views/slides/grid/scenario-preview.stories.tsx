import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { scenarioDetail } from '../../../../stories/fixtures';
import { ScenarioPreview } from '../../scenario-preview';
import { gridReadSlide } from './fixtures';

// A 2x2 grid slide in the scenario's preview; the preview's other states are in views/scenario-preview.stories.tsx.
const meta = {
  title: 'Views/ScenarioPreview/Grid',
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

/** A grid slide in the curriculum: its item count and axes, opened to the axes' ends and the numbered items. */
export const GridSlide: Story = {
  tags: ['no-visual'],
  args: { scenario: { ...scenarioDetail, slides: [...scenarioDetail.slides, gridReadSlide] } },
  play: async ({ canvas, userEvent }) => {
    const entry = canvas.getByRole('button', { name: /6\. Which ideas are worth the effort/ });
    await expect(entry).toHaveTextContent('4 items by Effort and Impact');
    await userEvent.click(entry);
    const opened = within(canvas.getByRole('region', { name: /6\. Which ideas/ }));
    await expect(opened.getByText(/by Effort \(Low to High\) and Impact \(Small to Big\)/)).toBeVisible();
    await expect(opened.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Weekly check-ins',
      'New CRM',
      'Shared playbook',
      'Customer panel',
    ]);
  },
};
