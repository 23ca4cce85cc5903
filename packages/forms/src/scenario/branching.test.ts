import { describe, expect, it } from 'vitest';
import { englishT, inEnglish } from '../test/english';
import { messages } from '../test/messages';
import {
  DECISION_MESSAGES,
  addOption,
  addToPath,
  changeSlideType,
  defaultRejoin,
  moveInPath,
  moveOnMainLine,
  outline,
  rejoinChoices,
  remapRejoins,
  removeOption,
  removeSlide,
} from './branching';
import { mapDescription } from './scenario-map';
import { emptySlide, slideEditorSchema, slideKinds, type SlideValues } from './slide-schema';
import { thenChoices } from './slides/decision';

/** The rules' messages as a person reads them in English. */
const M = Object.fromEntries(
  Object.entries(DECISION_MESSAGES).map(([key, id]) => [key, inEnglish(id)]),
) as typeof DECISION_MESSAGES;

const main = (title: string) => emptySlide({ slideType: 'discussion', title });
const inPath = (title: string, pathOption: number) =>
  emptySlide({ slideType: 'discussion', title, pathOption });
const decision = (title: string, options: { label: string; rejoinAt: number | null }[]) =>
  emptySlide({ slideType: 'decision', title, options });

/**
 * 0 Intro, 1 Decision (A: 2 a1, 3 a2 -> 5 Wrap-up; B: 4 b1 -> end), 5 Wrap-up, 6 Extra.
 */
const branching = (): SlideValues[] => [
  main('Intro'),
  decision('First call', [
    { label: 'Listen first', rejoinAt: 5 },
    { label: 'Escalate', rejoinAt: null },
  ]),
  inPath('a1', 0),
  inPath('a2', 0),
  inPath('b1', 1),
  main('Wrap-up'),
  main('Extra'),
];

const titles = (slides: SlideValues[]) => slides.map((slide) => slide.title);
const rejoins = (slides: SlideValues[], index: number) =>
  slides[index]!.options.map((option) => option.rejoinAt);
const editorMessages = (slides: SlideValues[]) => messages(slideEditorSchema, { slides });

describe('branching rules (the same messages at the same keys as the server)', () => {
  it('accept a decision whose options each have a path that rejoins after it or ends the scenario', () => {
    expect(editorMessages(branching())).toEqual({});
  });

  it("need a decision's title, 2 to 4 options and a label on each", () => {
    const one = [decision(' ', [{ label: ' ', rejoinAt: null }]), inPath('a1', 0)];
    expect(editorMessages(one)).toEqual({
      'slides.0.title': M.title,
      'slides.0.options': M.optionCount,
      'slides.0.options.0.label': M.label,
    });
    const five = decision(
      'Q',
      ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, rejoinAt: null })),
    );
    expect(editorMessages([five, ...[0, 1, 2, 3, 4].map((k) => inPath(`p${k}`, k))])).toMatchObject({
      'slides.0.options': M.optionCount,
    });
  });

  it('need a slide in every option’s path', () => {
    // b1 deleted (the rejoin of A follows Wrap-up to its new place).
    expect(editorMessages(removeSlide(branching(), 4))).toEqual({ 'slides.1.options.1': M.emptyPath });
  });

  it('need every path to rejoin a main-line slide after the decision’s paths (no loops)', () => {
    for (const rejoinAt of [0, 1, 3, 4, 7]) {
      const slides = branching();
      slides[1]!.options[0]!.rejoinAt = rejoinAt;
      expect(editorMessages(slides), `rejoinAt ${rejoinAt}`).toEqual({
        'slides.1.options.0.rejoinAt': M.rejoin,
      });
    }
  });

  it('refuse a decision inside a path', () => {
    const slides = branching();
    slides[4] = emptySlide({
      slideType: 'decision',
      title: 'Nested',
      pathOption: 1,
      options: [
        { label: 'X', rejoinAt: null },
        { label: 'Y', rejoinAt: null },
      ],
    });
    expect(editorMessages(slides)).toMatchObject({ 'slides.4.pathOption': M.nested });
  });

  it('keep path slides right after their decision, grouped by option', () => {
    // After a main-line slide.
    expect(editorMessages([...branching(), inPath('stray', 0)])).toEqual({
      'slides.7.pathOption': M.grouped,
    });
    // Out of order: A, B, A.
    const slides = branching();
    slides.splice(5, 0, inPath('a3', 0));
    slides[1]!.options[0]!.rejoinAt = 6;
    expect(editorMessages(slides)).toEqual({ 'slides.5.pathOption': M.grouped });
    // An option the decision does not have.
    const unknown = branching();
    unknown[4] = inPath('c1', 2);
    expect(editorMessages(unknown)).toEqual({
      'slides.4.pathOption': M.grouped,
      'slides.1.options.1': M.emptyPath,
    });
  });

  it('report a main-line slide that every option skips', () => {
    const slides = branching();
    slides[1]!.options[1]!.rejoinAt = 6;
    slides[1]!.options[0]!.rejoinAt = 6;
    expect(editorMessages(slides)).toEqual({ 'slides.5': M.unreachable });
    // Every option ends the scenario: nothing after the paths is reached.
    slides[1]!.options[0]!.rejoinAt = null;
    slides[1]!.options[1]!.rejoinAt = null;
    expect(editorMessages(slides)).toEqual({ 'slides.5': M.unreachable, 'slides.6': M.unreachable });
  });

  it('report a wrong rejoin as such, not as the slides it would skip', () => {
    const slides = branching();
    slides[1]!.options[0]!.rejoinAt = 0;
    slides[1]!.options[1]!.rejoinAt = 6;
    expect(editorMessages(slides)).toEqual({ 'slides.1.options.0.rejoinAt': M.rejoin });
  });

  it('take an option without rejoinAt (as the contract allows) as ending the scenario', () => {
    const slides = branching();
    slides[1]!.options[1] = { label: 'Escalate' };
    expect(editorMessages(slides)).toEqual({});
  });
});

describe('the outline', () => {
  it('lists the main line with each decision’s paths by option', () => {
    expect(outline(branching())).toEqual([
      { head: 0, paths: [], strays: [] },
      { head: 1, paths: [[2, 3], [4]], strays: [] },
      { head: 5, paths: [], strays: [] },
      { head: 6, paths: [], strays: [] },
    ]);
    expect(outline([...branching(), inPath('stray', 0)]).at(-1)).toEqual({ head: 6, paths: [], strays: [7] });
  });

  it('offers as rejoin targets the main-line slides after the paths, then the end', () => {
    expect(rejoinChoices(branching(), 1)).toEqual([5, 6]);
    expect(thenChoices(branching(), 1, englishT)).toEqual([
      { value: '5', label: 'Rejoin at: Wrap-up' },
      { value: '6', label: 'Rejoin at: Extra' },
      { value: 'end', label: 'End the scenario' },
    ]);
    const same = branching();
    same[6]!.title = 'Wrap-up';
    expect(thenChoices(same, 1, englishT).map((choice) => choice.label)).toEqual([
      'Rejoin at: Wrap-up (slide 6)',
      'Rejoin at: Wrap-up (slide 7)',
      'End the scenario',
    ]);
    expect(defaultRejoin(branching(), 1)).toBe(5);
    expect(defaultRejoin(branching().slice(0, 5), 1)).toBeNull();
  });

  it('describes the map in words', () => {
    expect(mapDescription(branching(), englishT)).toBe(
      'Main line: 1, 2, 6, 7. Slide 2, a decision: option A (Listen first) takes slides 3 and 4, then rejoins at ' +
        'slide 6; option B (Escalate) takes slide 5, then ends the scenario.',
    );
  });
});

describe('changing the list keeps every rejoin on the slide it names', () => {
  it('moves a main-line slide alone, and a decision with its paths', () => {
    // Extra above Wrap-up: the path still rejoins Wrap-up, now at 6.
    const moved = moveOnMainLine(branching(), 3, 2);
    expect(titles(moved)).toEqual(['Intro', 'First call', 'a1', 'a2', 'b1', 'Extra', 'Wrap-up']);
    expect(rejoins(moved, 1)).toEqual([6, null]);
    // The decision (with its paths) below Wrap-up: its rejoin target is now before it, which the rules report.
    const decisionDown = moveOnMainLine(branching(), 1, 2);
    expect(titles(decisionDown)).toEqual(['Intro', 'Wrap-up', 'First call', 'a1', 'a2', 'b1', 'Extra']);
    expect(rejoins(decisionDown, 2)).toEqual([1, null]);
    expect(editorMessages(decisionDown)).toEqual({ 'slides.2.options.0.rejoinAt': M.rejoin });
    // Intro to the end: every position shifts, the references follow.
    const introLast = moveOnMainLine(branching(), 0, 3);
    expect(titles(introLast)).toEqual(['First call', 'a1', 'a2', 'b1', 'Wrap-up', 'Extra', 'Intro']);
    expect(rejoins(introLast, 0)).toEqual([4, null]);
    expect(editorMessages(introLast)).toEqual({});
  });

  it('moves a slide within its path only', () => {
    const moved = moveInPath(branching(), 1, 0, 1, 0);
    expect(titles(moved)).toEqual(['Intro', 'First call', 'a2', 'a1', 'b1', 'Wrap-up', 'Extra']);
    expect(moved.map((slide) => slide.pathOption)).toEqual([null, null, 0, 0, 1, null, null]);
    // Out of the path's range: nothing moves.
    expect(titles(moveInPath(branching(), 1, 1, 0, 1))).toEqual(titles(branching()));
  });

  it('adds a slide at the end of an option’s path, shifting what follows', () => {
    const slide = emptySlide({ title: 'a3' });
    const added = addToPath(branching(), 1, 0, slide);
    expect(titles(added)).toEqual(['Intro', 'First call', 'a1', 'a2', 'a3', 'b1', 'Wrap-up', 'Extra']);
    expect(added[4]).toMatchObject({ key: slide.key, pathOption: 0 });
    expect(rejoins(added, 1)).toEqual([6, null]);
    const toB = addToPath(branching(), 1, 1, emptySlide({ title: 'b2' }));
    expect(titles(toB).slice(2, 6)).toEqual(['a1', 'a2', 'b1', 'b2']);
    // The first slide of an empty path goes after the earlier options' slides.
    const empty = branching().filter((s) => s.title !== 'b1');
    expect(titles(addToPath(empty, 1, 1, emptySlide({ title: 'b' }))).slice(2, 5)).toEqual(['a1', 'a2', 'b']);
  });

  it('deletes a slide; a rejoined slide gives way to the next main-line one, or the end', () => {
    const withoutWrapUp = removeSlide(branching(), 5);
    expect(titles(withoutWrapUp)).toEqual(['Intro', 'First call', 'a1', 'a2', 'b1', 'Extra']);
    expect(rejoins(withoutWrapUp, 1)).toEqual([5, null]);
    const withoutBoth = removeSlide(withoutWrapUp, 5);
    expect(rejoins(withoutBoth, 1)).toEqual([null, null]);
    const withoutIntro = removeSlide(branching(), 0);
    expect(rejoins(withoutIntro, 0)).toEqual([4, null]);
  });

  it('deletes a decision, leaving its path slides on the main line', () => {
    const slides = removeSlide(branching(), 1);
    expect(titles(slides)).toEqual(['Intro', 'a1', 'a2', 'b1', 'Wrap-up', 'Extra']);
    expect(slides.every((slide) => slide.pathOption === null)).toBe(true);
    expect(editorMessages(slides)).toEqual({});
  });

  it('adds an option going back after the paths, and removes one with its path', () => {
    const three = addOption(branching(), 1);
    expect(three[1]!.options[2]).toEqual({ label: '', rejoinAt: 5 });
    const withC = addToPath(three, 1, 2, emptySlide({ title: 'c1' }));
    expect(titles(withC)).toEqual(['Intro', 'First call', 'a1', 'a2', 'b1', 'c1', 'Wrap-up', 'Extra']);
    expect(rejoins(withC, 1)).toEqual([6, null, 6]);
    // Removing A deletes a1 and a2; B and C move up to A and B.
    const removed = removeOption(withC, 1, 0);
    expect(titles(removed)).toEqual(['Intro', 'First call', 'b1', 'c1', 'Wrap-up', 'Extra']);
    expect(removed.map((slide) => slide.pathOption)).toEqual([null, null, 0, 1, null, null]);
    expect(removed[1]!.options.map((option) => option.label)).toEqual(['Escalate', '']);
    expect(rejoins(removed, 1)).toEqual([null, 4]);
    // Never more than 4.
    const four = addOption(three, 1);
    expect(addOption(four, 1)[1]!.options).toHaveLength(4);
  });

  it('gives a new decision two options, and leaves a former decision’s paths on the main line', () => {
    const slides = [main('Intro'), emptySlide({ title: 'Choice' }), main('Next')];
    const asDecision = changeSlideType(slides, 1, 'decision');
    expect(asDecision[1]).toMatchObject({
      slideType: 'decision',
      options: [
        { label: '', rejoinAt: 2 },
        { label: '', rejoinAt: 2 },
      ],
    });
    const asDiscussion = changeSlideType(branching(), 1, 'discussion');
    expect(asDiscussion.map((slide) => slide.pathOption)).toEqual([null, null, null, null, null, null, null]);
    // A path slide never becomes a decision.
    expect(changeSlideType(branching(), 2, 'decision')[2]!.slideType).toBe('discussion');
  });

  it("fills a slide's blank fields with its new type's starting values, and keeps what was written", () => {
    const starts = Object.fromEntries(
      Object.entries(slideKinds.commitment.starts ?? {}).map(([field, id]) => [field, englishT(id)]),
    );
    const blank = changeSlideType([emptySlide()], 0, 'commitment', starts)[0]!;
    expect(blank).toMatchObject({
      slideType: 'commitment',
      title: 'Commitment',
      prompt: 'What is one thing you will do differently after today?',
    });
    const written = emptySlide({ slideType: 'word-cloud', title: 'Closing', prompt: 'One change?' });
    expect(changeSlideType([written], 0, 'commitment', starts)[0]).toMatchObject({
      slideType: 'commitment',
      title: 'Closing',
      prompt: 'One change?',
    });
  });

  it('leaves a position that named no slide as it was', () => {
    const slides = branching();
    slides[1]!.options[0]!.rejoinAt = 40;
    expect(rejoins(remapRejoins(slides, [...slides]), 1)).toEqual([40, null]);
  });
});
