// Participants in the live module: joining (one INSERT per batch of joins), the socket handshake, presence and counts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CROWD_PACE, createBatcher } from './batch.js';
import { rejoinColumns, rejoinOf } from './kinds.js';
import { dealtJoins } from './teams/store.js';
import type { LiveMetrics } from './metrics.js';
import type { SessionStore } from './session-store.js';
import {
  hashToken,
  jsonParam,
  rowsOf,
  sessionColumns,
  textArray,
  timeOrderedUuid,
  toSession,
  stateColumns,
  stateOfRow,
  type StateRow,
  type LiveDb,
  type LiveSessionRecord,
  type SessionRow,
} from './store-sql.js';
import type { RejoinKey } from '../slides/kind.js';
import type { LiveAnswerValue, LiveState } from './types.js';

export function createParticipantStore(db: LiveDb, sessions: SessionStore, metrics: LiveMetrics) {
  const rows = rowsOf(db);
  const { snapshot } = sessions;

  type HandshakeRow = SessionRow &
    StateRow & {
      tokenHash: string;
      participantId: string;
      answers: Record<string, LiveAnswerValue>;
      myTeam: number | null;
      /** The kinds' rejoin columns (kinds.ts). */
      [rejoin: string]: unknown;
    };

  const participantInserts = createBatcher<
    { sessionId: string; sourceAddress: string | null },
    { id: string; token: string } | null
  >(
    async (joins) => {
      const now = Date.now();
      const made = joins.map(({ sessionId, sourceAddress }) => {
        const token = randomBytes(24).toString('base64url');
        return { id: timeOrderedUuid(now), token, sessionId, sourceAddress, tokenHash: hashToken(token) };
      });
      // Only into a session that is still open: a join that raced the end of its session is refused here.
      // A session in team mode dealing teams round-robin deals each its team in the same statement (teams/).
      const inserted = await rows<{ id: string }>(
        sql`${dealtJoins(
          sql`json_to_recordset(${jsonParam(made.map((m) => ({ id: m.id, session_id: m.sessionId, token_hash: m.tokenHash, source_address: m.sourceAddress })))})
                 AS x(id uuid, session_id uuid, token_hash text, source_address text)`,
        )}
            RETURNING id`,
      );
      const ok = new Set(inserted.map((row) => row.id));
      return made.map((m) => (ok.has(m.id) ? { id: m.id, token: m.token } : null));
    },
    { ...CROWD_PACE, maxBatch: 250, onBatch: (size) => metrics.batch('participant-insert', size) },
  );

  const handshakeLookups = createBatcher<string, HandshakeRow | null>(
    async (tokenHashes) => {
      const found = await rows<HandshakeRow>(
        sql`SELECT p.token_hash AS "tokenHash", p.id AS "participantId", ${sessionColumns},
                   ${stateColumns},
                   coalesce((SELECT json_object_agg(a.slide_index || ':' || a.question_index, a.value)
                             FROM live_answers a WHERE a.participant_id = p.id), '{}'::json) AS answers,
                   p.team_index AS "myTeam"
                   ${rejoinColumns(sql`p.id`)}
            FROM live_participants p JOIN sessions s ON s.id = p.session_id
            LEFT JOIN live_session_state st ON st.session_id = s.id
            WHERE p.token_hash = ANY(${textArray(tokenHashes)})`,
      );
      const byHash = new Map(found.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => byHash.get(hash) ?? null);
    },
    {
      ...CROWD_PACE,
      key: (hash) => hash,
      maxBatch: 250,
      onBatch: (size) => metrics.batch('handshake', size),
    },
  );

  return {
    /**
     * A new anonymous participant, or null when the session has ended meanwhile (checked by the insert itself).
     * Joins arriving together are one INSERT. `sourceAddress`: the client address it joins from (the follow-up's
     * addresses are capped per session and source address).
     */
    createParticipant(
      sessionId: string,
      sourceAddress: string | null = null,
    ): Promise<{ id: string; token: string } | null> {
      return participantInserts({ sessionId, sourceAddress });
    },

    /**
     * Everything a participant's connection needs in one round trip: who it is, its session, the live state, the
     * answers it has given and its records of the kinds that keep others (`mine`: its posts, the posts it upvoted,
     * its commitments) (phones reconnect often; 10,000 of them join at once). Concurrent handshakes are one query.
     */
    async participantHandshake(token: string): Promise<{
      participantId: string;
      record: LiveSessionRecord;
      answers: Record<string, LiveAnswerValue>;
      mine: Pick<LiveState, RejoinKey | 'myTeam'>;
    } | null> {
      const row = await handshakeLookups(hashToken(token));
      if (!row) return null;
      const session = toSession(row);
      const { scenarioTitle, slides } = await snapshot(session);
      return {
        participantId: row.participantId,
        answers: row.answers ?? {},
        // Their team (teams/), with the kinds' records.
        mine: { ...rejoinOf(row), myTeam: row.myTeam ?? null },
        record: {
          session,
          scenarioTitle,
          slides,
          ...stateOfRow(row),
          ended: session.completedAt !== null,
        },
      };
    },

    /** Who is connected, written in batches (connects and disconnects come in waves). */
    async setPresence(connected: string[], disconnected: string[]) {
      if (connected.length)
        await db.execute(
          sql`UPDATE live_participants SET connected_at = now() WHERE id = ANY(${textArray(connected)}::uuid[])`,
        );
      if (disconnected.length)
        await db.execute(
          sql`UPDATE live_participants SET disconnected_at = now() WHERE id = ANY(${textArray(disconnected)}::uuid[])`,
        );
    },

    async counts(sessionId: string) {
      const [row] = await rows<{ participantCount: number; connectedCount: number; answerCount: number }>(
        sql`SELECT (SELECT count(*)::int FROM live_participants WHERE session_id = ${sessionId}) AS "participantCount",
                   (SELECT count(*)::int FROM live_participants WHERE session_id = ${sessionId} AND connected_at IS NOT NULL
                      AND (disconnected_at IS NULL OR disconnected_at < connected_at)) AS "connectedCount",
                   (SELECT count(*)::int FROM live_answers WHERE session_id = ${sessionId}) AS "answerCount"`,
      );
      return {
        participantCount: Number(row?.participantCount ?? 0),
        connectedCount: Number(row?.connectedCount ?? 0),
        answerCount: Number(row?.answerCount ?? 0),
      };
    },
  };
}
