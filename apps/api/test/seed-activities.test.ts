/**
 * Seed and template (issue 16, item 7): after the first start every category has a demo scenario that uses the word
 * cloud, the discussion board, a poll revealed at a threshold and every kind's demo slide (its `demo`; each kind's own
 * test checks its own), and closes with a commitment (issue 18), read back through the API; the scenarios on the
 * default template are exactly as the template makes them and still come first in the library (the branching ones,
 * which also use these activities in their paths, are seed-branching.test.ts's).
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SCENARIOS, BRANCHING_SCENARIOS, CATEGORIES, SCENARIOS } from '../src/seed/content.js';
import { captionsPath, demoVideoPath, WELCOME_VIDEO_PATH } from '../src/seed/demo-videos.js';
import {
  ACTIVITY_COMMITMENT_PROMPT,
  ACTIVITY_REVEAL_THRESHOLD,
  CLOSING_QUESTIONS,
  defaultTemplate,
  type TemplateQuestion,
} from '../src/seed/template.js';
import { kindOf, slideTypes } from '../src/slides/index.js';
import { expectShipped, seededDemo, type Question, type Scenario, type Slide } from './seed-demo.js';

const { get, call, server } = seededDemo();

/** Every kind's demo slide, in the registry's order: the activity template shows them before its closing poll. */
const demos = slideTypes.flatMap(
  (type) => kindOf(type).demo?.({ revealThreshold: ACTIVITY_REVEAL_THRESHOLD }) ?? [],
);

const usesEveryActivity = (scenario: Scenario) =>
  !scenario.slides.some((slide) => slide.slideType === 'decision') &&
  scenario.slides.some((slide) => slide.slideType === 'word-cloud') &&
  scenario.slides.some((slide) => slide.slideType === 'discussion') &&
  scenario.slides.some((slide) => slide.slideType === 'poll' && slide.revealMode === 'threshold');

describe('seeded activities', () => {
  it('every category has a scenario with a word cloud, a discussion board, a threshold-reveal poll and a commitment', async () => {
    const categories = await get<{ data: { id: number; category: string }[] }>(
      '/scenario-categories?$limit=50&isActive=true',
    );
    expect(categories.data.map((c) => c.category)).toEqual(CATEGORIES.map((c) => c.category));
    for (const category of categories.data) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?categoryId=${category.id}&$limit=50`);
      const withActivities = list.data.filter(usesEveryActivity);
      expect(withActivities.length, category.category).toBeGreaterThanOrEqual(1);

      for (const { id } of withActivities) {
        const scenario = await get<Scenario>(`/scenarios/${id}`);
        const seeded = ACTIVITY_SCENARIOS.find((a) => a.title === scenario.title)!;
        expect(seeded.category).toBe(category.category);
        expect(scenario.slides.map((slide) => slide.slideType)).toEqual([
          'video',
          'word-cloud',
          'video',
          'poll',
          'poll-results',
          'video',
          'discussion',
          ...demos.map((demo) => demo.slideType),
          'poll',
          'commitment',
        ]);
        const [welcome, cloud, film, poll, results, bestPractices, board] = scenario.slides;
        const [closing, commitment] = scenario.slides.slice(-2);

        expect(cloud!.prompt).toBe(seeded.content.wordCloudPrompt);
        expect(cloud!.prompt).toMatch(/^In one word, .+\?$/);
        expect(cloud!.prompt!.length).toBeLessThanOrEqual(200);
        expect([2, 3]).toContain(cloud!.entryLimit);

        expect(poll).toMatchObject({
          title: 'What would you do?',
          type: 'scenario',
          revealMode: 'threshold',
          revealThreshold: 5,
          showAnswerCount: true,
        });
        const [question] = poll!.questions as Question[];
        expect(question!.question).toBe(seeded.content.pollQuestion);
        expect(question!.answers!.options.map((o) => o.answer)).toEqual(seeded.content.pollAnswers);
        expect(results!.pollTitle).toBe(poll!.title);

        expect(board!.questions).toEqual(seeded.content.discussionQuestions);
        expect(board!.questions.length).toBeGreaterThanOrEqual(2);
        expect(board!.questions.length).toBeLessThanOrEqual(3);

        // Each kind's demo slide as its kind wrote it.
        scenario.slides.slice(7, -2).forEach((slide, i) => expect(slide).toMatchObject(demos[i]!));

        expect(closing).toMatchObject({ type: 'closing question', title: 'Closing Questions' });
        expect((closing!.questions as Question[]).map((q) => q.question)).toEqual(
          CLOSING_QUESTIONS.map((q) => q.question),
        );

        expect(commitment).toMatchObject({
          title: 'Commitment',
          prompt: 'What is one thing you will do differently after today?',
          suggestedSeconds: 120,
          questions: [],
        });

        // Facilitator pacing on every slide, about 25 minutes in all.
        for (const slide of scenario.slides) expect(slide.suggestedSeconds, slide.title).toBeGreaterThan(0);
        const minutes = scenario.slides.reduce((sum, slide) => sum + slide.suggestedSeconds!, 0) / 60;
        expect(minutes).toBeGreaterThanOrEqual(15);
        expect(minutes).toBeLessThanOrEqual(40);

        // Every video slide plays a shipped video: the welcome, and the videos of the case it revisits, whose titles
        // and scripts are what those videos narrate.
        const theCase = SCENARIOS.find((c) => c.title === seeded.caseOf)!;
        expect(theCase.category).toBe(seeded.category);
        expectShipped(welcome!, WELCOME_VIDEO_PATH);
        expectShipped(film!, demoVideoPath(theCase.title, 'scene'));
        expect(film).toMatchObject({
          title: theCase.content.videoTitle,
          script: theCase.content.videoScript,
        });
        expectShipped(bestPractices!, demoVideoPath(theCase.title, 'best-practices'));
        expect(bestPractices!.script).toBe(theCase.content.bestPracticesScript);
      }
    }
  });

  it('runs live: the word cloud takes its entries, the poll reveals itself at its threshold, the commitment asks its prompt', async () => {
    const list = await get<{ data: Scenario[] }>(
      `/scenarios?title=${encodeURIComponent(ACTIVITY_SCENARIOS[0]!.title)}`,
    );
    const session = await call<{ id: string; pin: string; hostKey: string }>('POST', '/sessions', {
      scenarioId: list.data[0]!.id,
      isPractice: true,
    });
    try {
      const live = await get<{
        scenario: {
          slides: {
            slideType: string;
            questions: { kind: string }[];
            revealMode?: string;
            revealThreshold?: number;
            suggestedSeconds: number | null;
          }[];
        };
      }>(`/host-sessions/${session.pin}?key=${session.hostKey}`);
      const cloud = live.scenario.slides.find((slide) => slide.slideType === 'word-cloud')!;
      expect(cloud.questions.map((q) => q.kind)).toEqual(
        Array(ACTIVITY_SCENARIOS[0]!.content.entryLimit).fill('word'),
      );
      const polls = live.scenario.slides.filter((slide) => slide.slideType === 'poll');
      expect(polls.map((poll) => [poll.revealMode, poll.revealThreshold])).toEqual([
        ['threshold', 5],
        ['host', 5],
      ]);
      expect(live.scenario.slides.at(-1)).toMatchObject({
        slideType: 'commitment',
        questions: [{ question: ACTIVITY_COMMITMENT_PROMPT, kind: 'text', options: [] }],
      });
      expect(live.scenario.slides.every((slide) => slide.suggestedSeconds! > 0)).toBe(true);
    } finally {
      await call('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() });
    }
  });
});

describe('the default template', () => {
  /** A slide as the seed sent it, in the form the API reads it back. */
  const asRead = (slide: ReturnType<typeof defaultTemplate>[number]) => ({
    slideType: slide.slideType,
    title: slide.title,
    type: slide.type,
    videoUrl: slide.videoUrl,
    captionsUrl: slide.captionsUrl,
    script: slide.script,
    pollTitle: slide.pollTitle,
    questions: slide.questions.map((q) =>
      typeof q === 'string' || slide.slideType === 'discussion'
        ? q
        : {
            question: (q as TemplateQuestion).question,
            type: (q as TemplateQuestion).type,
            layoutType: (q as TemplateQuestion).layoutType,
            answers: (q as TemplateQuestion).answers && {
              options: (q as TemplateQuestion).answers!.options.map((entry, i) => ({
                option: `option ${i + 1}`,
                answer: Object.values(entry)[0],
              })),
            },
          },
    ),
    prompt: null,
    entryLimit: null,
    // Polls take the contract's reveal defaults: the host reveals them.
    ...(slide.slideType === 'poll'
      ? { revealMode: 'host', revealThreshold: 5, showAnswerCount: true }
      : { revealMode: null, revealThreshold: null, showAnswerCount: null }),
    suggestedSeconds: null,
  });

  it('its seeded scenarios are exactly what the template makes, and the library lists them first', async () => {
    const list = await get<{ total: number; data: Scenario[] }>('/scenarios?$limit=50');
    // The first branching scenario comes second, on the library's first screen (seed-branching.test.ts).
    const [first, ...defaults] = SCENARIOS;
    const [shown, ...branching] = BRANCHING_SCENARIOS;
    expect(list.data.map((scenario) => scenario.title)).toEqual(
      [first!, shown!, ...defaults, ...ACTIVITY_SCENARIOS, ...branching].map((scenario) => scenario.title),
    );
    const url = (path: string) => `${server().config.publicUrl}${path}`;
    for (const seeded of SCENARIOS) {
      const read = list.data.find((scenario) => scenario.title === seeded.title)!;
      expect(read.category.category).toBe(seeded.category);
      const video = (path: string) => ({ videoUrl: url(path), captionsUrl: url(captionsPath(path)) });
      const expected = defaultTemplate({
        ...seeded.content,
        videos: {
          welcome: video(WELCOME_VIDEO_PATH),
          scene: video(demoVideoPath(seeded.title, 'scene')),
          bestPractices: video(demoVideoPath(seeded.title, 'best-practices')),
        },
      });
      const slides = read.slides.map((slide) => {
        const {
          id: _id,
          order: _order,
          duration: _duration,
          ...rest
        } = slide as Slide & Record<string, unknown>;
        if (Array.isArray(rest.questions))
          rest.questions = rest.questions.map((q) =>
            typeof q === 'string'
              ? q
              : {
                  question: q.question,
                  type: q.type,
                  layoutType: q.layoutType,
                  answers: q.answers && {
                    options: q.answers.options.map(({ option, answer }) => ({ option, answer })),
                  },
                },
          );
        return rest;
      });
      expect(slides, seeded.title).toEqual(expected.map(asRead));
    }
  });
});
