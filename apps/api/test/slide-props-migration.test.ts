// 0011_slide_props.sql moves every slide's kind-specific columns into `props`. A database migrated up to the migration
// before it is seeded with slides of every kind (each column the kinds stored, and values a kind did not use), read
// with the read form's query of that version, migrated, and read by the scenarios service: each slide's read form is
// the same, nothing lost. On the PostgreSQL server of DATABASE_URL when set (a database of its own), else PGlite.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFolders, openDatabase, type Database } from '../src/db/index.js';
import { scenarios } from '../src/db/schema.js';
import { readScenarioPage } from '../src/services/scenario-read.js';
import { databaseUrlOf } from './global-setup.js';

const PROPS_MIGRATION = '0011_slide_props.sql';

// The slides' read form as the version before the migration read it (src/services/scenario-read.ts then), with the
// branching keys kept where they apply, as its readSlide did.
const READ_BEFORE = `select coalesce(json_agg(json_build_object('id', s.id, 'title', coalesce(s.title, ''),
    'slideType', s.slide_type, 'type', s.type, 'videoUrl', s.video_url, 'captionsUrl', s.captions_url, 'order', s."order",
    'script', s.script, 'questions', coalesce((select json_agg(case when s.slide_type = 'discussion' then to_json(q.question)
        else json_build_object('question', q.question, 'type', q.type, 'layoutType', q.layout_type, 'answers',
          case when jsonb_typeof(q.answers) = 'array' then json_build_object('options', coalesce((
            select json_agg(json_build_object('option', a.v -> 'option', 'answer', a.v -> 'answer') order by a.i)
            from jsonb_array_elements(q.answers) with ordinality a(v, i)), '[]'::json)) end) end
        order by q."order", q.id) from questions q where q.slide_id = s.id), '[]'::json),
    'pollTitle', s.poll_title, 'duration', s.duration, 'prompt', s.prompt, 'entryLimit', s.entry_limit,
    'suggestedSeconds', s.suggested_seconds, 'revealMode', s.reveal_mode, 'revealThreshold', s.reveal_threshold,
    'showAnswerCount', s.show_answer_count, 'pathOption', s.path_option, 'options', s.decision_options,
    'showRoadNotTaken', s.show_road_not_taken) order by s."order", s.id), '[]'::json) as slides
  from slides s where s.scenario_id = 1`;

type Slide = Record<string, unknown>;

function readBefore(slide: Slide) {
  const { pathOption, options, showRoadNotTaken, ...rest } = slide;
  const branching =
    slide.slideType === 'decision'
      ? { options: options ?? [], showRoadNotTaken: showRoadNotTaken ?? true }
      : {};
  return { ...rest, ...(pathOption == null ? {} : { pathOption }), ...branching };
}

// Every kind as the version before stored it, and columns set on slides whose kind does not use them.
const SEED = `
  INSERT INTO companies (name) VALUES ('Acme');
  INSERT INTO scenarios (title, description, script, company_id) VALUES ('Every kind', 'd', 's', 1);
  INSERT INTO slides (scenario_id, "order", title, slide_type, video_url, captions_url, script, duration, suggested_seconds)
    VALUES (1, 0, 'Intro', 'video', '/uploads/intro.mp4', '/uploads/intro.vtt', 'Say hello', 94, 120);
  INSERT INTO slides (scenario_id, "order", title, slide_type, type, reveal_mode, reveal_threshold, show_answer_count)
    VALUES (1, 1, 'Check-in', 'poll', 'scenario', 'threshold', 7, false);
  INSERT INTO questions (slide_id, "order", question, type, layout_type, answers)
    VALUES (2, 0, 'How sure are you?', 'choice', 'vertical',
            '[{"option": "option 1", "answer": "Very"}, {"option": "option 2", "answer": "Not at all"}]');
  INSERT INTO questions (slide_id, "order", question, type) VALUES (2, 1, 'Why?', 'text');
  INSERT INTO slides (scenario_id, "order", title, slide_type, script) VALUES (1, 2, 'Talk', 'discussion', null);
  INSERT INTO questions (slide_id, "order", question) VALUES (3, 0, 'What went well?');
  INSERT INTO slides (scenario_id, "order", title, slide_type, poll_title) VALUES (1, 3, 'Results', 'poll-results', 'Check-in');
  INSERT INTO slides (scenario_id, "order", title, slide_type, prompt, entry_limit)
    VALUES (1, 4, 'One word', 'word-cloud', 'Your mood in a word', 3);
  INSERT INTO slides (scenario_id, "order", title, slide_type, video_url, decision_options, show_road_not_taken)
    VALUES (1, 5, 'What does Sam do?', 'decision', '/uploads/sam.mp4',
            '[{"label": "Apologise", "rejoinAt": 8}, {"label": "Explain", "rejoinAt": null}]', false);
  INSERT INTO slides (scenario_id, "order", title, slide_type, path_option) VALUES (1, 6, 'Sam apologises', 'video', 0);
  INSERT INTO slides (scenario_id, "order", title, slide_type, path_option, prompt) VALUES (1, 7, 'Sam explains', 'commitment', 1, 'What will you try?');
  INSERT INTO slides (scenario_id, "order", title, slide_type, decision_options) VALUES (1, 8, 'Older decision', 'decision', null);
  INSERT INTO slides (scenario_id, "order", title, slide_type, type, prompt, reveal_mode)
    VALUES (1, 9, 'Odd leftovers', 'discussion', 'closing question', 'a prompt', 'host');
`;

let database: Database;
let dropDatabase = async () => {};
let folder: string;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    database = await openDatabase({ databaseUrl: databaseUrlOf(name) });
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory' });
  }
  // Every migration but the one under test.
  folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const dir of migrationFolders())
    for (const file of readdirSync(dir))
      if (file.endsWith('.sql') && file !== PROPS_MIGRATION)
        copyFileSync(join(dir, file), join(folder, file));
  await migrate(database, [folder]);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('0011_slide_props.sql', () => {
  it("moves every slide's own fields into props: each slide's read form is the same before and after", async () => {
    await database.exec(SEED);
    const { rows } = (await database.db.execute(sql.raw(READ_BEFORE))) as { rows: { slides: Slide[] }[] };
    const before = rows[0]!.slides.map(readBefore);
    expect(before).toHaveLength(10);

    expect(await migrate(database)).toEqual([PROPS_MIGRATION]);
    const { data } = await readScenarioPage(database.db, { where: eq(scenarios.id, 1) });
    expect(data[0]!.slides).toEqual(before);
    // Spot checks of what moved: the poll's reveal, the decision's options, a leftover value of another kind.
    expect(before[1]).toMatchObject({ revealMode: 'threshold', revealThreshold: 7, showAnswerCount: false });
    expect(before[5]).toMatchObject({
      options: [
        { label: 'Apologise', rejoinAt: 8 },
        { label: 'Explain', rejoinAt: null },
      ],
    });
    expect(before[9]).toMatchObject({ type: 'closing question', prompt: 'a prompt', revealMode: 'host' });
  });
});
