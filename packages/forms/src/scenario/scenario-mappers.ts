import type { AnswerValue, PollQuestionValue, QuestionType } from './question-schema';
import { publishSchema, type PublishValues } from './publish-schema';
import type { ResourceType, ResourceValue } from './resource-schema';
import {
  emptySlide,
  slideEditorSchema,
  type PollType,
  type SlideType,
  type SlideValues,
} from './slide-schema';

/** Key of the wrapper that holds a poll question's answers, read and sent. */
export const ANSWERS_WRAPPER = 'options';

/** Poll answers as read: a wrapper with a list of {option, answer}. */
export type AnswersRead = { [ANSWERS_WRAPPER]: { option: string; answer: string }[] };
/** Poll answers as sent: a wrapper with objects keyed 'option 1', 'option 2', ... holding the label. */
export type AnswersSent = { [ANSWERS_WRAPPER]: Record<string, string>[] };

export type PollQuestionSent = {
  question: string;
  type?: QuestionType;
  layoutType?: string;
  answers: AnswersSent;
};
export type PollQuestionRead = {
  question: string;
  type?: QuestionType | null;
  layoutType?: string | null;
  answers?: AnswersRead | null;
};

export type SlideSent = {
  id?: number;
  title: string;
  slideType: SlideType;
  order: number;
  script?: string;
  videoUrl?: string;
  captionsUrl?: string;
  duration?: number;
  type?: PollType;
  questions?: PollQuestionSent[] | string[];
  pollTitle?: string;
};
export type SlideRead = {
  id?: number;
  title?: string | null;
  slideType: SlideType;
  order?: number | null;
  script?: string | null;
  videoUrl?: string | null;
  captionsUrl?: string | null;
  type?: PollType | null;
  questions?: (PollQuestionRead | string)[] | null;
  pollTitle?: string | null;
  duration?: number | null;
};

export type ScenarioPayload = {
  title: string;
  description: string;
  script: string;
  status?: 'draft';
  isDemo?: boolean;
  rating?: number;
  isPublic: boolean;
  thumbNailUrl: string | null;
  authorName: string;
  authorEmail: string;
  notes: string;
  categoryId: number;
  tags: number[];
  slides: SlideSent[];
  source: number | null;
  resources: ResourceValue[];
};

export type ScenarioRead = {
  id: number;
  title: string;
  description?: string | null;
  script?: string | null;
  isPublic?: boolean | null;
  thumbNailUrl?: string | null;
  authorName?: string | null;
  authorEmail?: string | null;
  notes?: string | null;
  categoryId?: number | null;
  category?: { id: number; category: string } | null;
  source?: number | null;
  company?: { id: number; name: string } | null;
  tags?: { id: number; tag: string }[] | null;
  slides?: SlideRead[] | null;
  resources?: { id?: number; title: string; linkUrl: string; type: string; description: string }[] | null;
};

/** Everything the two-step flow edits: the slides (step 1) and the publish fields (step 2). */
export type ScenarioFormValues = PublishValues & { slides: SlideValues[] };

/** Editor answers -> sent form: [{ 'option 1': label }, { 'option 2': label }, ...]. */
export function toAnswersSent(answers: readonly AnswerValue[] = []): AnswersSent {
  return { [ANSWERS_WRAPPER]: answers.map((answer, index) => ({ [`option ${index + 1}`]: answer.label })) };
}

/** Read form -> editor answers; the value is the option's number ('option 3' -> '3'). */
export function fromAnswersRead(answers: AnswersRead | null | undefined): AnswerValue[] {
  return (answers?.[ANSWERS_WRAPPER] ?? []).map((entry, index) => {
    const number = /(\d+)\s*$/.exec(entry.option)?.[1];
    return { label: entry.answer, value: number ?? String(index + 1) };
  });
}

function toQuestionSent(question: PollQuestionValue): PollQuestionSent {
  return {
    question: question.question.trim(),
    ...(question.type ? { type: question.type } : {}),
    ...(question.layoutType ? { layoutType: question.layoutType } : {}),
    answers: toAnswersSent(question.answers),
  };
}

/**
 * One editor slide -> the sent form, with only its type's fields. Videos must already be uploaded
 * (see uploadScenarioFiles); `order` is the slide's position, starting at 1. A poll's subtext travels as
 * its script; a stored slide keeps its id.
 */
export function toSlideSent(slide: SlideValues, index: number): SlideSent {
  const base = {
    ...(slide.id === undefined ? {} : { id: slide.id }),
    title: slide.title.trim(),
    order: index + 1,
  };
  // Discussion and poll-results slides have no script field in the editor; a stored one is kept.
  const keptScript = slide.script.trim() ? { script: slide.script.trim() } : {};
  switch (slide.slideType) {
    case 'video':
      if (typeof slide.video !== 'string' || slide.captions instanceof File)
        throw new Error('Upload the video and its captions before building the payload');
      return {
        ...base,
        slideType: 'video',
        videoUrl: slide.video,
        // No captions: none sent, none kept (the slide is written whole).
        ...(slide.captions ? { captionsUrl: slide.captions } : {}),
        script: slide.script.trim(),
        ...(slide.duration == null ? {} : { duration: slide.duration }),
      };
    case 'poll':
      return {
        ...base,
        slideType: 'poll',
        type: slide.type,
        script: slide.subtext.trim(),
        questions: slide.questions.map(toQuestionSent),
      };
    case 'discussion':
      return {
        ...base,
        slideType: 'discussion',
        ...keptScript,
        questions: slide.discussionQuestions.map((question) => question.text.trim()),
      };
    case 'poll-results':
      return { ...base, slideType: 'poll-results', ...keptScript, pollTitle: slide.pollTitle };
    default:
      throw new Error('Slide type is required');
  }
}

export function toSlidesSent(slides: readonly SlideValues[]): SlideSent[] {
  return slides.map(toSlideSent);
}

/** One read slide -> the editor's slide (a poll's script is its subtext). */
export function slideFromRead(slide: SlideRead): SlideValues {
  const questions = slide.questions ?? [];
  const base = {
    ...(slide.id === undefined ? {} : { id: slide.id }),
    slideType: slide.slideType,
    title: slide.title ?? '',
  };
  switch (slide.slideType) {
    case 'video':
      return emptySlide({
        ...base,
        script: slide.script ?? '',
        video: slide.videoUrl || null,
        captions: slide.captionsUrl || null,
        duration: slide.duration ?? null,
      });
    case 'poll':
      return emptySlide({
        ...base,
        type: slide.type ?? 'scenario',
        subtext: slide.script ?? '',
        questions: questions.map((question) =>
          typeof question === 'string'
            ? { question, answers: [] }
            : {
                question: question.question,
                ...(question.type ? { type: question.type } : {}),
                ...(question.layoutType ? { layoutType: question.layoutType } : {}),
                answers: fromAnswersRead(question.answers),
              },
        ),
      });
    case 'discussion':
      return emptySlide({
        ...base,
        script: slide.script ?? '',
        discussionQuestions: questions.map((question) => ({
          text: typeof question === 'string' ? question : question.question,
        })),
      });
    default:
      return emptySlide({ ...base, script: slide.script ?? '', pollTitle: slide.pollTitle ?? '' });
  }
}

/** A read scenario -> the values of both steps of the editor (slides in their stored order). */
export function scenarioToFormValues(scenario: ScenarioRead): ScenarioFormValues {
  const slides = [...(scenario.slides ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const categoryId = scenario.categoryId ?? scenario.category?.id;
  const source = scenario.source ?? scenario.company?.id;
  return {
    slides: slides.map(slideFromRead),
    isPublic: scenario.isPublic ?? false,
    thumbnail: null,
    thumbNailUrl: scenario.thumbNailUrl ?? '',
    title: scenario.title,
    category: categoryId == null ? '' : String(categoryId),
    tags: (scenario.tags ?? []).map((tag) => String(tag.id)),
    description: scenario.description ?? '',
    script: scenario.script ?? '',
    resources: (scenario.resources ?? []).map((resource) => ({
      ...(resource.id === undefined ? {} : { id: resource.id }),
      title: resource.title,
      linkUrl: resource.linkUrl,
      type: resource.type as ResourceType,
      description: resource.description,
    })),
    customer: source == null ? '' : String(source),
    authorName: scenario.authorName ?? '',
    authorEmail: scenario.authorEmail ?? '',
    internalNotes: scenario.notes ?? '',
  };
}

/**
 * Uploads every newly chosen file (thumbnail, slide videos and captions) with `upload`, which answers the stored
 * address, and returns the values with the addresses in place of the files.
 */
export async function uploadScenarioFiles(
  values: ScenarioFormValues,
  upload: (file: File) => Promise<string>,
): Promise<ScenarioFormValues> {
  const slides: SlideValues[] = [];
  for (const slide of values.slides) {
    let uploaded = slide;
    if (slide.video instanceof File)
      uploaded = { ...uploaded, video: await upload(slide.video), duration: null };
    if (slide.captions instanceof File) uploaded = { ...uploaded, captions: await upload(slide.captions) };
    slides.push(uploaded);
  }
  const thumbNailUrl =
    values.thumbnail instanceof File ? await upload(values.thumbnail) : values.thumbNailUrl;
  return { ...values, slides, thumbnail: null, thumbNailUrl };
}

/**
 * The scenario body of POST /scenarios (mode 'create': status 'draft', isDemo false, rating 0) and
 * PATCH /scenarios/{id} (mode 'update' leaves status, isDemo and rating as they are).
 * Files must be uploaded first (uploadScenarioFiles).
 */
export function toScenarioPayload(
  values: ScenarioFormValues,
  mode: 'create' | 'update' = 'create',
): ScenarioPayload {
  const { slides } = slideEditorSchema.parse({ slides: values.slides });
  const publish = publishSchema.parse(values);
  const payload: ScenarioPayload = {
    title: publish.title,
    description: publish.description,
    script: publish.script,
    isPublic: publish.isPublic,
    thumbNailUrl: publish.thumbNailUrl || null,
    authorName: publish.authorName,
    authorEmail: publish.authorEmail,
    notes: publish.internalNotes?.trim() ?? '',
    categoryId: Number(publish.category),
    tags: publish.tags.map(Number),
    slides: toSlidesSent(slides),
    source: publish.customer ? Number(publish.customer) : null,
    resources: publish.resources.map((resource) => ({ ...resource })),
  };
  return mode === 'create' ? { ...payload, status: 'draft', isDemo: false, rating: 0 } : payload;
}
