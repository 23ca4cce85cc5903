// The 2x2 grid slide's story data, beside its views: a grid slide after the shared fixtures' template slides (their
// session, tally and scenario), as the phones, the hosts and the report see it.
import type { LivePollResult, LiveSlideOf, LiveState, LiveTally } from '@readyteams/activities/live';
import type { ScenarioDetail } from '../../types';
import { stateAt, tally } from '../../../../stories/fixtures';

/** The template's live slides, as the host's state lists them. */
const liveSlides = stateAt(-1, {}, true).slides;
/** The template poll's results, which every tally sends. */
const pollResult = tally().polls[0]!;

export const gridAxes = {
  xAxis: 'Effort',
  xAxisLow: 'Low',
  xAxisHigh: 'High',
  yAxis: 'Impact',
  yAxisLow: 'Small',
  yAxisHigh: 'Big',
};
export const gridItems = ['Weekly check-ins', 'New CRM', 'Shared playbook', 'Customer panel'];
const title = 'Which ideas are worth the effort?';

// A grid slide after the template's slides: the phones place its items, the presenter plots their averages.
const gridSlide: LiveSlideOf<'grid'> = {
  index: liveSlides.length,
  slideType: 'grid',
  suggestedSeconds: null,
  title,
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Start with the high impact, low effort corner.',
  questions: [{ question: title, kind: 'grid', options: gridItems }],
  pollTitle: null,
  ...gridAxes,
  revealThreshold: 5,
  showAnswerCount: true,
};

/** The session on its grid slide (the host's view, or a participant's), with these fields changed. */
export const gridState = (forHost = false, change: Partial<LiveSlideOf<'grid'>> = {}): LiveState => {
  const slide = { ...gridSlide, ...change };
  return {
    ...stateAt(-1, {}, forHost),
    currentSlide: slide.index,
    slideCount: liveSlides.length + 1,
    slides: forHost ? [...liveSlides, slide] : [],
    slide: forHost ? slide : { ...slide, script: null },
  };
};

/** Each item's [x average, x spread, y average, y spread] (0 to 100). */
export type GridFigures = [number, number, number, number][];

/**
 * The slide's results from 12 phones, items in the author's order: check-ins low effort, high impact; the CRM high
 * effort, split on impact; the playbook and the panel near each other (they share a marker).
 */
export const gridFigures: GridFigures = [
  [22, 10.5, 78, 8],
  [84, 9, 45, 28.5],
  [40, 15, 62, 12],
  [43, 20, 60, 18],
];

/**
 * The slide's result as the server sends it (GridResultShape: two options per item, its place on x and on y, and the
 * axes).
 */
export const gridResult = (
  figures: GridFigures = gridFigures,
  answerCount = 12,
  labels = gridItems,
): LivePollResult => ({
  slideIndex: gridSlide.index,
  title,
  type: null,
  questions: [
    {
      slideIndex: gridSlide.index,
      questionIndex: 0,
      question: title,
      kind: 'grid',
      answerCount,
      options: labels.slice(0, figures.length).flatMap((label, i) => {
        const [mx, sx, my, sy] = figures[i]!;
        return [
          {
            label,
            key: `${i + 1}x`,
            count: answerCount,
            percent: 100,
            axis: 'x' as const,
            mean: mx,
            spread: sx,
          },
          {
            label,
            key: `${i + 1}y`,
            count: answerCount,
            percent: 100,
            axis: 'y' as const,
            mean: my,
            spread: sy,
          },
        ];
      }),
      mean: null,
      nps: null,
      texts: [],
      gridAxes: {
        x: { label: gridAxes.xAxis, low: gridAxes.xAxisLow, high: gridAxes.xAxisHigh },
        y: { label: gridAxes.yAxis, low: gridAxes.yAxisLow, high: gridAxes.yAxisHigh },
      },
    },
  ],
});

/**
 * The hosts' tally on the grid slide: `answered` of the 12 participants sent their placement; the results only from
 * the slide's threshold (5) on, as the server sends them.
 */
export const gridTally = (answered = 12, result = gridResult()): LiveTally => ({
  ...tally(answered, { [`${gridSlide.index}:0`]: answered }),
  polls: answered >= gridSlide.revealThreshold ? [pollResult, result] : [pollResult],
});

/** A scenario's grid slide as the API reads it (the preview's curriculum). */
export const gridReadSlide: ScenarioDetail['slides'][number] = {
  id: 18,
  order: 6,
  title,
  slideType: 'grid',
  script: 'Start with the high impact, low effort corner.',
  questions: [],
  ...gridAxes,
  gridItems,
  revealThreshold: 5,
  showAnswerCount: true,
};
