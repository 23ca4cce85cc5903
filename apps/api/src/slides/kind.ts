/**
 * What the server knows about one slide type, in one file per type (video.ts, poll.ts, ...), gathered by the
 * exhaustive registry in index.ts. Adding a type: docs/adding-a-slide-type.md.
 */
import type { components } from '@readyteams/api-client';
import type {
  LiveAnswerValue,
  LivePollResult,
  LiveQuestion,
  LiveSlide,
  LiveSlideOf,
} from '@readyteams/api-client/live-events';
import type { FieldErrors } from '../errors.js';
import type { AnswerCount, HiddenWords } from '../live/analytics.js';
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

/**
 * The slide table's columns that depend on the type (the others, title, script, order, suggestedSeconds and
 * pathOption, are common).
 */
export interface SlideColumns {
  type: string | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  pollTitle: string | null;
  duration: number | null;
  prompt: string | null;
  entryLimit: number | null;
  revealMode: Schemas['PollRevealMode'] | null;
  revealThreshold: number | null;
  showAnswerCount: boolean | null;
  decisionOptions: DecisionOptionColumns[] | null;
  showRoadNotTaken: boolean | null;
}

/** A question row as stored: discussion questions are text only; poll questions carry type, layout and answers. */
export interface QuestionColumns {
  question: string;
  type: string | null;
  layoutType: string | null;
  answers: { option: string; answer: string }[] | null;
}

/** A slide as the live module snapshots it from the library tables (see live/store.ts). */
export interface StoredSlide {
  title: string | null;
  slideType: string;
  type: string | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  script: string | null;
  questions: unknown[];
  pollTitle: string | null;
  prompt: string | null;
  entryLimit: number | null;
  suggestedSeconds: number | null;
  revealMode: string | null;
  revealThreshold: number | null;
  showAnswerCount: boolean | null;
  pathOption: number | null;
  decisionOptions: DecisionOptionColumns[] | null;
  showRoadNotTaken: boolean | null;
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

export interface SlideKind<T extends SlideType> {
  /** Messages (the specification's) of the common fields' rules that depend on the type. */
  rules: { title?: Rule; script?: Rule; videoUrl?: Rule };
  /** Messages of the type's own fields' rules, by field name (checked as `slides.*.field`). */
  fieldRules?: Record<string, Rule>;
  /** Rules over the whole list of slides (e.g. one poll-results slide per poll), as errors keyed `slides.N.field`. */
  listErrors?(slides: readonly SlideWrite[]): FieldErrors;
  /** The columns stored for a sent slide of this type; fields of other types are dropped. */
  columns(slide: SlideWriteOf<T>): SlideColumns;
  /** The question rows stored with the slide, in order. */
  questions(slide: SlideWriteOf<T>): QuestionColumns[];
  /** How the slide appears in a live session (its place in the list: `context`). */
  toLive(slide: StoredSlide, context: LiveContext): LiveFields<T>;
  /** Phones answer its questions: the value to store for an answer, or null when it is not valid. Absent: no answers. */
  validAnswer?(question: LiveQuestion, value: unknown): LiveAnswerValue | null;
  /** Its results from the counted answers (absent: each question's results, see live/analytics.ts). */
  results?(slide: LiveSlide, rows: AnswerCount[], hidden: HiddenWords): LivePollResult;
  /** The slide whose results the presenter reveals while this one is shown (absent: none). */
  reveals?(slides: readonly LiveSlide[], slide: LiveSlide): LiveSlide | null;
  /** The fewest participants who must have answered it before its results show live (absent: no threshold). */
  revealThreshold?(slide: LiveSlideOf<T>): number;
}

export const noColumns: SlideColumns = {
  type: null,
  videoUrl: null,
  captionsUrl: null,
  pollTitle: null,
  duration: null,
  prompt: null,
  entryLimit: null,
  revealMode: null,
  revealThreshold: null,
  showAnswerCount: null,
  decisionOptions: null,
  showRoadNotTaken: null,
};

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
