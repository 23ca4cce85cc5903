import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { branchingIssues } from './branching';
import {
  REVEAL_DEFAULTS,
  slideFields,
  type DraftValues,
  type KindDraft,
  type ShapeOf,
  type slideBranch,
} from './slides/base';
import { slideKinds, type SlideType } from './slides';
import { pollResultsIssues } from './slides/poll-results';
import { issue } from '../i18n/issues';

export { POLL_TYPES, type PollType } from './slides/base';
export {
  DECISION_MESSAGES,
  branchingIssues,
  optionLetter,
  outline,
  rejoinChoices,
  type OutlineBlock,
} from './branching';
export { SLIDE_TYPES, slideKinds, type SlideType } from './slides';
export {
  POLL_RESULTS_REQUIRED,
  POLL_RESULTS_TAKEN,
  POLL_RESULTS_UNKNOWN,
  availablePollTitles,
  pollTitles,
} from './slides/poll-results';

/** The kinds, as the code that composes them sees each: their own draft fields, if any, and their branch. */
const kinds = Object.values(slideKinds) as readonly {
  draft?: KindDraft;
  schema: ReturnType<typeof slideBranch<SlideType>>;
}[];

/** A union's members as one type with all their fields. */
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every kind's own draft fields, as the registry's kinds declare them (SlideKind.draft). */
type KindFields = AllOf<ShapeOf<(typeof slideKinds)[SlideType]['draft']>>;

/**
 * Every kind's own draft fields: the editor holds them beside slideFields', whatever the slide's type, so a slide
 * that changes type keeps what was typed in them.
 */
const kindFields = Object.assign({}, ...kinds.map((kind) => kind.draft?.fields)) as KindFields;

/** A new slide has no type until one is chosen. */
const untyped = slideFields
  .extend(kindFields)
  .extend({ slideType: z.literal('') })
  .superRefine((_slide, ctx) => {
    ctx.addIssue({ code: 'custom', path: ['slideType'], message: issue('forms.error.slideType') });
  });

/**
 * One slide of the editor: checked by the branch of its type (slides/<type>), which holds the other kinds' fields
 * too (every type's draft holds every kind's fields, as it holds slideFields').
 */
export const slideSchema = z.discriminatedUnion('slideType', [
  untyped,
  ...(kinds.map((kind) => kind.schema.safeExtend(kindFields)) as unknown as [
    ReturnType<typeof slideBranch<SlideType, KindFields>>,
    ...ReturnType<typeof slideBranch<SlideType, KindFields>>[],
  ]),
]);

/** One slide as the editor holds it: every type's fields side by side (see slideFields), the kinds' own among them. */
export type SlideValues = z.input<typeof slideFields> &
  DraftValues<KindFields> & { slideType: SlideType | '' };

export const slideEditorSchema = z
  .object({ slides: z.array(slideSchema).min(1, issue('forms.error.slidesMin')) })
  .superRefine(({ slides }, ctx) => {
    for (const { index, message } of pollResultsIssues(slides as SlideValues[]))
      ctx.addIssue({ code: 'custom', path: ['slides', index, 'pollTitle'], message });
    // Branching: 2 to 4 labelled options per decision, paths follow their decision, every option has one and rejoins
    // after it, no slide is skipped.
    for (const { path, message } of branchingIssues(slides as SlideValues[]))
      ctx.addIssue({ code: 'custom', path, message });
  });

export type SlideEditorValues = { slides: SlideValues[] };

/**
 * The editor's schema as react-hook-form reads it. A message about a whole slide ('No path leads to this slide', at
 * `slides.N`) and the messages of its fields must all be kept: shorter paths are nested first, so a slide's own
 * message and its fields' messages end up in one object (zod reports the fields first, and nesting the slide's
 * message after them would drop them).
 */
export const slideEditorResolver: Resolver<SlideEditorValues> = async (values, _context, options) => {
  const result = slideEditorSchema.safeParse(values);
  if (result.success) return { values: result.data as SlideEditorValues, errors: {} };
  const flat: FieldErrors = {};
  const issues = [...result.error.issues].sort((a, b) => a.path.length - b.path.length);
  for (const issue of issues) flat[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The editor's form (step 1), as the slide types' fields see it. */
export type SlideForm = UseFormReturn<SlideEditorValues>;

let keyCounter = 0;
/** A key that identifies a slide card in the sortable list for the life of the page. */
export function newSlideKey(): string {
  keyCounter += 1;
  return `slide-${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A blank slide as "Add New Slide" creates it: no type chosen yet. */
export function emptySlide(overrides: Partial<SlideValues> = {}): SlideValues {
  return {
    key: newSlideKey(),
    slideType: '',
    title: '',
    script: '',
    video: null,
    captions: null,
    type: 'scenario',
    subtext: '',
    questions: [],
    discussionQuestions: [],
    pollTitle: '',
    ...REVEAL_DEFAULTS,
    prompt: '',
    entryLimit: 1,
    suggestedMinutes: '',
    pathOption: null,
    options: [],
    showRoadNotTaken: true,
    // Every kind's own fields, blank (a copy each: no two slides share a list).
    ...(Object.assign(
      {},
      ...kinds.map((kind) => structuredClone(kind.draft?.empty ?? {})),
    ) as DraftValues<KindFields>),
    ...overrides,
  };
}
