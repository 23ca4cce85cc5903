// Local shapes of the live channel's data (packages/api-client/src/live-events.ts, openapi.yaml LiveSlide and
// friends). The ui package stays data-agnostic and never imports the client: these list what the live views show,
// and the app passing the client's objects in is what checks that the two agree (a slide type the contract has and
// the views' registry lacks is a type error there).
import type { SlideType } from '../views/slides';

/** How a question is answered; word: an entry of a word cloud (a word or two). */
export type LiveQuestionKind = 'choice' | 'scale' | 'nps' | 'text' | 'word';

export interface LiveQuestion {
  question: string;
  kind: LiveQuestionKind;
  /** Answer labels in order (choice: lettered A, B, C...; scale: the 5 labels, valued 1 to 5). Empty otherwise. */
  options: string[];
}

interface LiveSlideFields {
  index: number;
  title: string;
  /** Polls: 'scenario' or 'closing question'. */
  type: string | null;
  videoUrl: string | null;
  captionsUrl?: string | null;
  /** Facilitator guide; only sent to hosts. */
  script: string | null;
  questions: LiveQuestion[];
  /** Poll-results: the title of the poll whose results it reveals. */
  pollTitle: string | null;
  /** How long the facilitator means to spend on the slide, in seconds (null: no suggestion). */
  suggestedSeconds?: number | null;
  /** Branching: the decision (its index) and option whose consequence path holds the slide; null on the main line. */
  path?: LiveSlidePath | null;
}

/** Branching: where a path slide belongs, the decision's slide index and the option (0-based). */
export interface LiveSlidePath {
  decision: number;
  option: number;
}

/** Branching: where an option of a decision leads. */
export interface LiveDecisionOption {
  label: string;
  /** The index of the first slide of the option's path. */
  firstSlide: number;
  /** The index of the main-line slide the path rejoins (null: the path ends the scenario). */
  rejoinAt: number | null;
}

/** Decision slides: `questions` holds one choice question (the title, the options' labels) the phones vote on. */
interface LiveDecisionFields {
  options: LiveDecisionOption[];
  /** After the chosen path, the host may show what the other options would have led to. */
  showRoadNotTaken: boolean;
}

/** Poll slides: when their results may show (the server withholds them below the threshold). */
interface LivePollFields {
  /** host: on the poll-results slide the host shows; threshold: also on the presenter's poll slide, live. */
  revealMode: 'host' | 'threshold';
  /** Results never show while fewer participants than this have answered the poll. */
  revealThreshold: number;
  /** Whether the presenter shows how many participants have answered. */
  showAnswerCount: boolean;
}

/** The fields a slide type adds to the common ones. */
type OwnFields<T extends SlideType> = T extends 'poll'
  ? LivePollFields
  : T extends 'decision'
    ? LiveDecisionFields
    : unknown;

/** A live slide of one type. */
export type LiveSlideOf<T extends SlideType> = LiveSlideFields & { slideType: T } & OwnFields<T>;

/** A live slide: one of the types the views know, told apart by `slideType`. */
export type LiveSlide = { [T in SlideType]: LiveSlideOf<T> }[SlideType];

export interface LiveVideoState {
  status: 'playing' | 'paused';
  /** Position in seconds when `status` last changed. */
  position: number;
  /** Server time (ms since epoch) of the last change. */
  changedAt: number;
  captions: boolean;
}

/** choice = option index (0-based); scale = 1..5; nps = 0..10; text = the words. */
export type LiveAnswerValue = number | string;

export interface LiveQuestionResult {
  slideIndex: number;
  questionIndex: number;
  question: string;
  kind: LiveQuestionKind;
  answerCount: number;
  /** choice/scale/nps: each option or value; word: each distinct entry (key: lower-cased), most entered first. */
  options: Array<{ label: string; key: string; count: number; percent: number }>;
  mean: number | null;
  nps: number | null;
  texts: string[];
}

export interface LivePollResult {
  slideIndex: number;
  title: string;
  type: string | null;
  questions: LiveQuestionResult[];
}

/** A participant's pulse signal to the host: "I'm lost", "Too fast", "Need a break". */
export type LivePulseKind = 'lost' | 'too-fast' | 'break';

/** How many of each pulse signal arrived (anonymous). */
export type LivePulseCounts = Record<LivePulseKind, number>;

/** A discussion post's moderation: visible, hidden (by the host) or held (by the profanity filter until the host shows it). */
export type LivePostStatus = 'visible' | 'hidden' | 'held';

/** A participant's anonymous contribution to a question of a discussion slide's board (never a name). */
export interface LivePost {
  id: number;
  slideIndex: number;
  /** The discussion question it answers (0-based). */
  questionIndex: number;
  /** Up to 280 characters. */
  text: string;
  /** Participants who upvoted it (one vote each, changeable). */
  votes: number;
  /** Chosen by the host for the presenter screen. */
  highlighted: boolean;
  status: LivePostStatus;
  /** Server time it was posted (ms since epoch). */
  createdAt: number;
}

/**
 * The board of a discussion slide, most voted first (then oldest first). Hosts get every post; phones the visible
 * ones only, at most 50.
 */
export interface LiveBoard {
  slideIndex: number;
  /** Whether participants may post (the host turns posting off per slide). */
  postingOpen: boolean;
  /** The posts of the board this screen may see, including those beyond the list. */
  postCount: number;
  posts: LivePost[];
}

/** A discussion slide's board in the report: the posts shown to the room (not the hidden or held ones). */
export interface LiveBoardResult {
  slideIndex: number;
  title: string;
  /** The slide's discussion questions (a post's questionIndex points here). */
  questions: string[];
  /** Upvotes on the shown posts. */
  voteCount: number;
  posts: LivePost[];
}

/** Where an ask of the participant's ends: stored, or refused with the server's message. */
export type LiveAckResult = { ok: true } | { ok: false; message: string };

/** A participant's part in the boards of discussion slides. */
export interface ParticipantBoard {
  /** The current discussion slide's board as the phones see it (null until it arrives). */
  board: LiveBoard | null;
  /** This participant's posts in the session (any status), oldest first. */
  myPosts: LivePost[];
  /** Ids of the posts this participant upvoted. */
  myVotes: number[];
  /** Resolves with the server's ack once stored (or its refusal message). */
  onPost(slideIndex: number, questionIndex: number, text: string): Promise<LiveAckResult>;
  onVote(postId: number, up: boolean): Promise<LiveAckResult>;
}

/** A participant's own commitment, as their phone shows it (never the address). */
export interface LiveMyCommitment {
  slideIndex: number;
  text: string;
  /** An address is kept for the one follow-up reminder. */
  reminder: boolean;
}

/** Where a commitment ends: stored (with the commitment as kept), or refused with the server's message. */
export type LiveCommitAck = { ok: true; commitment: LiveMyCommitment } | { ok: false; message: string };

/** A participant's part in the commitment slides. */
export interface ParticipantCommitments {
  /** This participant's commitments in the session. */
  mine: LiveMyCommitment[];
  /**
   * Commit to a commitment slide, with an address for the one reminder or none (null); committing again replaces
   * both. Resolves with the server's ack once stored (or its refusal message).
   */
  onCommit(slideIndex: number, text: string, email: string | null): Promise<LiveCommitAck>;
}

export interface LiveTally {
  participantCount: number;
  connectedCount: number;
  /** Key `${slideIndex}:${questionIndex}` -> number of participants who answered. */
  answerCounts: Record<string, number>;
  currentSlideAnswered: number;
  /** The results of every slide the phones answer, live (hosts only), but a poll's only once its threshold is reached. */
  polls: LivePollResult[];
  /** The pulse signals of the last 2 minutes: the host controls show them, the presenter never does. */
  pulse: LivePulseCounts;
  /** The board of the current slide when it is a discussion slide (every post, with its status), else null. */
  board: LiveBoard | null;
}

/** A decision the session made: the room's vote and the option the host took (followed: the room's majority). */
export interface LiveDecision {
  /** The decision slide. */
  slideIndex: number;
  /** Votes per option, in the options' order, when the host decided. */
  votes: number[];
  /** The option taken. */
  option: number;
  /** Whether it was the room's majority (false: the host overrode the room, or picked on a tie). */
  followed: boolean;
  /** Whether the room was tied between the most voted options. */
  tie: boolean;
}

export interface LiveState {
  pin: string;
  scenarioTitle: string;
  isPractice: boolean;
  /** -1 = lobby (before the first slide). */
  currentSlide: number;
  slideCount: number;
  /** Hosts only: every slide with its script. */
  slides: LiveSlide[];
  video: LiveVideoState;
  /** Hosts only: the words hidden from word clouds, `${slideIndex}:${word lower-cased}`. */
  hiddenWords: string[];
  /** Server time (ms) the current slide was shown (null in the lobby), and the first slide (the session clock). */
  slideStartedAt: number | null;
  startedAt: number | null;
  ended: boolean;
  /** The current slide (null in the lobby). */
  slide: LiveSlide | null;
  /** Results of the referenced poll while the current slide is poll-results (and enough have answered it). */
  results: LivePollResult | null;
  /** While the current slide reveals a poll fewer participants answered than its threshold: that threshold. */
  waitingForAnswers: number | null;
  /** Branching: the decisions made so far, in the order they were made. */
  decisions: LiveDecision[];
  /** Branching: the decision slides whose vote split the host revealed on the presenter. */
  revealedDecisions: number[];
  /** Branching: while the presenter shows the road not taken of a decision, that decision's slide index (else null). */
  roadNotTaken: number | null;
  /** Participant only, on connect: their posts on the session's boards (with their status), oldest first. */
  myPosts?: LivePost[];
  /** Participant only, on connect: the ids of the posts they upvoted. */
  myVotes?: number[];
  /** Participant only, on connect: their commitments (whether an address is kept for the reminder, never the address). */
  myCommitments?: LiveMyCommitment[];
}

/** A decision a session made, in its report: with the decision's title and its options' labels. */
export interface LiveDecisionResult extends LiveDecision {
  title: string;
  /** The options' labels, in order (`votes` and `option` point here). */
  options: string[];
}

/** A finished (or running) session's analytics, for the report. */
export interface SessionResults {
  sessionId: string;
  pin: string;
  /** The scenario the session ran (its sessions can be compared: ScenarioDecisions). */
  scenarioId: number;
  scenarioTitle: string;
  completedAt: string | null;
  participantCount: number;
  answerCount: number;
  polls: LivePollResult[];
  /** Mean confidence before and after (closing questions), the change, and how many answered both. */
  confidence: { before: number | null; after: number | null; delta: number | null; pairs: number };
  /** The lobby (slideIndex -1, title ''), then every slide in order, with the pulse signals that arrived meanwhile. */
  pulse: Array<{ slideIndex: number; title: string; counts: LivePulseCounts }>;
  /** The boards of the discussion slides, in slide order. */
  boards: LiveBoardResult[];
  /** The slides the session showed (their indexes), in the order it showed them (a branching scenario's path). */
  path: number[];
  /** The decisions the session made, in the order it made them (empty: a scenario without decisions). */
  decisions: LiveDecisionResult[];
  /** The commitment slides, in slide order: the texts, never an address. */
  commitments: LiveCommitmentResult[];
  /** The company's retention period deleted the raw answers, posts and commitments: only totals remain. */
  rawDataPurged: boolean;
}

/** A commitment slide in the report. */
export interface LiveCommitmentResult {
  slideIndex: number;
  prompt: string;
  /** Participants who committed. */
  count: number;
  /** Of them, how many left an address for the follow-up (the addresses are never shown). */
  withReminder: number;
  /** The commitments, oldest first (empty once purged). */
  texts: string[];
}

/** One session of a scenario, in the comparison of teams: its path and decisions. */
export interface SessionDecisions {
  sessionId: string;
  pin: string;
  isPractice: boolean;
  createdAt: string;
  completedAt: string | null;
  participantCount: number;
  path: number[];
  decisions: LiveDecisionResult[];
}

/** The sessions (teams) of a scenario the viewer may read, newest first, to compare their choices. */
export interface ScenarioDecisions {
  scenarioId: number;
  sessions: SessionDecisions[];
}

export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** Why the server refused the connection (a 4xx in the handshake). */
export interface LiveRefusal {
  code: number;
  message: string;
}

/** Where a participant's answer is on its way to the server. */
export type SaveStatus = { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

/** Where a participant's last pulse signal is on its way to the host. */
export type PulseStatus = { kind: LivePulseKind } & SaveStatus;

/** What the host's video buttons ask for. */
export type VideoAction = 'play' | 'pause' | 'restart' | 'captions-on' | 'captions-off';
