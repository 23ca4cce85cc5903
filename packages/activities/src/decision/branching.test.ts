import { describe, expect, it } from 'vitest';
import { isDecision, onMainLine, pathIssues, pathOwners, pathsEnd, type PlacedSlide } from './branching';

const main = (): PlacedSlide => ({ slideType: 'discussion' });
const path = (pathOption: number): PlacedSlide => ({ slideType: 'discussion', pathOption });
/** A decision whose option k rejoins at rejoins[k], labelled A, B, C... */
const decide = (rejoins: (number | null)[], extra: Partial<PlacedSlide> = {}): PlacedSlide => ({
  slideType: 'decision',
  options: rejoins.map((rejoinAt, k) => ({ label: String.fromCharCode(65 + k), rejoinAt })),
  ...extra,
});

/** The issues as `path: rule`, easier to read in a failure. */
const issues = (slides: PlacedSlide[]) =>
  Object.fromEntries(pathIssues(slides).map(({ path, rule }) => [path.join('.'), rule]));

// 0 main, 1 decision (A and B rejoin 4), 2 path A, 3 path B, 4 main.
const base = () => [main(), decide([4, 4]), path(0), path(1), main()];
const withDecision = (decision: PlacedSlide) => base().map((slide, i) => (i === 1 ? decision : slide));

describe('the place of each slide', () => {
  it('names the decision whose paths hold a slide, and where they end', () => {
    const slides = [path(0), decide([5, 5]), path(0), path(1), path(1), main(), path(0)];
    expect(pathOwners(slides)).toEqual([null, null, 1, 1, 1, null, null]);
    expect(pathsEnd(slides, 1)).toBe(4);
    expect(pathsEnd([main(), decide([null, null])], 1)).toBe(1);
  });

  it('tells the main line and the decisions', () => {
    expect([main(), path(0), { slideType: 'poll', pathOption: null }, undefined].map(onMainLine)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([decide([]), main(), undefined].map(isDecision)).toEqual([true, false, false]);
  });
});

describe('the path rules', () => {
  it.each<[string, PlacedSlide[]]>([
    ['a list without decisions', [main(), main()]],
    ['the base scenario', base()],
    [
      'a main-line slide reached through any option that rejoins before it',
      [main(), decide([4, 5]), path(0), path(1), main(), main()],
    ],
    ['paths that end the scenario', [main(), decide([null, null]), path(0), path(1)]],
    ['an option without rejoinAt (it ends the scenario)', [decide([null, null]), path(0), path(1)]],
    [
      'two decisions, one after the other',
      [decide([3, 3]), path(0), path(1), decide([6, null]), path(0), path(1), main()],
    ],
  ])('accept %s', (_case, slides) => {
    expect(issues(slides)).toEqual({});
  });

  it('refuse a decision inside a path (nested)', () => {
    expect(issues(withDecision(decide([4, 4], { pathOption: 0 })))).toEqual({ '1.pathOption': 'nested' });
    // In the middle of another decision's paths: that decision's option B loses its path.
    expect(
      issues([main(), decide([6, 6]), path(0), decide([6, 6], { pathOption: 1 }), path(0), path(1), main()]),
    ).toEqual({ '3.pathOption': 'nested', '1.options.1': 'emptyPath' });
  });

  it.each<[string, PlacedSlide[], Record<string, string>]>([
    [
      'before any decision',
      [path(0), decide([4, 4]), path(0), path(1), main()],
      { '0.pathOption': 'grouped' },
    ],
    ['after the main line went on', [...base(), path(1)], { '5.pathOption': 'grouped' }],
    ['out of order', [main(), decide([4, 4]), path(1), path(0), main()], { '3.pathOption': 'grouped' }],
    [
      'with an option the decision does not have',
      [main(), decide([5, 5]), path(0), path(1), path(2), main()],
      { '4.pathOption': 'grouped' },
    ],
    [
      'with a fractional option',
      [main(), decide([4, 4]), path(0), path(0.5), main()],
      {
        '3.pathOption': 'grouped',
        '1.options.1': 'emptyPath',
      },
    ],
  ])('refuse a path slide %s (grouped)', (_case, slides, expected) => {
    expect(issues(slides)).toEqual(expected);
  });

  it.each<[string, PlacedSlide, Record<string, string>]>([
    [
      'no options (the paths then belong to none, and no option reaches what follows)',
      decide([]),
      {
        '1.options': 'optionCount',
        '2.pathOption': 'grouped',
        '3.pathOption': 'grouped',
        '4': 'unreachable',
      },
    ],
    [
      'options that are not a list',
      { slideType: 'decision', options: 'A, B' },
      {
        '1.options': 'optionCount',
        '2.pathOption': 'grouped',
        '3.pathOption': 'grouped',
        '4': 'unreachable',
      },
    ],
    ['one option', decide([4]), { '1.options': 'optionCount', '3.pathOption': 'grouped' }],
    [
      'five options',
      decide([4, 4, 4, 4, 4]),
      {
        '1.options': 'optionCount',
        '1.options.2': 'emptyPath',
        '1.options.3': 'emptyPath',
        '1.options.4': 'emptyPath',
      },
    ],
  ])('refuse a decision with %s (optionCount)', (_case, decision, expected) => {
    expect(issues(withDecision(decision))).toEqual(expected);
  });

  it('refuse an option without a label (label)', () => {
    const labels = (...labels: unknown[]) =>
      issues(
        withDecision({ slideType: 'decision', options: labels.map((label) => ({ label, rejoinAt: 4 })) }),
      );
    expect(labels(' ', 'B')).toEqual({ '1.options.0.label': 'label' });
    expect(labels('A', undefined)).toEqual({ '1.options.1.label': 'label' });
    expect(labels(1, 'B')).toEqual({ '1.options.0.label': 'label' });
    // An option that is not an object has no label, and ends the scenario.
    expect(issues(withDecision({ slideType: 'decision', options: [null, 'B'] }))).toEqual({
      '1.options.0.label': 'label',
      '1.options.1.label': 'label',
      '4': 'unreachable',
    });
  });

  it('refuse an option without a slide in its path (emptyPath)', () => {
    expect(issues([main(), decide([4, 4]), path(0), path(0), main()])).toEqual({
      '1.options.1': 'emptyPath',
    });
    expect(issues(withDecision(decide([4, 4, 4])))).toEqual({ '1.options.2': 'emptyPath' });
    expect(issues([main(), decide([null, null])])).toEqual({
      '1.options.0': 'emptyPath',
      '1.options.1': 'emptyPath',
    });
  });

  it.each<[string, number, number]>([
    ['the decision itself (a loop)', 0, 1],
    ['a slide before the decision', 1, 0],
    ['a path slide', 0, 3],
    ['past the last slide', 1, 5],
    ['a negative position', 0, -1],
    ['a fractional position', 1, 4.5],
  ])('refuse a rejoin at %s (rejoin), not the slides it skips', (_case, option, rejoinAt) => {
    const rejoins = [4, 4];
    rejoins[option] = rejoinAt;
    expect(issues(withDecision(decide(rejoins)))).toEqual({ [`1.options.${option}.rejoinAt`]: 'rejoin' });
  });

  it('report a main-line slide every option skips (unreachable)', () => {
    expect(issues([main(), decide([5, 5]), path(0), path(1), main(), main()])).toEqual({
      '4': 'unreachable',
    });
    expect(issues([...withDecision(decide([null, null])), main()])).toEqual({
      '4': 'unreachable',
      '5': 'unreachable',
    });
  });

  it('report each field once: the first issue found at it stands', () => {
    // Every option of the first decision ends the scenario: the second decision and the last slide are unreachable.
    // The second decision's options end it too, which finds the last slide again: reported once.
    const slides = [decide([null, null]), path(0), path(1), decide([null, null]), path(0), path(1), main()];
    const found = pathIssues(slides);
    expect(found.map(({ path }) => path.join('.'))).toEqual(['3', '6']);
    expect(found).toEqual([
      { path: [3], rule: 'unreachable' },
      { path: [6], rule: 'unreachable' },
    ]);
  });
});
