// Poll slides live: the slide fills type and questions (common fields) and adds when its results may show.
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { component, slideRequiredText } from '../contract';

/** Poll slides: 'scenario' (What would you do?) or 'closing question'. */
export const pollType = component('PollType', z.enum(['scenario', 'closing question']));

const questionType = z.enum(['multiple', 'single-choice', 'free-text']);
const layoutType = z.enum(['default', 'scale', 'nps']);
const optionKey = z.string().regex(/^option [1-9][0-9]*$/);

/** A poll question as the editor sends it: its answers one `{'option N': label}` each. */
export const pollQuestionWrite = component(
  'PollQuestionWrite',
  z.strictObject({
    question: z.string().min(1).max(500).regex(/\S/),
    type: questionType.nullable().optional(),
    layoutType: layoutType.nullable().optional(),
    answers: z
      .strictObject({
        options: z.array(z.record(optionKey, z.string().min(1).max(255).regex(/\S/))).max(20),
      })
      .nullable()
      .optional(),
  }),
);

export type PollQuestionWrite = z.input<typeof pollQuestionWrite>;
/** A poll question's answers as sent: one `{'option N': label}` each, under `options`. */
export type PollAnswersWrite = NonNullable<PollQuestionWrite['answers']>;

/** A poll question as the API reads it. */
export const pollQuestionRead = component(
  'PollQuestionRead',
  z.object({
    question: z.string(),
    type: questionType.nullable().optional(),
    layoutType: layoutType.nullable().optional(),
    answers: z
      .object({ options: z.array(z.object({ option: optionKey, answer: z.string() })) })
      .nullable()
      .optional(),
  }),
);

export type PollQuestionRead = z.output<typeof pollQuestionRead>;
/** A poll question's answers as read: one `{option, answer}` each, under `options`. */
export type PollAnswersRead = NonNullable<PollQuestionRead['answers']>;

/** host: on the poll-results slide the host shows; threshold: also on the presenter's poll slide, live. */
export const pollRevealMode = component('PollRevealMode', z.enum(['host', 'threshold']));

/** Results never show while fewer participants than this have answered the poll. */
export const pollRevealThreshold = component('PollRevealThreshold', z.int().min(1).max(1000));

/** The fields a poll slide adds to the common live ones: when its results may show (the server withholds them below the threshold). */
export const livePollFields = z
  .object({
    revealMode: pollRevealMode,
    revealThreshold: pollRevealThreshold,
    showAnswerCount: z.boolean().meta({
      description:
        "Whether the presenter shows how many participants have answered (the host's phone always does).",
    }),
  })
  .meta({ description: 'A poll slide: it fills type and questions, and adds when its results may show.' });

const showAnswerCount =
  'Whether the presenter shows how many participants have answered while the poll is current.';

/** A poll slide as the editor sends it (its script is the subtext). */
export const pollWriteFields = z.object({
  title: slideRequiredText,
  script: z.string().min(1).max(20000).regex(/\S/).meta({ description: "The poll's subtext." }),
  type: pollType.nullable().optional(),
  questions: z.array(pollQuestionWrite).max(50).optional(),
  revealMode: pollRevealMode.optional(),
  revealThreshold: pollRevealThreshold.optional(),
  showAnswerCount: z.boolean().default(true).meta({ description: showAnswerCount }),
});

/** A poll slide as the API reads it. */
export const pollReadFields = z.object({
  script: z.string().nullable().optional().meta({ description: "The poll's subtext." }),
  type: pollType.nullable().optional(),
  questions: z.array(pollQuestionRead),
  revealMode: pollRevealMode,
  revealThreshold: pollRevealThreshold,
  showAnswerCount: z.boolean().meta({ description: showAnswerCount }),
});
