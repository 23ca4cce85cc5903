/**
 * What the server knows about one slide type, in one file per type (video.ts, poll.ts, ...), gathered by the
 * exhaustive registry in index.ts. Adding a type: docs/adding-a-slide-type.md.
 */
import type { components } from '@readyteams/api-client';
import type {
  KindEventName,
  KindEventsOf,
  LiveEventAck,
  LiveEventPayload,
} from '@readyteams/activities/live';
import type {
  LiveAnswerValue,
  LivePollResult,
  LiveQuestion,
  LiveSlide,
  LiveSlideOf,
  LiveState,
  LiveTally,
  SessionResults,
} from '@readyteams/api-client/live-events';
import type { SQL } from 'drizzle-orm';
import type { RedisClientType } from 'redis';
import type { Handlers } from '../context.js';
import type { SlideProps } from '../db/schema.js';
import type { FieldErrors } from '../errors.js';
import type { KindMessages, ServerLocale, ServerMessageId } from '../i18n/index.js';
import type { AnswerCount, HiddenWords } from '../live/analytics.js';
import type { FanOut } from '../live/fan-out.js';
import type { PayloadRefusals } from '../live/payload.js';
import type { LiveSocket, Log } from '../live/socket.js';
import type { TemplateSlideOf } from '../seed/template.js';
import type { LiveDb, LiveSessionRecord, LiveStore } from '../live/store.js';
import type { Rule } from '../validation.js';

type Schemas = components['schemas'];
type LiveSlidePath = Schemas['LiveSlidePath'];
/** The contract's list of slide types (SlideType in openapi.yaml). */
export type SlideType = Schemas['SlideType'];
/** A slide as sent (SlideWrite), narrowed to one type. */
export type SlideWriteOf<T extends SlideType> = Extract<Schemas['SlideWrite'], { slideType: T }>;
export type SlideWrite = Schemas['SlideWrite'];

/** A decision's option as stored: rejoinAt is the position of the main-line slide its path rejoins (null: the end). */
export interface DecisionOptionColumns {
  label: string;
  rejoinAt: number | null;
}

/** A slide's own fields as stored (the slides table's `props`), named as the read form names them. */
export type { SlideProps } from '../db/schema.js';

/** A question row as stored: discussion questions are text only; poll questions carry type, layout and answers. */
export interface QuestionColumns {
  question: string;
  type: string | null;
  layoutType: string | null;
  answers: { option: string; answer: string }[] | null;
}

/**
 * A slide as the live module snapshots it from the library tables (see live/store.ts): its common fields and its
 * kind's own (`props`, as stored: each kind reads its own with `str`, `num` and `bool`).
 */
export interface StoredSlide {
  title: string | null;
  slideType: string;
  script: string | null;
  questions: unknown[];
  suggestedSeconds: number | null;
  pathOption: number | null;
  props: SlideProps;
}

/**
 * Where a live slide sits in its scenario (see toLiveSlides in index.ts): its index, and for every slide of the list
 * the decision and option whose path holds it (null on the main line).
 */
export interface LiveContext {
  index: number;
  paths: readonly (LiveSlidePath | null)[];
}

/** The fields of a live slide of type T (its branch of LiveSlide) that depend on the type: the common ones and its own. */
export type LiveFields<T extends SlideType> = Pick<
  LiveSlideOf<T>,
  'type' | 'videoUrl' | 'captionsUrl' | 'questions' | 'pollTitle'
> &
  Omit<LiveSlideOf<T>, keyof Schemas['LiveSlideFields'] | 'slideType'>;

/** What the server knows about a kind: when its schema adds events, the live part that answers them. */
export type SlideKind<T extends SlideType> = SlideKindParts<T> &
  ([KindEventsOf<T>] extends [never]
    ? { live?(core: LiveCore): KindLive<T> }
    : { live(core: LiveCore): KindLive<T> });

interface SlideKindParts<T extends SlideType> {
  /**
   * Its own messages (`kind.<type>.<name>`, its folder's messages.ts), in every language the server speaks: added to
   * the server catalogue by index.ts, so its rules and events raise them by id like the catalogue's.
   */
  messages?: KindMessages;
  /** Messages (the specification's) of the common fields' rules that depend on the type. */
  rules: { title?: Rule; script?: Rule; videoUrl?: Rule };
  /** Messages of the type's own fields' rules, by field name (checked as `slides.*.field`). */
  fieldRules?: Record<string, Rule>;
  /** Rules over the whole list of slides (e.g. one poll-results slide per poll), as errors keyed `slides.N.field`. */
  listErrors?(slides: readonly SlideWrite[]): FieldErrors;
  /** Its own fields as stored for a sent slide (`props`); fields of other types are dropped. */
  props(slide: SlideWriteOf<T>): SlideProps;
  /** Its read form's own fields from what is stored (absent: as stored). */
  read?(props: SlideProps): SlideProps;
  /** The question rows stored with the slide, in order. */
  questions(slide: SlideWriteOf<T>): QuestionColumns[];
  /** How the slide appears in a live session (its place in the list: `context`). */
  toLive(slide: StoredSlide, context: LiveContext): LiveFields<T>;
  /**
   * Phones answer its questions: the value to store for an answer, or null when it is not valid (the phone is told
   * "That answer is not valid."); a kind whose refusal needs its own words throws `badRequest(message)` instead, and
   * the phone gets that message (the points' "adding up to exactly 100"). Absent: no answers.
   */
  validAnswer?(question: LiveQuestion, value: unknown): LiveAnswerValue | null;
  /**
   * How one of its answers reads in the CSV's answer column (absent: as the core reads it, see answerLabel in
   * live/analytics.ts): for a question kind of its own. Given its slide as the hosts get it (a knowledge check's correct
   * options).
   */
  answerLabel?(question: LiveQuestion, value: unknown, slide: LiveSlide): string;
  /** Its results from the counted answers (absent: each question's results, see live/analytics.ts). */
  results?(slide: LiveSlide, rows: AnswerCount[], hidden: HiddenWords): LivePollResult;
  /** The slide whose results the presenter reveals while this one is shown (absent: none). */
  reveals?(slides: readonly LiveSlide[], slide: LiveSlide): LiveSlide | null;
  /** The fewest participants who must have answered it before its results show live (absent: no threshold). */
  revealThreshold?(slide: LiveSlideOf<T>): number;

  // What it adds to a live session beyond answers (the live module never names a type: it runs these).

  /**
   * Phones make records of it other than answers (commitments): per slide index (`slide_index`), how many
   * participants made one (`count`), as a query over the session's records. The hosts count them as answers to the
   * slide's one question, and a threshold as participants who answered.
   */
  answeredBy?(sessionId: string): SQL;
  /**
   * Its current slide may stop taking answers (a time limit, a reveal): a condition over the answer being stored, `x`
   * (its `session_id` and `slide_index`), and its session's `live_session_state` row, `st` (the slide snapshot in
   * `st.slides`), that holds once its slide takes no more. The statement that stores answers checks it, so no answer
   * is stored after the slide closed, however close the two come, on any process. Its live part's `closed` words the
   * refusal.
   */
  answersClosed?: SQL;
  /** What a participant's connection gets back of their records of it (rejoin), by the state's key. */
  rejoin?: Rejoin;
  /** Its part of the session's results (SessionResults), from its own slides (in order; none is still a part). */
  report?(slides: LiveSlideOf<T>[], context: ReportContext): Promise<Partial<SessionResults>>;
  /**
   * Its answers score each participant (the knowledge check's points): every participant's scored answers to its
   * slides among `slides` whose scores the room may see now (a check once revealed). Team mode averages them.
   */
  scores?(db: LiveDb, sessionId: string, slides: readonly LiveSlide[]): Promise<AnswerScore[]>;
  /** Its rows of the CSV beside the answers' (posts, commitments). */
  csvRows?(db: LiveDb, sessionId: string): Promise<CsvRow[]>;
  /** Its own REST operations of the contract (the decisions' comparison of sessions). */
  routes?(store: LiveStore): Handlers;

  /**
   * Its slide in the seeded demo scenarios of the activity template (seed/template.ts): after the discussion board,
   * before the closing poll, in the registry's order (absent: none).
   */
  demo?(template: DemoContext): TemplateSlideOf<T>;
}

/** What the activity template lends a kind's demo slide. */
export interface DemoContext {
  /** The fewest participants who must have answered before the template's activities show results live. */
  revealThreshold: number;
}

/** The keys of the state a participant's connection gets its own records back in (myPosts, myCommitments...). */
export type RejoinKey = Exclude<Extract<keyof LiveState, `my${string}`>, 'myAnswers' | 'myTeam'>;
/** Per key: the participant's records as a JSON column of the handshake's one query, and how to read it. */
export type Rejoin = {
  [K in RejoinKey]?: { column(participantId: SQL): SQL; read(value: unknown): NonNullable<LiveState[K]> };
};

export interface ReportContext {
  db: LiveDb;
  store: LiveStore;
  record: LiveSessionRecord;
  /** Every answered slide's results (the report's `polls`). */
  polls: LivePollResult[];
}

/** One participant's scored answer to a slide (a kind's `scores`). */
export interface AnswerScore {
  participantId: string;
  slideIndex: number;
  correct: boolean;
  points: number;
}

/** A CSV row of a kind's records: the participant's number, where it belongs, and the answer and value columns. */
export interface CsvRow {
  participant: number;
  slideIndex: number;
  questionIndex: number;
  answer: string;
  value: string | number;
  at: unknown;
  /** A record of no slide (slideIndex -1: the Q&A's questions): what its poll and question columns read instead. */
  place?: { poll: string; question: string };
}

/** Who sent an event: their session, the participant (null: a host), the language of their refusals. */
export interface Sender {
  sessionId: string;
  participantId: string | null;
  locale: ServerLocale;
}

/**
 * How a kind answers one of its events (its schema, in @readyteams/activities, says who sends it and types its payload
 * and ack; the live module checks the payload against it before `handle`).
 */
export interface KindEvent<E extends KindEventName> {
  /** The other role is refused with `otherRole` (forbidden), or not answered without one. */
  otherRole?: ServerMessageId;
  /** The refusal of a payload the schema rejects, by the field at fault (the first field's: no payload at all). */
  invalid: PayloadRefusals<E>;
  /** Answers it (the ack), refusing as every handler of the server does: by throwing the errors of errors.ts. */
  handle(sender: Sender, payload: LiveEventPayload<E>): Promise<LiveEventAck<E>>;
}

/** What the live module lends a kind's live part. */
export interface LiveCore {
  store: LiveStore;
  fanOut: FanOut;
  redis: RedisClientType | null;
  /** The least time between two pushes of one session's tally (and of what a kind throttles alike). */
  intervalMs: number;
  log: Log;
  /** Follow-up addresses one session keeps from one source address (default 5, FOLLOW_UP_ADDRESSES_PER_SOURCE). */
  addressesPerSource?: number;
  scheduleTally(sessionId: string): void;
  /** Sends the session's state to its hosts and, unless only theirs changed (`hosts`), to its phones. */
  broadcastState(sessionId: string, to?: 'everyone' | 'hosts'): Promise<void>;
  /** The session shows another slide (a decision goes down its path): the kinds' `shown`. */
  slideChanged(sessionId: string, slide: LiveSlide | undefined): void;
}

/**
 * A kind's part of the live channel (its events, what it adds to the tally and to a phone's greeting), made once per
 * server: it answers every event its schema adds, and no other.
 */
export interface KindLive<T extends SlideType = SlideType> {
  events: { [E in KindEventsOf<T>]: KindEvent<E> };
  /** With one of its slides current: what the hosts' tally adds (the discussion's board). */
  tally?(sessionId: string, slide: LiveSlide): Promise<Partial<LiveTally>>;
  /** A phone connected with one of its slides current: what it gets after the state (the board). */
  greet?(socket: LiveSocket, sessionId: string, slide: LiveSlide): Promise<void>;
  /** One of its slides became current. */
  shown?(sessionId: string, slide: LiveSlide): void;
  /**
   * What a screen of `role` gets of one of its slides while it is current (the state's `slide`), from the session's
   * records (a knowledge check's reveal and time limit); absent: the slide as it is, without its script on a phone.
   * Given the slide as that role gets it.
   */
  current?(role: 'host' | 'participant', sessionId: string, slide: LiveSlide): Promise<LiveSlide>;
  /**
   * Why its slide took no answer just now (a time limit passed, the host revealed it): the refusal, in its words, of an
   * answer its `answersClosed` kept out (null: it takes answers; the host moved on).
   */
  closed?(sessionId: string, slide: LiveSlide): Promise<ServerMessageId | null>;
  close?(): void;
}

/** The events the session-wide modules add (the Q&A's): every event that is neither the core's nor a slide kind's. */
export type ModuleEventName = Exclude<KindEventName, KindEventsOf<SlideType>>;

/**
 * A session-wide module beside the slide kinds (the audience Q&A, src/qna/): not tied to a slide, so the live module
 * runs its parts at any time of the session. kinds.ts composes it with the kinds.
 */
export interface SessionModule {
  /** Its own messages, added to the server catalogue like a kind's. */
  messages?: KindMessages;
  /** What a participant's connection gets back of their records of it (rejoin), by the state's key. */
  rejoin?: Rejoin;
  /** Its part of the session's results. */
  report?(context: ReportContext): Promise<Partial<SessionResults>>;
  /** Its rows of the CSV beside the answers'. */
  csvRows?(db: LiveDb, sessionId: string): Promise<CsvRow[]>;
  live(core: LiveCore): ModuleLive;
}

/** A session-wide module's part of the live channel, made once per server. */
export interface ModuleLive {
  events: { [E in ModuleEventName]?: KindEvent<E> };
  /** Its part of every screen's state of the session. */
  state(sessionId: string): Promise<Partial<LiveState>>;
  /** What the hosts' tally adds, whatever the slide. */
  tally(sessionId: string): Promise<Partial<LiveTally>>;
  /** A phone connected: what it gets after the state. */
  greet?(socket: LiveSocket, sessionId: string): Promise<void>;
  close?(): void;
}

/** The live slide at `index` when it is of `type` (a kind's events name their slide by index). */
export const liveSlideOf = <T extends SlideType>(
  slides: readonly LiveSlide[] | null | undefined,
  index: number,
  type: T,
): LiveSlideOf<T> | undefined => {
  const slide = Number.isInteger(index) ? slides?.[index] : undefined;
  return slide?.slideType === type ? (slide as LiveSlideOf<T>) : undefined;
};

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
export const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
export const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
