// Branching scenarios on the host's screens: where the session goes next and where it is in the outline. Pure
// functions of the live slides and the state's decisions (no React), shared by the host controls and the presenter.
//
// The slides are one ordered list. A decision's path slides follow it directly, grouped by option (`path`: the
// decision's index and the option); every other slide is on the main line. An option leads to its path's first slide
// (`firstSlide`) and its path's last slide goes on to `rejoinAt` (a main-line slide after the decision), or ends the
// scenario (null).
import type { LiveDecision, LiveSlide, LiveSlideOf, LiveState } from '@readyteams/activities/live';

type DecisionSlide = LiveSlideOf<'decision'>;

/**
 * What the navigation looks at: the state's slides (hosts only: without them, one slide after the other), the current
 * slide and the decisions.
 */
export type Where = Pick<LiveState, 'slides' | 'slideCount' | 'currentSlide' | 'decisions' | 'roadNotTaken'>;

/**
 * What Next does:
 * - `slide`: go to that slide;
 * - `road-not-taken`: show what the decision's other options would have led to (then `then`: the slide after it, or
 *   null at the end of the scenario);
 * - `decide`: nothing yet, the host must take the decision first;
 * - `end`: nothing, the scenario ends here.
 */
export type NextStep =
  | { kind: 'slide'; slide: number }
  | { kind: 'road-not-taken'; decision: number; then: number | null }
  | { kind: 'decide'; decision: number }
  | { kind: 'end' };

/** Where a slide stands against the session's way through the outline. */
export type SlideStatus =
  /** On the way the session took (or goes, on the main line, until the next decision still to take). */
  | 'taken'
  /** On a branch the session did not take (another option's path, or a main-line slide the chosen path skips). */
  | 'untaken'
  /** After a decision still to take: it depends on the room. */
  | 'open';

export const isDecision = (slide: LiveSlide | null | undefined): slide is DecisionSlide =>
  slide?.slideType === 'decision';

/** The decision taken on a decision slide, if any. */
export const decisionOn = (
  decisions: readonly LiveDecision[],
  slideIndex: number,
): LiveDecision | undefined => decisions.find((decision) => decision.slideIndex === slideIndex);

/** The room's choice: the most voted option, or null on a tie (no votes at all is a tie of every option). */
export function roomChoice(votes: readonly number[]): number | null {
  const most = Math.max(...votes);
  return votes.filter((count) => count === most).length === 1 ? votes.indexOf(most) : null;
}

/** Whether two slides are on the same option's path. */
const samePath = (a: LiveSlide | undefined, b: LiveSlide | undefined) =>
  Boolean(a?.path && b?.path && a.path.decision === b.path.decision && a.path.option === b.path.option);

/** The first main-line slide after `index` (-1: the first of all), or null when there is none. */
function nextMainLine(slides: readonly LiveSlide[], index: number): number | null {
  for (let i = Math.max(-1, index) + 1; i < slides.length; i++) if (!slides[i]!.path) return i;
  return null;
}

/**
 * The slide after one, the road not taken aside: a number, null at the end of the scenario, or 'undecided' on a
 * decision still to take.
 */
function after(slides: readonly LiveSlide[], index: number, decisions: readonly LiveDecision[]) {
  const slide = slides[index];
  if (!slide) return nextMainLine(slides, index);
  if (isDecision(slide)) {
    const taken = decisionOn(decisions, index);
    if (!taken) return 'undecided' as const;
    return slide.options[taken.option]?.firstSlide ?? nextMainLine(slides, index);
  }
  if (!slide.path) return nextMainLine(slides, index);
  if (samePath(slide, slides[index + 1])) return index + 1;
  // The path's last slide: back to where the chosen option rejoins (also from a step into another option's path,
  // the road not taken), or where this path rejoins when the decision is not taken.
  const decision = slides[slide.path.decision];
  if (!isDecision(decision)) return nextMainLine(slides, index);
  const option = decisionOn(decisions, decision.index)?.option ?? slide.path.option;
  const rejoinAt = decision.options[option]?.rejoinAt;
  return rejoinAt === undefined ? nextMainLine(slides, index) : rejoinAt;
}

/** What Next does from the current slide (see NextStep). */
export function nextStep({ slides, slideCount, currentSlide, decisions, roadNotTaken }: Where): NextStep {
  if (!slides.length)
    return currentSlide + 1 < slideCount ? { kind: 'slide', slide: currentSlide + 1 } : { kind: 'end' };
  const next = after(slides, currentSlide, decisions);
  const slide = slides[currentSlide];
  if (next === 'undecided') return { kind: 'decide', decision: currentSlide };
  // The chosen path's last slide: the road not taken first, unless it is on screen already.
  if (slide?.path && !samePath(slide, slides[currentSlide + 1])) {
    const decision = slides[slide.path.decision];
    const taken = decisionOn(decisions, slide.path.decision);
    if (
      isDecision(decision) &&
      decision.showRoadNotTaken &&
      taken?.option === slide.path.option &&
      roadNotTaken !== decision.index
    )
      return { kind: 'road-not-taken', decision: decision.index, then: next };
  }
  return next === null ? { kind: 'end' } : { kind: 'slide', slide: next };
}

/**
 * The slides the session takes from the start, in order: the main line, down each decision's chosen path and on
 * from where it rejoins; it stops at a decision still to take (its last slide) or at the end of the scenario.
 */
export function routeOf(slides: readonly LiveSlide[], decisions: readonly LiveDecision[]): number[] {
  const route: number[] = [];
  const seen = new Set<number>();
  let index: number | null | 'undecided' = nextMainLine(slides, -1);
  while (typeof index === 'number' && index < slides.length && !seen.has(index)) {
    route.push(index);
    seen.add(index);
    index = after(slides, index, decisions);
  }
  return route;
}

/**
 * Where Previous goes: null in the lobby; the current slide again while the road not taken is on screen (leaving
 * it); the slide before on the session's way (-1: the lobby), the decision from its path's first slide.
 */
export function previousSlide({ slides, currentSlide, decisions, roadNotTaken }: Where): number | null {
  if (currentSlide < 0) return null;
  if (roadNotTaken !== null) return currentSlide;
  const slide = slides[currentSlide];
  if (slide?.path) return samePath(slide, slides[currentSlide - 1]) ? currentSlide - 1 : slide.path.decision;
  const route = routeOf(slides, decisions);
  const at = route.indexOf(currentSlide);
  if (at > 0) return route[at - 1]!;
  return at === 0 ? -1 : currentSlide - 1;
}

/**
 * Each slide's status against the session's way (see SlideStatus): the slides on the route are taken; the others
 * before the first decision still to take are untaken (another option's path, or skipped by the chosen one); the
 * rest is open.
 */
export function slideStatuses(
  slides: readonly LiveSlide[],
  decisions: readonly LiveDecision[],
): SlideStatus[] {
  const route = routeOf(slides, decisions);
  const last = route[route.length - 1];
  const frontier =
    last !== undefined && isDecision(slides[last]) && !decisionOn(decisions, last) ? last : slides.length;
  const taken = new Set(route);
  return slides.map((_, index) => (taken.has(index) ? 'taken' : index < frontier ? 'untaken' : 'open'));
}

/** One option of a decision in the outline: its label and its path's slides. */
export interface OutlinePath {
  option: number;
  label: string;
  /** The main-line slide the path rejoins (null: it ends the scenario). */
  rejoinAt: number | null;
  slides: LiveSlide[];
}

/** A main-line slide of the outline, with its paths when it is a decision. */
export interface OutlineEntry {
  slide: LiveSlide;
  paths: OutlinePath[];
}

/** The outline: the main-line slides in order, each decision with its options' paths under it. */
export function outlineOf(slides: readonly LiveSlide[]): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const byDecision = new Map<number, OutlineEntry>();
  for (const slide of slides) {
    const owner = slide.path ? byDecision.get(slide.path.decision) : undefined;
    const path = slide.path && owner?.paths.find((candidate) => candidate.option === slide.path!.option);
    if (path) {
      path.slides.push(slide);
      continue;
    }
    // A path slide whose decision is not before it (a malformed list) shows on the main line.
    const entry: OutlineEntry = {
      slide,
      paths: isDecision(slide)
        ? slide.options.map((option, index) => ({
            option: index,
            label: option.label,
            rejoinAt: option.rejoinAt,
            slides: [],
          }))
        : [],
    };
    entries.push(entry);
    if (isDecision(slide)) byDecision.set(slide.index, entry);
  }
  return entries;
}
