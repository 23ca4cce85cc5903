import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { REVEAL_DEFAULTS, slideFields } from './slides/base';
import { slideKinds, type SlideType } from './slides';
import { pollResultsIssues } from './slides/poll-results';

export { POLL_TYPES, type PollType } from './slides/base';
export { SLIDE_TYPES, slideKinds, type SlideType } from './slides';
export {
  POLL_RESULTS_REQUIRED,
  POLL_RESULTS_TAKEN,
  POLL_RESULTS_UNKNOWN,
  availablePollTitles,
  pollTitles,
} from './slides/poll-results';

/** A new slide has no type until one is chosen. */
const untyped = slideFields.extend({ slideType: z.literal('') }).superRefine((_slide, ctx) => {
  ctx.addIssue({ code: 'custom', path: ['slideType'], message: 'Slide type is required' });
});

/** One slide of the editor: checked by the branch of its type (slides/<type>.tsx). */
export const slideSchema = z.discriminatedUnion('slideType', [
  untyped,
  ...(Object.values(slideKinds).map((kind) => kind.schema) as [
    (typeof slideKinds)[SlideType]['schema'],
    ...(typeof slideKinds)[SlideType]['schema'][],
  ]),
]);

export type SlideValues = z.input<typeof slideFields> & { slideType: SlideType | '' };

export const slideEditorSchema = z
  .object({ slides: z.array(slideSchema).min(1, 'At least one slide is required') })
  .superRefine(({ slides }, ctx) => {
    for (const { index, message } of pollResultsIssues(slides as SlideValues[]))
      ctx.addIssue({ code: 'custom', path: ['slides', index, 'pollTitle'], message });
  });

export type SlideEditorValues = { slides: SlideValues[] };

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
    ...overrides,
  };
}
