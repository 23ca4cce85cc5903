// The live module's state in PostgreSQL, in four parts: sessions (session-store.ts), participants
// (participant-store.ts), answers (answer-store.ts) and pulse signals (pulse-store.ts); store-sql.ts holds what their
// SQL shares. A kind whose phones make other records keeps its own store (the discussion's posts, the commitments)
// on the same database (`db`).
import { sql, type SQL } from 'drizzle-orm';
import { createAnswerStore } from './answer-store.js';
import { noMetrics, type LiveMetrics } from './metrics.js';
import { createParticipantStore } from './participant-store.js';
import { createPulseStore } from './pulse-store.js';
import { createSessionStore } from './session-store.js';
import type { SlideProps } from '../db/schema.js';
import type { LiveDb, LoadScenario } from './store-sql.js';

export type { LiveDb, LiveSessionRecord, LoadScenario, SessionRow } from './store-sql.js';
export { timeOrderedUuid } from './store-sql.js';

export function createStore(db: LiveDb, loadScenario: LoadScenario, metrics: LiveMetrics = noMetrics) {
  const sessions = createSessionStore(db, loadScenario, metrics);
  return {
    db,
    ...sessions,
    ...createParticipantStore(db, sessions, metrics),
    ...createAnswerStore(db, metrics),
    ...createPulseStore(db),
  };
}

export type LiveStore = ReturnType<typeof createStore>;

/** Default scenario loader: the scenario's slides and questions from the library tables (0001_init.sql). */
export const loadScenarioFromTables: LoadScenario = async (db, id) => {
  const run = async <T>(query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;
  const [scenario] = await run<{ title: string }>(sql`SELECT title FROM scenarios WHERE id = ${id}`);
  if (!scenario) return null;
  const slides = await run<Record<string, unknown> & { props: SlideProps }>(
    sql`SELECT sl."order", sl.title, sl.slide_type AS "slideType", sl.script, sl.suggested_seconds AS "suggestedSeconds",
               sl.path_option AS "pathOption", sl.props,
               coalesce((SELECT json_agg(json_build_object('question', q.question, 'type', q.type, 'layoutType', q.layout_type,
                                                           'answers', q.answers) ORDER BY q."order", q.id)
                         FROM questions q WHERE q.slide_id = sl.id), '[]'::json) AS questions
        FROM slides sl WHERE sl.scenario_id = ${id} ORDER BY sl."order", sl.id`,
  );
  // A slide as toLiveSlides takes it: the common fields and its kind's own, side by side (as the read form has them).
  return { title: scenario.title, slides: slides.map(({ props, ...slide }) => ({ ...props, ...slide })) };
};
