// Branching scenarios (issue 17), the authoring half: decision slides and their consequence paths are written, read
// back and refused by the path rules (each with its message at its field); a scenario without decisions reads as
// before; the live form names each slide's path and where each option leads.
import type { LiveSlideOf } from '@readyteams/api-client/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOf, toLiveSlides } from '../src/slides/index.js';
import { expectResponse } from './contract-checks.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

const video = (title: string, extra: object = {}) => ({
  slideType: 'video',
  title,
  script: `${title}, the script.`,
  videoUrl: `https://cdn.example.com/${title.toLowerCase().replace(/\W+/g, '-')}.mp4`,
  ...extra,
});
const discussion = (title: string, extra: object = {}) => ({
  slideType: 'discussion',
  title,
  questions: ['What happened?', 'What would you change?'],
  ...extra,
});
const decision = (options: { label: string; rejoinAt?: number | null }[], extra: object = {}) => ({
  slideType: 'decision',
  title: 'The customer is shouting. What does Sam do?',
  options,
  ...extra,
});

/**
 * 0 main    video      Intro
 * 1 main    decision   Apologise (rejoins 6) / Explain the policy (rejoins 6) / Call the manager (ends)
 * 2 path 0  video      Sam apologises
 * 3 path 0  poll       How did the apology land?
 * 4 path 1  discussion The policy
 * 5 path 2  word-cloud The manager arrives
 * 6 main    poll-results of the poll in path 0
 * 7 main    decision   Follow up (rejoins 10) / Let it go (rejoins 10)
 * 8 path 0  video      The follow-up call
 * 9 path 1  discussion Silence
 * 10 main   discussion Wrap-up
 */
const branching = [
  video('Intro', { suggestedSeconds: 60 }),
  decision(
    [
      { label: '  Apologise ', rejoinAt: 6 },
      { label: 'Explain the policy', rejoinAt: 6 },
      { label: 'Call the manager', rejoinAt: null },
    ],
    {
      script: 'Let the room argue before the vote.',
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      captionsUrl: 'https://cdn.example.com/shouting.vtt',
      showRoadNotTaken: false,
      suggestedSeconds: 120,
    },
  ),
  video('Sam apologises', { pathOption: 0 }),
  {
    slideType: 'poll',
    title: 'How did the apology land?',
    type: 'scenario',
    script: 'Pick one.',
    pathOption: 0,
    questions: [
      {
        question: 'Did it calm things down?',
        type: 'single-choice',
        layoutType: 'default',
        answers: { options: [{ 'option 1': 'Yes' }, { 'option 2': 'No' }] },
      },
    ],
  },
  discussion('The policy', { pathOption: 1 }),
  {
    slideType: 'word-cloud',
    title: 'The manager arrives',
    prompt: 'One word for the manager',
    pathOption: 2,
  },
  { slideType: 'poll-results', title: 'Poll Results', pollTitle: 'How did the apology land?' },
  decision(
    [
      { label: 'Follow up', rejoinAt: 10 },
      { label: 'Let it go', rejoinAt: 10 },
    ],
    { title: 'A week later' },
  ),
  video('The follow-up call', { pathOption: 0 }),
  discussion('Silence', { pathOption: 1 }),
  discussion('Wrap-up', { pathOption: null }),
];

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const save = (slides: object[]) =>
  s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx, { slides }) });
const scenarioCount = async () =>
  (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json().total as number;

describe('authoring a branching scenario', () => {
  it('stores decisions and paths and reads them back as written (pathOption only on path slides)', async () => {
    const created = await save(branching);
    expect(created.statusCode, created.body.slice(0, 500)).toBe(201);
    expectResponse('POST', '/scenarios', 201, created.json());
    const read = await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'host' });
    expect(read.statusCode).toBe(200);
    expectResponse('GET', '/scenarios/{id}', 200, read.json());
    const slides = read.json().slides as Record<string, unknown>[];
    expect(slides).toEqual(created.json().slides);
    expect(slides.map((slide) => [slide.slideType, slide.title, slide.pathOption])).toEqual([
      ['video', 'Intro', undefined],
      ['decision', 'The customer is shouting. What does Sam do?', undefined],
      ['video', 'Sam apologises', 0],
      ['poll', 'How did the apology land?', 0],
      ['discussion', 'The policy', 1],
      ['word-cloud', 'The manager arrives', 2],
      ['poll-results', 'Poll Results', undefined],
      ['decision', 'A week later', undefined],
      ['video', 'The follow-up call', 0],
      ['discussion', 'Silence', 1],
      ['discussion', 'Wrap-up', undefined],
    ]);
    for (const slide of slides.filter((x) => x.pathOption === undefined))
      expect(slide, String(slide.title)).not.toHaveProperty('pathOption');
    expect(slides[1]).toMatchObject({
      slideType: 'decision',
      order: 1,
      script: 'Let the room argue before the vote.',
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      captionsUrl: 'https://cdn.example.com/shouting.vtt',
      suggestedSeconds: 120,
      questions: [],
      options: [
        { label: 'Apologise', rejoinAt: 6 },
        { label: 'Explain the policy', rejoinAt: 6 },
        { label: 'Call the manager', rejoinAt: null },
      ],
      showRoadNotTaken: false,
    });
    // Without a video, with an option whose rejoinAt is left out (it ends the scenario), the road not taken shown.
    expect(slides[7]).toMatchObject({
      videoUrl: null,
      captionsUrl: null,
      options: [
        { label: 'Follow up', rejoinAt: 10 },
        { label: 'Let it go', rejoinAt: 10 },
      ],
      showRoadNotTaken: true,
    });
    // The other types keep their fields in a path; only decisions have options.
    expect(slides[3]).toMatchObject({
      type: 'scenario',
      questions: [{ question: 'Did it calm things down?' }],
    });
    expect(slides[5]).toMatchObject({ prompt: 'One word for the manager', entryLimit: 1 });
    for (const slide of slides.filter((x) => x.slideType !== 'decision')) {
      expect(slide).not.toHaveProperty('options');
      expect(slide).not.toHaveProperty('showRoadNotTaken');
    }
  });

  it('keeps slide ids when the paths change, and a path slide moved to the main line loses its pathOption', async () => {
    const created = (await save(branching)).json();
    const ids = (created.slides as { id: number }[]).map((slide) => slide.id);
    // The second decision goes: its path slides join the main line.
    const slides = branching.slice(0, 7).map((slide, i) => ({ ...slide, id: ids[i] }));
    slides.push({ ...video('The follow-up call'), id: ids[8]! }, { ...discussion('Wrap-up'), id: ids[10]! });
    const patched = await s.request({
      method: 'PATCH',
      url: `/scenarios/${created.id}`,
      as: 'operator',
      payload: { slides },
    });
    expect(patched.statusCode, patched.body.slice(0, 500)).toBe(200);
    const read = patched.json().slides as Record<string, unknown>[];
    expect(read.map((slide) => slide.id)).toEqual([...ids.slice(0, 7), ids[8], ids[10]]);
    expect(read[7]).not.toHaveProperty('pathOption');
    expect(read.map((slide) => slide.pathOption ?? null)).toEqual([null, null, 0, 0, 1, 2, null, null, null]);
  });

  it('reads a scenario without decisions exactly as before', async () => {
    const created = await save(scenarioBody(s.fx).slides.map((slide) => ({ ...slide, pathOption: null })));
    expect(created.statusCode).toBe(201);
    const read = (
      await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'host' })
    ).json();
    // The read form's keys before branching, in the same order.
    const keys = [
      'id',
      'title',
      'slideType',
      'type',
      'videoUrl',
      'captionsUrl',
      'order',
      'script',
      'questions',
      'pollTitle',
      'duration',
      'prompt',
      'entryLimit',
      'suggestedSeconds',
      'revealMode',
      'revealThreshold',
      'showAnswerCount',
    ];
    for (const slide of read.slides) expect(Object.keys(slide)).toEqual(keys);
    const list = (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: 'host' })).json();
    const withoutDecisions = list.data.filter(
      (scenario: { slides: { slideType: string }[] }) =>
        !scenario.slides.some((slide) => slide.slideType === 'decision'),
    );
    expect(withoutDecisions.length).toBeGreaterThan(0);
    for (const scenario of withoutDecisions)
      for (const slide of scenario.slides) expect(Object.keys(slide)).toEqual(keys);
  });

  it("tells the library's cards which scenarios branch (isBranching, without sending the slides)", async () => {
    const branchingId = (await save(branching)).json().id as number;
    const plainId = (await save(scenarioBody(s.fx).slides)).json().id as number;
    const cards = (
      await s.request({
        method: 'GET',
        url: `/scenarios?id[$in][]=${branchingId}&id[$in][]=${plainId}&$select[]=title&$select[]=isBranching`,
        as: 'operator',
      })
    ).json().data as { id: number; isBranching: boolean; slides?: unknown }[];
    expect(Object.fromEntries(cards.map((card) => [card.id, card.isBranching]))).toEqual({
      [branchingId]: true,
      [plainId]: false,
    });
    expect(cards[0]).not.toHaveProperty('slides');
  });
});

describe('the path rules', () => {
  // 0 main, 1 decision (A rejoins 4, B rejoins 4), 2 path A, 3 path B, 4 main.
  const base = () => [
    video('Intro'),
    decision([
      { label: 'A', rejoinAt: 4 },
      { label: 'B', rejoinAt: 4 },
    ]),
    video('Path A', { pathOption: 0 }),
    discussion('Path B', { pathOption: 1 }),
    discussion('Wrap-up'),
  ];
  const withDecision = (changes: object, options?: { label?: string; rejoinAt?: number | null }[]) => {
    const slides: object[] = base();
    slides[1] = { ...slides[1], ...changes, ...(options ? { options } : {}) };
    return slides;
  };
  const pathOptions = (...list: (number | null)[]) =>
    base().map((slide, i) => ({ ...slide, pathOption: list[i] ?? null }));

  const TITLE = 'Title is required for decision slides';
  const COUNT = 'A decision needs 2 to 4 options';
  const LABEL = 'Every option needs a label';
  const EMPTY = 'Every option needs at least one slide in its path';
  const REJOIN = 'A path must rejoin a main-line slide after its decision';
  const NESTED = 'A decision cannot be inside a path';
  const GROUPED = 'Path slides must follow their decision, grouped by option';
  const NO_PATH = 'No path leads to this slide';

  it('accepts the base scenario', async () => {
    expect((await save(base())).statusCode).toBe(201);
  });

  const cases: [name: string, slides: () => object[], key: string, message: string][] = [
    ['a blank title', () => withDecision({ title: '  ' }), 'slides.1.title', TITLE],
    ['no title', () => withDecision({ title: undefined }), 'slides.1.title', TITLE],
    ['one option', () => withDecision({}, [{ label: 'A', rejoinAt: 4 }]), 'slides.1.options', COUNT],
    [
      'five options',
      () =>
        withDecision(
          {},
          ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, rejoinAt: 4 })),
        ),
      'slides.1.options',
      COUNT,
    ],
    ['no options', () => withDecision({ options: undefined }), 'slides.1.options', COUNT],
    [
      'a blank label',
      () =>
        withDecision({}, [
          { label: ' ', rejoinAt: 4 },
          { label: 'B', rejoinAt: 4 },
        ]),
      'slides.1.options.0.label',
      LABEL,
    ],
    [
      'an option without a label',
      () => withDecision({}, [{ rejoinAt: 4 }, { label: 'B', rejoinAt: 4 }]),
      'slides.1.options.0.label',
      LABEL,
    ],
    [
      'an option without a path (its slide moved to the other option)',
      () => pathOptions(null, null, 0, 0, null),
      'slides.1.options.1',
      EMPTY,
    ],
    [
      'a third option without a path',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: 4 },
          { label: 'B', rejoinAt: 4 },
          { label: 'C', rejoinAt: 4 },
        ]),
      'slides.1.options.2',
      EMPTY,
    ],
    [
      'a decision last, with no paths',
      () => [
        video('Intro'),
        decision([
          { label: 'A', rejoinAt: null },
          { label: 'B', rejoinAt: null },
        ]),
      ],
      'slides.1.options.0',
      EMPTY,
    ],
    [
      'a rejoin at the decision itself (a loop)',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: 1 },
          { label: 'B', rejoinAt: 4 },
        ]),
      'slides.1.options.0.rejoinAt',
      REJOIN,
    ],
    [
      'a rejoin before the decision',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: 4 },
          { label: 'B', rejoinAt: 0 },
        ]),
      'slides.1.options.1.rejoinAt',
      REJOIN,
    ],
    [
      'a rejoin at a path slide',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: 3 },
          { label: 'B', rejoinAt: 4 },
        ]),
      'slides.1.options.0.rejoinAt',
      REJOIN,
    ],
    [
      'a rejoin past the last slide',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: 4 },
          { label: 'B', rejoinAt: 5 },
        ]),
      'slides.1.options.1.rejoinAt',
      REJOIN,
    ],
    [
      'a negative rejoin',
      () =>
        withDecision({}, [
          { label: 'A', rejoinAt: -1 },
          { label: 'B', rejoinAt: 4 },
        ]),
      'slides.1.options.0.rejoinAt',
      REJOIN,
    ],
    ['a decision inside a path', () => withDecision({ pathOption: 0 }), 'slides.1.pathOption', NESTED],
    [
      'a decision in the middle of another one’s paths',
      () => [
        ...withDecision({}, [
          { label: 'A', rejoinAt: 6 },
          { label: 'B', rejoinAt: 6 },
        ]).slice(0, 3),
        {
          ...decision([
            { label: 'C', rejoinAt: 6 },
            { label: 'D', rejoinAt: 6 },
          ]),
          pathOption: 1,
        },
        discussion('C', { pathOption: 0 }),
        discussion('D', { pathOption: 1 }),
        discussion('Wrap-up'),
      ],
      'slides.3.pathOption',
      NESTED,
    ],
    ['a path slide before any decision', () => pathOptions(0, null, 0, 1), 'slides.0.pathOption', GROUPED],
    [
      'a path slide after the main line went on',
      () => [...base(), discussion('Late', { pathOption: 1 })],
      'slides.5.pathOption',
      GROUPED,
    ],
    ['options out of order', () => pathOptions(null, null, 1, 0, null), 'slides.3.pathOption', GROUPED],
    [
      'an option the decision does not have',
      () => [
        ...withDecision({}, [
          { label: 'A', rejoinAt: 5 },
          { label: 'B', rejoinAt: 5 },
        ]).slice(0, 4),
        discussion('C', { pathOption: 2 }),
        discussion('Wrap-up'),
      ],
      'slides.4.pathOption',
      GROUPED,
    ],
    ['a pathOption past 3', () => pathOptions(null, null, 0, 4, null), 'slides.3.pathOption', GROUPED],
    [
      'a main-line slide every option skips',
      () => [
        ...withDecision({}, [
          { label: 'A', rejoinAt: 5 },
          { label: 'B', rejoinAt: 5 },
        ]),
        discussion('After'),
      ],
      'slides.4',
      NO_PATH,
    ],
    [
      'a main-line slide after paths that all end the scenario',
      () => withDecision({}, [{ label: 'A', rejoinAt: null }, { label: 'B' }]),
      'slides.4',
      NO_PATH,
    ],
  ];

  it.each(cases)(
    'refuses %s with its message at its field, storing nothing',
    async (_name, slides, key, message) => {
      const before = await scenarioCount();
      const res = await save(slides());
      expect(res.statusCode).toBe(400);
      expectResponse('POST', '/scenarios', 400, res.json());
      expect(res.json().errors, JSON.stringify(res.json().errors)).toMatchObject({ [key]: message });
      expect(await scenarioCount()).toBe(before);
    },
  );

  it('reaches a main-line slide through any option that rejoins before it', async () => {
    // A rejoins 4, B rejoins 5: slide 4 is reached through A.
    const slides = [
      ...withDecision({}, [
        { label: 'A', rejoinAt: 4 },
        { label: 'B', rejoinAt: 5 },
      ]),
      discussion('After'),
    ];
    expect((await save(slides)).statusCode).toBe(201);
  });

  it('holds PATCH to the same rules, leaving the stored slides as they were', async () => {
    const created = (await save(base())).json();
    const res = await s.request({
      method: 'PATCH',
      url: `/scenarios/${created.id}`,
      as: 'operator',
      payload: { slides: pathOptions(null, null, 0, 0, null) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'slides.1.options.1': EMPTY });
    const read = (await s.request({ method: 'GET', url: `/scenarios/${created.id}`, as: 'operator' })).json();
    expect(read.slides).toEqual(created.slides);
  });

  it("reports every field at once, and words the decision's other fields", async () => {
    const res = await save([
      { slideType: 'decision', title: ' ', options: [{ label: 'A' }, { label: ' ' }] },
      { slideType: 'decision', title: 'Q', options: [{ label: 'Only one' }] },
      decision([{ label: 'x'.repeat(121) }, { label: 'B' }], {
        videoUrl: 'not a link',
        showRoadNotTaken: 'yes',
      }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'slides.0.title': TITLE,
      'slides.0.options.1.label': LABEL,
      'slides.1.options': COUNT,
      'slides.2.options.0.label': 'An option label must be at most 120 characters',
      'slides.2.videoUrl': 'Video must be an uploaded file',
      'slides.2.showRoadNotTaken': 'Show the road not taken must be on or off',
    });
  });

  it('ignores the decision fields on the other types', async () => {
    const res = await save([
      video('Intro', { options: [{ label: 'A' }], showRoadNotTaken: true }),
      discussion('Talk', { options: 'anything', showRoadNotTaken: 3 }),
    ]);
    expect(res.statusCode).toBe(201);
    for (const slide of res.json().slides) {
      expect(slide).not.toHaveProperty('options');
      expect(slide).not.toHaveProperty('showRoadNotTaken');
    }
  });

  it('refuses fields a decision option does not have', async () => {
    const res = await save(
      withDecision({}, [{ label: 'A', rejoinAt: 4, firstSlide: 2 } as never, { label: 'B', rejoinAt: 4 }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['slides.1.options.0.firstSlide']);
  });
});

describe('a branching scenario live', () => {
  it('names the path of every slide and where each option leads; the phones vote with a choice', async () => {
    const scenarioId = (await save(branching)).json().id;
    const session = await s.request({
      method: 'POST',
      url: '/sessions',
      as: 'host',
      payload: { scenarioId },
    });
    expect(session.statusCode).toBe(201);
    const { pin, hostKey } = session.json();
    const res = await s.request({ method: 'GET', url: `/host-sessions/${pin}?key=${hostKey}` });
    expect(res.statusCode).toBe(200);
    expectResponse('GET', '/host-sessions/{pin}', 200, res.json());
    const slides = res.json().scenario.slides as Record<string, unknown>[];
    expect(slides.map((slide) => slide.path)).toEqual([
      null,
      null,
      { decision: 1, option: 0 },
      { decision: 1, option: 0 },
      { decision: 1, option: 1 },
      { decision: 1, option: 2 },
      null,
      null,
      { decision: 7, option: 0 },
      { decision: 7, option: 1 },
      null,
    ]);
    expect(slides[1]).toMatchObject({
      index: 1,
      slideType: 'decision',
      title: 'The customer is shouting. What does Sam do?',
      script: 'Let the room argue before the vote.',
      videoUrl: 'https://cdn.example.com/shouting.mp4',
      captionsUrl: 'https://cdn.example.com/shouting.vtt',
      suggestedSeconds: 120,
      questions: [
        {
          question: 'The customer is shouting. What does Sam do?',
          kind: 'choice',
          options: ['Apologise', 'Explain the policy', 'Call the manager'],
        },
      ],
      options: [
        { label: 'Apologise', firstSlide: 2, rejoinAt: 6 },
        { label: 'Explain the policy', firstSlide: 4, rejoinAt: 6 },
        { label: 'Call the manager', firstSlide: 5, rejoinAt: null },
      ],
      showRoadNotTaken: false,
    });
    expect(slides[7]).toMatchObject({
      videoUrl: null,
      options: [
        { label: 'Follow up', firstSlide: 8, rejoinAt: 10 },
        { label: 'Let it go', firstSlide: 9, rejoinAt: 10 },
      ],
      showRoadNotTaken: true,
    });
    // Votes are the choice answers: an option's index.
    const validAnswer = kindOf('decision').validAnswer!;
    const question = (slides[1] as unknown as LiveSlideOf<'decision'>).questions[0]!;
    const vote = (value: unknown) => validAnswer(question, value);
    expect([vote(0), vote(2), vote(3), vote(-1), vote('0'), vote(1.5)]).toEqual([
      0,
      2,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads a snapshot taken before branching as all main line', () => {
    const slides = toLiveSlides([
      { order: 0, title: 'Intro', slideType: 'video', videoUrl: 'https://cdn.example.com/a.mp4' },
      { order: 1, title: 'Talk', slideType: 'discussion', questions: ['Why?'] },
    ]);
    expect(slides.map((slide) => slide.path)).toEqual([null, null]);
  });
});
