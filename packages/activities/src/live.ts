// The live channel's shapes ('@readyteams/activities/live'): what the server sends the presenter, the host controls
// and the phones, written once as schemas; the ui's views take the types inferred from them. Each kind's own shapes
// are in its folder (src/<kind>/schema.ts); the common ones are here, with the live slide gathered from every kind.
// They agree with the contract's (openapi.yaml LiveSlide and friends, the client's live-events.ts): apps/api's
// src/live/contract-types.test.ts holds the two to each other.
import { z } from 'zod';
import { STAGES, type Stage } from './branding';
import { liveCommitmentResult, liveMyCommitment } from './commitment/schema';
import { liveDecision, sessionDecisions } from './decision/schema';
import { liveBoard, liveBoardResult, livePost } from './discussion/schema';
import { liveEvent, type ClientEventsOf } from './events';
import { kindEvents, kinds, questionKinds, slideType, type KindEvents, type SlideType } from './kinds';
import { liveQna, liveQnaBoard, liveQnaQuestion, qnaEvents } from './qna/schema';
import { LIVE_REACTIONS } from './reactions';
import { liveTeams, sessionTeams, teamEvents } from './teams/schema';
import { liveVideoAction, liveVideoState } from './video/schema';

// Every kind's shapes and the list of kinds (kinds.ts, which exports each kind's schema.ts).
export * from './kinds';
export * from './teams/schema';
// The audience Q&A, a session-wide module beside the kinds (qna/schema.ts).
export * from './qna/schema';
export { ackWith, liveAck, liveEvent, type ClientEventsOf, type LiveAck, type LiveEvent } from './events';
// The slide as the editor sends it and as the API reads it: types only, so this entry's code stays the live shapes'.
export type { SlideRead, SlideReadOf, SlideWrite, SlideWriteOf } from './slides';

/** How a question is answered: the core's kinds (word: an entry of a word cloud), then those the kinds add. */
export const liveQuestionKind = z.enum(questionKinds);
export type LiveQuestionKind = z.infer<typeof liveQuestionKind>;

export const liveQuestion = z.object({
  question: z.string(),
  kind: liveQuestionKind,
  /** Answer labels in order (choice: lettered A, B, C...; scale: the 5 labels, valued 1 to 5). Empty otherwise. */
  options: z.array(z.string()),
});
export type LiveQuestion = z.infer<typeof liveQuestion>;

/** Branching: where a path slide belongs, the decision's slide index and the option (0-based). */
export const liveSlidePath = z.object({
  decision: z.int().min(0),
  option: z.int().min(0),
});
export type LiveSlidePath = z.infer<typeof liveSlidePath>;

/** The fields of every live slide; those its kind does not use are null or empty. */
export const liveSlideFields = z.object({
  index: z.int().min(0),
  /** How long the facilitator means to spend on the slide, in seconds (null: no suggestion). */
  suggestedSeconds: z.int().min(0).max(36000).nullable(),
  title: z.string(),
  /** Polls: 'scenario' or 'closing question'. */
  type: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** Video slides: WebVTT captions of the video (null without). */
  captionsUrl: z.string().nullable(),
  /** Facilitator guide; only sent to hosts. */
  script: z.string().nullable(),
  /** Poll and discussion questions (discussion: options empty, kind 'text'). */
  questions: z.array(liveQuestion),
  /** Poll-results: the title of the poll whose results it reveals. */
  pollTitle: z.string().nullable(),
  /** Branching: the decision (its index) and option whose consequence path holds the slide; null on the main line. */
  path: liveSlidePath.nullable().optional(),
});

/**
 * Every kind's own live fields, by slide type: one kind missing (or one too many) is a type error. Exported because
 * LiveSlide's declaration names it.
 */

/** The live slide of one kind: the common fields, its slideType and its own fields. */
const branch = <T extends SlideType, S extends z.ZodRawShape>(kind: T, own: z.ZodObject<S>) =>
  liveSlideFields.extend({ slideType: z.literal(kind), ...own.shape });

type Branch = {
  [T in SlideType]: ReturnType<typeof branch<T, (typeof kinds)[T]['live']['shape']>>;
}[SlideType];

/** A live slide: one branch per kind, told apart by `slideType` (map() loses which branch is which: Branch says). */
export const liveSlide = z.discriminatedUnion(
  'slideType',
  slideType.options.map((kind) => branch(kind, kinds[kind].live)) as [Branch, ...Branch[]],
);
export type LiveSlide = z.infer<typeof liveSlide>;

/** The live slide of one kind, e.g. `LiveSlideOf<'poll'>`. */
export type LiveSlideOf<T extends SlideType> = Extract<LiveSlide, { slideType: T }>;

/** choice = option index (0-based); scale = 1..5; nps = 0..10; text and word = the words. */
export const liveAnswerValue = z.union([z.number(), z.string()]);
export type LiveAnswerValue = z.infer<typeof liveAnswerValue>;

export const liveOptionResult = z.object({
  label: z.string(),
  /** 'A', 'B'... for choices and ranks, '1'..'5' for scales, '0'..'10' for NPS; word: the entry lower-cased. */
  key: z.string(),
  /** rank: how many put the option first (percent: their share). */
  count: z.int().min(0),
  /** 0..100, rounded to one decimal. */
  percent: z.number().min(0).max(100),
  /** rank: the option's average rank (1 = first), rounded to two decimals; null without answers. */
  mean: z.number().nullable().optional(),
  /** A question with right answers (a knowledge check): whether this option is one of them; absent otherwise. */
  correct: z.boolean().optional(),
  /** A place on an axis (a 2x2 grid's item): the axis, x or y, whose average place is `mean` (0..100); absent otherwise. */
  axis: z.enum(['x', 'y']).optional(),
  /**
   * A place on an axis (a 2x2 grid's item): the spread of the places, one standard deviation about `mean`, rounded to
   * one decimal (null without answers); absent otherwise.
   */
  spread: z.number().min(0).nullable().optional(),
});
export type LiveOptionResult = z.infer<typeof liveOptionResult>;

export const liveQuestionResult = z.object({
  slideIndex: z.int().min(0),
  questionIndex: z.int().min(0),
  question: z.string(),
  kind: liveQuestionKind,
  answerCount: z.int().min(0),
  /** choice/scale/nps: each option or value, in order; word: each distinct entry, most entered first. */
  options: z.array(liveOptionResult),
  /** scale and nps: the mean of the values (null without answers). */
  mean: z.number().nullable(),
  /** nps: % of 9-10 minus % of 0-6 (null without answers). */
  nps: z.number().nullable(),
  /** text: the answers. */
  texts: z.array(z.string()),
  /**
   * A question with right answers (a knowledge check): the share of answers exactly right, 0..100 rounded to one
   * decimal (null without answers); absent otherwise.
   */
  correctPercent: z.number().min(0).max(100).nullable().optional(),
  /** A 2x2 grid: its axes, each its name and the words at its low (0) and high (100) ends; absent otherwise. */
  gridAxes: z
    .object({
      x: z.object({ label: z.string(), low: z.string(), high: z.string() }),
      y: z.object({ label: z.string(), low: z.string(), high: z.string() }),
    })
    .optional(),
});
export type LiveQuestionResult = z.infer<typeof liveQuestionResult>;

export const livePollResult = z.object({
  slideIndex: z.int().min(0),
  title: z.string(),
  type: z.string().nullable(),
  questions: z.array(liveQuestionResult),
});
export type LivePollResult = z.infer<typeof livePollResult>;

/** A participant's pulse signal to the host: "I'm lost", "Too fast", "Need a break". */
export const livePulseKind = z.enum(['lost', 'too-fast', 'break']);
export type LivePulseKind = z.infer<typeof livePulseKind>;

/** How many of each pulse signal arrived (anonymous). */
export const livePulseCounts = z.record(livePulseKind, z.int().min(0));
export type LivePulseCounts = z.infer<typeof livePulseCounts>;

/** The pulse signals that arrived while a slide was current. */
export const livePulseSlide = z.object({
  /** -1: the lobby. */
  slideIndex: z.int().min(-1),
  /** The slide's title ('' for the lobby). */
  title: z.string(),
  counts: livePulseCounts,
});
export type LivePulseSlide = z.infer<typeof livePulseSlide>;

/** A reaction a phone sends to the presenter: 'thumbs-up', 'heart', 'laugh', 'wow' or 'clap' (never stored). */
export const liveReaction = z.enum(LIVE_REACTIONS);
export type { LiveReaction } from './reactions';

/**
 * The reactions that arrived since the last burst, pushed to the hosts (the presenter floats them) at most 4 times a
 * second per session and process: how many of each (absent: none).
 */
export const liveReactions = z.object({
  counts: z.partialRecord(liveReaction, z.int().min(1)),
});
export type LiveReactions = z.infer<typeof liveReactions>;

/** Answer counts and results, pushed to hosts (presenter and host controls) at most 4 times a second. */
export const liveTally = z.object({
  participantCount: z.int().min(0),
  connectedCount: z.int().min(0),
  /** Key `${slideIndex}:${questionIndex}` -> number of participants who answered. */
  answerCounts: z.record(z.string(), z.int().min(0)),
  /** Participants who answered at least one question of the current slide. */
  currentSlideAnswered: z.int().min(0),
  /** The results of every slide the phones answer, live (hosts only), but a poll's only once its threshold is reached. */
  polls: z.array(livePollResult),
  /** The pulse signals of the last 2 minutes: the host controls show them, the presenter never does. */
  pulse: livePulseCounts,
  /** The board of the current slide when it is a discussion slide (every post, with its status), else null. */
  board: liveBoard.nullable(),
  /** The audience Q&A's every question, with its status, most voted first. */
  qna: liveQnaBoard,
});
export type LiveTally = z.infer<typeof liveTally>;

/** The branding the host's company set for its sessions (issue 34; '@readyteams/activities/branding'). */
export const liveBranding = z.object({
  /** The company's name: the logo's text alternative. */
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  /** `#rrggbb`, readable as text on the stage (at least 4.5:1); null for the default theme's. */
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  stage: z.enum(STAGES as [Stage, ...Stage[]]),
});
export type LiveBranding = z.infer<typeof liveBranding>;

/** The session as every screen renders it: sent whole on connect and whenever the slide, video or lifecycle changes. */
export const liveState = z.object({
  /** Grows with every change: a client keeps the state with the highest version. */
  version: z.int(),
  sessionId: z.string(),
  pin: z.string(),
  scenarioTitle: z.string(),
  isPractice: z.boolean(),
  /** -1 = lobby (before the first slide). */
  currentSlide: z.int().min(-1),
  slideCount: z.int().min(0),
  /** Hosts only: every slide with its script (participants get []). */
  slides: z.array(liveSlide),
  video: liveVideoState,
  /** Hosts only: the words hidden from word clouds, `${slideIndex}:${word lower-cased}`. */
  hiddenWords: z.array(z.string()),
  /** Server time (ms) the current slide was shown (null in the lobby), and the first slide (the session clock). */
  slideStartedAt: z.number().nullable(),
  startedAt: z.number().nullable(),
  ended: z.boolean(),
  /** The current slide (null in the lobby); participants get it without the script. */
  slide: liveSlide.nullable(),
  /** Results of the referenced poll while the current slide is poll-results (and enough have answered it). */
  results: livePollResult.nullable(),
  /** While the current slide reveals a poll fewer participants answered than its threshold: that threshold. */
  waitingForAnswers: z.int().nullable(),
  /** Branching: the decisions made so far, in the order they were made. */
  decisions: z.array(liveDecision),
  /** Branching: the decision slides whose vote split the host revealed on the presenter. */
  revealedDecisions: z.array(z.int()),
  /** Branching: while the presenter shows the road not taken of a decision, that decision's slide index (else null). */
  roadNotTaken: z.int().nullable(),
  /** Whether phones may send reactions (the host turns them off for the session; on by default). */
  reactionsAllowed: z.boolean(),
  /** The audience Q&A: on or off, approve first or not, the question on the presenter. */
  qna: liveQna,
  /** The company's branding, when its admin set any: the presenter and the phones theme themselves with it. */
  branding: liveBranding.optional(),
  /** Team mode (issue 35): the teams, how phones get one, the standings while shown; null or absent: off. */
  teams: liveTeams.nullable().optional(),
  /** Participant only, on connect: this participant's answers, key `${slideIndex}:${questionIndex}`. */
  myAnswers: z.record(z.string(), liveAnswerValue).optional(),
  /** Participant only, on connect: their posts on the session's boards (with their status), oldest first. */
  myPosts: z.array(livePost).optional(),
  /** Participant only, on connect: the ids of the posts they upvoted. */
  myVotes: z.array(z.int()).optional(),
  /** Participant only, on connect: their commitments (whether an address is kept for the reminder, never the address). */
  myCommitments: z.array(liveMyCommitment).optional(),
  /** Participant only, on connect: their team's index (null: none yet, or team mode is off). */
  myTeam: z.int().nullable().optional(),
  /** Participant only, on connect: their Q&A questions (with their status), oldest first. */
  myQuestions: z.array(liveQnaQuestion).optional(),
  /** Participant only, on connect: the ids of the Q&A questions they upvoted. */
  myQuestionVotes: z.array(z.int()).optional(),
});
export type LiveState = z.infer<typeof liveState>;

/** The events the live module answers itself; every other event is a kind's (its schema's `events`). */
export const coreEvents = {
  /** Participant: store an answer to a question of the current slide; acked only after it is stored. */
  answer: liveEvent(
    'participant',
    z.object({ slideIndex: z.int(), questionIndex: z.int(), value: liveAnswerValue }),
  ),
  /** Participant: an anonymous pulse signal to the host, at most one of each kind a minute; acked once stored. */
  pulse: liveEvent('participant', z.object({ kind: livePulseKind })),
  /**
   * Participant: a reaction for the presenter, at any time of the session while the host allows them (a few every
   * few seconds each: LIVE_REACTIONS_PER_PARTICIPANT); acked once on its way to the hosts, never stored.
   */
  react: liveEvent('participant', z.object({ reaction: liveReaction })),
  /** Host: go to a slide (-1 = lobby). */
  goto: liveEvent('host', z.object({ slide: z.int().min(-1) })),
  /**
   * Host: video control on the current slide (captions: for every video of the session); `position`, in seconds,
   * where the host's screen is (absent, or not a position: where the server reckons playback is).
   */
  video: liveEvent(
    'host',
    z.object({ action: liveVideoAction, position: z.number().min(0).optional().catch(undefined) }),
  ),
  /** Host: let phones send reactions for the rest of the session, or stop them (allowed by default). */
  'allow-reactions': liveEvent('host', z.object({ allowed: z.boolean() })),
  /** Team mode's events (teams/schema.ts): the host's settings, names and standings, the phones' team. */
  ...teamEvents,
  /** Host: end the session for everyone. */
  end: liveEvent('host', z.object({})),
};

/** Every event a phone or a host sends, by name: the core's, then the kinds' and the Q&A's. */
export const liveEvents = { ...coreEvents, ...kindEvents, ...qnaEvents };
export type LiveEvents = typeof coreEvents & KindEvents & typeof qnaEvents;
export type LiveEventName = keyof LiveEvents;
/** An event's payload as its schema reads it (defaults filled in) and its ack. */
export type LiveEventPayload<E extends LiveEventName> = z.output<LiveEvents[E]['payload']>;
export type LiveEventAck<E extends LiveEventName> = z.output<LiveEvents[E]['ack']>;
/** The events the kinds and the Q&A add (every event but the core's). */
export type KindEventName = Exclude<LiveEventName, keyof typeof coreEvents>;

/** The channel's events as socket.io types them (the payload as sent, the ack as received). */
export type ClientToServerEvents = ClientEventsOf<LiveEvents>;

/** Why the server refused the connection (a 4xx in the handshake), in the page's language. */
export const liveRefusal = z.object({
  code: z.int(),
  message: z.string(),
});
export type LiveRefusal = z.infer<typeof liveRefusal>;

/**
 * A finished (or running) session's analytics, for the report (GET /sessions/{id}/results): its path and decisions,
 * as the comparison of teams shows them, and the rest.
 */
export const sessionResults = sessionDecisions.extend({
  /** The scenario the session ran (its sessions can be compared: ScenarioDecisions). */
  scenarioId: z.int(),
  scenarioTitle: z.string(),
  answerCount: z.int().min(0),
  polls: z.array(livePollResult),
  /** Mean confidence before and after (closing questions), the change, and how many answered both. */
  confidence: z.object({
    before: z.number().nullable(),
    after: z.number().nullable(),
    delta: z.number().nullable(),
    pairs: z.int().min(0),
  }),
  /** The lobby (slideIndex -1, title ''), then every slide in order, with the pulse signals that arrived meanwhile. */
  pulse: z.array(livePulseSlide),
  /** The boards of the discussion slides, in slide order. */
  boards: z.array(liveBoardResult),
  /** The commitment slides, in slide order: the texts, never an address. */
  commitments: z.array(liveCommitmentResult),
  /** The audience Q&A's questions shown to the room, most voted first, with whether the host answered them. */
  audienceQuestions: z.array(liveQnaQuestion),
  /** The company's retention period deleted the raw answers, posts and commitments: only totals remain. */
  rawDataPurged: z.boolean(),
  /** Team mode: the teams' standings and each poll's and knowledge check's split by team (null or absent: off). */
  teams: sessionTeams.nullable().optional(),
});
export type SessionResults = z.infer<typeof sessionResults>;
