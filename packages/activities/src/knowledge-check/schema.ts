// Knowledge check slides live: `questions` holds one question of kind 'check' (the slide's title, its choices as
// options); a phone answers it with the options it picks (`checkAnswer`: one, or any number when `multiple`). The
// host's `reveal-check` shows the correct options, the split and the explanation; until then the phones get no
// correct option and no explanation. Answers close at the reveal, and at `closesAt` when timed.
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, slideRequiredText } from '../contract';
import { liveEvent } from '../events';
import {
  CHECK_CHOICE_MAX,
  CHECK_CHOICES_MAX,
  CHECK_CHOICES_MIN,
  CHECK_EXPLANATION_MAX,
  CHECK_TIME_MAX,
  CHECK_TIME_MIN,
} from './index';

export * from './index';

/** A knowledge check's choice as the editor sends it. */
export const checkChoiceWrite = z.strictObject({
  label: z.string().min(1).max(CHECK_CHOICE_MAX).regex(/\S/),
  correct: z.boolean().default(false),
});
export type CheckChoiceWrite = z.input<typeof checkChoiceWrite>;

/** A knowledge check's choice as the API reads it. */
export const checkChoiceRead = z.object({ label: z.string(), correct: z.boolean() });
export type CheckChoiceRead = z.output<typeof checkChoiceRead>;

const timeLimit = z.int().min(CHECK_TIME_MIN).max(CHECK_TIME_MAX);
const timeLimitText =
  'Seconds the phones have to answer from when the slide first comes up (5 to 300); null: no limit. Later answers are refused.';
const speedBonusText =
  'Faster correct answers score more (from 1000 points at once down to 500 at the time limit; needs a time limit). Off: every correct answer scores 1000.';
const explanationText = 'Shown with the correct options once the host reveals them (null: none).';

/** A knowledge check slide as the editor sends it: its title is the question. */
export const knowledgeCheckWriteFields = z
  .object({
    title: slideRequiredText,
    script: optionalScript,
    choices: z.array(checkChoiceWrite).min(CHECK_CHOICES_MIN).max(CHECK_CHOICES_MAX).meta({
      description: '2 to 6 choices (each up to 120 characters, no two alike), at least one of them correct.',
    }),
    explanation: z
      .string()
      .max(CHECK_EXPLANATION_MAX)
      .nullable()
      .optional()
      .meta({ description: explanationText }),
    timeLimit: timeLimit.nullable().optional().meta({ description: timeLimitText }),
    speedBonus: z.boolean().default(false).meta({ description: speedBonusText }),
  })
  .meta({
    description:
      "A knowledge check: one question (the title) with 2 to 6 choices, one or more correct. Phones pick one choice, or any number when several are correct; an answer is correct when it is exactly the correct choices. The host reveals the correct choices, the split and the explanation; each phone sees only its own result. Rules (400, errors keyed `slides.N.field`): 'Question is required for knowledge checks'; 'A knowledge check needs 2 to 6 choices'; 'Each choice needs text, up to 120 characters' (slides.N.choices.K.label); 'Each choice must be different' (slides.N.choices.K); 'Mark at least one choice as correct' (slides.N.choices); 'The explanation can be up to 500 characters'; 'The time limit must be 5 to 300 seconds'; 'The speed bonus needs a time limit' (slides.N.speedBonus).",
  });

/** A knowledge check slide as the API reads it. */
export const knowledgeCheckReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the choices are in `choices`).'),
  choices: z.array(checkChoiceRead).meta({ description: 'The choices, in the order the author wrote them.' }),
  explanation: z.string().nullable().meta({ description: explanationText }),
  timeLimit: timeLimit.nullable().meta({ description: timeLimitText }),
  speedBonus: z.boolean().meta({ description: speedBonusText }),
});

/** A knowledge check the host revealed: its slide and its correct options. */
export const liveRevealedCheck = z.object({ slideIndex: z.int().min(0), correct: z.array(z.int().min(0)) });

/** The fields a knowledge check slide adds to the common live ones. */
export const liveKnowledgeCheckFields = z
  .object({
    multiple: z.boolean().meta({
      description:
        'Several choices are correct: phones pick any number (an answer is correct when it is exactly them).',
    }),
    correct: z.array(z.int().min(0)).meta({
      description:
        'The correct options (their indices). Phones get them only once the host revealed them ([] before).',
    }),
    explanation: z.string().nullable().meta({
      description:
        'Shown with the correct options. Phones get it only once the host revealed them (null before).',
    }),
    timeLimit: timeLimit.nullable().meta({ description: timeLimitText }),
    speedBonus: z.boolean(),
    closesAt: z.number().nullable().meta({
      description:
        'The current slide: server time (ms) its answers close, the time limit after it first came up (null: no limit; every other slide: null).',
    }),
    revealed: z.boolean().meta({
      description:
        'The current slide: the host revealed its correct options (answers are closed; every other slide: false).',
    }),
    revealedChecks: z.array(liveRevealedCheck).meta({
      description:
        'The current slide: every knowledge check of the session the host revealed so far, with its correct options, in slide order (a phone counts its own result so far from them and its answers; every other slide: []).',
    }),
  })
  .meta({
    description:
      "A knowledge check slide: `questions` holds one question of kind 'check' (pick one) or 'check-many' (several correct: pick any), the title with its choices as options. A phone answers with the indices of the options it picks, ascending, joined by commas ('0,2'; one index unless `multiple`). The host's `reveal-check` closes the answers and shows the correct options. Its results (LiveQuestionResult): each option's `count` is how many chose it and `correct` whether it is a right answer; `correctPercent` is the share of answers exactly right (null without answers).",
  });

/** What the host sends about a knowledge check (the phones answer with the `answer` event). */
export const knowledgeCheckEvents = {
  /** Host: reveal the current knowledge check's correct options, split and explanation (answers close). */
  'reveal-check': liveEvent('host', z.object({ slideIndex: z.int() })),
};
