// Poll slides live: the slide fills type and questions (common fields) and adds when its results may show.
import { z } from 'zod';

/** The fields a poll slide adds to the common live ones: when its results may show (the server withholds them below the threshold). */
export const livePollFields = z.object({
  /** host: on the poll-results slide the host shows; threshold: also on the presenter's poll slide, live. */
  revealMode: z.enum(['host', 'threshold']),
  /** Results never show while fewer participants than this have answered the poll. */
  revealThreshold: z.int().min(1).max(1000),
  /** Whether the presenter shows how many participants have answered (the host's phone always does). */
  showAnswerCount: z.boolean(),
});
