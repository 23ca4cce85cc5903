// The slide types are listed once per layer; this test fails when the contract and the server's registry disagree
// (the forms' and the views' registries have the same test in their packages), when a type of the registry does not
// round-trip through the API, or when the database lists the types again (the server's registry and the contract
// check them: a new type needs no migration).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { kindOf, slideTypes } from '../src/slides/index.js';
import type { SlideType, SlideWrite, SlideWriteOf } from '../src/slides/kind.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const sorted = (list: Iterable<string>) => [...list].sort();
const schemas = loadContract().document.components as {
  schemas: Record<
    string,
    { enum?: string[]; oneOf?: { $ref: string }[]; discriminator?: { mapping: object } }
  >;
};

describe('slide types', () => {
  const contractTypes = sorted(schemas.schemas.SlideType!.enum!);

  it('the contract names each type once: its enum, and a branch of SlideWrite and SlideRead per type', () => {
    for (const union of ['SlideWrite', 'SlideRead']) {
      const schema = schemas.schemas[union]!;
      expect(sorted(Object.keys(schema.discriminator!.mapping))).toEqual(contractTypes);
      const branchTypes = schema.oneOf!.map(({ $ref }) => {
        const branch = schemas.schemas[$ref.split('/').at(-1)!] as {
          properties: { slideType: { const: string } };
        };
        return branch.properties.slideType.const;
      });
      expect(sorted(branchTypes)).toEqual(contractTypes);
    }
  });

  it("the server's registry has exactly the contract's types", () => {
    expect(sorted(slideTypes)).toEqual(contractTypes);
  });

  it('the database leaves the type to the server: no CHECK on slides.slide_type (0012_slide_type_open.sql)', async () => {
    const { rows } = await s.deps.database.db.execute(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = 'slides'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%slide_type%'`,
    );
    expect(rows).toEqual([]);
  });

  // One valid slide of each type, with the slides it needs after it (a decision's two paths, last: they end the
  // scenario). A type not listed here is sent as its kind's demo slide (its `demo`, unset fields left out); a type
  // with neither fails the test below.
  const listed: { [T in SlideType]?: [SlideWriteOf<T>, ...SlideWrite[]] } = {
    video: [
      { slideType: 'video', title: 'Intro', script: 'Hello', videoUrl: 'https://cdn.example.com/a.mp4' },
    ],
    poll: [{ slideType: 'poll', title: 'What would you do?', script: 'Pick one.', type: 'scenario' }],
    discussion: [{ slideType: 'discussion', title: 'Talk', questions: ['Why?'] }],
    'poll-results': [{ slideType: 'poll-results', title: 'Results', pollTitle: 'What would you do?' }],
    'word-cloud': [{ slideType: 'word-cloud', title: 'In a word', prompt: 'One word', entryLimit: 2 }],
    commitment: [{ slideType: 'commitment', title: 'Commit', prompt: 'What will you do?' }],
    decision: [
      {
        slideType: 'decision',
        title: 'What does Sam do?',
        options: [
          { label: 'Apologise', rejoinAt: null },
          { label: 'Explain', rejoinAt: null },
        ],
      },
      {
        slideType: 'video',
        title: 'Sam apologises',
        script: 'Sorry',
        videoUrl: 'https://cdn.example.com/b.mp4',
        pathOption: 0,
      },
      {
        slideType: 'video',
        title: 'Sam explains',
        script: 'Because',
        videoUrl: 'https://cdn.example.com/c.mp4',
        pathOption: 1,
      },
    ],
  };
  const demoOf = (type: SlideType): SlideWrite[] => {
    const demo = kindOf(type).demo?.({ revealThreshold: 3 });
    return demo
      ? [Object.fromEntries(Object.entries(demo).filter(([, value]) => value !== null)) as SlideWrite]
      : [];
  };
  const samples = (type: SlideType): SlideWrite[] => listed[type] ?? demoOf(type);
  const save = (slides: object[]) =>
    s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { slides }),
    });
  const total = async () =>
    (await s.request({ method: 'GET', url: '/scenarios?$limit=0', as: 'operator' })).json().total as number;

  it('every type of the registry is stored and read back through POST /scenarios, with its own fields', async () => {
    // The decision last: its paths end the scenario.
    const sent = [...slideTypes.filter((type) => type !== 'decision'), 'decision' as const].flatMap((type) =>
      samples(type),
    );
    for (const type of slideTypes)
      expect(samples(type), `a sample or a demo slide of ${type}`).not.toEqual([]);
    const created = await save(sent);
    expect(created.statusCode, created.body).toBe(201);
    const read = (
      await s.request({ method: 'GET', url: `/scenarios/${created.json().id}`, as: 'operator' })
    ).json().slides as Record<string, unknown>[];
    expect(read.map((slide) => slide.slideType)).toEqual(sent.map((slide) => slide.slideType));
    expect(sorted(new Set(read.map((slide) => String(slide.slideType))))).toEqual(contractTypes);
    // What each type was sent with, as read (poll questions are read in another shape: poll.test.ts).
    read.forEach((slide, i) => expect(slide, sent[i]!.slideType).toMatchObject(sent[i]!));
  });

  it('refuses a type the server does not know with 400, storing nothing', async () => {
    const before = await total();
    for (const slideType of ['quiz', 'Poll', '', 42]) {
      const res = await save([{ slideType, title: 'Which?' }]);
      expect(res.statusCode, String(slideType)).toBe(400);
      expect(res.json().errors).toEqual({ 'slides.0.slideType': 'Slide type is required' });
    }
    expect(await total()).toBe(before);
  });
});
