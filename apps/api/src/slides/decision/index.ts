// Decision slides (branching scenarios, issue 17): a situation (title, script, optional video) and 2 to 4 options the
// room votes on. The scenario's slides stay one ordered list: the slides directly after a decision whose pathOption
// is set are its options' consequence paths, grouped by option in increasing order (each option at least one slide);
// each option's path then rejoins the main line at a chosen slide after the paths (rejoinAt, its position in the
// list) or ends the scenario (null). Main-line slides have no pathOption, and a decision is always on the main line.
// Phones vote with a choice question (the title, the options' labels), so answers, tallies and the CSV are the polls'.
import { MAX_OPTIONS, MIN_OPTIONS, pathIssues } from '@readyteams/activities/decision';
import type { FieldErrors } from '../../errors.js';
import {
  bool,
  str,
  type DecisionOptionColumns,
  type SlideKind,
  type SlideWrite,
  type StoredSlide,
} from '../kind.js';
import { decisionLive, decisionResults, decisionRoutes } from './live.js';
import { validAnswer } from '../questions.js';

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

// The path rules are @readyteams/activities' (the editor applies the same ones); toLiveSlides reads the paths' owners.
export { pathOwners } from '@readyteams/activities/decision';

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
 * The path rules over the whole list (the contract's DecisionSlideWrite), as errors keyed `slides.N...`: a path slide
 * out of its place, a decision in a path, without 2 to 4 labelled options, an option without a path or a path that
 * does not rejoin the main line after the decision's paths, and a main-line slide every option of a decision skips.
 */
export function decisionListErrors(slides: readonly SlideWrite[]): FieldErrors {
  return Object.fromEntries(
    pathIssues(slides).map(({ path, rule }) => [['slides', ...path].join('.'), M[rule]]),
  );
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
      min: [MIN_OPTIONS, M.optionCount],
      max: [MAX_OPTIONS, M.optionCount],
    },
    'options.*': { required: M.label, type: M.label },
    'options.*.label': { required: M.label, type: M.label, max: [120, M.labelLength] },
    'options.*.rejoinAt': { type: M.rejoin, min: [0, M.rejoin] },
    showRoadNotTaken: { type: M.roadNotTaken },
  },
  listErrors: decisionListErrors,
  props: (slide) => ({
    videoUrl: slide.videoUrl ?? null,
    captionsUrl: slide.captionsUrl ?? null,
    options: slide.options.map((option) => ({
      label: option.label.trim(),
      rejoinAt: option.rejoinAt ?? null,
    })),
    showRoadNotTaken: slide.showRoadNotTaken ?? true,
  }),
  // Its options (none yet: empty) and whether the road not taken may show (by default it may).
  read: (props) => ({
    ...props,
    options: props.options ?? [],
    showRoadNotTaken: props.showRoadNotTaken ?? true,
  }),
  questions: () => [],
  toLive: (slide: StoredSlide, { index, paths }) => {
    const options = storedOptions(slide.props.options);
    return {
      type: null,
      videoUrl: str(slide.props.videoUrl),
      captionsUrl: str(slide.props.captionsUrl),
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
      showRoadNotTaken: bool(slide.props.showRoadNotTaken) ?? true,
    };
  },
  validAnswer,
  report: async (_slides, { record }) => ({ decisions: decisionResults(record.slides, record.decisions) }),
  live: decisionLive,
  routes: decisionRoutes,
};
