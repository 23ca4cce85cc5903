import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from '../../../live/report-view';
import { results } from '../../../../stories/fixtures';
import { pointsResult } from './fixtures';

// The 100 points slide in the session's report; the report's other parts are in live/report-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Report/Points',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A points slide in the report: its options by average points, most first, and how many gave each any. */
export const WithPoints: Story = {
  args: { results: { ...results, polls: [...results.polls, pointsResult()] } },
  play: async ({ canvas }) => {
    const slide = canvas.getByRole('region', { name: 'Where should the team put its effort next quarter?' });
    await expect(within(slide).getByText('12 answers')).toBeInTheDocument();
    // The types' own drawings load with the report's first such question.
    const options = await within(slide).findByRole('list', { name: 'Average points for each option' });
    await expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Training37.5 ptsaverage 37.5 pointsgiven points by 11 people',
      'Customer calls30 ptsaverage 30 pointsgiven points by 10 people',
      'Time to plan20 ptsaverage 20 pointsgiven points by 8 people',
      'Better tools12.5 ptsaverage 12.5 pointsgiven points by 5 people',
    ]);
  },
};
