/**
 * Retention (issue 18 item 4): each company keeps the raw data of its ended sessions (answers, discussion posts and
 * votes, pulse signals, commitments with their addresses and check-ins, the participants) for `retention_months`
 * (1 to 120, default 12) after the session's end. Then the daily `retention-purge` job (follow-up/index.ts runs it
 * on the same queue and clock) keeps only totals, per session in one transaction:
 *
 * - `sessions.results_snapshot` gets the session's results (GET /sessions/{id}/results) without any text a
 *   participant wrote alone: free-text answers, board posts and commitment texts are emptied (every count stays, and
 *   the word clouds' counted words, already an aggregate); and its impact figures (`SessionImpact`, the very
 *   figures the impact report computes from raw rows, so a purged session counts exactly as before);
 * - the raw rows are deleted, and the words the host hid from word clouds;
 * - `sessions.raw_data_purged_at` is set: from then on the results are the snapshot (`rawDataPurged` true), the
 *   session's CSV has its header only, and its check-in links are gone (a follow-up not sent yet sends nothing).
 *
 * A session is purged once: the transaction locks its row and skips it when another process purged it first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { commitmentRows, deleteSessionRecords } from '../live/records.js';
import { sessionResults } from '../live/routes.js';
import { createStore, loadScenarioFromTables } from '../live/store.js';
import { rowsOf, sessionColumns, toSession, type SessionRow } from '../live/store-sql.js';
import type { SessionResults } from '../live/types.js';
import { sessionImpacts, type SessionImpact } from '../services/impact.js';

export const RETENTION_QUEUE = 'retention-purge';
/** Sessions looked for per statement (a run goes on until none is due). */
const BATCH = 100;

/** What `sessions.results_snapshot` holds once the raw rows are gone. */
export interface RetainedSnapshot {
  results: SessionResults;
  impact: SessionImpact;
}

/** A session's results without what a participant wrote (every count stays). */
export function withoutTexts(results: SessionResults): SessionResults {
  return {
    ...results,
    polls: results.polls.map((poll) => ({
      ...poll,
      questions: poll.questions.map((question) => ({ ...question, texts: [] })),
    })),
    boards: results.boards.map((board) => ({ ...board, posts: [] })),
    commitments: results.commitments.map((commitment) => ({ ...commitment, texts: [] })),
    // The audience Q&A's questions keep their votes and answered state, not their words.
    audienceQuestions: results.audienceQuestions.map((question) => ({ ...question, text: '' })),
    rawDataPurged: true,
  };
}

export function createRetention(options: {
  db: Db;
  now(): Date;
  log: { info(object: Record<string, unknown>, message: string): void };
}) {
  const { db, now, log } = options;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  /** Keeps the totals of an ended session and deletes its raw rows; false when there is nothing (more) to purge. */
  async function purgeSession(sessionId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = rowsOf(tx);
      const [row] = await rows<SessionRow>(
        sql`SELECT ${sessionColumns} FROM sessions s
            WHERE s.id = ${sessionId} AND s.completed_at IS NOT NULL AND s.raw_data_purged_at IS NULL
            FOR UPDATE`,
      );
      if (!row) return false;
      // A check-in answered meanwhile waits for this transaction, then finds its row gone: no answer is lost unseen.
      await tx.execute(
        sql`SELECT 1 FROM check_ins ci JOIN ${commitmentRows} c ON c.id = ci.commitment_id
            WHERE c.session_id = ${sessionId} FOR UPDATE OF ci`,
      );
      const results = await sessionResults(createStore(tx, loadScenarioFromTables), toSession(row));
      const impact = (await sessionImpacts(tx, sql`s.id = ${sessionId}`)).get(sessionId)!;
      const snapshot: RetainedSnapshot = { results: withoutTexts(results), impact };
      await tx.execute(
        sql`UPDATE sessions SET results_snapshot = ${JSON.stringify(snapshot)}::jsonb, raw_data_purged_at = ${at(now())}
            WHERE id = ${sessionId}`,
      );
      // Addresses and check-ins go with their commitments, votes and limits with their posts and participants.
      await deleteSessionRecords(tx, sessionId);
      return true;
    });
  }

  /** Purges every ended session past its company's retention; answers how many. */
  async function purgeExpired(): Promise<number> {
    let purged = 0;
    for (;;) {
      const due = await rowsOf(db)<{ id: string }>(
        sql`SELECT s.id FROM sessions s JOIN companies c ON c.id = s.company_id
            WHERE s.completed_at IS NOT NULL AND s.raw_data_purged_at IS NULL
              AND s.completed_at + make_interval(months => c.retention_months) < ${at(now())}
            ORDER BY s.completed_at LIMIT ${BATCH}`,
      );
      for (const { id } of due) if (await purgeSession(id)) purged++;
      if (due.length < BATCH) break;
    }
    if (purged) log.info({ count: purged }, 'raw session data past retention purged');
    return purged;
  }

  return { purgeSession, purgeExpired };
}
