import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { LiveTally } from '@readyteams/activities/live';
import { presenterArgs } from '../../../../stories/hosts';
import { PresenterView } from '../../../live/presenter-view';
import { gridResult, gridState, gridTally, type GridFigures } from './fixtures';

// The 2x2 grid slide on the room's screen; the presenter's other screens are in live/presenter-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Presenter/Grid',
  component: PresenterView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The markers on the plot, as their numbers read. */
const markersOf = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-slot="grid-marker"]')].map((marker) => marker.textContent);

/**
 * A grid slide once its threshold of participants answered (always live: no reveal mode): each item a numbered marker
 * at the room's average, its spread an ellipse around it; the playbook and the panel, on nearly one spot, share a
 * marker; the legend names every number, and says the figures to a screen reader.
 */
export const GridResults: Story = {
  args: { state: gridState(true), tally: gridTally(12) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Which ideas are worth the effort?' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('figure', { name: 'Where the room placed each item: Effort across, Impact up' }),
    ).toBeVisible();
    await expect(markersOf(canvasElement)).toEqual(['1', '2', '3, 4']);
    // The check-ins' marker: 22% from the start of the x axis, 78% up.
    const first = canvasElement.querySelector<HTMLElement>('[data-slot="grid-marker"]')!;
    await expect(first.style.insetInlineStart).toBe('22%');
    await expect(first.style.bottom).toBe('78%');
    // Its spread, one standard deviation each way: 22 ± 10.5 across, 78 ± 8 up.
    const spread = canvasElement.querySelector<HTMLElement>('[data-slot="grid-spread"]')!;
    await expect([
      spread.style.insetInlineStart,
      spread.style.width,
      spread.style.bottom,
      spread.style.height,
    ]).toEqual(['11.5%', '21%', '70%', '16%']);
    const legend = within(canvas.getByRole('list', { name: 'Items on the plot' }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Weekly check-insEffort: average 22, spread 10.5; Impact: average 78, spread 8',
      '2New CRMEffort: average 84, spread 9; Impact: average 45, spread 28.5',
      '3Shared playbookEffort: average 40, spread 15; Impact: average 62, spread 12',
      '4Customer panelEffort: average 43, spread 20; Impact: average 60, spread 18',
    ]);
    // The axes' words along the plot's edges.
    const plot = within(canvasElement.querySelector<HTMLElement>('[data-slot="grid-plot"]')!);
    for (const word of ['Effort', 'Impact', 'Low', 'High', 'Small', 'Big'])
      await expect(plot.getByText(word)).toBeVisible();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('12 of 12 participants answered');
    await expect(canvas.queryByTestId('waiting-for-answers')).toBeNull();
  },
};

/** Fewer than the slide's threshold (5) answered: the items, numbered, and how many answers the plot waits for. */
export const GridWaitingForAnswers: Story = {
  args: { state: gridState(true), tally: gridTally(3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('waiting-for-answers')).toHaveTextContent(
      'Waiting for at least 5 answers',
    );
    await expect(canvas.getByText('Place each item on both axes on your phone.')).toBeInTheDocument();
    await expect(canvas.getByText('New CRM')).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('3 of 12 participants answered');
    await expect(markersOf(canvasElement)).toEqual([]);
  },
};

/** The author hid the count: the plot alone. */
export const GridWithoutCount: Story = {
  args: { state: gridState(true, { showAnswerCount: false }), tally: gridTally(12) },
  play: async ({ canvas, canvasElement }) => {
    await expect(markersOf(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByTestId('answer-count')).toBeNull();
  },
};

/** What the server sends next in GridResultsChange. */
let sendTally: (tally: LiveTally) => void = () => {};

/** Placements changed on the phones move the markers: the panel leaves the playbook and gets a marker of its own. */
export const GridResultsChange: Story = {
  args: { state: gridState(true), tally: gridTally(12) },
  render: function Render(args) {
    const [tally, setTally] = useState(args.tally);
    sendTally = setTally;
    return <PresenterView {...args} tally={tally} />;
  },
  play: async ({ canvasElement }) => {
    await expect(markersOf(canvasElement)).toEqual(['1', '2', '3, 4']);
    sendTally(
      gridTally(
        12,
        gridResult([
          [22, 10.5, 78, 8],
          [84, 9, 45, 28.5],
          [40, 15, 62, 12],
          [75, 10, 85, 5],
        ]),
      ),
    );
    await waitFor(() => expect(markersOf(canvasElement)).toEqual(['1', '2', '3', '4']));
  },
};

/** Ten items with long labels, two on one spot (they share a marker): the legend beside the plot in two columns. */
const tenItems = Array.from({ length: 10 }, (_, i) => `Idea ${i + 1}: what the team would try next quarter`);
const tenFigures: GridFigures = tenItems.map((_, i) => [
  8 + ((i * 37) % 85),
  6 + i,
  92 - ((i * 53) % 85),
  12 - i / 2,
]);
tenFigures[9] = [tenFigures[8]![0] + 2, 5, tenFigures[8]![2] - 1, 5];
export const GridTenItems: Story = {
  args: {
    state: gridState(true, {
      questions: [{ question: 'Which ideas are worth the effort?', kind: 'grid', options: tenItems }],
    }),
    tally: gridTally(12, gridResult(tenFigures, 12, tenItems)),
  },
  play: async ({ canvas, canvasElement }) => {
    const legend = canvas.getByRole('list', { name: 'Items on the plot' });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(10);
    await expect(markersOf(canvasElement)).toContain('9, 10');
    // That it fits every screen, each word large enough: the stage test (apps/storybook/stage).
  },
};

/** The results on a laptop and on the TV at the end of a meeting room, with their screenshot baselines. */
export const LegibleGridLaptop: Story = {
  args: GridResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
};
export const LegibleGridTv: Story = {
  args: GridResults.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'tv1920', isRotated: false } },
};
export const LegibleGridTenItemsLaptop: Story = {
  args: GridTenItems.args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
};

/**
 * In Arabic the plot mirrors with the layout: the x axis runs from its low end at the right to its high end at the
 * left (as the phones' sliders do), the y axis's words at the right of the plot; the y axis still rises.
 */
export const GridArabic: Story = {
  args: GridResults.args,
  globals: { locale: 'ar', viewport: { value: 'laptop1366', isRotated: false } },
  tags: ['!no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByRole('figure', { name: /^أين وضع الحاضرون كل عنصر: .*Effort.* أفقيًا، .*Impact.* رأسيًا$/ }),
    ).toBeVisible();
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="grid-area"]')!.getBoundingClientRect();
    const [checkIns, crm] = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="grid-marker"]')].map(
      (marker) => marker.getBoundingClientRect(),
    );
    // The check-ins (effort 22) near the right edge, the CRM (effort 84) near the left; the check-ins higher (impact 78).
    await expect(checkIns!.x).toBeGreaterThan(area.x + area.width / 2);
    await expect(crm!.x).toBeLessThan(area.x + area.width / 2);
    await expect(checkIns!.y).toBeLessThan(crm!.y);
    const plot = within(canvasElement.querySelector<HTMLElement>('[data-slot="grid-plot"]')!);
    await expect(plot.getByText('Low').getBoundingClientRect().x).toBeGreaterThan(
      plot.getByText('High').getBoundingClientRect().x,
    );
  },
};
