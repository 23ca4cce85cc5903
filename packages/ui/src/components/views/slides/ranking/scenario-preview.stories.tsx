import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { scenarioDetail } from '../../../../stories/fixtures';
import { ScenarioPreview } from '../../scenario-preview';
import { rankingReadSlide } from './fixtures';

// A ranking slide in the scenario's preview; the preview's other states are in views/scenario-preview.stories.tsx.
const meta = {
  title: 'Views/ScenarioPreview/Ranking',
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

/** A ranking slide in the curriculum: its name and item count, opened to the items the room puts in order. */
export const RankingSlide: Story = {
  tags: ['no-visual'],
  args: { scenario: { ...scenarioDetail, slides: [...scenarioDetail.slides, rankingReadSlide] } },
  play: async ({ canvas, userEvent }) => {
    const entry = canvas.getByRole('button', { name: /6\. What matters most on a difficult call\?/ });
    await expect(entry).toHaveTextContent('5 items');
    await userEvent.click(entry);
    const opened = within(canvas.getByRole('region', { name: /6\. What matters most/ }));
    await expect(opened.getByText(/put these items in order on their phones/)).toBeVisible();
    await expect(opened.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Be kind',
      'Listen first',
      'Stay calm',
      'Ask for help',
      'Follow up',
    ]);
  },
};
