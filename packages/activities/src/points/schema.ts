// 100 points slides live: `questions` holds one question of kind 'points', the slide's title with its options; a
// phone answers it with the points it gives each option, adding up to exactly 100 (`pointsAnswer`), and its results
// give each option the room's average points (`LiveOptionResult.mean`) and how many gave it any (`count`). It has no
// reveal mode (a poll-results slide reveals polls only): its results show live on the presenter and the host's phone
// once `revealThreshold` participants have answered, a poll's threshold reveal. Also its fields as the editor sends
// them and as the API reads them: scripts/contract.ts generates the contract's branches of the kind (SlideWrite,
// SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, slideRequiredText } from '../contract';
import { pollRevealThreshold } from '../poll/schema';
import { POINTS_CHOICE_MAX, POINTS_CHOICES_MAX, POINTS_CHOICES_MIN } from './index';

export * from './index';

const choice = z.string().min(1).max(POINTS_CHOICE_MAX).regex(/\S/);

const showAnswerCount =
  'Whether the presenter shows how many participants have given their points while the slide is current.';

/** A points slide as the editor sends it: its title is the question the room answers by spreading 100 points. */
export const pointsWriteFields = z
  .object({
    title: slideRequiredText,
    script: optionalScript,
    pointOptions: z.array(choice).min(POINTS_CHOICES_MIN).max(POINTS_CHOICES_MAX).meta({
      description:
        'What the room spreads its 100 points over, 2 to 8 options (each up to 100 characters, no two alike).',
    }),
    revealThreshold: pollRevealThreshold.optional(),
    showAnswerCount: z.boolean().default(true).meta({ description: showAnswerCount }),
  })
  .meta({
    description:
      "Each participant spreads 100 points over the options (whole numbers, adding up to exactly 100); the presenter (and the host's phone) shows every option's average points live once revealThreshold participants have answered (default 5).",
  });

/** A points slide as the API reads it. */
export const pointsReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the options are in `pointOptions`).'),
  pointOptions: z
    .array(z.string())
    .meta({ description: 'What the room spreads its 100 points over, in the order the author wrote them.' }),
  revealThreshold: pollRevealThreshold,
  showAnswerCount: z.boolean().meta({ description: showAnswerCount }),
});

/**
 * The fields a points slide adds to the common live ones: when its results may show (the server withholds them below
 * the threshold, and sends them to the live screens from it on).
 */
export const livePointsFields = z
  .object({
    revealThreshold: pollRevealThreshold,
    showAnswerCount: z.boolean().meta({
      description:
        "Whether the presenter shows how many participants have given their points (the host's phone always does).",
    }),
  })
  .meta({
    description:
      "A 100 points slide: `questions` holds one question of kind 'points' (the title, its `pointOptions` as the question's options). A phone answers with each option's points in the options' order, whole numbers from 0 to 100 adding up to exactly 100, joined by commas ('50,30,20'). Its results give each option the average points (`mean`) and how many gave it any (`count`, `percent` their share), live (no reveal mode) once revealThreshold participants have answered.",
  });
