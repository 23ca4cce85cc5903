import type { SlideRead, SlideWrite } from '@readyteams/activities/live';
import { publishSchema, type PublishValues } from './publish-schema';
import type { ResourceType, ResourceValue } from './resource-schema';
import { emptySlide, slideEditorSchema, slideKinds, type SlideValues } from './slide-schema';
import type { SlideKind } from './slides/kind';

export { ANSWERS_WRAPPER, fromAnswersRead, toAnswersSent } from './slides/poll';

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
  slides: SlideWrite[];
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

/**
 * One editor slide -> the sent form, with only its type's fields (slides/<type>.tsx). Videos must already be
 * uploaded (see uploadScenarioFiles); `order` is the slide's position, starting at 1; a stored slide keeps its id.
 */
export function toSlideSent(slide: SlideValues, index: number): SlideWrite {
  if (slide.slideType === '') throw new Error('Slide type is required');
  const minutes = slide.suggestedMinutes.trim();
  const base = {
    ...(slide.id === undefined ? {} : { id: slide.id }),
    title: slide.title.trim(),
    order: index + 1,
    ...(minutes === '' ? {} : { suggestedSeconds: Math.round(Number(minutes) * 60) }),
    ...(slide.pathOption == null ? {} : { pathOption: slide.pathOption }),
  };
  return slideKinds[slide.slideType].toSent(slide, base);
}

export function toSlidesSent(slides: readonly SlideValues[]): SlideWrite[] {
  return slides.map(toSlideSent);
}

/** One read slide -> the editor's slide (each type reads its own fields). */
export function slideFromRead(slide: SlideRead): SlideValues {
  return emptySlide({
    ...(slide.id === undefined ? {} : { id: slide.id }),
    slideType: slide.slideType,
    title: slide.title,
    suggestedMinutes: slide.suggestedSeconds == null ? '' : String(slide.suggestedSeconds / 60),
    pathOption: slide.pathOption ?? null,
    // Indexed by a union, the registry's kind takes every kind's read slide: this one is of its own kind.
    ...(slideKinds[slide.slideType] as SlideKind<SlideRead['slideType']>).fromRead(slide),
  });
}

/** A read scenario -> the values of both steps of the editor (slides in their stored order). */
export function scenarioToFormValues(scenario: ScenarioRead): ScenarioFormValues {
  const slides = [...(scenario.slides ?? [])].sort((a, b) => a.order - b.order);
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
