import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportView } from '../report-view';
import { teamResults } from './fixtures';

// Team mode in the report: the teams' table and each poll's and check's answers by team.
const meta = {
  title: 'Screens/Live/Report/Teams',
  component: ReportView,
  tags: ['no-visual'],
  args: { results: teamResults, onDownloadCsv: fn() },
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teams: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByTestId('report-teams'));
    const [table] = section.getAllByRole('table');
    const rows = within(table!).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'PlaceTeamMembersAnsweredAverage pointsRight',
      '1Green331666.783%',
      '2Blue54125063%',
      '2Sky44125063%',
      '4Orange43833.342%',
      '5Yellow2250025%',
      '6Vermilion10––',
    ]);
    const split = within(section.getByTestId('team-split'));
    await expect(split.getAllByRole('row')).toHaveLength(7);
    await expect(split.getByRole('rowheader', { name: 'Blue' })).toBeInTheDocument();
  },
};
