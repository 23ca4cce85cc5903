// Local shapes of the impact report (openapi.yaml ImpactReport and its parts, GET /reports/impact). The ui package
// stays data-agnostic and never imports the client: the app passing the client's report in is what checks that the
// two agree.
import type { CheckInAnswerValue } from '../views/check-in-answers';

/** Who and what the report covers. */
export interface ImpactScope {
  /** Null for an operator admin's report over every company. */
  companyName: string | null;
  /** yyyy-MM-dd, or null for no bound. */
  from: string | null;
  to: string | null;
  sessionId: string | null;
  scenarioId: number | null;
  /** With scenarioId or sessionId, the scenario's title. */
  scenarioTitle: string | null;
  /** With a playlist's scope: the playlist's title. */
  playlistTitle?: string;
  sessionCount: number;
  participantCount: number;
  /** Operator admins' reports leave out sessions, commitment texts and comments. */
  aggregatesOnly: boolean;
  generatedAt: string;
}

/** A closing poll's five-point scale question, over every session in scope. */
export interface ImpactScale {
  question: string;
  /** The five labels, valued 1 to 5. */
  labels: string[];
  count: number;
  mean: number | null;
  /** Answers valued 1 to 5, in that order. */
  distribution: number[];
}

export interface ImpactNps {
  count: number;
  /** -100 to 100, null without answers. */
  score: number | null;
  promoters: number;
  passives: number;
  detractors: number;
  /** Answers 0 to 10, in that order. */
  distribution: number[];
}

/** Confidence before and after, both asked at the end of the session. */
export interface ImpactConfidence {
  label: 'retrospective self-rating';
  /** Participants who answered both questions. */
  pairs: number;
  before: number | null;
  after: number | null;
  meanDelta: number | null;
  /** How many participants changed by each step, -4 to 4 in that order (9 entries). */
  deltas: number[];
}

export interface ImpactTheme {
  theme: string;
  count: number;
}

export interface ImpactCommitments {
  count: number;
  /** How many left an address for the follow-up. */
  withReminder: number;
  /** Empty for aggregates only and for sessions past their retention period. */
  texts: string[];
  themes: ImpactTheme[];
}

export interface ImpactFollowUp {
  sent: number;
  /** Addresses whose follow-up is not due or not sent yet. */
  pending: number;
  answered: number;
  /** Answered check-ins per sent e-mail, in percent (null before any is sent). */
  responseRate: number | null;
  /** Of the answers, the share that put it into practice (partly or yes), in percent. */
  applied: number | null;
  answers: Record<CheckInAnswerValue, number>;
  /** Empty for aggregates only. */
  comments: string[];
}

/** The figures compared between sessions (teams) and scenarios. */
export interface ImpactFigures {
  participantCount: number;
  nps: number | null;
  confidenceDelta: number | null;
  commitmentCount: number;
  responseRate: number | null;
  applied: number | null;
}

export interface ImpactSessionRow extends ImpactFigures {
  sessionId: string;
  scenarioId: number;
  scenarioTitle: string;
  hostName: string;
  completedAt: string;
}

export interface ImpactScenarioRow extends ImpactFigures {
  scenarioId: number;
  scenarioTitle: string;
  sessionCount: number;
}

/** A step of the playlist in scope, its sessions' figures (none when not run). */
export interface ImpactPlaylistStepRow extends ImpactFigures {
  stepId: number;
  position: number;
  scenarioTitle: string;
  sessionCount: number;
}

export interface ImpactReport {
  scope: ImpactScope;
  level1: ImpactScale[];
  nps: ImpactNps;
  confidence: ImpactConfidence;
  commitments: ImpactCommitments;
  followUp: ImpactFollowUp;
  /** Newest first; empty for aggregates only. */
  sessions: ImpactSessionRow[];
  scenarios: ImpactScenarioRow[];
  /** With a playlist's scope: its steps in order. */
  playlistSteps?: ImpactPlaylistStepRow[];
}
