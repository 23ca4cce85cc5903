// Word cloud slides live: `questions` holds one entry per entry a participant may send (the prompt, kind 'word');
// the slide adds no field of its own. Its results are a LiveQuestionResult of kind 'word' (src/live.ts).
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, optionalTitle } from '../contract';
import { liveEvent } from '../events';

/** A word cloud slide as the editor sends it. */
export const wordCloudWriteFields = z.object({
  title: optionalTitle,
  script: optionalScript,
  prompt: z.string().min(1).max(200).regex(/\S/).meta({
    description: 'What the room answers in a word or two, e.g. "One word for how you feel about feedback".',
  }),
  entryLimit: z
    .int()
    .min(1)
    .max(3)
    .default(1)
    .meta({ description: 'How many entries each participant may send (1 to 3).' }),
});

/** A word cloud slide as the API reads it. */
export const wordCloudReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the prompt is in `prompt`).'),
  prompt: z.string().meta({ description: 'What the room answers in a word or two.' }),
  entryLimit: z.int().min(1).max(3).meta({ description: 'How many entries each participant may send.' }),
});

/** The fields a word cloud slide adds to the common live ones: none. */
export const liveWordCloudFields = z.object({}).meta({
  description:
    "A word cloud slide: `questions` holds one entry per participant's allowed entry (entryLimit), each the prompt with kind 'word'.",
});

/** What the host sends about a word cloud. */
export const wordCloudEvents = {
  /** Host: hide a word of a word cloud from the presenter, the tally and the report (hidden, the default), or show it again. */
  'hide-word': liveEvent(
    'host',
    z.object({ slideIndex: z.int(), word: z.string(), hidden: z.boolean().default(true) }),
  ),
};
