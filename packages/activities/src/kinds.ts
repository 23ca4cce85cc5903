// Every kind of slide (activity), one line each: its fields as the editor sends them, as the API reads them and its
// own live fields, from its folder (src/<kind>/schema.ts). The list of kinds (SlideType) is this registry's keys; the
// contract's branches (scripts/contract.ts), the slide shapes (slides.ts) and the live slide (live.ts) are built from it.
import { z } from 'zod';
import {
  commitmentEvents,
  commitmentReadFields,
  commitmentWriteFields,
  liveCommitmentFields,
} from './commitment/schema';
import {
  decisionEvents,
  decisionReadFields,
  decisionWriteFields,
  liveDecisionFields,
} from './decision/schema';
import {
  discussionEvents,
  discussionReadFields,
  discussionWriteFields,
  liveDiscussionFields,
} from './discussion/schema';
import type { LiveEvent } from './events';
import { gridQuestionKinds, gridReadFields, gridWriteFields, liveGridFields } from './grid/schema';
import { livePointsFields, pointsQuestionKinds, pointsReadFields, pointsWriteFields } from './points/schema';
import {
  knowledgeCheckEvents,
  knowledgeCheckQuestionKinds,
  knowledgeCheckReadFields,
  knowledgeCheckWriteFields,
  liveKnowledgeCheckFields,
} from './knowledge-check/schema';
import { livePollResultsFields, pollResultsReadFields, pollResultsWriteFields } from './poll-results/schema';
import { livePollFields, pollReadFields, pollWriteFields } from './poll/schema';
import {
  liveRankingFields,
  rankingQuestionKinds,
  rankingReadFields,
  rankingWriteFields,
} from './ranking/schema';
import { liveVideoFields, videoReadFields, videoWriteFields } from './video/schema';
import {
  liveWordCloudFields,
  wordCloudEvents,
  wordCloudReadFields,
  wordCloudWriteFields,
} from './word-cloud/schema';

// Each kind's shapes, as '@readyteams/activities/live' exports them.
export * from './commitment/schema';
export * from './decision/schema';
export * from './discussion/schema';
export * from './grid/schema';
export * from './points/schema';
export * from './knowledge-check/schema';
export * from './poll-results/schema';
export * from './poll/schema';
export * from './ranking/schema';
export * from './video/schema';
export * from './word-cloud/schema';

export const kinds = {
  video: { write: videoWriteFields, read: videoReadFields, live: liveVideoFields },
  poll: { write: pollWriteFields, read: pollReadFields, live: livePollFields },
  discussion: {
    write: discussionWriteFields,
    read: discussionReadFields,
    live: liveDiscussionFields,
    events: discussionEvents,
  },
  'poll-results': { write: pollResultsWriteFields, read: pollResultsReadFields, live: livePollResultsFields },
  'word-cloud': {
    write: wordCloudWriteFields,
    read: wordCloudReadFields,
    live: liveWordCloudFields,
    events: wordCloudEvents,
  },
  decision: {
    write: decisionWriteFields,
    read: decisionReadFields,
    live: liveDecisionFields,
    events: decisionEvents,
  },
  commitment: {
    write: commitmentWriteFields,
    read: commitmentReadFields,
    live: liveCommitmentFields,
    events: commitmentEvents,
  },
  ranking: {
    write: rankingWriteFields,
    read: rankingReadFields,
    live: liveRankingFields,
    questionKinds: rankingQuestionKinds,
  },
  points: {
    write: pointsWriteFields,
    read: pointsReadFields,
    live: livePointsFields,
    questionKinds: pointsQuestionKinds,
  },
  'knowledge-check': {
    write: knowledgeCheckWriteFields,
    read: knowledgeCheckReadFields,
    live: liveKnowledgeCheckFields,
    questionKinds: knowledgeCheckQuestionKinds,
    events: knowledgeCheckEvents,
  },
  grid: {
    write: gridWriteFields,
    read: gridReadFields,
    live: liveGridFields,
    questionKinds: gridQuestionKinds,
  },
} satisfies Record<string, Kind>;

/**
 * A kind's schemas: its fields as the editor sends them and as the API reads them, its own live fields, the live
 * question kinds it adds when its questions are answered in a way of its own (the ranking's 'rank'; the server's
 * kind validates and tallies them), and the events of its own that the phones or the host send (the server's kind
 * answers them).
 */
interface Kind {
  write: z.ZodObject;
  read: z.ZodObject;
  live: z.ZodObject;
  questionKinds?: readonly string[];
  events?: Record<string, LiveEvent>;
}

/** The events the kinds add to the channel, by name (each kind's `events`). */
export type KindEvents = {
  [T in SlideType]: (typeof kinds)[T] extends { events: infer E } ? E : never;
}[SlideType] extends infer U
  ? (U extends unknown ? (events: U) => void : never) extends (events: infer I) => void
    ? I
    : never
  : never;

/** The names of the events a kind adds (never: none). */
export type KindEventsOf<T extends SlideType> = (typeof kinds)[T] extends { events: infer E }
  ? keyof E & string
  : never;

/** Every kind's events, by name; two kinds naming one event is an error. */
export const kindEvents = {} as KindEvents;
for (const kind of Object.values(kinds) as Kind[])
  for (const [name, event] of Object.entries(kind.events ?? {})) {
    if (name in kindEvents) throw new Error(`Two slide kinds send the event ${name}`);
    Object.assign(kindEvents, { [name]: event });
  }

/** The kinds of slide (the contract's SlideType), in the registry's order. */
export type SlideType = keyof typeof kinds;
export const slideType = z.enum(Object.keys(kinds) as [SlideType, ...SlideType[]]);

/** How the core's questions are answered; word: an entry of a word cloud (a word or two). */
export const coreQuestionKinds = ['choice', 'scale', 'nps', 'text', 'word'] as const;
export type CoreQuestionKind = (typeof coreQuestionKinds)[number];

/** The question kinds the kinds add (their `questionKinds`). */
export type KindQuestionKind = {
  [T in SlideType]: (typeof kinds)[T] extends { questionKinds: readonly (infer Q)[] } ? Q : never;
}[SlideType];

/** Every live question kind: the core's, then the kinds' own (the contract's LiveQuestionKind). */
export const questionKinds = [
  ...coreQuestionKinds,
  ...Object.values(kinds).flatMap((kind: Kind) => kind.questionKinds ?? []),
] as [CoreQuestionKind | KindQuestionKind, ...(CoreQuestionKind | KindQuestionKind)[]];
