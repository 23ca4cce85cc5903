import { z } from 'zod';
import { DECISION_MESSAGES } from '../branching';
import type { PollQuestionValue } from '../question-schema';
import { issue } from '../../i18n/issues';

export const POLL_TYPES = [
  { value: 'scenario', label: 'forms.pollType.scenario' },
  { value: 'closing question', label: 'forms.pollType.closing' },
] as const;
export type PollType = (typeof POLL_TYPES)[number]['value'];
const pollTypeValues = POLL_TYPES.map((type) => type.value) as [PollType, ...PollType[]];

/** When a poll's results may show (the contract's PollRevealMode). */
export const REVEAL_MODES = [
  { value: 'host', label: 'forms.reveal.host' },
  { value: 'threshold', label: 'forms.reveal.threshold' },
] as const;
export type RevealMode = (typeof REVEAL_MODES)[number]['value'];
const revealModeValues = REVEAL_MODES.map((mode) => mode.value) as [RevealMode, ...RevealMode[]];
/** A new poll's reveal settings (the contract's defaults): when the host reveals them, from 5 answers, count shown. */
export const REVEAL_DEFAULTS = { revealMode: 'host', revealThreshold: '5', showAnswerCount: true } as const;
/** The minimum answers' message (checkReveal: polls, and any type whose results wait for answers). */
export const REVEAL_THRESHOLD_RANGE = issue('forms.error.poll.threshold');

/** A slide's suggested time: up to 10 hours (the contract's SlideSuggestedSeconds, 36000 s). */
export const MAX_SUGGESTED_MINUTES = 600;
export const SUGGESTED_TIME_RANGE = issue('forms.error.suggestedTime', { limit: MAX_SUGGESTED_MINUTES });

export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * One slide as the editor holds it. The editor lets a slide change type, so every type's fields live side
 * by side; each type (slides/<type>.tsx) checks and sends only its own. A kind may keep its own fields in its folder
 * instead (SlideKind.draft, `kindDraft`): the editor's draft is these and every kind's own (slide-schema.ts). `key`
 * identifies the card while it is dragged. `video` is the stored address, or a newly chosen File that is uploaded
 * before the scenario is saved.
 */
export const slideFields = z.object({
  key: z.string(),
  /** Id of a stored slide, sent back on update so its answers stay linked. */
  id: z.number().optional(),
  title: z.string().max(255, issue('forms.error.titleMax')),
  script: z.string().max(20000, issue('forms.error.scriptMax20000')),
  video: z.union([z.string(), z.custom<File>(isFile)]).nullable(),
  /** Video slides: the WebVTT captions, stored address or a newly chosen file (uploaded like the video). */
  captions: z.union([z.string(), z.custom<File>(isFile)]).nullable(),
  /** Video length in seconds, when known; dropped when a new video is chosen. */
  duration: z.number().nullable().optional(),
  type: z.enum(pollTypeValues),
  /** Poll slides: the line under the title (sent as the slide's script). */
  subtext: z.string().max(20000, issue('forms.error.subtextMax')),
  questions: z.array(z.custom<PollQuestionValue>()).max(50, issue('forms.error.questionsMax')),
  discussionQuestions: z
    .array(z.object({ text: z.string().max(500, issue('forms.error.questionMax500')) }))
    .max(50, issue('forms.error.questionsMax')),
  pollTitle: z.string(),
  /**
   * Poll slides: when their results may show, the fewest participants who must have answered first (as typed; the
   * poll checks it) and whether the presenter shows the answer count.
   */
  revealMode: z.enum(revealModeValues, { error: issue('forms.error.revealMode') }),
  revealThreshold: z.string(),
  showAnswerCount: z.boolean(),
  /** Every type: how long the facilitator means to spend on the slide, in minutes ('' for none). */
  suggestedMinutes: z
    .string()
    .refine(
      (value) => value.trim() === '' || (Number(value) >= 0 && Number(value) <= MAX_SUGGESTED_MINUTES),
      SUGGESTED_TIME_RANGE,
    ),
  /**
   * Word cloud slides: what the room answers in a word or two, and how many entries each participant may send.
   * Commitment slides: what each participant commits to (the same prompt field).
   */
  prompt: z.string().max(200, issue('forms.error.promptMax')),
  entryLimit: z.number().int().min(1).max(3),
  /**
   * Branching (every type): the option (0-based) of the decision before it whose consequence path holds the slide;
   * null or absent: the main line. The editor sets it (Add a slide to this path); the list's rules are branching.ts's.
   */
  pathOption: z
    .number(DECISION_MESSAGES.grouped)
    .int(DECISION_MESSAGES.grouped)
    .min(0, DECISION_MESSAGES.grouped)
    .max(3, DECISION_MESSAGES.grouped)
    .nullable()
    .optional(),
  /**
   * Decision slides: what the room votes for, and where each option's path goes back to the main line (the position
   * of a main-line slide after the decision's paths, kept right by the editor when slides move; null: the path ends
   * the scenario; absent counts as null, as in the contract).
   */
  options: z.array(
    z.object({
      label: z.string().max(120, DECISION_MESSAGES.labelLength),
      rejoinAt: z.number().int().nullable().optional(),
    }),
  ),
  /** Decision slides: after the chosen path, show what the other options would have led to. */
  showRoadNotTaken: z.boolean(),
});

/** A slide of the editor, whatever its type: the fields every type's draft has (slideFields). */
export type SlideDraft = z.input<typeof slideFields>;

/**
 * A kind's own fields of the editor's slide, declared in its folder (SlideKind.draft): their zod schemas and what a
 * blank slide holds in them (every new slide has every kind's, so a slide that becomes the kind shows them; a slide
 * that changes type keeps them, as it keeps slideFields').
 */
export interface KindDraft<S extends z.ZodRawShape = z.ZodRawShape> {
  fields: S;
  empty: DraftValues<S>;
}

/** The values of draft fields, as the editor holds them. */
export type DraftValues<S extends z.ZodRawShape> = { [K in keyof S]: z.input<S[K]> };

/** A kind's own draft fields and their blank values: `kindDraft({ items: z.array(...) }, { items: [] })`. */
export const kindDraft = <S extends z.ZodRawShape>(fields: S, empty: DraftValues<S>): KindDraft<S> => ({
  fields,
  empty,
});

/** No draft fields of its own (a kind without). */
export type NoFields = Record<never, never>;

/** The fields of a kind's own draft (none for a kind without). */
export type ShapeOf<D> = D extends KindDraft<infer S> ? S : NoFields;

/** The values of a kind's own draft fields (none for a kind without). */
export type OwnDraft<D> = DraftValues<ShapeOf<D>>;

/** A slide of the editor as a kind sees it: the fields of every type's draft and its own (`D`: its KindDraft). */
export type DraftOf<D> = SlideDraft & OwnDraft<D>;

/** How a type's check reports: `require(ok, field, message)` marks the field when not ok; `issue` any path. */
export interface SlideChecks {
  require(ok: boolean, field: string, message: string): void;
  issue(path: (string | number)[], message: string): void;
}

/**
 * The zod branch of one slide type: the editor's fields, the kind's own (`draft`, its SlideKind.draft) and its
 * slideType, checked by `check`. The editor's schema adds the other kinds' fields to it (slide-schema.ts).
 */
export function slideBranch<T extends string, S extends z.ZodRawShape = NoFields>(
  slideType: T,
  check: (slide: SlideDraft & DraftValues<S>, checks: SlideChecks) => void = () => {},
  draft?: KindDraft<S>,
) {
  return slideFields
    .extend({ ...(draft?.fields as S), slideType: z.literal(slideType) })
    .superRefine((slide, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      check(slide as unknown as Parameters<typeof check>[0], {
        issue,
        require: (ok, field, message) => ok || issue([field], message),
      });
    });
}

/**
 * The reveal settings' check, for the types whose results wait for answers (a poll, a kind that reuses it): the
 * minimum answers is a whole number from 1 to 1000. The mode (a poll's) is checked by slideFields.
 */
export function checkReveal(slide: SlideDraft, { require }: SlideChecks) {
  const threshold = Number(slide.revealThreshold);
  const valid = Number.isInteger(threshold) && threshold >= 1 && threshold <= 1000;
  require(valid, 'revealThreshold', REVEAL_THRESHOLD_RANGE);
}

/**
 * The reveal settings but the mode, as a type sends them (the minimum answers as a number): a type with no mode (a
 * ranking: its results show live once enough have answered) sends these alone.
 */
export const thresholdSent = (slide: SlideDraft) => ({
  revealThreshold: Number(slide.revealThreshold),
  showAnswerCount: slide.showAnswerCount,
});

/** The reveal settings as such a type sends them (the minimum answers as a number). */
export const revealSent = (slide: SlideDraft) => ({
  revealMode: slide.revealMode,
  ...thresholdSent(slide),
});

/** The reveal settings but the mode of a read slide of such a type, as the editor holds them (see thresholdSent). */
export const thresholdFromRead = (slide: { revealThreshold: number; showAnswerCount: boolean }) => ({
  revealThreshold: String(slide.revealThreshold),
  showAnswerCount: slide.showAnswerCount,
});

/** The reveal settings of a read slide of such a type, as the editor holds them. */
export const revealFromRead = (slide: {
  revealMode: RevealMode;
  revealThreshold: number;
  showAnswerCount: boolean;
}) => ({
  revealMode: slide.revealMode,
  ...thresholdFromRead(slide),
});

/**
 * The sent form's fields common to every type: a stored slide keeps its id; order starts at 1; a path slide names its
 * option (main-line slides send no pathOption).
 */
export type SentBase = {
  id?: number;
  title: string;
  order: number;
  suggestedSeconds?: number;
  pathOption?: number;
};
