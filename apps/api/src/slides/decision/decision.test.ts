// The decision slide kind (branching scenarios): its messages, the path rules over the list of slides, what it
// stores, its live form in a list (each slide's path, where each option leads) and the votes it takes.
import type { LiveSlideOf } from '@readyteams/api-client/live-events';
import { describe, expect, it } from 'vitest';
import { decision } from './index.js';
import { toLiveSlides } from '../index.js';
import { type SlideWrite, type SlideWriteOf } from '../kind.js';
import { inEnglish, slideMessages } from '../test-support.js';

const TITLE = 'Title is required for decision slides';
const COUNT = 'A decision needs 2 to 4 options';
const LABEL = 'Every option needs a label';
const EMPTY = 'Every option needs at least one slide in its path';
const REJOIN = 'A path must rejoin a main-line slide after its decision';
const NESTED = 'A decision cannot be inside a path';
const GROUPED = 'Path slides must follow their decision, grouped by option';
const NO_PATH = 'No path leads to this slide';

/** A decision whose option k rejoins at rejoins[k] (labelled A, B, C...). */
const decide = (rejoins: (number | null)[], extra: Partial<SlideWriteOf<'decision'>> = {}) =>
  ({
    slideType: 'decision',
    title: 'The customer is shouting. What does Sam do?',
    options: rejoins.map((rejoinAt, k) => ({ label: String.fromCharCode(65 + k), rejoinAt })),
    ...extra,
  }) satisfies SlideWriteOf<'decision'>;
const main = (title: string): SlideWrite => ({ slideType: 'discussion', title });
const path = (option: number, title = `Path ${option}`): SlideWrite => ({
  slideType: 'discussion',
  title,
  pathOption: option,
});

describe('decision slides: authoring', () => {
  const sent = decide([4, null]);
  it('accept a title and 2 to 4 labelled options', () => {
    expect(slideMessages(decision, sent)).toEqual({});
    expect(slideMessages(decision, decide([4, 4, 4, 4]))).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: TITLE }],
    ['a blank title', { title: '  ' }, { title: TITLE }],
    ['no options', { options: undefined }, { options: COUNT }],
    ['one option', { options: [{ label: 'A' }] }, { options: COUNT }],
    ['five options', decide([null, null, null, null, null]), { options: COUNT }],
    ['a blank label', { options: [{ label: 'A' }, { label: ' ' }] }, { 'options.1.label': LABEL }],
    ['an option without a label', { options: [{}, { label: 'B' }] }, { 'options.0.label': LABEL }],
    ['options that are not objects', { options: ['A', 'B'] }, { 'options.0': LABEL, 'options.1': LABEL }],
    [
      'a label over 120 characters',
      { options: [{ label: 'x'.repeat(121) }, { label: 'B' }] },
      { 'options.0.label': 'An option label must be at most 120 characters' },
    ],
    [
      'a negative rejoinAt',
      { options: [{ label: 'A', rejoinAt: -1 }, { label: 'B' }] },
      { 'options.0.rejoinAt': REJOIN },
    ],
    [
      'a fractional rejoinAt',
      { options: [{ label: 'A' }, { label: 'B', rejoinAt: 1.5 }] },
      { 'options.1.rejoinAt': REJOIN },
    ],
    [
      'a video that is not a link',
      { videoUrl: 'shouting.mp4' },
      { videoUrl: 'Video must be an uploaded file' },
    ],
    [
      'a road-not-taken option in words',
      { showRoadNotTaken: 'yes' },
      { showRoadNotTaken: 'Show the road not taken must be on or off' },
    ],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(decision, { ...sent, ...change })).toEqual(messages);
  });

  it("store its options trimmed (rejoinAt null: the path ends the scenario), its video and the road not taken (default shown); other types' fields are dropped", () => {
    const props = decision.props({
      ...decide([]),
      options: [{ label: '  Apologise ', rejoinAt: 4 }, { label: 'Call the manager' }],
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      prompt: 'x',
      revealMode: 'threshold',
      questions: ['Q'],
    });
    expect(props).toEqual({
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      captionsUrl: null,
      options: [
        { label: 'Apologise', rejoinAt: 4 },
        { label: 'Call the manager', rejoinAt: null },
      ],
      showRoadNotTaken: true,
    });
    expect(decision.props(decide([4, 4], { showRoadNotTaken: false })).showRoadNotTaken).toBe(false);
    expect(decision.questions(sent)).toEqual([]);
  });
});

describe('decision slides: the path rules', () => {
  // 0 main, 1 decision (A rejoins 4, B rejoins 4), 2 path A, 3 path B, 4 main.
  const base = () => [main('Intro'), decide([4, 4]), path(0), path(1), main('Wrap-up')];
  const withOptions = (rejoins: (number | null)[], extra?: Partial<SlideWriteOf<'decision'>>) =>
    base().map((slide, i) => (i === 1 ? decide(rejoins, extra) : slide));
  const withPaths = (...options: (number | null)[]) =>
    base().map((slide, i) => ({ ...slide, pathOption: options[i] ?? null }));
  const errors = (slides: SlideWrite[]) => inEnglish(decision.listErrors!(slides));

  it.each<[string, SlideWrite[]]>([
    ['the base scenario', base()],
    [
      'a main-line slide reached through any option that rejoins before it',
      [...withOptions([4, 5]), main('After')],
    ],
    ['paths that end the scenario', [main('Intro'), decide([null, null]), path(0), path(1)]],
    [
      'two decisions, one after the other',
      [decide([3, 3]), path(0), path(1), decide([6, null]), path(0), path(1), main('End')],
    ],
  ])('accept %s', (_case, slides) => {
    expect(errors(slides)).toEqual({});
  });

  it.each<[string, SlideWrite[], Record<string, string>]>([
    ['one option', [main('Intro'), decide([3]), path(0), main('End')], { 'slides.1.options': COUNT }],
    [
      'five options',
      [decide([6, 6, 6, 6, 6]), path(0), path(1), path(2), path(3), path(4), main('End')],
      { 'slides.0.options': COUNT },
    ],
    [
      'no options (the paths then belong to none, and no option reaches what follows)',
      withOptions([]),
      {
        'slides.1.options': COUNT,
        'slides.2.pathOption': GROUPED,
        'slides.3.pathOption': GROUPED,
        'slides.4': NO_PATH,
      },
    ],
    [
      'a blank label',
      withOptions([4, 4], {
        options: [
          { label: ' ', rejoinAt: 4 },
          { label: 'B', rejoinAt: 4 },
        ],
      }),
      { 'slides.1.options.0.label': LABEL },
    ],
    ['an option without a path', withPaths(null, null, 0, 0, null), { 'slides.1.options.1': EMPTY }],
    ['a third option without a path', withOptions([4, 4, 4]), { 'slides.1.options.2': EMPTY }],
    [
      'a decision last, with no paths',
      [main('Intro'), decide([null, null])],
      { 'slides.1.options.0': EMPTY, 'slides.1.options.1': EMPTY },
    ],
    [
      'a rejoin at the decision itself (a loop)',
      withOptions([1, 4]),
      { 'slides.1.options.0.rejoinAt': REJOIN },
    ],
    ['a rejoin before the decision', withOptions([4, 0]), { 'slides.1.options.1.rejoinAt': REJOIN }],
    ['a rejoin at a path slide', withOptions([3, 4]), { 'slides.1.options.0.rejoinAt': REJOIN }],
    ['a rejoin past the last slide', withOptions([4, 5]), { 'slides.1.options.1.rejoinAt': REJOIN }],
    ['a negative rejoin', withOptions([-1, 4]), { 'slides.1.options.0.rejoinAt': REJOIN }],
    ['a decision inside a path', withOptions([4, 4], { pathOption: 0 }), { 'slides.1.pathOption': NESTED }],
    [
      "a decision in the middle of another one's paths",
      [
        main('Intro'),
        decide([6, 6]),
        path(0),
        decide([6, 6], { pathOption: 1 }),
        path(0),
        path(1),
        main('End'),
      ],
      { 'slides.3.pathOption': NESTED, 'slides.1.options.1': EMPTY },
    ],
    ['a path slide before any decision', withPaths(0, null, 0, 1), { 'slides.0.pathOption': GROUPED }],
    [
      'a path slide after the main line went on',
      [...base(), path(1, 'Late')],
      { 'slides.5.pathOption': GROUPED },
    ],
    ['options out of order', withPaths(null, null, 1, 0, null), { 'slides.3.pathOption': GROUPED }],
    [
      'an option the decision does not have',
      [...withOptions([5, 5]).slice(0, 4), path(2), main('End')],
      { 'slides.4.pathOption': GROUPED },
    ],
    [
      'a main-line slide every option skips',
      [...withOptions([5, 5]), main('After')],
      { 'slides.4': NO_PATH },
    ],
    [
      'main-line slides after paths that all end the scenario',
      [...withOptions([null, null]), main('After')],
      { 'slides.4': NO_PATH, 'slides.5': NO_PATH },
    ],
  ])('refuse %s, each error at its field', (_case, slides, messages) => {
    expect(errors(slides)).toEqual(messages);
  });
});

describe('decision slides: live', () => {
  // As stored: 0 Intro, 1 a decision (Apologise and Explain the policy rejoin 6, Call the manager ends the scenario),
  // 2-3 its path 0, 4 path 1, 5 path 2, 6 Wrap-up, 7 a decision of an older snapshot (an option without a path).
  const slides = toLiveSlides([
    { slideType: 'video', title: 'Intro', videoUrl: 'https://cdn.example.com/intro.mp4' },
    {
      slideType: 'decision',
      title: 'What does Sam do?',
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      options: [
        { label: 'Apologise', rejoinAt: 6 },
        { label: 'Explain the policy', rejoinAt: 6 },
        { label: 'Call the manager', rejoinAt: null },
      ],
      showRoadNotTaken: false,
    },
    { slideType: 'video', title: 'Sam apologises', pathOption: 0 },
    { slideType: 'poll', title: 'How did it land?', pathOption: 0, questions: [] },
    { slideType: 'discussion', title: 'The policy', pathOption: 1 },
    { slideType: 'word-cloud', title: 'The manager arrives', prompt: 'One word', pathOption: 2 },
    { slideType: 'discussion', title: 'Wrap-up' },
    // A snapshot's decision with an option that has no path and a rejoinAt past the end.
    {
      slideType: 'decision',
      title: 'A week later',
      options: [
        { label: 'Call', rejoinAt: 6 },
        { label: 'Wait', rejoinAt: 99 },
      ],
    },
  ]);
  const first = slides[1] as LiveSlideOf<'decision'>;

  it('name the decision and option whose path holds each slide (null on the main line)', () => {
    expect(slides.map((slide) => slide.path)).toEqual([
      null,
      null,
      { decision: 1, option: 0 },
      { decision: 1, option: 0 },
      { decision: 1, option: 1 },
      { decision: 1, option: 2 },
      null,
      null,
    ]);
  });

  it('tell where each option leads: its first slide and the slide it rejoins (null: the end)', () => {
    expect(first).toMatchObject({
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      captionsUrl: null,
      pollTitle: null,
      options: [
        { label: 'Apologise', firstSlide: 2, rejoinAt: 6 },
        { label: 'Explain the policy', firstSlide: 4, rejoinAt: 6 },
        { label: 'Call the manager', firstSlide: 5, rejoinAt: null },
      ],
      showRoadNotTaken: false,
    });
    // Without a path, an option goes on at its rejoin, else the next slide; a rejoinAt past the end is none.
    expect(slides[7]).toMatchObject({
      options: [
        { label: 'Call', firstSlide: 6, rejoinAt: 6 },
        { label: 'Wait', firstSlide: 7, rejoinAt: null },
      ],
      showRoadNotTaken: true,
    });
  });

  it('let the room vote with a choice question: an option’s index', () => {
    expect(first.questions).toEqual([
      {
        question: 'What does Sam do?',
        kind: 'choice',
        options: ['Apologise', 'Explain the policy', 'Call the manager'],
      },
    ]);
    const vote = (value: unknown) => decision.validAnswer!(first.questions[0]!, value);
    expect([0, 2, 3, -1, '0', 1.5, null].map(vote)).toEqual([0, 2, null, null, null, null, null]);
  });
});
