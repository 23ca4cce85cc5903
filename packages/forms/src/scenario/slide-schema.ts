import { z } from 'zod';
import { pollQuestionSchema, type PollQuestionValue } from './question-schema';

export const SLIDE_TYPES = [
  { value: 'video', label: 'Video' },
  { value: 'poll', label: 'Poll' },
  { value: 'discussion', label: 'Discussion' },
  { value: 'poll-results', label: 'Poll results' },
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number]['value'];

export const POLL_TYPES = [
  { value: 'scenario', label: 'Scenario' },
  { value: 'closing question', label: 'Closing question' },
] as const;
export type PollType = (typeof POLL_TYPES)[number]['value'];

const slideTypeValues = SLIDE_TYPES.map((type) => type.value) as [SlideType, ...SlideType[]];
const pollTypeValues = POLL_TYPES.map((type) => type.value) as [PollType, ...PollType[]];

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * One slide as the editor holds it. The editor lets a slide change type, so every type's fields live side
 * by side; the mapper sends only the ones of the chosen type. `key` identifies the card while it is dragged.
 * `video` is the stored address, or a newly chosen File that is uploaded before the scenario is saved.
 */
export const slideSchema = z
  .object({
    key: z.string(),
    /** Id of a stored slide, sent back on update so its answers stay linked. */
    id: z.number().optional(),
    slideType: z.union([z.enum(slideTypeValues), z.literal('')]),
    title: z.string().max(255, 'Title must be at most 255 characters'),
    script: z.string().max(20000, 'Script must be at most 20000 characters'),
    video: z.union([z.string(), z.custom<File>(isFile)]).nullable(),
    /** Video slides: the WebVTT captions, stored address or a newly chosen file (uploaded like the video). */
    captions: z.union([z.string(), z.custom<File>(isFile)]).nullable(),
    /** Video length in seconds, when known; dropped when a new video is chosen. */
    duration: z.number().nullable().optional(),
    type: z.enum(pollTypeValues),
    /** Poll slides: the line under the title (sent as the slide's script). */
    subtext: z.string().max(20000, 'Subtext must be at most 20000 characters'),
    questions: z.array(z.custom<PollQuestionValue>()).max(50, 'A slide has at most 50 questions'),
    discussionQuestions: z
      .array(z.object({ text: z.string().max(500, 'Question must be at most 500 characters') }))
      .max(50, 'A slide has at most 50 questions'),
    pollTitle: z.string(),
  })
  .superRefine((slide, ctx) => {
    const require = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    require(slide.slideType !== '', 'slideType', 'Slide type is required');
    if (slide.slideType === 'video') {
      require(isFile(slide.video) ||
        (typeof slide.video === 'string' &&
          slide.video.trim() !== ''), 'video', 'Upload is required for video slides');
      require(slide.title.trim() !== '', 'title', 'Title is required for video slides');
      require(slide.script.trim() !== '', 'script', 'Script is required for video slides');
    }
    if (slide.slideType === 'poll') {
      require(slide.title.trim() !== '', 'title', 'Title is required for poll slides');
      require(slide.subtext.trim() !== '', 'subtext', 'Subtext is required for poll slides');
      slide.questions.forEach((question, index) => {
        const result = pollQuestionSchema.safeParse(question);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions', index, ...issue.path.map(String)],
            message: issue.message,
          });
        }
      });
    }
    if (slide.slideType === 'discussion') {
      slide.discussionQuestions.forEach((question, index) => {
        if (question.text.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['discussionQuestions', index, 'text'],
            message: 'Question is required',
          });
        }
      });
    }
  });

export type SlideValues = z.input<typeof slideSchema>;

export const POLL_RESULTS_REQUIRED = 'Choose the poll whose results this slide shows';
export const POLL_RESULTS_UNKNOWN = 'Choose a poll of this scenario';
export const POLL_RESULTS_TAKEN = 'Another poll-results slide already shows this poll';

/** Titles of the scenario's poll slides, in slide order, without blanks or repeats. */
export function pollTitles(slides: readonly SlideValues[]): string[] {
  const titles = slides.filter((slide) => slide.slideType === 'poll').map((slide) => slide.title.trim());
  return [...new Set(titles.filter(Boolean))];
}

/**
 * The polls a poll-results slide may refer to: every poll title not already used by another
 * poll-results slide (its own current choice stays available).
 */
export function availablePollTitles(slides: readonly SlideValues[], slideIndex: number): string[] {
  const taken = new Set(
    slides
      .filter((slide, index) => index !== slideIndex && slide.slideType === 'poll-results')
      .map((slide) => slide.pollTitle),
  );
  return pollTitles(slides).filter((title) => !taken.has(title));
}

export const slideEditorSchema = z
  .object({ slides: z.array(slideSchema).min(1, 'At least one slide is required') })
  .superRefine(({ slides }, ctx) => {
    const titles = new Set(pollTitles(slides));
    const seen = new Set<string>();
    slides.forEach((slide, index) => {
      if (slide.slideType !== 'poll-results') return;
      const path = ['slides', index, 'pollTitle'];
      if (slide.pollTitle === '') {
        ctx.addIssue({ code: 'custom', path, message: POLL_RESULTS_REQUIRED });
      } else if (!titles.has(slide.pollTitle)) {
        ctx.addIssue({ code: 'custom', path, message: POLL_RESULTS_UNKNOWN });
      } else if (seen.has(slide.pollTitle)) {
        ctx.addIssue({ code: 'custom', path, message: POLL_RESULTS_TAKEN });
      }
      seen.add(slide.pollTitle);
    });
  });

export type SlideEditorValues = z.input<typeof slideEditorSchema>;

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
    ...overrides,
  };
}
