// Poll-results slides live: the slide fills pollTitle (common field) and adds none of its own; the results it reveals
// are the state's `results` (LivePollResult, src/live.ts).
import { z } from 'zod';

/** The fields a poll-results slide adds to the common live ones: none. */
export const livePollResultsFields = z.object({});
