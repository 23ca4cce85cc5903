// Every kind of slide (activity), one line each: its fields as the editor sends them, as the API reads them and its
// own live fields, from its folder (src/<kind>/schema.ts). The list of kinds (SlideType) is this registry's keys; the
// contract's branches (scripts/contract.ts), the slide shapes (slides.ts) and the live slide (live.ts) are built from it.
import { z } from 'zod';
import { commitmentReadFields, commitmentWriteFields, liveCommitmentFields } from './commitment/schema';
import { decisionReadFields, decisionWriteFields, liveDecisionFields } from './decision/schema';
import { discussionReadFields, discussionWriteFields, liveDiscussionFields } from './discussion/schema';
import { livePollResultsFields, pollResultsReadFields, pollResultsWriteFields } from './poll-results/schema';
import { livePollFields, pollReadFields, pollWriteFields } from './poll/schema';
import { liveVideoFields, videoReadFields, videoWriteFields } from './video/schema';
import { liveWordCloudFields, wordCloudReadFields, wordCloudWriteFields } from './word-cloud/schema';

export const kinds = {
  video: { write: videoWriteFields, read: videoReadFields, live: liveVideoFields },
  poll: { write: pollWriteFields, read: pollReadFields, live: livePollFields },
  discussion: { write: discussionWriteFields, read: discussionReadFields, live: liveDiscussionFields },
  'poll-results': { write: pollResultsWriteFields, read: pollResultsReadFields, live: livePollResultsFields },
  'word-cloud': { write: wordCloudWriteFields, read: wordCloudReadFields, live: liveWordCloudFields },
  decision: { write: decisionWriteFields, read: decisionReadFields, live: liveDecisionFields },
  commitment: { write: commitmentWriteFields, read: commitmentReadFields, live: liveCommitmentFields },
} satisfies Record<string, { write: z.ZodObject; read: z.ZodObject; live: z.ZodObject }>;

/** The kinds of slide (the contract's SlideType), in the registry's order. */
export type SlideType = keyof typeof kinds;
export const slideType = z.enum(Object.keys(kinds) as [SlideType, ...SlideType[]]);
