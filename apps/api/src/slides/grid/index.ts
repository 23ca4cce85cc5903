// 2x2 grid slides: the room places 2 to 10 items on two axes (each from 0 at its low end to 100 at its high end) on
// their phones. The slide's one live question (kind 'grid': its title, the items) is answered with every item's x and
// y in the author's order ('30,80;70,20'), so storing, acknowledging, rejoining and tallying are the polls'; an answer
// that does not place every item on both axes is refused with its own message (kind.grid.placement) and nothing is
// stored. Its results give each item the room's average place on each axis and its spread (one standard deviation),
// in the live question result's fields for it (`axis`, `spread`, `gridAxes`: GridResultShape in
// @readyteams/activities/grid). It has no reveal mode (a
// poll-results slide reveals polls only): its results show live on the presenter and the host's phone once
// revealThreshold participants have answered, never before.
import {
  GRID_AXIS_MAX,
  GRID_ITEM_MAX,
  GRID_ITEMS_MAX,
  GRID_ITEMS_MIN,
  gridAnswer,
  gridPlacement,
} from '@readyteams/activities/live';
import type { LiveQuestionResult } from '@readyteams/api-client/live-events';
import { badRequest } from '../../errors.js';
import { distinctTexts, storedTexts } from '../texts.js';
import { percentOf, round } from '../../live/analytics.js';
import type { Rule } from '../../validation.js';
import { bool, num, str, type SlideKind, type SlideProps, type StoredSlide } from '../kind.js';
import { REVEAL, REVEAL_RULES } from '../poll/index.js';
import { gridDemo } from './demo.js';
import { gridMessages } from './messages.js';

const M = {
  title: 'kind.grid.title',
  axis: 'kind.grid.axis',
  items: 'kind.grid.items',
  item: 'kind.grid.item',
  different: 'kind.grid.different',
  placement: 'kind.grid.placement',
} as const satisfies Record<string, keyof typeof gridMessages.en>;

/** The axes' six words, as stored and sent (x's name and ends, then y's). */
export const AXIS_FIELDS = ['xAxis', 'xAxisLow', 'xAxisHigh', 'yAxis', 'yAxisLow', 'yAxisHigh'] as const;
type AxisField = (typeof AXIS_FIELDS)[number];

const axesOf = (props: SlideProps) =>
  Object.fromEntries(AXIS_FIELDS.map((field) => [field, str(props[field]) ?? ''])) as Record<
    AxisField,
    string
  >;

const axisRule: Rule = { required: M.axis, type: M.axis, min: [1, M.axis], max: [GRID_AXIS_MAX, M.axis] };

/** The population standard deviation of `values` about `mean` (0 for one value). */
const spreadOf = (sum: number, squares: number, n: number) =>
  Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));

/** The slide's axes as its result names them. */
const resultAxes = (slide: Record<AxisField, string>) => ({
  x: { label: slide.xAxis, low: slide.xAxisLow, high: slide.xAxisHigh },
  y: { label: slide.yAxis, low: slide.yAxisLow, high: slide.yAxisHigh },
});

export const grid: SlideKind<'grid'> = {
  messages: gridMessages,
  rules: { title: { required: M.title, type: M.title } },
  fieldRules: {
    ...Object.fromEntries(AXIS_FIELDS.map((field) => [field, axisRule])),
    gridItems: {
      required: M.items,
      type: M.items,
      min: [GRID_ITEMS_MIN, M.items],
      max: [GRID_ITEMS_MAX, M.items],
    },
    'gridItems.*': {
      required: M.item,
      type: M.item,
      min: [1, M.item],
      max: [GRID_ITEM_MAX, M.item],
    },
    revealThreshold: REVEAL_RULES.revealThreshold,
    showAnswerCount: REVEAL_RULES.showAnswerCount,
  },
  listErrors: distinctTexts('grid', 'gridItems', M.different),
  props: (slide) => ({
    ...Object.fromEntries(AXIS_FIELDS.map((field) => [field, slide[field].trim()])),
    gridItems: slide.gridItems.map((item) => item.trim()),
    revealThreshold: slide.revealThreshold ?? REVEAL.revealThreshold,
    showAnswerCount: slide.showAnswerCount ?? REVEAL.showAnswerCount,
  }),
  read: (props) => ({
    ...axesOf(props),
    gridItems: storedTexts(props.gridItems),
    revealThreshold: num(props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  questions: () => [],
  toLive: (slide: StoredSlide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [{ question: slide.title ?? '', kind: 'grid', options: storedTexts(slide.props.gridItems) }],
    pollTitle: null,
    ...axesOf(slide.props),
    revealThreshold: num(slide.props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(slide.props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  // Every item placed on both axes, whole numbers from 0 to 100, stored as the phones send them ('30,80;70,20').
  // Anything else (an item left out, a place off the axis, a fraction) is refused with the kind's own message (the
  // phone says it), storing nothing.
  validAnswer: (question, value) => {
    if (question.kind !== 'grid') return null;
    const placement = gridPlacement(value, question.options.length);
    if (!placement) throw badRequest(M.placement);
    return gridAnswer(placement);
  },
  // A placement ('30,80;70,20') reads in the CSV as each item with its place, x then y: 'New CRM: 30, 80; ...'.
  answerLabel: (question, value) => {
    const placement = gridPlacement(value, question.options.length);
    return placement
      ? placement.map(([x, y], index) => `${question.options[index]}: ${x}, ${y}`).join('; ')
      : String(value);
  },
  results: (slide, rows) => {
    // Per item and axis: the sum of the places and of their squares (the average and the spread).
    const live = slide as typeof slide & Record<AxisField, string>;
    const items = slide.questions[0]?.options ?? [];
    const sums = items.map(() => [0, 0]);
    const squares = items.map(() => [0, 0]);
    let answerCount = 0;
    for (const row of rows) {
      if (row.slideIndex !== slide.index || row.questionIndex !== 0) continue;
      const placement = gridPlacement(row.value, items.length);
      if (!placement) continue;
      answerCount += row.count;
      placement.forEach((point, item) =>
        point.forEach((place, axis) => {
          sums[item]![axis]! += place * row.count;
          squares[item]![axis]! += place * place * row.count;
        }),
      );
    }
    const result: LiveQuestionResult = {
      slideIndex: slide.index,
      questionIndex: 0,
      question: slide.questions[0]?.question ?? slide.title,
      kind: 'grid',
      answerCount,
      // Per item, in the author's order: its place on x, then on y (GridResultShape, @readyteams/activities/grid).
      options: items.flatMap((label, item) =>
        (['x', 'y'] as const).map((axis, a) => ({
          label,
          key: `${item + 1}${axis}`,
          // Every answer places every item.
          count: answerCount,
          percent: percentOf(answerCount, answerCount),
          axis,
          mean: answerCount === 0 ? null : round(sums[item]![a]! / answerCount, 1),
          spread:
            answerCount === 0 ? null : round(spreadOf(sums[item]![a]!, squares[item]![a]!, answerCount), 1),
        })),
      ),
      mean: null,
      nps: null,
      texts: [],
      gridAxes: resultAxes(live),
    };
    return { slideIndex: slide.index, title: slide.title, type: null, questions: [result] };
  },
  // Below it, no live screen gets its results (the report has them all); from it on, the presenter and the host's
  // phone show them live (a grid slide has no reveal mode).
  revealThreshold: (slide) => slide.revealThreshold ?? 1,
  demo: gridDemo,
};
