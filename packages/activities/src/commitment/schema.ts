// Commitment slides live: `questions` holds one question, the prompt (kind 'text'); the slide adds no field of its
// own. Phones send the `commit` event, not `answer`, and see their own commitment back (never the address).
// Also its fields as the editor sends them and as the API reads them: scripts/contract.ts generates the contract's
// branches of the kind (SlideWrite, SlideRead, LiveSlide) from this file.
import { z } from 'zod';
import { facilitatorScript, noQuestions, optionalScript, optionalTitle } from '../contract';
import { ackWith, liveEvent } from '../events';

/** A commitment slide as the editor sends it. */
export const commitmentWriteFields = z
  .object({
    title: optionalTitle,
    script: optionalScript,
    prompt: z.string().min(1).max(200).regex(/\S/).meta({
      description: "What each participant commits to ('Prompt is required for commitment slides').",
    }),
  })
  .meta({
    description:
      'A closing activity: each participant writes one thing they will do differently (up to 200 characters) and may leave an e-mail address for one follow-up reminder (see the `commit` event in live-events.ts).',
  });

/** A commitment slide as the API reads it. */
export const commitmentReadFields = z.object({
  script: facilitatorScript,
  questions: noQuestions('Always empty (the prompt is in `prompt`).'),
  prompt: z.string().meta({
    description:
      'What each participant commits to, e.g. "What is one thing you will do differently after today?"',
  }),
});

/** The fields a commitment slide adds to the common live ones: none. */
export const liveCommitmentFields = z.object({}).meta({
  description:
    "A commitment slide: `questions` holds one question, the prompt (kind 'text'). Phones send the `commit` event, not `answer`; the hosts' tally counts commitments in `answerCounts` (`${slideIndex}:0`).",
});

/** A participant's own commitment, as their phone shows it (never the address). */
export const liveMyCommitment = z.object({
  slideIndex: z.int().min(0),
  text: z.string(),
  /** An address is kept for the one follow-up reminder. */
  reminder: z.boolean(),
});
export type LiveMyCommitment = z.infer<typeof liveMyCommitment>;

/** Where a commitment ends: stored (with the commitment as kept), or refused with the server's message. */
export const liveCommitAck = ackWith({ commitment: liveMyCommitment });
export type LiveCommitAck = z.infer<typeof liveCommitAck>;

/** What the phones send on a commitment slide. */
export const commitmentEvents = {
  /**
   * Participant: commit to the current commitment slide (1 to 200 characters, trimmed), with `email` for the one
   * follow-up reminder (null or absent: none); acked once stored. Sending again while the slide is current replaces
   * both (null deletes a kept address). Practice sessions refuse an address (they send no follow-up).
   */
  commit: liveEvent(
    'participant',
    z.object({ slideIndex: z.int(), text: z.string(), email: z.string().nullish() }),
    liveCommitAck,
  ),
};

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
