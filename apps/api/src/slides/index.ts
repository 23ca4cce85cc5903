/**
 * The server's slide types: one module per type, gathered here. The registry must name every type of the contract
 * (SlideType in openapi.yaml): a missing or extra entry is a type error.
 */
import type { components } from '@readyteams/api-client';
import type { LiveSlide } from '@readyteams/api-client/live-events';
import type { FieldErrors } from '../errors.js';
import { addKindMessages } from '../i18n/index.js';
import type { Rule, Rules } from '../validation.js';
import { commitment } from './commitment/index.js';
import { decision, DECISION_MESSAGES, pathOwners, storedOptions } from './decision/index.js';
import { discussion } from './discussion/index.js';
import { grid } from './grid/index.js';
import { knowledgeCheck } from './knowledge-check/index.js';
import type { QuestionColumns, SlideKind, SlideProps, SlideType, SlideWrite, StoredSlide } from './kind.js';
import { num, str } from './kind.js';
import { points } from './points/index.js';
import { poll } from './poll/index.js';
import { pollResults } from './poll-results/index.js';
import { ranking } from './ranking/index.js';
import { video } from './video/index.js';
import { wordCloud } from './word-cloud/index.js';

export type { SlideType } from './kind.js';

const SUGGESTED_TIME_RANGE = 'server.slides.suggestedTime';

export const slideKinds = {
  video,
  poll,
  discussion,
  'poll-results': pollResults,
  'word-cloud': wordCloud,
  decision,
  commitment,
  ranking,
  points,
  'knowledge-check': knowledgeCheck,
  grid,
} satisfies { [T in SlideType]: SlideKind<T> };

/** Every slide type, in the registry's order. */
export const slideTypes = Object.keys(slideKinds) as SlideType[];

// The kinds' own messages join the server catalogue (the catalogue files name no kind's).
for (const type of slideTypes) {
  const { messages } = slideKinds[type] as SlideKind<SlideType>;
  if (messages) addKindMessages(messages);
}

export const isSlideType = (value: unknown): value is SlideType =>
  typeof value === 'string' && Object.hasOwn(slideKinds, value);

/** The kind of a slide whose type is known to be valid (checked by the contract or `isSlideType`). */
export const kindOf = <T extends SlideType>(type: T) => slideKinds[type] as unknown as SlideKind<T>;

/** The rule of a common field (title, script, videoUrl) for the slide that holds it. */
export const slideRule =
  (field: keyof SlideKind<SlideType>['rules'], fallback?: Rule) =>
  (slide: Record<string, unknown>): Rule | undefined =>
    (isSlideType(slide.slideType) ? kindOf(slide.slideType).rules[field] : undefined) ?? fallback;

/** The rule of a type's own field for the slide that holds it (none on the other types' slides, which ignore it). */
const ownFieldRule =
  (field: string) =>
  (slide: Record<string, unknown>): Rule | undefined =>
    isSlideType(slide.slideType) ? kindOf(slide.slideType).fieldRules?.[field] : undefined;

/** The slide rules of a scenario body (ScenarioWrite), keyed `slides.*.field`. */
export const slideRules: Rules = {
  slides: { required: 'server.slides.required', min: [1, 'server.slides.required'] },
  'slides.*.slideType': { required: 'server.slides.typeRequired', type: 'server.slides.typeRequired' },
  'slides.*.videoUrl': slideRule('videoUrl', { type: 'server.slides.videoUpload' }),
  'slides.*.captionsUrl': { type: 'server.slides.captions' },
  'slides.*.suggestedSeconds': {
    type: SUGGESTED_TIME_RANGE,
    min: [0, SUGGESTED_TIME_RANGE],
    max: [36000, SUGGESTED_TIME_RANGE],
  },
  // Branching: every type may sit in a decision's path (the rules over the list are the decision's listErrors).
  'slides.*.pathOption': {
    type: DECISION_MESSAGES.grouped,
    min: [0, DECISION_MESSAGES.grouped],
    max: [3, DECISION_MESSAGES.grouped],
  },
  'slides.*.title': slideRule('title'),
  'slides.*.script': slideRule('script'),
  'slides.*.questions.*': { required: 'server.field.questionRequired' },
  'slides.*.questions.*.question': { required: 'server.field.questionRequired' },
  'slides.*.questions.*.answers.options.*.*': { required: 'server.slides.responses' },
  ...Object.fromEntries(
    slideTypes.flatMap((type) =>
      Object.entries(kindOf(type).fieldRules ?? {}).map(([field, rule]) => [
        `slides.*.${field}`,
        // A field of the slide itself is worded by the slide's own type (the word cloud's and the commitment's
        // `prompt` share a name, not a message); a deeper field (a decision's `options.*.label`) is one type's.
        field.includes('.') ? rule : ownFieldRule(field),
      ]),
    ),
  ),
};

/** The rules over a whole list of slides, from every type that has some. */
export function slideListErrors(slides: readonly SlideWrite[]): FieldErrors {
  return Object.assign({}, ...slideTypes.map((type) => kindOf(type).listErrors?.(slides) ?? {}));
}

/** The props and question rows stored for a sent slide (only its own type's fields). */
export function storedForm(slide: SlideWrite): { props: SlideProps; questions: QuestionColumns[] } {
  // The registry pairs each type with the kind that takes that type's slides.
  const kind = slideKinds[slide.slideType] as unknown as {
    props(slide: SlideWrite): SlideProps;
    questions(slide: SlideWrite): QuestionColumns[];
  };
  return { props: kind.props(slide), questions: kind.questions(slide) };
}

/** A stored slide's own fields as its read form shows them (its kind's `read`; a type this server lacks: as stored). */
export const readProps = (slideType: string, props: SlideProps): SlideProps =>
  (isSlideType(slideType) ? kindOf(slideType).read?.(props) : undefined) ?? props;

/**
 * A scenario's slides (as the live module reads them from the library tables) as the live views see them, in order.
 * A type this server does not know (a snapshot from another version) keeps its name and no content: the views show
 * it as an unsupported slide, and it takes no answers. Branching: each slide's `path` names the decision and option
 * whose consequence path holds it (null on the main line); a live index is the slide's position in order, the
 * position a decision's rejoinAt names.
 */
export function toLiveSlides(rawSlides: unknown): LiveSlide[] {
  const list = Array.isArray(rawSlides) ? [...rawSlides] : [];
  const withOrder = list.map((slide, position) => ({
    slide: (slide ?? {}) as Record<string, unknown>,
    position,
  }));
  withOrder.sort(
    (a, b) =>
      (Number(a.slide.order ?? a.position) || 0) - (Number(b.slide.order ?? b.position) || 0) ||
      a.position - b.position,
  );
  const stored = withOrder.map(({ slide }): StoredSlide => {
    // The common fields; the rest is the kind's own (its props, beside them in the read form and the snapshot).
    const {
      id: _id,
      order: _order,
      title,
      slideType,
      script,
      questions,
      suggestedSeconds,
      pathOption,
      ...props
    } = slide;
    return {
      title: str(title),
      slideType: String(slideType),
      script: str(script),
      questions: Array.isArray(questions) ? questions : [],
      suggestedSeconds: num(suggestedSeconds),
      pathOption: Number.isInteger(pathOption) ? (pathOption as number) : null,
      props,
    };
  });
  const paths = livePaths(stored);
  return stored.map((slide, index) => {
    const fields = isSlideType(slide.slideType)
      ? kindOf(slide.slideType).toLive(slide, { index, paths })
      : { type: null, videoUrl: null, captionsUrl: null, questions: [], pollTitle: null };
    // The kind of slideType gave the fields of its own branch of LiveSlide.
    return {
      index,
      slideType: slide.slideType as SlideType,
      title: slide.title ?? str(slide.props.pollTitle) ?? '',
      script: slide.script,
      suggestedSeconds: slide.suggestedSeconds,
      ...fields,
      path: paths[index] ?? null,
    } as LiveSlide;
  });
}

/** For each slide in order, the decision (its index) and option whose path holds it, or null on the main line. */
function livePaths(slides: readonly StoredSlide[]): (components['schemas']['LiveSlidePath'] | null)[] {
  const owners = pathOwners(slides);
  return slides.map(({ pathOption }, index) => {
    const decision = owners[index];
    if (decision == null || pathOption === null) return null;
    // An option the decision does not have (never stored: the path rules refuse it) is on no path.
    return pathOption < storedOptions(slides[decision]!.props.options).length
      ? { decision, option: pathOption }
      : null;
  });
}

/** The kind of a live slide, or undefined for a type this server does not know. */
export const liveKindOf = (slide: LiveSlide | undefined | null) =>
  slide && isSlideType(slide.slideType) ? kindOf(slide.slideType) : undefined;

/** Participants never see the facilitator guide. */
export const withoutScript = (slide: LiveSlide): LiveSlide => ({ ...slide, script: null });
