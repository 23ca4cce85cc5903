// Word cloud slides live: `questions` holds one entry per entry a participant may send (the prompt, kind 'word');
// the slide adds no field of its own. Its results are a LiveQuestionResult of kind 'word' (src/live.ts).
import { z } from 'zod';

/** The fields a word cloud slide adds to the common live ones: none. */
export const liveWordCloudFields = z.object({});
