import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from '../../../live/report-view';
import { results } from '../../../../stories/fixtures';
import { checkResult } from './fixtures';

// The knowledge check in the session's report; the report's other parts are in live/report-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Report/KnowledgeCheck',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check in the report: the share exactly right, the misconception, each choice's count with the correct marked. */
export const WithKnowledgeCheck: Story = {
  args: { results: { ...results, polls: [...results.polls, checkResult()] } },
  play: async ({ canvas }) => {
    const check = canvas.getByRole('region', { name: 'Which of these make feedback easier to act on?' });
    await expect(await within(check).findByTestId('share-correct')).toHaveTextContent(
      '50% answered exactly right',
    );
    await expect(within(check).getByTestId('misconception')).toHaveTextContent(
      'Most chosen wrong answer: B. Save it for the yearly review',
    );
    const bars = within(check).getByRole('list', { name: 'Answers to each choice' });
    await expect(within(bars).getAllByText('✓ Correct')).toHaveLength(2);
  },
};
