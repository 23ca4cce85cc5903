import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from '../../../live/report-view';
import { results } from '../../../../stories/fixtures';
import { gridResult } from './fixtures';

// The 2x2 grid slide in the session's report; the report's other parts are in live/report-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Report/Grid',
  component: ReportView,
  tags: ['no-visual'],
  args: { results, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A grid slide in the report: the plot with its numbered markers and legend, and the table of each item's average ±
 * spread on both axes, with how many placed it (what a screen reader reads: the plot itself is hidden from it).
 */
export const WithGrid: Story = {
  args: { results: { ...results, polls: [...results.polls, gridResult()] } },
  play: async ({ canvas }) => {
    const slide = canvas.getByRole('region', { name: 'Which ideas are worth the effort?' });
    await expect(within(slide).getByText('12 answers')).toBeInTheDocument();
    // The types' own drawings load with the report's first such question.
    const figure = await within(slide).findByRole('figure', {
      name: 'Where the room placed each item: Effort across, Impact up',
    });
    await expect(figure.querySelectorAll('[data-slot="grid-marker"]')).toHaveLength(3);
    const table = within(
      within(figure).getByRole('table', { name: /average place on both axes, from 0 to 100, ± its spread/ }),
    );
    await expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '1. Weekly check-insplaced by 12 people22 ± 10.578 ± 8',
      '2. New CRMplaced by 12 people84 ± 945 ± 28.5',
      '3. Shared playbookplaced by 12 people40 ± 1562 ± 12',
      '4. Customer panelplaced by 12 people43 ± 2060 ± 18',
    ]);
  },
};
