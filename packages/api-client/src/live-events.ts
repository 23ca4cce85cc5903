/**
 * Typed events of the live-session channel (socket.io, path /socket.io), shared by the API server
 * (apps/api/src/live) and the clients (presenter, host controls, participant page).
 *
 * Handshake: `io(origin, { path: '/socket.io', auth })` with one of the `LiveAuth` shapes.
 * The server holds the state; clients render what it sends and ask for changes.
 */

import type { LiveReaction } from '@readyteams/activities/reactions';
import type { components } from './schema';

/**
 * The events a phone or a host sends, each with its payload and its ack, typed from the schemas that the server checks
 * every payload against (the core's and each slide kind's, in @readyteams/activities).
 */
export type {
  ClientToServerEvents,
  LiveAck,
  LiveCommitAck,
  LiveEventName,
  LivePostAck,
  LiveAskAck,
} from '@readyteams/activities/live';

/** The kinds' limits, the server's and the phones' (each kind's zod-free module), and every e-mail field's. */
export { COMMITMENT_MAX } from '@readyteams/activities/commitment';
export {
  LIVE_BOARD_PHONE_MAX,
  LIVE_POST_MAX,
  LIVE_POSTS_PER_QUESTION,
} from '@readyteams/activities/discussion';
export { EMAIL_MAX } from '@readyteams/activities/email';
export {
  LIVE_QNA_PHONE_MAX,
  LIVE_QUESTION_MAX,
  LIVE_QUESTION_SECONDS,
  LIVE_QUESTIONS_PER_PARTICIPANT,
} from '@readyteams/activities/qna';
export { LIVE_REACTIONS, REACTION_EMOJI, type LiveReaction } from '@readyteams/activities/reactions';
export { LIVE_WORD_MAX } from '@readyteams/activities/word-cloud';

/** How a question is answered, derived from the slide on the server (see `questionKind`); word: a word cloud's entry. */
export type LiveQuestionKind = components['schemas']['LiveQuestionKind'];

/** Longest free-text answer, in characters. */
export const LIVE_TEXT_MAX = 500;

export interface LiveQuestion {
  question: string;
  kind: LiveQuestionKind;
  /** Answer labels in order (choice: lettered A, B, C...; scale: the 5 labels, valued 1 to 5). Empty for nps/text. */
  options: string[];
}

/** The contract's slide types (SlideType in openapi.yaml). */
export type LiveSlideType = components['schemas']['SlideType'];

/**
 * A slide as the live views need it (a snapshot taken when the session first goes live): one branch per slide type,
 * told apart by `slideType` (LiveSlide in openapi.yaml). Every branch carries every field; those its type does not
 * use are null or empty.
 */
export type LiveSlide = components['schemas']['LiveSlide'];

/** Branching scenarios: where a decision's option leads (LiveDecisionOption in openapi.yaml). */
export type LiveDecisionOption = components['schemas']['LiveDecisionOption'];

/** The live slide of one type, e.g. `LiveSlideOf<'poll'>`. */
export type LiveSlideOf<T extends LiveSlideType> = Extract<LiveSlide, { slideType: T }>;

export interface LiveVideoState {
  status: 'playing' | 'paused';
  /** Position in seconds when `status` last changed. */
  position: number;
  /** Server time (ms since epoch) of the last change, so a late joiner can compute where playback is. */
  changedAt: number;
  /** Captions on the presenter screen (the host switches them; on by default, kept from one video to the next). */
  captions: boolean;
}

/** Answer value: choice = option index (0-based); scale = 1..5; nps = 0..10; text = up to 500 characters. */
export type LiveAnswerValue = number | string;

/** One option's (or value's, or entry's) results (LiveOptionResult in openapi.yaml). */
export type LiveOptionResult = components['schemas']['LiveOptionResult'];

/** One question's results, by how it is answered (LiveQuestionResult in openapi.yaml). */
export type LiveQuestionResult = components['schemas']['LiveQuestionResult'];

/** The results of a slide the phones answer (LivePollResult in openapi.yaml). */
export type LivePollResult = components['schemas']['LivePollResult'];

export interface LiveConfidence {
  before: number | null;
  after: number | null;
  /** Mean of after minus mean of before (null unless both have answers). */
  delta: number | null;
  /** Participants who answered both. */
  pairs: number;
}

/** A participant's pulse signal to the host: lost ("I'm lost"), too-fast ("Too fast"), break ("Need a break"). */
export type LivePulseKind = components['schemas']['LivePulseKind'];

/** Every pulse signal, in the order the screens show them (the contract's LivePulseKind). */
export const LIVE_PULSE_KINDS: readonly LivePulseKind[] = ['lost', 'too-fast', 'break'];

/** How many of each pulse signal arrived (anonymous). */
export type LivePulseCounts = components['schemas']['LivePulseCounts'];

/** The pulse signals that arrived while a slide (slideIndex -1: the lobby) was current. */
export type LivePulseSlide = components['schemas']['LivePulseSlide'];

/** A discussion post's moderation: visible, hidden (by the host) or held (by the profanity filter). */
export type LivePostStatus = components['schemas']['LivePostStatus'];

/** How a discussion slide's new posts reach the room: as-they-come, or approve-first (the host chooses per slide). */
export type LivePostFeed = components['schemas']['LivePostFeed'];

/** A participant's anonymous contribution to a question of a discussion slide's board. */
export type LivePost = components['schemas']['LivePost'];

/** The board of the current discussion slide (hosts: every post; phones: the visible ones, at most 50). */
export type LiveBoard = components['schemas']['LiveBoard'];

/** A discussion slide's board in the report (posts shown to the room only). */
export type LiveBoardResult = components['schemas']['LiveBoardResult'];

/** A participant's anonymous question of the audience Q&A (session-wide, beside the slides). */
export type LiveQnaQuestion = components['schemas']['LiveQnaQuestion'];

/** The audience Q&A as every screen's state carries it. */
export interface LiveQna {
  /** Phones may ask (the host turns Q&A on; off by default). */
  open: boolean;
  /** New questions wait for the host's approval. */
  moderated: boolean;
  /** The id of the question the presenter shows full-screen (a visible one), else null. */
  spotlight: number | null;
}

/** The questions a screen may see, most voted first: hosts every one (tally), phones the visible ones, at most 50. */
export interface LiveQnaBoard {
  /** The questions this screen may see, including those beyond the list. */
  questionCount: number;
  questions: LiveQnaQuestion[];
}

/** GET /sessions/{id}/results and the report. */
export interface SessionResults {
  sessionId: string;
  pin: string;
  /** The scenario the session ran. */
  scenarioId: number;
  scenarioTitle: string;
  isPractice: boolean;
  createdAt: string;
  completedAt: string | null;
  participantCount: number;
  answerCount: number;
  polls: LivePollResult[];
  confidence: LiveConfidence;
  /** The pulse timeline: the lobby, then every slide in order, with the signals that arrived while it was current. */
  pulse: LivePulseSlide[];
  /** The boards of the discussion slides, in slide order. */
  boards: LiveBoardResult[];
  /** The slides the session showed, in order (a branching scenario's path). */
  path: number[];
  /** The decisions the session made, in order. */
  decisions: LiveDecisionResult[];
  /** The commitment slides, in slide order: the texts, never an address. */
  commitments: LiveCommitmentResult[];
  /** The audience Q&A's questions shown to the room, most voted first, with whether the host answered them. */
  audienceQuestions: LiveQnaQuestion[];
  /** The company's retention period deleted the raw answers, posts and commitments: only totals remain. */
  rawDataPurged: boolean;
  /** Team mode: the teams' standings and each poll's and knowledge check's split by team (null or absent: off). */
  teams?: SessionTeams | null;
}

/** Team mode in the report (SessionTeams in openapi.yaml). */
export type SessionTeams = components['schemas']['SessionTeams'];
/** A team's standing (LiveTeamStanding in openapi.yaml): never a participant's. */
export type LiveTeamStanding = components['schemas']['LiveTeamStanding'];

/** A team: its index, name, colour and the text colour readable on it. */
export interface LiveTeam {
  index: number;
  name: string;
  color: string;
  textColor: string;
}

/** Team mode on every screen (issue 35). */
export interface LiveTeams {
  assign: 'choose' | 'round-robin';
  /** Grows when the host changes the teams: a phone asks its team again (`my-team`). */
  revision: number;
  teams: LiveTeam[];
  /** While the host shows the team standings: every team, best first (null: not shown). */
  standings: LiveTeamStanding[] | null;
}

/** A commitment slide in the report. */
export type LiveCommitmentResult = components['schemas']['LiveCommitmentResult'];

/** A decision a session made, in its report: the room's vote and whether the host followed it. */
export type LiveDecisionResult = components['schemas']['LiveDecisionResult'];

/** Answer counts per question, pushed to hosts (presenter + host controls) at most 4 times a second. */
export interface LiveTally {
  participantCount: number;
  connectedCount: number;
  /** Key `${slideIndex}:${questionIndex}` -> number of participants who answered. */
  answerCounts: Record<string, number>;
  /** Participants who answered at least one question of the current slide. */
  currentSlideAnswered: number;
  /**
   * Full results of every slide the phones answer, except the polls fewer participants answered than their
   * revealThreshold (hosts only; the presenter shows them on poll-results slides, and on the poll slide of a poll
   * whose revealMode is 'threshold').
   */
  polls: LivePollResult[];
  /** The pulse signals of the last 2 minutes (host controls only; the presenter never shows them). */
  pulse: LivePulseCounts;
  /** The board of the current slide when it is a discussion slide (every post, with its status), else null. */
  board: LiveBoard | null;
  /** The audience Q&A's every question, with its status, most voted first. */
  qna: LiveQnaBoard;
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

/** The branding the host's company set for its sessions (GET /companies/{id}/branding, with the company's name). */
export interface LiveBranding {
  /** The logo's text alternative. */
  companyName: string;
  logoUrl: string | null;
  /** `#rrggbb`, readable as text on the stage (at least 4.5:1); null for the default theme's. */
  primaryColor: string | null;
  secondaryColor: string | null;
  stage: 'light' | 'dark';
}

export interface LiveState {
  /** Grows with every change of slide, video or lifecycle: a client keeps the state with the highest version. */
  version: number;
  sessionId: string;
  pin: string;
  scenarioTitle: string;
  isPractice: boolean;
  /** -1 = lobby (before the first slide). */
  currentSlide: number;
  slideCount: number;
  /** Hosts only: every slide with its script (participants get []). */
  slides: LiveSlide[];
  video: LiveVideoState;
  /** Hosts only: the words hidden from word clouds, `${slideIndex}:${word lower-cased}` (participants get []). */
  hiddenWords: string[];
  /** Server time (ms since epoch) the current slide was shown (null in the lobby): the host's pacing and countdowns. */
  slideStartedAt: number | null;
  /** Server time the first slide was shown: the session clock (null while in the lobby at the start). */
  startedAt: number | null;
  ended: boolean;
  /** The current slide (null in the lobby); participants get it without the script. */
  slide: LiveSlide | null;
  /**
   * Results of the referenced poll while the current slide is poll-results (null otherwise, and while fewer
   * participants answered the poll than its revealThreshold).
   */
  results: LivePollResult | null;
  /** While the current slide reveals a poll fewer participants answered than its threshold: that threshold (else null). */
  waitingForAnswers: number | null;
  /** Branching: the decisions made so far, in the order they were made. */
  decisions: LiveDecision[];
  /** Branching: the decision slides whose vote split the host revealed on the presenter. */
  revealedDecisions: number[];
  /** Branching: while the presenter shows the road not taken of a decision, that decision's slide index (else null). */
  roadNotTaken: number | null;
  /** Whether phones may send reactions (the host turns them off for the session; on by default). */
  reactionsAllowed: boolean;
  /** The audience Q&A: on or off, approve first or not, the question on the presenter. */
  qna: LiveQna;
  /** The company's branding, when its admin set any: the presenter and the phones theme themselves with it. */
  branding?: LiveBranding;
  /** Team mode (issue 35): the teams, how phones get one, the standings while shown; null or absent: off. */
  teams?: LiveTeams | null;
  /** Participant only, on connect: this participant's answers, key `${slideIndex}:${questionIndex}`. */
  myAnswers?: Record<string, LiveAnswerValue>;
  /** Participant only, on connect: their posts on the session's boards (with their status), oldest first. */
  myPosts?: LivePost[];
  /** Participant only, on connect: the ids of the posts they upvoted. */
  myVotes?: number[];
  /** Participant only, on connect: their commitments (whether an address is kept for the reminder, never the address). */
  myCommitments?: LiveMyCommitment[];
  /** Participant only, on connect: their team's index (null: none yet, or team mode is off). */
  myTeam?: number | null;
  /** Participant only, on connect: their Q&A questions (with their status), oldest first. */
  myQuestions?: LiveQnaQuestion[];
  /** Participant only, on connect: the ids of the Q&A questions they upvoted. */
  myQuestionVotes?: number[];
}

/**
 * The reactions that arrived since the last burst (hosts only; the presenter floats them), at most 4 times a second
 * per session and process: how many of each (absent: none).
 */
export interface LiveReactions {
  counts: Partial<Record<LiveReaction, number>>;
}

/** A participant's own commitment, as their phone shows it. */
export interface LiveMyCommitment {
  slideIndex: number;
  text: string;
  /** An address is kept for the one follow-up reminder. */
  reminder: boolean;
}

export type LiveAuth = (
  | { role: 'participant'; pin: string; participantToken: string }
  /** Presenter screen and host controls: the host's JWT (signed in) or the host key from the QR code. */
  | { role: 'host'; pin: string; accessToken?: string; hostKey?: string; view?: 'presenter' | 'controls' }
) & {
  /** The page's language (`es`, `fr`...): the server's refusals come back in it (English when it speaks none). */
  locale?: string;
};

export interface ServerToClientEvents {
  /** Whole state: on connect and whenever the slide, video or lifecycle changes. */
  state: (state: LiveState) => void;
  /** Hosts only, throttled per session (at most 4 per second). */
  tally: (tally: LiveTally) => void;
  /**
   * Participants only: the current discussion slide's board (visible posts, most voted first, at most 50), on
   * connect and after it changed, at most 4 times a second. Hosts get it in the tally.
   */
  board: (board: LiveBoard) => void;
  /**
   * Participants only, while Q&A is on: its visible questions (most voted first, at most 50), on connect, when the
   * host turns it on and after they changed, at most 4 times a second. Hosts get every question in the tally.
   */
  questions: (questions: LiveQnaBoard) => void;
  /** Hosts only: the phones' reactions since the last burst (never stored), at most 4 times a second. */
  reactions: (reactions: LiveReactions) => void;
}

/** Key of an answer or count: `${slideIndex}:${questionIndex}`. */
export const answerKey = (slideIndex: number, questionIndex: number) => `${slideIndex}:${questionIndex}`;

/** 'A', 'B', ... 'Z', 'AA'... */
export const optionLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : optionLetter(Math.floor(index / 26) - 1) + optionLetter(index % 26);
