// Branching scenarios (issue 17): the path rules over a scenario's list of slides. The one copy of them: the server
// (the decision's listErrors) and the editor (its form's checks) both map these issues to their own messages.
//
// The scenario's slides stay one ordered list. The slides directly after a decision whose pathOption is set are its
// options' consequence paths, grouped by option in increasing order (each option at least one slide); every option
// then rejoins the main line at a main-line slide after the paths (rejoinAt: that slide's position in the list) or
// ends the scenario (null). Main-line slides have no pathOption; a decision is always on the main line.

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

/**
 * What the rules need of a slide: its type, the option whose path holds it and (decisions) its options, each
 * `{ label, rejoinAt }`. The server checks a list as it was sent, where the options may be anything (other types'
 * slides may even carry an ignored field of that name), so the rules read them as unknown.
 */
export interface PlacedSlide {
  slideType: string;
  pathOption?: number | null;
  options?: unknown;
}

/** A decision option as the rules read it: `{ label, rejoinAt }` when it was sent right. */
type SentOption = { label?: unknown; rejoinAt?: unknown } | null | undefined;

/**
 * The rule a list breaks: a decision inside a path (`nested`), a path slide out of its place (`grouped`), a decision
 * without 2 to 4 options (`optionCount`), an option without a label (`label`) or without a slide in its path
 * (`emptyPath`), a path that does not rejoin a main-line slide after the decision's paths (`rejoin`), a main-line
 * slide every option of an earlier decision skips (`unreachable`).
 */
export type PathRule =
  'nested' | 'grouped' | 'optionCount' | 'label' | 'emptyPath' | 'rejoin' | 'unreachable';

/** One broken rule at its field, the path relative to the list: [3, 'options', 1, 'rejoinAt'], or [5] for a slide. */
export interface PathIssue {
  path: (string | number)[];
  rule: PathRule;
}

export const onMainLine = (slide: PlacedSlide | undefined) => slide?.pathOption == null;
export const isDecision = (slide: PlacedSlide | undefined) => slide?.slideType === 'decision';

/**
 * For each slide, the index of the decision whose paths hold it (the run of slides with a pathOption directly after a
 * decision), or null: main-line slides, decisions, and path slides with no decision before them.
 */
export function pathOwners(slides: readonly PlacedSlide[]): (number | null)[] {
  let owner: number | null = null;
  return slides.map((slide, index) => {
    if (isDecision(slide)) {
      owner = index;
      return null;
    }
    if (slide.pathOption == null) owner = null;
    return owner;
  });
}

function endOfPaths(owners: readonly (number | null)[], decision: number): number {
  let end = decision;
  while (owners[end + 1] === decision) end++;
  return end;
}

/** The index of the last slide of a decision's paths (the decision's own index when it has none). */
export const pathsEnd = (slides: readonly PlacedSlide[], decision: number): number =>
  endOfPaths(pathOwners(slides), decision);

/**
 * The path rules over the whole list: path slides follow their decision grouped by option, no decision in a path,
 * every decision has 2 to 4 labelled options, every option has a path and rejoins a main-line slide after the
 * decision's paths (or ends the scenario), and no main-line slide is skipped by every option of an earlier decision
 * (it lies after the paths and before the earliest slide they rejoin, or anywhere after them when every option ends
 * the scenario). At most one issue per field: the first found stands.
 */
export function pathIssues(slides: readonly PlacedSlide[]): PathIssue[] {
  const issues = new Map<string, PathIssue>();
  const add = (path: (string | number)[], rule: PathRule) => {
    const key = path.join('.');
    if (!issues.has(key)) issues.set(key, { path, rule });
  };
  const owners = pathOwners(slides);
  slides.forEach((slide, index) => {
    if (isDecision(slide) && slide.pathOption != null) add([index, 'pathOption'], 'nested');
    // A path slide with no decision before it (a main-line slide came between them, or none came before).
    else if (slide.pathOption != null && owners[index] === null) add([index, 'pathOption'], 'grouped');
  });
  slides.forEach((slide, decision) => {
    if (!isDecision(slide)) return;
    const options: readonly SentOption[] = Array.isArray(slide.options) ? slide.options : [];
    if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS)
      add([decision, 'options'], 'optionCount');
    const end = endOfPaths(owners, decision);
    const counts = options.map(() => 0);
    let last = -1;
    for (let index = decision + 1; index <= end; index++) {
      const option = slides[index]!.pathOption!;
      if (!Number.isInteger(option) || option < 0 || option >= options.length) {
        add([index, 'pathOption'], 'grouped');
        continue;
      }
      // Out of order: counted for its option (that option has a slide), refused where it stands.
      if (option < last) add([index, 'pathOption'], 'grouped');
      counts[option]! += 1;
      last = Math.max(last, option);
    }
    let rejoinsValid = true;
    let earliest = slides.length;
    options.forEach((option, k) => {
      if (typeof option?.label !== 'string' || !option.label.trim())
        add([decision, 'options', k, 'label'], 'label');
      if (!counts[k]) add([decision, 'options', k], 'emptyPath');
      const rejoinAt = option?.rejoinAt ?? null;
      if (rejoinAt === null) return;
      if (
        typeof rejoinAt === 'number' &&
        Number.isInteger(rejoinAt) &&
        rejoinAt > end &&
        rejoinAt < slides.length &&
        onMainLine(slides[rejoinAt])
      ) {
        earliest = Math.min(earliest, rejoinAt);
      } else {
        add([decision, 'options', k, 'rejoinAt'], 'rejoin');
        rejoinsValid = false;
      }
    });
    // A wrong rejoinAt is reported as such, not as the slides it skips.
    if (!rejoinsValid) return;
    for (let index = end + 1; index < earliest; index++)
      if (onMainLine(slides[index])) add([index], 'unreachable');
  });
  return [...issues.values()];
}
