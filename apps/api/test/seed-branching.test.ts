/**
 * Seed (issue 17, item 5): after the first start every category has an original branching demo scenario, read back
 * through the API: one decision the room votes on, each option's consequence path, every path rejoining the main
 * line's debrief (the path rules hold and every slide is reachable), the shipped videos of the case it continues, a
 * "Branching" library card, and a practice session whose live decision says where each option leads.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SCENARIOS, BRANCHING_SCENARIOS, CATEGORIES, SCENARIOS } from '../src/seed/content.js';
import { demoVideoPath, WELCOME_VIDEO_PATH } from '../src/seed/demo-videos.js';
import { BRANCHING_ENTRY_LIMIT, CLOSING_QUESTIONS } from '../src/seed/template.js';
import { decisionListErrors } from '../src/slides/decision/index.js';
import type { SlideWrite } from '../src/slides/kind.js';
import { expectShipped, seededDemo, type Question, type Scenario, type Slide } from './seed-demo.js';

const { get, call } = seededDemo();

const isBranching = (scenario: Scenario) => scenario.slides.some((slide) => slide.slideType === 'decision');

/**
 * Every route through a branching list, as the slide positions it visits: the main line in order; at a decision, one
 * route per option down its path, then on from where the path rejoins (or to the end when it ends the scenario).
 */
function routes(slides: Slide[], from = 0): number[][] {
  const route: number[] = [];
  for (let index = from; index < slides.length; index++) {
    route.push(index);
    const slide = slides[index]!;
    if (slide.slideType !== 'decision') continue;
    return slide.options!.flatMap((option, k) => {
      const path = slides.flatMap((x, i) => (i > index && x.pathOption === k ? [i] : []));
      const rest = option.rejoinAt === null ? [[]] : routes(slides, option.rejoinAt);
      return rest.map((tail) => [...route, ...path, ...tail]);
    });
  }
  return [route];
}

describe('seeded branching scenarios', () => {
  it('every category has one: a decision whose options each have a path rejoining the debrief', async () => {
    const categories = await get<{ data: { id: number; category: string }[] }>(
      '/scenario-categories?$limit=50&isActive=true',
    );
    expect(categories.data.map((c) => c.category)).toEqual(CATEGORIES.map((c) => c.category));
    expect(BRANCHING_SCENARIOS.map((b) => b.category)).toEqual(CATEGORIES.map((c) => c.category));
    for (const category of categories.data) {
      const list = await get<{ data: Scenario[] }>(`/scenarios?categoryId=${category.id}&$limit=50`);
      const branching = list.data.filter(isBranching);
      expect(branching.length, category.category).toBeGreaterThanOrEqual(1);

      for (const { id } of branching) {
        const scenario = await get<Scenario>(`/scenarios/${id}`);
        const seeded = BRANCHING_SCENARIOS.find((b) => b.title === scenario.title)!;
        expect(seeded.category).toBe(category.category);
        const { slides } = scenario;

        // The server's path rules hold for the list as read back (the seed wrote it without the API's checks).
        expect(decisionListErrors(slides as unknown as SlideWrite[])).toEqual({});

        // The main line: welcome, the case, the decision, the debrief, best practices, the closing questions.
        const mainLine = slides.filter((slide) => slide.pathOption === undefined);
        expect(mainLine.map((slide) => slide.slideType)).toEqual([
          'video',
          'video',
          'decision',
          'discussion',
          'video',
          'poll',
        ]);
        const [welcome, film, decision, debrief, bestPractices, closing] = mainLine;
        const at = (slide: Slide | undefined) => slides.indexOf(slide!);

        // The decision: 2 to 4 options the room votes on, the road not taken shown afterwards.
        expect(decision!.title).toBe(seeded.content.decision);
        expect(decision!.title).toMatch(/What does \S+ do next\?$/);
        expect(decision).toMatchObject({ showRoadNotTaken: true, videoUrl: null, questions: [] });
        const options = decision!.options!;
        expect(options.length).toBeGreaterThanOrEqual(2);
        expect(options.length).toBeLessThanOrEqual(4);
        expect(options.map((o) => o.label)).toEqual(seeded.content.options.map((o) => o.label));

        // Its paths follow it directly, grouped by option in order, each option with one or two slides.
        const paths = slides.slice(at(decision) + 1, at(debrief));
        expect(paths.map((slide) => slide.pathOption)).toEqual(
          [...paths.map((slide) => slide.pathOption!)].sort((a, b) => a - b),
        );
        options.forEach((option, k) => {
          const path = paths.filter((slide) => slide.pathOption === k);
          const written = seeded.content.options[k]!;
          expect(path.length, option.label).toBeGreaterThanOrEqual(1);
          expect(path.length, option.label).toBeLessThanOrEqual(2);
          // What happens next, then how the room reads it: a word cloud or a poll revealed live.
          expect(path[0]).toMatchObject({
            slideType: 'discussion',
            title: written.consequence.title,
            script: written.consequence.script,
            questions: written.consequence.questions,
          });
          const reaction = path[1];
          if (reaction?.slideType === 'word-cloud') {
            expect(reaction.prompt).toMatch(/^In one word, .+\?$/);
            expect(reaction.entryLimit).toBe(BRANCHING_ENTRY_LIMIT);
          } else if (reaction) {
            expect(reaction).toMatchObject({
              slideType: 'poll',
              type: 'scenario',
              revealMode: 'threshold',
              revealThreshold: 5,
            });
            expect(reaction.questions).toHaveLength(1);
            expect((reaction.questions[0] as Question).answers!.options.length).toBeGreaterThanOrEqual(2);
          }
          // Every path comes back to the debrief, a main-line slide after the paths.
          expect(option.rejoinAt, option.label).toBe(at(debrief));
          expect(slides[option.rejoinAt!]!.pathOption).toBeUndefined();
        });
        expect(debrief).toMatchObject({
          title: 'Debrief: The Road Taken',
          questions: seeded.content.debriefQuestions,
        });

        // Every slide is on a route, and every route ends with the debrief, best practices and closing questions.
        const all = routes(slides);
        expect(all).toHaveLength(options.length);
        expect(new Set(all.flat()).size).toBe(slides.length);
        for (const route of all) expect(route.slice(-3)).toEqual([debrief, bestPractices, closing].map(at));

        expect(closing).toMatchObject({ type: 'closing question', title: 'Closing Questions' });
        expect((closing!.questions as Question[]).map((q) => q.question)).toEqual(
          CLOSING_QUESTIONS.map((q) => q.question),
        );

        // Facilitator pacing on every slide; each route about 20 to 40 minutes.
        for (const slide of slides) expect(slide.suggestedSeconds, slide.title).toBeGreaterThan(0);
        for (const route of all) {
          const minutes = route.reduce((sum, i) => sum + slides[i]!.suggestedSeconds!, 0) / 60;
          expect(minutes).toBeGreaterThanOrEqual(20);
          expect(minutes).toBeLessThanOrEqual(40);
        }

        // Every video slide plays a shipped video with captions: the welcome and the videos of the case it continues,
        // whose titles and scripts are what those videos narrate. No media of its own.
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
        expect(slides.filter((slide) => slide.slideType === 'video')).toHaveLength(3);
      }
    }
  });

  it('are original: their own titles, each continuing a case no activity scenario revisits', () => {
    const titles = [...SCENARIOS, ...ACTIVITY_SCENARIOS, ...BRANCHING_SCENARIOS].map((x) => x.title);
    expect(new Set(titles).size).toBe(titles.length);
    const revisited = new Set(ACTIVITY_SCENARIOS.map((a) => a.caseOf));
    for (const b of BRANCHING_SCENARIOS) expect(revisited.has(b.caseOf), b.title).toBe(false);
  });

  it('show as branching on their library cards, one second (on its first screen), the others last', async () => {
    const cards = await get<{
      total: number;
      data: { title: string; isBranching: boolean; slides?: unknown }[];
    }>('/scenarios?$limit=50&$select[]=title&$select[]=isBranching');
    expect(cards.total).toBe(SCENARIOS.length + ACTIVITY_SCENARIOS.length + BRANCHING_SCENARIOS.length);
    const [first, ...defaults] = SCENARIOS;
    const [shown, ...others] = BRANCHING_SCENARIOS;
    expect(cards.data.map((card) => card.title)).toEqual(
      [first!, shown!, ...defaults, ...ACTIVITY_SCENARIOS, ...others].map((x) => x.title),
    );
    const branching = new Set(BRANCHING_SCENARIOS.map((b) => b.title));
    for (const card of cards.data) {
      expect(card.isBranching, card.title).toBe(branching.has(card.title));
      expect(card).not.toHaveProperty('slides');
    }
  });

  it("the library's Branching filter lists the branching ones only (isBranching=true), false the others", async () => {
    const titles = async (query: string) =>
      (await get<{ data: { title: string }[] }>(`/scenarios?$limit=50&$select[]=title&${query}`)).data.map(
        (card) => card.title,
      );
    const branching = BRANCHING_SCENARIOS.map((b) => b.title);
    expect((await titles('isBranching=true')).sort()).toEqual([...branching].sort());
    const rest = await titles('isBranching=false');
    expect(rest).toHaveLength(SCENARIOS.length + ACTIVITY_SCENARIOS.length);
    for (const title of rest) expect(branching).not.toContain(title);
    // With a category, both narrow the list.
    const [category] = (
      await get<{ data: { id: number; category: string }[] }>('/scenario-categories?$limit=1&isActive=true')
    ).data;
    expect(await titles(`isBranching=true&categoryId=${category!.id}`)).toEqual(
      BRANCHING_SCENARIOS.filter((b) => b.category === category!.category).map((b) => b.title),
    );
  });

  it("runs live: a practice session's decision names each option's first slide and where it rejoins", async () => {
    const seeded = BRANCHING_SCENARIOS[0]!;
    const list = await get<{ data: Scenario[] }>(`/scenarios?title=${encodeURIComponent(seeded.title)}`);
    const session = await call<{ id: string; pin: string; hostKey: string }>('POST', '/sessions', {
      scenarioId: list.data[0]!.id,
      isPractice: true,
    });
    try {
      const live = await get<{
        scenario: {
          slides: {
            index: number;
            slideType: string;
            title: string;
            questions: { kind: string; question: string; options: string[] }[];
            options?: { label: string; firstSlide: number; rejoinAt: number | null }[];
            showRoadNotTaken?: boolean;
            path: { decision: number; option: number } | null;
            suggestedSeconds: number | null;
          }[];
        };
      }>(`/host-sessions/${session.pin}?key=${session.hostKey}`);
      const slides = live.scenario.slides;
      const decision = slides.find((slide) => slide.slideType === 'decision')!;
      const debrief = slides.find((slide) => slide.title === 'Debrief: The Road Taken')!;
      const labels = seeded.content.options.map((o) => o.label);
      // The phones vote with one choice question: the decision, its options' labels.
      expect(decision.questions).toEqual([
        expect.objectContaining({ kind: 'choice', question: seeded.content.decision, options: labels }),
      ]);
      expect(decision.showRoadNotTaken).toBe(true);
      expect(decision.options).toEqual(
        labels.map((label, option) => ({
          label,
          firstSlide: slides.findIndex(
            (x) => x.path?.decision === decision.index && x.path.option === option,
          ),
          rejoinAt: debrief.index,
        })),
      );
      for (const option of decision.options!) {
        expect(option.firstSlide).toBeGreaterThan(decision.index);
        expect(option.firstSlide).toBeLessThan(debrief.index);
      }
      expect(debrief.path).toBeNull();
      expect(slides.every((slide) => slide.suggestedSeconds! > 0)).toBe(true);
    } finally {
      await call('PATCH', `/sessions/${session.id}`, { completedAt: new Date().toISOString() });
    }
  });
});
