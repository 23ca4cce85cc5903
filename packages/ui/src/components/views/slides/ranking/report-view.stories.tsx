import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from '../../../live/report-view';
import { results } from '../../../../stories/fixtures';
import { rankingResult } from './fixtures';

// The ranking in the session's report; the report's other parts are in live/report-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Report/Ranking',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ranking in the report: its items by average rank, best first, each with its average rank. */
export const WithRanking: Story = {
  args: { results: { ...results, polls: [...results.polls, rankingResult()] } },
  play: async ({ canvas }) => {
    const ranking = canvas.getByRole('region', { name: 'What matters most on a difficult call?' });
    await expect(within(ranking).getByText('12 answers')).toBeInTheDocument();
    // The types' own drawings load with the report's first such question.
    const items = await within(ranking).findByRole('list', { name: 'Average rank of each item' });
    await expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. Listen firstavg 1.8average rank 1.8',
      '2. Stay calmavg 2.1average rank 2.1',
      '3. Be kindavg 2.4average rank 2.4',
      '4. Ask for helpavg 4.2average rank 4.2',
      '5. Follow upavg 4.5average rank 4.5',
    ]);
  },
};
