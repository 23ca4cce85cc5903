// Poll-results slides live: the slide fills pollTitle (common field) and adds none of its own; the results it reveals
// are the state's `results` (LivePollResult, src/live.ts).
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { noQuestions, optionalScript, optionalTitle, readScript } from '../contract';

/** A poll-results slide as the editor sends it: the title of the poll it reveals. */
export const pollResultsWriteFields = z.object({
  title: optionalTitle,
  script: optionalScript,
  pollTitle: z.string().max(255).nullable().optional(),
});

/** A poll-results slide as the API reads it. */
export const pollResultsReadFields = z.object({
  script: readScript,
  questions: noQuestions('Always empty (video and poll-results slides have no questions).'),
  pollTitle: z.string().nullable().optional(),
});

/** The fields a poll-results slide adds to the common live ones: none. */
export const livePollResultsFields = z
  .object({})
  .meta({ description: 'A poll-results slide: it fills pollTitle.' });
