import { describe, expect, it } from 'vitest';
import type { LiveDecision, LiveDecisionOption, LiveSlide } from '@readyteams/activities/live';
import {
  decisionOn,
  nextStep,
  outlineOf,
  previousSlide,
  roomChoice,
  routeOf,
  slideStatuses,
  type Where,
} from './branching';

const base = {
  suggestedSeconds: null,
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: null,
  questions: [],
  pollTitle: null,
};

const video = (index: number, path?: [number, number]): LiveSlide => ({
  ...base,
  index,
  slideType: 'video',
  title: `Slide ${index}`,
  path: path ? { decision: path[0], option: path[1] } : null,
});

const decision = (index: number, options: LiveDecisionOption[], showRoadNotTaken = true): LiveSlide => ({
  ...base,
  index,
  slideType: 'decision',
  title: `Decision ${index}`,
  questions: [{ question: `Decision ${index}`, kind: 'choice', options: options.map((o) => o.label) }],
  options,
  showRoadNotTaken,
});

/**
 * 0 intro; 1 decision: A (2, 3) rejoins at 5, B (4) ends the scenario; 5 main; 6 decision: A (7) rejoins at 9,
 * B (8) rejoins at 10; 9 main (only after 6A); 10 the end.
 */
const slides: LiveSlide[] = [
  video(0),
  decision(1, [
    { label: 'Step in', firstSlide: 2, rejoinAt: 5 },
    { label: 'Walk away', firstSlide: 4, rejoinAt: null },
  ]),
  video(2, [1, 0]),
  video(3, [1, 0]),
  video(4, [1, 1]),
  video(5),
  decision(
    6,
    [
      { label: 'Apologise', firstSlide: 7, rejoinAt: 9 },
      { label: 'Explain', firstSlide: 8, rejoinAt: 10 },
    ],
    false,
  ),
  video(7, [6, 0]),
  video(8, [6, 1]),
  video(9),
  video(10),
];

const taken = (slideIndex: number, option: number, more: Partial<LiveDecision> = {}): LiveDecision => ({
  slideIndex,
  option,
  votes: [3, 1],
  followed: true,
  tie: false,
  ...more,
});

const at = (
  currentSlide: number,
  decisions: LiveDecision[] = [],
  roadNotTaken: number | null = null,
): Where => ({
  slides,
  slideCount: slides.length,
  currentSlide,
  decisions,
  roadNotTaken,
});

describe('nextStep', () => {
  it('starts on the first slide and goes along the main line', () => {
    expect(nextStep(at(-1))).toEqual({ kind: 'slide', slide: 0 });
    expect(nextStep(at(0))).toEqual({ kind: 'slide', slide: 1 });
    expect(nextStep(at(9))).toEqual({ kind: 'slide', slide: 10 });
  });

  it('waits on a decision still to take', () => {
    expect(nextStep(at(1))).toEqual({ kind: 'decide', decision: 1 });
  });

  it("goes down the chosen option's path", () => {
    expect(nextStep(at(1, [taken(1, 0)]))).toEqual({ kind: 'slide', slide: 2 });
    expect(nextStep(at(1, [taken(1, 1)]))).toEqual({ kind: 'slide', slide: 4 });
    expect(nextStep(at(2, [taken(1, 0)]))).toEqual({ kind: 'slide', slide: 3 });
  });

  it("shows the road not taken after the chosen path's last slide, then rejoins", () => {
    expect(nextStep(at(3, [taken(1, 0)]))).toEqual({ kind: 'road-not-taken', decision: 1, then: 5 });
    expect(nextStep(at(3, [taken(1, 0)], 1))).toEqual({ kind: 'slide', slide: 5 });
    // A path that ends the scenario: the road not taken, then the end.
    expect(nextStep(at(4, [taken(1, 1)]))).toEqual({ kind: 'road-not-taken', decision: 1, then: null });
    expect(nextStep(at(4, [taken(1, 1)], 1))).toEqual({ kind: 'end' });
  });

  it('rejoins at once when the decision does not show the road not taken', () => {
    const decisions = [taken(1, 0), taken(6, 1)];
    expect(nextStep(at(6, decisions))).toEqual({ kind: 'slide', slide: 8 });
    expect(nextStep(at(8, decisions))).toEqual({ kind: 'slide', slide: 10 });
    expect(nextStep(at(7, [taken(1, 0), taken(6, 0)]))).toEqual({ kind: 'slide', slide: 9 });
  });

  it("after a step into another option's path (the road not taken), rejoins where the chosen one does", () => {
    // Chose A (rejoins at 5); the host stepped into B's path, which ends the scenario.
    expect(nextStep(at(4, [taken(1, 0)]))).toEqual({ kind: 'slide', slide: 5 });
    // Chose B (ends the scenario); the host stepped into A's path.
    expect(nextStep(at(3, [taken(1, 1)]))).toEqual({ kind: 'end' });
  });

  it("follows a path's own rejoin when its decision is not taken (the host jumped into it)", () => {
    expect(nextStep(at(3))).toEqual({ kind: 'slide', slide: 5 });
    expect(nextStep(at(4))).toEqual({ kind: 'end' });
  });

  it('skips path slides after a main-line slide and ends after the last one', () => {
    expect(nextStep(at(5, [taken(1, 0)]))).toEqual({ kind: 'slide', slide: 6 });
    expect(nextStep(at(10))).toEqual({ kind: 'end' });
  });

  it('goes one slide after the other without the slides (not a host)', () => {
    const phone = { ...at(2), slides: [] };
    expect(nextStep(phone)).toEqual({ kind: 'slide', slide: 3 });
    expect(nextStep({ ...phone, currentSlide: 10 })).toEqual({ kind: 'end' });
  });

  it('is one slide after the other in a scenario without decisions', () => {
    const linear = [video(0), video(1), video(2)];
    const where = { ...at(-1), slides: linear, slideCount: 3 };
    expect([-1, 0, 1, 2].map((currentSlide) => nextStep({ ...where, currentSlide }))).toEqual([
      { kind: 'slide', slide: 0 },
      { kind: 'slide', slide: 1 },
      { kind: 'slide', slide: 2 },
      { kind: 'end' },
    ]);
    expect([-1, 0, 1, 2].map((currentSlide) => previousSlide({ ...where, currentSlide }))).toEqual([
      null,
      -1,
      0,
      1,
    ]);
  });
});

describe('previousSlide', () => {
  it('goes back along the way the session took', () => {
    const decisions = [taken(1, 0)];
    expect(previousSlide(at(-1))).toBeNull();
    expect(previousSlide(at(0))).toBe(-1);
    expect(previousSlide(at(2, decisions))).toBe(1);
    expect(previousSlide(at(3, decisions))).toBe(2);
    // From where the path rejoined: its last slide.
    expect(previousSlide(at(5, decisions))).toBe(3);
    expect(previousSlide(at(9, [taken(1, 0), taken(6, 0)]))).toBe(7);
    expect(previousSlide(at(10, [taken(1, 0), taken(6, 1)]))).toBe(8);
  });

  it("goes from a path's first slide to its decision, and leaves the road not taken for the current slide", () => {
    expect(previousSlide(at(4, [taken(1, 0)]))).toBe(1);
    expect(previousSlide(at(3, [taken(1, 0)], 1))).toBe(3);
  });

  it('goes to the slide before when the slide is off the way', () => {
    expect(previousSlide(at(9))).toBe(8);
  });
});

describe('routeOf and slideStatuses', () => {
  it('stops at the first decision still to take; what follows is open', () => {
    expect(routeOf(slides, [])).toEqual([0, 1]);
    expect(slideStatuses(slides, [])).toEqual(['taken', 'taken', ...Array<string>(9).fill('open')]);
  });

  it('greys the options not taken and the main-line slides the chosen paths skip', () => {
    const decisions = [taken(1, 0), taken(6, 1)];
    expect(routeOf(slides, decisions)).toEqual([0, 1, 2, 3, 5, 6, 8, 10]);
    expect(slideStatuses(slides, decisions)).toEqual([
      'taken',
      'taken',
      'taken',
      'taken',
      'untaken',
      'taken',
      'taken',
      'untaken',
      'taken',
      'untaken',
      'taken',
    ]);
  });

  it('ends with a path that ends the scenario: the rest is untaken', () => {
    const decisions = [taken(1, 1)];
    expect(routeOf(slides, decisions)).toEqual([0, 1, 4]);
    expect(slideStatuses(slides, decisions).filter((status) => status === 'untaken')).toHaveLength(8);
  });

  it('leaves the part after an open decision open', () => {
    expect(slideStatuses(slides, [taken(1, 0)]).slice(6)).toEqual(['taken', 'open', 'open', 'open', 'open']);
  });
});

describe('outlineOf', () => {
  it('lists the main line with each decision’s paths under it', () => {
    const outline = outlineOf(slides);
    expect(outline.map((entry) => entry.slide.index)).toEqual([0, 1, 5, 6, 9, 10]);
    expect(
      outline[1]!.paths.map((path) => [path.label, path.rejoinAt, path.slides.map((s) => s.index)]),
    ).toEqual([
      ['Step in', 5, [2, 3]],
      ['Walk away', null, [4]],
    ]);
    expect(outline[0]!.paths).toEqual([]);
  });
});

describe('roomChoice and decisionOn', () => {
  it('takes the most voted option; a tie (or no votes) has none', () => {
    expect(roomChoice([1, 4, 2])).toBe(1);
    expect(roomChoice([3, 3, 1])).toBeNull();
    expect(roomChoice([0, 0])).toBeNull();
  });

  it('finds the decision taken on a slide', () => {
    expect(decisionOn([taken(6, 1), taken(1, 0)], 1)?.option).toBe(0);
    expect(decisionOn([], 1)).toBeUndefined();
  });
});
