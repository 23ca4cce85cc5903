// Branching scenarios (issue 17): the rules' messages and the outline of a scenario whose slides include decisions.
// The rules themselves are @readyteams/activities' (the server applies the same ones).
//
// The scenario's slides stay one ordered list. The slides directly after a decision whose pathOption is set are its
// options' consequence paths, grouped by option in increasing order (each option at least one slide); every option
// then rejoins the main line at a main-line slide after the paths (rejoinAt: that slide's position in the list) or
// ends the scenario (null). Main-line slides have no pathOption; a decision is always on the main line.
//
// The editor changes the list only through the functions here (move within the main line or within one path, add to
// a path, delete, add or remove an option, change a type). Each returns a new list in which every rejoinAt still
// names the same slide: `remapRejoins` follows each referenced slide by its key to its new position.
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  isDecision,
  onMainLine,
  pathIssues,
  pathsEnd,
} from '@readyteams/activities/decision';
import type { SlideForm, SlideValues } from './slide-schema';
import type { SlideStarts } from './slides/kind';
import { issue } from '../i18n/issues';

/**
 * The rules' messages (ids of the forms' catalogue): in English the same text at the same keys as the server's
 * (DecisionSlideWrite in openapi.yaml).
 */
export const DECISION_MESSAGES = {
  title: issue('forms.error.decision.title'),
  optionCount: issue('forms.error.decision.optionCount'),
  label: issue('forms.error.decision.label'),
  labelLength: issue('forms.error.decision.labelLength'),
  emptyPath: issue('forms.error.decision.emptyPath'),
  rejoin: issue('forms.error.decision.rejoin'),
  nested: issue('forms.error.decision.nested'),
  grouped: issue('forms.error.decision.grouped'),
  unreachable: issue('forms.error.decision.unreachable'),
};
const M = DECISION_MESSAGES;

/** "A" for option 0, "B" for option 1, ... */
export const optionLetter = (option: number) => String.fromCharCode(65 + option);

/** What the rules and the outline read of a slide: its type, its path, and (decisions) its options. */
type Placed = Pick<SlideValues, 'slideType' | 'pathOption'> & {
  options?: readonly { label?: string; rejoinAt?: number | null }[];
};

/**
 * What the outline shows of a slide: its place, type, title and options. The editor watches only these, so typing
 * in a slide's other fields re-renders that slide's card, not the whole outline.
 */
export type OutlineSlide = Pick<SlideValues, 'key' | 'slideType' | 'pathOption' | 'title' | 'options'>;

export const toOutlineSlides = (slides: readonly SlideValues[] | undefined): OutlineSlide[] =>
  (slides ?? []).map(({ key, slideType, pathOption, title, options }) => ({
    key,
    slideType,
    pathOption: pathOption ?? null,
    title,
    options,
  }));

/** One issue of the rules over the list, at its path under `slides`. */
export type BranchingIssue = { path: (string | number)[]; message: string };

/**
 * The path rules over the whole list, a decision's option count and labels among them, as the server applies them
 * (@readyteams/activities/decision), with the forms' messages.
 */
export const branchingIssues = (slides: readonly Placed[]): BranchingIssue[] =>
  pathIssues(slides).map(({ path, rule }) => ({ path: ['slides', ...path], message: M[rule] }));

/**
 * One main-line item of the outline: a main-line slide (its `head` index) and the slides after it that sit in a path.
 * For a decision, `paths[k]` holds the indices of option k's slides; `strays` are path slides that belong to no
 * option of this block (after a slide that is not a decision, or naming an option the decision does not have).
 */
export type OutlineBlock = { head: number; paths: number[][]; strays: number[] };

/** The scenario as the editor shows it: the main line, each decision with its paths below it. */
export function outline(slides: readonly Placed[]): OutlineBlock[] {
  const blocks: OutlineBlock[] = [];
  slides.forEach((slide, index) => {
    const current = blocks.at(-1);
    if (!current || isDecision(slide) || slide.pathOption == null) {
      const options = isDecision(slide) ? (slide.options?.length ?? 0) : 0;
      blocks.push({ head: index, paths: Array.from({ length: options }, () => []), strays: [] });
      return;
    }
    const option = slide.pathOption!;
    const path = current.paths[option];
    if (path) path.push(index);
    else current.strays.push(index);
  });
  return blocks;
}

/** The positions the block takes in the list: its head and every slide after it up to the next block. */
function blockIndices(blocks: readonly OutlineBlock[], block: number, length: number): number[] {
  const start = blocks[block]!.head;
  const end = blocks[block + 1]?.head ?? length;
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}

/** The main-line slides an option of the decision may rejoin: after the decision's paths, in order. */
export function rejoinChoices(slides: readonly Placed[], decision: number): number[] {
  const end = pathsEnd(slides, decision);
  const choices: number[] = [];
  for (let index = end + 1; index < slides.length; index++)
    if (onMainLine(slides[index])) choices.push(index);
  return choices;
}

/** Where a new option's path goes back by default: the main-line slide right after the paths, or the end. */
export function defaultRejoin(slides: readonly Placed[], decision: number): number | null {
  const next = pathsEnd(slides, decision) + 1;
  return next < slides.length ? next : null;
}

/**
 * Keeps every rejoinAt on the slide it named: `before` is the list the positions refer to, `after` the changed list
 * (the same slides by key, some moved, some added or removed). A rejoined slide that was removed gives way to the
 * next main-line slide after it that is still there; when there is none, the path ends the scenario. A position
 * that named no slide is left as it is (the rules report it).
 */
export function remapRejoins(before: readonly SlideValues[], after: SlideValues[]): SlideValues[] {
  const position = new Map(after.map((slide, index) => [slide.key, index]));
  const remap = (rejoinAt: number | null): number | null => {
    if (rejoinAt === null || before[rejoinAt] === undefined) return rejoinAt;
    for (let index = rejoinAt; index < before.length; index++) {
      const now = position.get(before[index]!.key);
      if (now !== undefined && (index === rejoinAt || onMainLine(after[now]))) return now;
    }
    return null;
  };
  return after.map((slide) =>
    isDecision(slide) && slide.options?.some((option) => option.rejoinAt != null)
      ? {
          ...slide,
          options: slide.options.map((option) => ({ ...option, rejoinAt: remap(option.rejoinAt ?? null) })),
        }
      : slide,
  );
}

/** Moves a main-line item (its slide with its paths, if it is a decision) from one place of the main line to another. */
export function moveOnMainLine(slides: readonly SlideValues[], from: number, to: number): SlideValues[] {
  const blocks = outline(slides);
  if (from === to || !blocks[from] || !blocks[to]) return [...slides];
  const groups = blocks.map((_, block) => blockIndices(blocks, block, slides.length));
  const [moved] = groups.splice(from, 1);
  groups.splice(to, 0, moved!);
  return remapRejoins(
    slides,
    groups.flat().map((index) => slides[index]!),
  );
}

/** Moves a slide within one option's path of a decision (`from` and `to` are places in that path). */
export function moveInPath(
  slides: readonly SlideValues[],
  decision: number,
  option: number,
  from: number,
  to: number,
): SlideValues[] {
  const path = outline(slides).find((block) => block.head === decision)?.paths[option];
  if (!path || from === to || path[from] === undefined || path[to] === undefined) return [...slides];
  const items = path.map((index) => slides[index]!);
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  const next = [...slides];
  path.forEach((index, place) => (next[index] = items[place]!));
  return remapRejoins(slides, next);
}

/** Adds `slide` at the end of an option's path (after the slides of that option and the ones before it). */
export function addToPath(
  slides: readonly SlideValues[],
  decision: number,
  option: number,
  slide: SlideValues,
): SlideValues[] {
  const end = pathsEnd(slides, decision);
  let at = decision + 1;
  for (let index = decision + 1; index <= end; index++)
    if ((slides[index]!.pathOption ?? 0) <= option) at = index + 1;
  const next = [...slides];
  next.splice(at, 0, { ...slide, pathOption: option });
  return remapRejoins(slides, next);
}

/**
 * Deletes a slide. A decision's path slides stay, on the main line where they were (nothing the author wrote is lost
 * with the decision; they delete what they do not want).
 */
export function removeSlide(slides: readonly SlideValues[], index: number): SlideValues[] {
  const end = isDecision(slides[index]) ? pathsEnd(slides, index) : index;
  const next = slides.flatMap((slide, at) => {
    if (at === index) return [];
    if (at > index && at <= end) return [{ ...slide, pathOption: null }];
    return [slide];
  });
  return remapRejoins(slides, next);
}

/** A blank option, going back to the main line right after the paths (or ending the scenario when none follows). */
export function addOption(slides: readonly SlideValues[], decision: number): SlideValues[] {
  const slide = slides[decision]!;
  if (slide.options.length >= MAX_OPTIONS) return [...slides];
  const next = [...slides];
  next[decision] = {
    ...slide,
    options: [...slide.options, { label: '', rejoinAt: defaultRejoin(slides, decision) }],
  };
  return next;
}

/** Removes an option with its path: the path's slides are deleted, later options' paths move up one letter. */
export function removeOption(
  slides: readonly SlideValues[],
  decision: number,
  option: number,
): SlideValues[] {
  const end = pathsEnd(slides, decision);
  const next = slides.flatMap((slide, index) => {
    if (index === decision) return [{ ...slide, options: slide.options.filter((_, k) => k !== option) }];
    if (index <= decision || index > end || slide.pathOption == null) return [slide];
    if (slide.pathOption === option) return [];
    return [{ ...slide, pathOption: slide.pathOption > option ? slide.pathOption - 1 : slide.pathOption }];
  });
  return remapRejoins(slides, next);
}

/**
 * Changes a slide's type. The slide takes the type's starting values (`starts`, SlideKind.starts) in those of their
 * fields that are still blank. A new decision gets its first two options (each going back to the main line after
 * it); a decision that becomes another type leaves its path slides on the main line where they were. A path slide
 * cannot become a decision (decisions are never inside a path).
 */
export function changeSlideType(
  slides: readonly SlideValues[],
  index: number,
  slideType: SlideValues['slideType'],
  starts: SlideStarts = {},
): SlideValues[] {
  const slide = slides[index]!;
  if (slide.slideType === slideType) return [...slides];
  if (slideType === 'decision' && slide.pathOption != null) return [...slides];
  let next = [...slides];
  if (isDecision(slide)) {
    const end = pathsEnd(slides, index);
    next = next.map((other, at) => (at > index && at <= end ? { ...other, pathOption: null } : other));
  }
  const blanks = Object.entries(starts).filter(
    ([field]) => slide[field as keyof typeof starts].trim() === '',
  );
  next[index] = { ...slide, ...Object.fromEntries(blanks), slideType };
  if (slideType === 'decision' && slide.options.length < MIN_OPTIONS) {
    const rejoinAt = defaultRejoin(next, index);
    next[index] = {
      ...next[index]!,
      options: [
        ...slide.options,
        ...Array.from({ length: MIN_OPTIONS - slide.options.length }, () => ({ label: '', rejoinAt })),
      ],
    };
  }
  return next;
}

/**
 * Puts a changed list (from the functions above) in the editor's form. Once the form was submitted its messages are
 * checked again at once; before that, messages of the old positions are cleared (they would name the wrong slides).
 */
export function setSlides(form: SlideForm, next: SlideValues[]) {
  const submitted = form.formState.isSubmitted;
  form.setValue('slides', next, { shouldDirty: true, shouldValidate: submitted });
  if (!submitted) form.clearErrors('slides');
}
