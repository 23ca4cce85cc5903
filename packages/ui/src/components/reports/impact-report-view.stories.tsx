import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../ui/button';
import { ImpactReportView } from './impact-report-view';
import {
  aggregatesOnly,
  empty,
  manySessions,
  noFollowUpYet,
  oneSession,
  playlistSteps,
} from './impact-report-view.fixtures';

const meta = {
  title: 'Views/ImpactReportView',
  component: ImpactReportView,
  // A report page (its banner, a region per section): each story in its own frame on the docs page.
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  args: { report: manySessions },
} satisfies Meta<typeof ImpactReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloads = (
  <>
    <Button variant="outline" onClick={fn()}>
      Download CSV
    </Button>
    <Button variant="outline" onClick={fn()}>
      Download PDF
    </Button>
  </>
);

/** Nothing ended in the range: the page says what the report counts and what to try. */
export const Empty: Story = {
  args: { report: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions to report on')).toBeVisible();
    await expect(canvas.getByText('Acme Health · Apr 1, 2026 – Apr 30, 2026')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/**
 * One session's report (from its own report page): no comparison, the session named in the header. Two ratings tied
 * as the most given: the summary says "tied" and names both, never one of them as the most given.
 */
export const OneSession: Story = {
  args: { report: oneSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All time', { exact: false })).toBeVisible();
    await expect(
      canvas.getByText(/^Session: Handling conflict at the front desk, ended .*, hosted by Dana Whitfield$/),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Compare' })).toBeNull();
    await expect(canvas.getByText('Mean 4.3 of 5 · 12 answers')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: /Answers by rating/ })).toHaveAccessibleDescription(
      '12 answers, mean 4.3 of 5. Tied for most given: 4. Agree and 5. Strongly agree (5 answers each).',
    );
    // No tie: the one most frequent.
    await expect(canvas.getByRole('figure', { name: /Change per participant/ })).toHaveAccessibleDescription(
      'Of 12 participants, 8 rated their confidence higher after the session, 3 the same and 1 lower. Most common change: +1 (5 participants).',
    );
  },
};

/** A playlist's report: its title in the header and each step's confidence change and follow-up rates in order. */
export const Playlist: Story = {
  args: { report: playlistSteps },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Playlist: New managers')).toBeVisible();
    const table = within(canvas.getByRole('group', { name: 'Each step of the playlist, in order' }));
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Step 1: Handling conflict at the front desk');
    await expect(rows[2]).toHaveTextContent('+1.2');
    await expect(rows[3]).toHaveTextContent('Step 3: Running a retrospective');
  },
};

/**
 * A quarter of a company's sessions: every section, the comparison of sessions and scenarios. Opening a chart's
 * table shows the same figures as the bars, and hiding it hides them again.
 */
export const ManySessions: Story = {
  args: { actions: downloads },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impact report' })).toBeVisible();
    await expect(canvas.getByText('Acme Health · Jan 1, 2026 – Mar 31, 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Level 1 — Reaction' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Levels 2–3 — Self-reported learning and behaviour' }),
    ).toBeVisible();
    await expect(canvas.getByText('Retrospective self-rating')).toBeVisible();
    await expect(
      canvas.getByText('Both ratings were given at the end of the session, which tends to overstate change.'),
    ).toBeVisible();

    // The NPS chart: a figure named by its caption, the bars hidden from assistive technology, the table closed.
    const nps = canvas.getByRole('figure', { name: /Answers by score/ });
    await expect(nps).toHaveAccessibleDescription(
      'NPS +37 from 73 answers: 38 promoters, 24 passives and 11 detractors.',
    );
    await expect(within(nps).queryByRole('table')).toBeNull();
    const toggle = within(nps).getByRole('button', { name: 'Show table of Answers by score' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(nps).getByRole('table', { name: 'Answers by score' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ScoreGroupAnswersShare',
      '0Detractor00%',
      '1Detractor11%',
      '2Detractor00%',
      '3Detractor23%',
      '4Detractor11%',
      '5Detractor34%',
      '6Detractor45%',
      '7Passive1014%',
      '8Passive1419%',
      '9Promoter1825%',
      '10Promoter2027%',
    ]);
    await userEvent.click(within(nps).getByRole('button', { name: 'Hide table of Answers by score' }));
    await expect(within(nps).queryByRole('table')).toBeNull();

    // The confidence deltas, individual changes from −4 to +4.
    await expect(
      canvas.getByText(
        'Of 70 participants, 40 rated their confidence higher after the session, 18 the same and 12 lower. Most common change: +1 (22 participants).',
      ),
    ).toBeVisible();

    // Fourteen commitments: the first ten, then all of them on request.
    const commitments = canvas.getByRole('list', { name: 'Commitments' });
    await expect(within(commitments).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 14 commitments' }));
    await expect(within(commitments).getAllByRole('listitem')).toHaveLength(14);

    await expect(canvas.getByText('6 of 8 answered')).toBeVisible();
    const sessionsTable = canvas.getByRole('table', { name: 'Each session (team), newest first' });
    await expect(within(sessionsTable).getAllByRole('row')).toHaveLength(7);
    await expect(within(sessionsTable).getAllByRole('row')[1]).toHaveTextContent(
      'Handling conflict at the front deskMar 24, 2026Dana Whitfield14+43+0.925–No data–No data',
    );
    await expect(canvas.getByRole('table', { name: 'Each scenario, by title' })).toBeVisible();
  },
};

/** Sessions ended days ago: the follow-up e-mails are not due, and the page says when they go. */
export const NoFollowUpYet: Story = {
  args: { report: noFollowUpYet },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Follow-up e-mails go out 7, 14 or 30 days after each session, as its host chose. 9 e-mails are waiting to go out. The answers will show here.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: /Did you put it into practice/ })).toBeNull();
  },
};

/** The operator over every company: totals only, a note saying so, no session list, texts or comments. */
export const AggregatesOnly: Story = {
  args: { report: aggregatesOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All companies · All time')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Aggregates only.');
    await expect(canvas.queryByRole('list', { name: 'Commitments' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Comments' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Each session (team), newest first' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Each scenario, by title' })).toBeVisible();
  },
};

/** The page the server prints as the PDF: every table open, every text listed, no controls. */
export const Print: Story = {
  args: { print: true, actions: downloads },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    for (const figure of canvas.getAllByRole('figure'))
      await expect(within(figure).getByRole('table')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Commitments' })).getAllByRole('listitem'),
    ).toHaveLength(14);
  },
};

/** The dark theme's tokens. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div className="bg-background p-4 text-foreground">
        <Story />
      </div>
    ),
  ],
};
