// A slide as the editor sends it (the contract's SlideWrite) and as the API reads it (SlideRead): the fields of every
// slide here, each kind's own in its folder (src/<kind>/schema.ts). Only scripts/contract.ts reads them, to write the
// contract's branches; the server validates against the contract.
import { z } from 'zod';
import { commitmentReadFields, commitmentWriteFields } from './commitment/schema';
import { slideId, slideOrder, slidePathOption, slideSuggestedSeconds } from './contract';
import { decisionReadFields, decisionWriteFields } from './decision/schema';
import { discussionReadFields, discussionWriteFields } from './discussion/schema';
import type { SlideType } from './live';
import { pollResultsReadFields, pollResultsWriteFields } from './poll-results/schema';
import { pollReadFields, pollWriteFields } from './poll/schema';
import { videoReadFields, videoWriteFields } from './video/schema';
import { wordCloudReadFields, wordCloudWriteFields } from './word-cloud/schema';

/** The fields every slide may send (before its slideType: id; after it, the rest). */
export const slideWriteFields = {
  id: slideId.optional(),
  order: slideOrder.optional(),
  suggestedSeconds: slideSuggestedSeconds.optional(),
  pathOption: slidePathOption.optional(),
};

/** The fields every slide reads with. */
export const slideReadFields = {
  id: z.int(),
  title: z.string(),
  order: z.int(),
  suggestedSeconds: slideSuggestedSeconds.optional(),
  pathOption: slidePathOption.optional(),
};

/** Every kind's own fields as sent and as read, by slide type. */
export const slideKinds = {
  video: { write: videoWriteFields, read: videoReadFields },
  poll: { write: pollWriteFields, read: pollReadFields },
  discussion: { write: discussionWriteFields, read: discussionReadFields },
  'poll-results': { write: pollResultsWriteFields, read: pollResultsReadFields },
  'word-cloud': { write: wordCloudWriteFields, read: wordCloudReadFields },
  decision: { write: decisionWriteFields, read: decisionReadFields },
  commitment: { write: commitmentWriteFields, read: commitmentReadFields },
} satisfies { [T in SlideType]: { write: z.ZodObject; read: z.ZodObject } };
