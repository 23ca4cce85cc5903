// Shared by the impact report and retention tests: a scenario with closing questions, a commitment slide and a
// discussion board, and ended sessions of it with participants' answers, posts, pulses, commitments, addresses and
// check-ins, as the live channel and the follow-up store them.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createStore, loadScenarioFromTables } from '../src/live/store.js';
import { scenarioBody, type Fixtures, type TestServer } from './helpers.js';
import { rowsOf } from './follow-up-helpers.js';
import { nextPin } from './live/helpers.js';

/** The slides' positions in the snapshot (answers and commitments refer to them). */
export const CLOSING = 1;
export const COMMITMENT = 2;
export const DISCUSSION = 3;

const scale = (labels: string[]) => ({
  options: labels.map((label, i) => ({ [`option ${i + 1}`]: label })),
});
export const LABELS = ['Not at all', 'Slightly', 'Moderately', 'Very', 'Extremely'];

/**
 * A public scenario (by the operator) whose closing poll asks `questions` (five-point scales unless named nps or
 * text), then a commitment slide and a discussion board.
 */
export async function createReportScenario(
  s: TestServer,
  title: string,
  questions: { question: string; kind?: 'scale' | 'nps' | 'text'; labels?: string[] }[],
) {
  const res = await s.request({
    method: 'POST',
    url: '/scenarios',
    as: 'operator',
    payload: scenarioBody(s.fx, {
      title,
      slides: [
        {
          title: 'Welcome',
          slideType: 'video',
          videoUrl: 'https://cdn.example.com/welcome.mp4',
          script: 'Welcome, everyone.',
        },
        {
          title: 'Closing Questions',
          slideType: 'poll',
          type: 'closing question',
          script: 'Thank everyone.',
          questions: questions.map(({ question, kind = 'scale', labels = LABELS }) =>
            kind === 'scale'
              ? { question, type: 'single-choice', layoutType: 'scale', answers: scale(labels) }
              : kind === 'nps'
                ? { question, type: 'single-choice', layoutType: 'nps' }
                : { question, type: 'free-text' },
          ),
        },
        { title: 'Your commitment', slideType: 'commitment', prompt: 'What will you do differently?' },
        { title: 'Discussion Questions', slideType: 'discussion', questions: ['Why?', 'How?'] },
      ],
    }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

export interface Person {
  /** Answers to the closing poll's questions, by question (undefined: not answered). */
  answers?: (number | string | undefined)[];
  commitment?: string;
  /** An address kept for the follow-up (not sent yet). */
  email?: string;
  /** The follow-up was sent (its address deleted), and maybe answered. */
  checkIn?: { answer?: 'not-yet' | 'partly' | 'yes'; comment?: string; answeredAt?: Date };
  /** A discussion post (with an upvote from the next participant). */
  post?: string;
}

/** An ended (or open: endedAt null) session of `host` with one participant per person; its id. */
export async function seedReportSession(
  s: TestServer,
  options: {
    scenarioId: number;
    host: keyof Fixtures['users'];
    companyId: number;
    endedAt: Date | null;
    isPractice?: boolean;
    /** The playlist step the session ran. */
    playlist?: { playlistId: number; playlistStepId: number };
    people: Person[];
  },
) {
  const endedAt = options.endedAt?.toISOString() ?? null;
  const [session] = await rowsOf<{ id: string }>(
    s,
    sql`INSERT INTO sessions (pin, scenario_id, host_id, company_id, host_key, is_practice, completed_at, created_at,
                          playlist_id, playlist_step_id)
        VALUES (${nextPin()}, ${options.scenarioId}, ${s.fx.users[options.host].id}, ${options.companyId},
                ${randomBytes(16).toString('hex')}, ${options.isPractice ?? false}, ${endedAt}::timestamptz,
                LEAST(now(), COALESCE(${endedAt}::timestamptz - interval '1 hour', now())),
                ${options.playlist?.playlistId ?? null}::int, ${options.playlist?.playlistStepId ?? null}::int)
        RETURNING id::text AS id`,
  );
  const sessionId = session!.id;
  // The slide snapshot the session took when it went live.
  const store = createStore(s.deps.db, loadScenarioFromTables);
  await store.snapshot((await store.sessionById(sessionId))!);
  const postIds: string[] = [];
  const participants: string[] = [];
  for (const person of options.people) {
    const [participant] = await rowsOf<{ id: string }>(
      s,
      sql`INSERT INTO live_participants (session_id, token_hash) VALUES (${sessionId}, ${randomBytes(16).toString('hex')})
          RETURNING id::text AS id`,
    );
    const participantId = participant!.id;
    participants.push(participantId);
    for (const [questionIndex, value] of (person.answers ?? []).entries()) {
      if (value === undefined) continue;
      await s.deps.db.execute(
        sql`INSERT INTO live_answers (session_id, participant_id, slide_index, question_index, value)
            VALUES (${sessionId}, ${participantId}, ${CLOSING}, ${questionIndex}, ${JSON.stringify(value)}::jsonb)`,
      );
    }
    if (person.post) {
      const [post] = await rowsOf<{ id: string }>(
        s,
        sql`INSERT INTO live_posts (session_id, participant_id, slide_index, question_index, text)
            VALUES (${sessionId}, ${participantId}, ${DISCUSSION}, 0, ${person.post}) RETURNING id::text AS id`,
      );
      postIds.push(post!.id);
    }
    if (person.commitment) {
      const [commitment] = await rowsOf<{ id: string }>(
        s,
        sql`INSERT INTO live_commitments (session_id, participant_id, slide_index, text)
            VALUES (${sessionId}, ${participantId}, ${COMMITMENT}, ${person.commitment}) RETURNING id::text AS id`,
      );
      if (person.email)
        await s.deps.db.execute(
          sql`INSERT INTO follow_up_contacts (commitment_id, email) VALUES (${commitment!.id}::bigint, ${person.email})`,
        );
      if (person.checkIn) {
        const answeredAt = person.checkIn.answer
          ? (person.checkIn.answeredAt ?? new Date()).toISOString()
          : null;
        await s.deps.db.execute(
          sql`INSERT INTO check_ins (commitment_id, token_hash, claimed_at, sent_at, expires_at, answer, comment, answered_at)
              VALUES (${commitment!.id}::bigint, ${randomBytes(16).toString('hex')}, now(), now(), now() + interval '30 days',
                      ${person.checkIn.answer ?? null}, ${person.checkIn.comment ?? null}, ${answeredAt}::timestamptz)`,
        );
      }
    }
  }
  // Every post gets an upvote from another participant; a pulse signal on the closing poll.
  for (const postId of postIds)
    await s.deps.db.execute(
      sql`INSERT INTO live_post_votes (post_id, participant_id)
          SELECT ${postId}::bigint, p.id FROM live_participants p
          WHERE p.session_id = ${sessionId} AND p.id <> (SELECT participant_id FROM live_posts WHERE id = ${postId}::bigint)
          LIMIT 1`,
    );
  if (participants.length)
    await s.deps.db.execute(
      sql`INSERT INTO live_pulses (session_id, kind, slide_index) VALUES (${sessionId}, 'lost', ${CLOSING})`,
    );
  return sessionId;
}

/** How many raw rows of each kind a session still has. */
export async function rawRowCounts(s: TestServer, sessionId: string) {
  const [row] = await rowsOf<Record<string, number>>(
    s,
    sql`SELECT (SELECT count(*)::int FROM live_participants WHERE session_id = ${sessionId}) AS participants,
               (SELECT count(*)::int FROM live_answers WHERE session_id = ${sessionId}) AS answers,
               (SELECT count(*)::int FROM live_posts WHERE session_id = ${sessionId}) AS posts,
               (SELECT count(*)::int FROM live_post_votes v JOIN live_posts p ON p.id = v.post_id
                 WHERE p.session_id = ${sessionId}) AS votes,
               (SELECT count(*)::int FROM live_pulses WHERE session_id = ${sessionId}) AS pulses,
               (SELECT count(*)::int FROM live_commitments WHERE session_id = ${sessionId}) AS commitments,
               (SELECT count(*)::int FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id
                 WHERE c.session_id = ${sessionId}) AS contacts,
               (SELECT count(*)::int FROM check_ins ci JOIN live_commitments c ON c.id = ci.commitment_id
                 WHERE c.session_id = ${sessionId}) AS "checkIns"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}
