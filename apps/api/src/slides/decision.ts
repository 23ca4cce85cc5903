// Decision slides (branching scenarios, issue 17): a situation (title, script, optional video) and 2 to 4 options the
// room votes on. The scenario's slides stay one ordered list: the slides directly after a decision whose pathOption
// is set are its options' consequence paths, grouped by option in increasing order (each option at least one slide);
// each option's path then rejoins the main line at a chosen slide after the paths (rejoinAt, its position in the
// list) or ends the scenario (null). Main-line slides have no pathOption, and a decision is always on the main line.
// Phones vote with a choice question (the title, the options' labels), so answers, tallies and the CSV are the polls'.
import type { FieldErrors } from '../errors.js';
import {
  noColumns,
  str,
  type DecisionOptionColumns,
  type SlideKind,
  type SlideWrite,
  type StoredSlide,
} from './kind.js';
import { validAnswer } from './questions.js';

export const DECISION_MESSAGES = {
  title: 'server.slides.decisionTitle',
  optionCount: 'server.slides.decisionOptions',
  label: 'server.slides.decisionLabel',
  labelLength: 'server.slides.decisionLabelLength',
  emptyPath: 'server.slides.decisionEmptyPath',
  rejoin: 'server.slides.decisionRejoin',
  nested: 'server.slides.decisionNested',
  grouped: 'server.slides.decisionGrouped',
  unreachable: 'server.slides.decisionUnreachable',
  video: 'server.slides.decisionVideo',
  roadNotTaken: 'server.slides.roadNotTaken',
} as const;
const M = DECISION_MESSAGES;

/** A slide's place in a branching list: its type and the option whose path holds it. */
interface Placed {
  slideType: string;
  pathOption?: number | null;
}

const onMainLine = (slide: Placed | undefined) => slide?.pathOption == null;

/**
 * For each slide of a list, the index of the decision whose paths hold it (the run of slides with a pathOption
 * directly after a decision), or null: main-line slides, decisions, and path slides with no decision before them.
 */
export function pathOwners(slides: readonly Placed[]): (number | null)[] {
  let owner: number | null = null;
  return slides.map((slide, index) => {
    if (slide.slideType === 'decision') {
      owner = index;
      return null;
    }
    if (slide.pathOption == null) owner = null;
    return owner;
  });
}

/** The index of the last slide of a decision's paths (the decision's own index when it has none). */
function pathsEnd(owners: readonly (number | null)[], decision: number): number {
  let end = decision;
  while (owners[end + 1] === decision) end++;
  return end;
}

/** A decision's stored options, as read from a snapshot (anything else is dropped). */
export function storedOptions(raw: unknown): DecisionOptionColumns[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((option): option is Record<string, unknown> => !!option && typeof option === 'object')
    .map((option) => ({
      label: str(option.label) ?? '',
      rejoinAt: Number.isInteger(option.rejoinAt) ? (option.rejoinAt as number) : null,
    }));
}

/**
 * The path rules over the whole list (the contract's DecisionSlideWrite), as errors keyed `slides.N...`. A main-line
 * slide is unreachable when every option of an earlier decision skips it: it lies after the decision's paths and
 * before the earliest slide they rejoin (or anywhere after them when every option ends the scenario).
 */
export function decisionListErrors(slides: readonly SlideWrite[]): FieldErrors {
  const errors: FieldErrors = {};
  const owners = pathOwners(slides);
  slides.forEach((slide, index) => {
    // A path slide with no decision before it (a main-line slide came between them, or none came before).
    if (slide.slideType !== 'decision' && slide.pathOption != null && owners[index] === null)
      errors[`slides.${index}.pathOption`] = M.grouped;
  });
  slides.forEach((slide, decision) => {
    if (slide.slideType !== 'decision') return;
    if (slide.pathOption != null) errors[`slides.${decision}.pathOption`] = M.nested;
    const options = Array.isArray(slide.options) ? slide.options : [];
    if (options.length < 2 || options.length > 4) errors[`slides.${decision}.options`] = M.optionCount;
    const end = pathsEnd(owners, decision);
    const counts = options.map(() => 0);
    let last = -1;
    for (let index = decision + 1; index <= end; index++) {
      const option = slides[index]!.pathOption!;
      if (!Number.isInteger(option) || option < 0 || option >= options.length) {
        errors[`slides.${index}.pathOption`] = M.grouped;
        continue;
      }
      // Out of order: counted for its option (that option has a slide), refused where it stands.
      if (option < last) errors[`slides.${index}.pathOption`] = M.grouped;
      counts[option]! += 1;
      last = Math.max(last, option);
    }
    let rejoinsValid = true;
    let earliest = slides.length;
    options.forEach((option, k) => {
      const key = `slides.${decision}.options.${k}`;
      if (typeof option?.label !== 'string' || !option.label.trim()) errors[`${key}.label`] = M.label;
      if (!counts[k]) errors[key] = M.emptyPath;
      const rejoinAt = option?.rejoinAt ?? null;
      if (rejoinAt === null) return;
      if (
        Number.isInteger(rejoinAt) &&
        rejoinAt > end &&
        rejoinAt < slides.length &&
        onMainLine(slides[rejoinAt])
      ) {
        earliest = Math.min(earliest, rejoinAt);
      } else {
        errors[`${key}.rejoinAt`] = M.rejoin;
        rejoinsValid = false;
      }
    });
    // A wrong rejoinAt is reported as such, not as the slides it skips.
    if (!rejoinsValid) return;
    for (let index = end + 1; index < earliest; index++)
      if (onMainLine(slides[index])) errors[`slides.${index}`] ??= M.unreachable;
  });
  return errors;
}

export const decision: SlideKind<'decision'> = {
  rules: {
    title: { required: M.title, type: M.title },
    videoUrl: { type: M.video },
  },
  fieldRules: {
    options: {
      required: M.optionCount,
      type: M.optionCount,
      min: [2, M.optionCount],
      max: [4, M.optionCount],
    },
    'options.*': { required: M.label, type: M.label },
    'options.*.label': { required: M.label, type: M.label, max: [120, M.labelLength] },
    'options.*.rejoinAt': { type: M.rejoin, min: [0, M.rejoin] },
    showRoadNotTaken: { type: M.roadNotTaken },
  },
  listErrors: decisionListErrors,
  columns: (slide) => ({
    ...noColumns,
    videoUrl: slide.videoUrl ?? null,
    captionsUrl: slide.captionsUrl ?? null,
    decisionOptions: slide.options.map((option) => ({
      label: option.label.trim(),
      rejoinAt: option.rejoinAt ?? null,
    })),
    showRoadNotTaken: slide.showRoadNotTaken ?? true,
  }),
  questions: () => [],
  toLive: (slide: StoredSlide, { index, paths }) => {
    const options = storedOptions(slide.decisionOptions);
    return {
      type: null,
      videoUrl: str(slide.videoUrl),
      captionsUrl: str(slide.captionsUrl),
      // The room votes with a choice question: an answer is the index of an option.
      questions: [{ question: slide.title ?? '', kind: 'choice', options: options.map((o) => o.label) }],
      pollTitle: null,
      options: options.map(({ label, rejoinAt }, option) => {
        // A live index is the slide's position in order, as rejoinAt is.
        const rejoin = rejoinAt !== null && rejoinAt >= 0 && rejoinAt < paths.length ? rejoinAt : null;
        const first = paths.findIndex((path) => path?.decision === index && path.option === option);
        // Every stored decision has a path per option (decisionListErrors); a snapshot without one goes on.
        return {
          label,
          firstSlide: first >= 0 ? first : (rejoin ?? Math.min(index + 1, paths.length - 1)),
          rejoinAt: rejoin,
        };
      }),
      showRoadNotTaken: slide.showRoadNotTaken ?? true,
    };
  },
  validAnswer,
};
