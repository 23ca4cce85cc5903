// 2x2 grid slides live: `questions` holds one question of kind 'grid', the slide's title with its items as options; a
// phone answers it with every item's place on both axes (`gridAnswer`, whole numbers from 0 to 100), and its result
// gives each item the room's average place on each axis and its spread (GridResultShape in ./index.ts). It has no
// reveal mode (a poll-results slide reveals polls only): its results show live on the presenter and the host's phone
// once `revealThreshold` participants have answered, a poll's threshold reveal. Also its fields as the editor sends
// them and as the API reads them: scripts/contract.ts generates the contract's branches of the kind (SlideWrite,
// SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, slideRequiredText } from '../contract';
import { pollRevealThreshold } from '../poll/schema';
import { GRID_AXIS_MAX, GRID_ITEM_MAX, GRID_ITEMS_MAX, GRID_ITEMS_MIN } from './index';

export * from './index';

const text = (max: number) => z.string().min(1).max(max).regex(/\S/);
const axisWord = (description: string) => text(GRID_AXIS_MAX).meta({ description });

const showAnswerCount =
  'Whether the presenter shows how many participants have placed the items while the slide is current.';

/** The axes' words, written and read alike (each up to 40 characters). */
const axesWrite = {
  xAxis: axisWord('The horizontal axis, e.g. "Effort" (up to 40 characters).'),
  xAxisLow: axisWord('The horizontal axis\'s low end (0), e.g. "Low" (up to 40 characters).'),
  xAxisHigh: axisWord('The horizontal axis\'s high end (100), e.g. "High" (up to 40 characters).'),
  yAxis: axisWord('The vertical axis, e.g. "Impact" (up to 40 characters).'),
  yAxisLow: axisWord("The vertical axis's low end (0, at the bottom) (up to 40 characters)."),
  yAxisHigh: axisWord("The vertical axis's high end (100, at the top) (up to 40 characters)."),
};
const axesRead = {
  xAxis: z.string().meta({ description: 'The horizontal axis.' }),
  xAxisLow: z.string().meta({ description: "The horizontal axis's low end (0)." }),
  xAxisHigh: z.string().meta({ description: "The horizontal axis's high end (100)." }),
  yAxis: z.string().meta({ description: 'The vertical axis.' }),
  yAxisLow: z.string().meta({ description: "The vertical axis's low end (0, at the bottom)." }),
  yAxisHigh: z.string().meta({ description: "The vertical axis's high end (100, at the top)." }),
};

/** A grid slide as the editor sends it: its title is the question the room answers by placing the items. */
export const gridWriteFields = z
  .object({
    title: slideRequiredText,
    script: optionalScript,
    ...axesWrite,
    gridItems: z.array(text(GRID_ITEM_MAX)).min(GRID_ITEMS_MIN).max(GRID_ITEMS_MAX).meta({
      description:
        'What the room places on the grid, 2 to 10 items (each up to 100 characters, no two alike).',
    }),
    revealThreshold: pollRevealThreshold.optional(),
    showAnswerCount: z.boolean().default(true).meta({ description: showAnswerCount }),
  })
  .meta({
    description:
      "Each participant places every item on two axes (each from 0 at its low end to 100 at its high end); the presenter (and the host's phone) plots each item at the room's average with its spread live once revealThreshold participants have answered (default 5).",
  });

/** A grid slide as the API reads it. */
export const gridReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the items are in `gridItems`).'),
  ...axesRead,
  gridItems: z
    .array(z.string())
    .meta({ description: 'What the room places on the grid, in the order the author wrote them.' }),
  revealThreshold: pollRevealThreshold,
  showAnswerCount: z.boolean().meta({ description: showAnswerCount }),
});

/** The fields a grid slide adds to the common live ones: its axes, and when its results may show. */
export const liveGridFields = z
  .object({
    ...axesRead,
    revealThreshold: pollRevealThreshold,
    showAnswerCount: z.boolean().meta({
      description:
        "Whether the presenter shows how many participants have placed the items (the host's phone always does).",
    }),
  })
  .meta({
    description:
      "A 2x2 grid slide: `questions` holds one question of kind 'grid' (the title, its items as options). A phone answers with every item's place, x then y, whole numbers from 0 to 100, items in the options' order joined by semicolons ('30,80;70,20'). Its result (LiveQuestionResult) has two options per item, its place on x then on y (key '1x', '1y', '2x'...; `count` how many placed it, `percent` their share; `axis`; `mean` the average place; `spread` one standard deviation), and `gridAxes` the axes' words; live (no reveal mode) once revealThreshold participants have answered.",
  });
