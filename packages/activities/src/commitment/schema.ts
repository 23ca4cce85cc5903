// Commitment slides live: `questions` holds one question, the prompt (kind 'text'); the slide adds no field of its
// own. Phones send the `commit` event, not `answer`, and see their own commitment back (never the address).
import { z } from 'zod';

/** The fields a commitment slide adds to the common live ones: none. */
export const liveCommitmentFields = z.object({});

/** A participant's own commitment, as their phone shows it (never the address). */
export const liveMyCommitment = z.object({
  slideIndex: z.int().min(0),
  text: z.string(),
  /** An address is kept for the one follow-up reminder. */
  reminder: z.boolean(),
});
export type LiveMyCommitment = z.infer<typeof liveMyCommitment>;

/** Where a commitment ends: stored (with the commitment as kept), or refused with the server's message. */
export const liveCommitAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), commitment: liveMyCommitment }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type LiveCommitAck = z.infer<typeof liveCommitAck>;

/** A commitment slide in the report. */
export const liveCommitmentResult = z.object({
  slideIndex: z.int().min(0),
  prompt: z.string(),
  /** Participants who committed. */
  count: z.int().min(0),
  /** Of them, how many left an address for the follow-up (the addresses are never shown). */
  withReminder: z.int().min(0),
  /** The commitments, oldest first (empty once purged). */
  texts: z.array(z.string()),
});
export type LiveCommitmentResult = z.infer<typeof liveCommitmentResult>;
