// Upvotes of the room's short texts (a discussion board's posts, src/slides/discussion/store.ts; the audience Q&A's
// questions, src/qna/store.ts): one vote per participant and entry, the primary key of its votes table, so votes sent
// together count once; only on another participant's visible entry of the voter's open session, while the entry takes
// votes (its `open` condition); taking a vote back deletes it. Each is one statement, then, when nothing changed, a
// reading that says why.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type LiveDb } from './store-sql.js';

/** Why a vote was not counted (or taken back); `closed`: the entry takes no votes now (its `open` is false). */
export type VoteRefusal = 'no-entry' | 'ended' | 'own' | 'not-shown' | 'closed' | 'already' | 'not-voted';

/** Where an entry's votes are kept. */
export interface VoteTables {
  /** The entries' table (alias `e`: id, session_id, participant_id, status). */
  entries: string;
  /** The votes' table, keyed (`key`, participant_id). */
  votes: string;
  /** The votes' column naming the entry. */
  key: string;
  /** Whether the entry (`e`) takes votes now, given its session's state (`st`). */
  open: SQL;
}

/** Upvotes an entry (up) or takes the vote back; resolves once stored (null), or with why not. */
export async function castVote(
  db: LiveDb,
  { entries, votes, key, open }: VoteTables,
  participantId: string,
  entryId: number,
  up: boolean,
): Promise<VoteRefusal | null> {
  const rows = rowsOf(db);
  const [table, voteTable, column] = [sql.identifier(entries), sql.identifier(votes), sql.identifier(key)];
  const changed = up
    ? await rows(
        sql`INSERT INTO ${voteTable} (${column}, participant_id)
            SELECT e.id, me.id FROM ${table} e
            JOIN live_participants me ON me.id = ${participantId} AND me.session_id = e.session_id
            JOIN sessions s ON s.id = e.session_id AND s.completed_at IS NULL
            JOIN live_session_state st ON st.session_id = e.session_id AND ${open}
            WHERE e.id = ${entryId} AND e.status = 'visible' AND e.participant_id <> me.id
            ON CONFLICT (${column}, participant_id) DO NOTHING
            RETURNING ${column}`,
      )
    : await rows(
        sql`DELETE FROM ${voteTable} v USING ${table} e, sessions s, live_session_state st
            WHERE v.${column} = ${entryId} AND v.participant_id = ${participantId} AND e.id = v.${column}
              AND s.id = e.session_id AND s.completed_at IS NULL
              AND st.session_id = e.session_id AND ${open} AND e.status = 'visible'
            RETURNING v.${column}`,
      );
  if (changed.length > 0) return null;
  const [entry] = await rows<{ ended: boolean; own: boolean; shown: boolean; open: boolean; voted: boolean }>(
    sql`SELECT s.completed_at IS NOT NULL AS ended, e.participant_id = me.id AS own, e.status = 'visible' AS shown,
               ${open} AS open,
               EXISTS (SELECT 1 FROM ${voteTable} v WHERE v.${column} = e.id AND v.participant_id = me.id) AS voted
        FROM ${table} e
        JOIN live_participants me ON me.id = ${participantId} AND me.session_id = e.session_id
        JOIN sessions s ON s.id = e.session_id
        JOIN live_session_state st ON st.session_id = e.session_id
        WHERE e.id = ${entryId}`,
  );
  if (!entry) return 'no-entry';
  if (entry.ended) return 'ended';
  if (entry.own) return 'own';
  if (!entry.shown) return 'not-shown';
  if (!entry.open) return 'closed';
  return up ? 'already' : 'not-voted';
}

/** The upvotes of an entry row (`entry`: its alias), counted. */
export const voteCount = ({ votes, key }: VoteTables, entry: SQL) =>
  sql`(SELECT count(*)::int FROM ${sql.identifier(votes)} v WHERE v.${sql.identifier(key)} = ${entry}.id)`;

/** The ids of the entries a participant upvoted, as JSON (for the connect state). */
export const votedJson = ({ votes, key }: VoteTables, participantId: SQL) =>
  sql`coalesce((SELECT json_agg(v.${sql.identifier(key)} ORDER BY v.${sql.identifier(key)}) FROM ${sql.identifier(votes)} v
                WHERE v.participant_id = ${participantId}), '[]'::json)`;
