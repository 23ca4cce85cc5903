// Ranking slides live: `questions` holds one question of kind 'rank', the slide's title with its items as options;
// a phone answers it with the order it puts the items in (`rankAnswer`), and its results give each item its average
// rank (`LiveOptionResult.mean`). It has no reveal mode (a poll-results slide reveals polls only): its results show
// live on the presenter and the host's phone once `revealThreshold` participants have ranked, a poll's threshold
// reveal. Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the
// contract's branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, slideRequiredText } from '../contract';
import { pollRevealThreshold } from '../poll/schema';
import { RANKING_ITEM_MAX, RANKING_ITEMS_MAX, RANKING_ITEMS_MIN } from './index';

export * from './index';

const item = z.string().min(1).max(RANKING_ITEM_MAX).regex(/\S/);

const showAnswerCount =
  'Whether the presenter shows how many participants have ranked while the slide is current.';

/** A ranking slide as the editor sends it: its title is the question the room answers by ordering the items. */
export const rankingWriteFields = z
  .object({
    title: slideRequiredText,
    script: optionalScript,
    items: z.array(item).min(RANKING_ITEMS_MIN).max(RANKING_ITEMS_MAX).meta({
      description: 'What the room puts in order, 3 to 8 (each up to 100 characters, no two alike).',
    }),
    revealThreshold: pollRevealThreshold.optional(),
    showAnswerCount: z.boolean().default(true).meta({ description: showAnswerCount }),
  })
  .meta({
    description:
      "Each participant puts the items in order, most important first; the presenter (and the host's phone) shows every item's average rank live once revealThreshold participants have ranked (default 5).",
  });

/** A ranking slide as the API reads it. */
export const rankingReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the items are in `items`).'),
  items: z
    .array(z.string())
    .meta({ description: 'What the room puts in order, in the order the author wrote them.' }),
  revealThreshold: pollRevealThreshold,
  showAnswerCount: z.boolean().meta({ description: showAnswerCount }),
});

/**
 * The fields a ranking slide adds to the common live ones: when its results may show (the server withholds them below
 * the threshold, and sends them to the live screens from it on).
 */
export const liveRankingFields = z
  .object({
    revealThreshold: pollRevealThreshold,
    showAnswerCount: z.boolean().meta({
      description:
        "Whether the presenter shows how many participants have ranked (the host's phone always does).",
    }),
  })
  .meta({
    description:
      "A ranking slide: `questions` holds one question of kind 'rank' (the title, its items as options). A phone answers with the items' indices in the order it ranks them, joined by commas ('2,0,1'). Its results show live (no reveal mode) once revealThreshold participants have ranked.",
  });
