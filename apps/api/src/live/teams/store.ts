// Team mode in PostgreSQL (0113_live_teams.sql): a session's mode row (on or off, how many teams, how phones get one,
// the names, the standings switch, how many phones the round-robin dealt) and each participant's team. Every change is
// one statement, or a transaction that first locks the rows it depends on, so concurrent joins and host events on any
// process keep the teams balanced: the round-robin's counter is claimed by an UPDATE (its row lock makes concurrent
// joins take turns), never read in Node and written back.
import { sql, type SQL } from 'drizzle-orm';
import type { TeamModeSettings } from '@readyteams/activities/live';
import type { TeamAssign } from '@readyteams/activities/teams';
import { numberedParticipants, rowsOf, type LiveDb } from '../store-sql.js';

/** Why a team change was refused (the caller words it). */
export type TeamRefusal = 'ended' | 'lobbyOnly' | 'off' | 'noTeam' | 'hostDeals' | 'changeInLobby';

/** The session's state row, bumped so every screen takes the state that follows (clients keep the newest version). */
const bumpState = (sessionId: string) =>
  sql`UPDATE live_session_state SET version = version + 1, updated_at = now() WHERE session_id = ${sessionId}`;

/** The columns a batch of joins inserts (participant-store.ts), with the team the round-robin deals each. */
export const dealtJoins = (joins: SQL) => sql`
  WITH x AS (
    SELECT x.*, row_number() OVER (PARTITION BY x.session_id ORDER BY x.id) AS k,
           count(*) OVER (PARTITION BY x.session_id) AS n
    FROM ${joins} JOIN sessions s ON s.id = x.session_id AND s.completed_at IS NULL
  ),
  locked AS (
    SELECT m.session_id FROM live_team_modes m
    WHERE m.session_id IN (SELECT session_id FROM x) AND m.enabled AND m.assign = 'round-robin'
    ORDER BY m.session_id FOR UPDATE
  ),
  dealt AS (
    UPDATE live_team_modes m SET dealt = m.dealt + b.n
    FROM (SELECT session_id, max(n) AS n FROM x GROUP BY session_id) b
    WHERE m.session_id = b.session_id AND m.session_id IN (SELECT session_id FROM locked)
      AND m.enabled AND m.assign = 'round-robin'
    RETURNING m.session_id, m.dealt - b.n AS start, m.team_count
  )
  INSERT INTO live_participants (id, session_id, token_hash, source_address, team_index)
  SELECT x.id, x.session_id, x.token_hash, x.source_address, ((d.start + x.k - 1) % d.team_count)::int
  FROM x LEFT JOIN dealt d ON d.session_id = x.session_id`;

export function createTeamStore(db: LiveDb) {
  const rows = rowsOf(db);

  /** Why a phone's `join-team` was refused, once its UPDATE changed nothing. */
  async function whyNotJoined(sessionId: string, team: number): Promise<TeamRefusal> {
    const [row] = await rows<{ ended: boolean; enabled: boolean | null; count: number; assign: TeamAssign }>(
      sql`SELECT s.completed_at IS NOT NULL AS ended, m.enabled, m.team_count AS count, m.assign
          FROM sessions s LEFT JOIN live_team_modes m ON m.session_id = s.id WHERE s.id = ${sessionId}`,
    );
    if (!row || row.ended) return 'ended';
    if (!row.enabled) return 'off';
    if (row.assign !== 'choose') return 'hostDeals';
    if (team >= row.count) return 'noTeam';
    return 'changeInLobby';
  }

  return {
    /** Team mode as the session starts with it (POST /sessions): on, with the default names. */
    async create(sessionId: string, settings: TeamModeSettings, names: string[]) {
      await db.execute(
        sql`INSERT INTO live_team_modes (session_id, team_count, assign, names)
            VALUES (${sessionId}, ${settings.count}, ${settings.assign}, ${JSON.stringify(names)}::jsonb)
            ON CONFLICT (session_id) DO NOTHING`,
      );
    },

    /**
     * Turns team mode on with `settings`, changes them, or turns it off (null), only in the lobby of an open session.
     * Round-robin deals every phone that joined again, in join order; choose keeps each phone's team that still
     * exists; off takes every team away. The state row is locked first, so the host cannot leave the lobby meanwhile,
     * then the mode row, so no join is dealt between the two.
     */
    async setMode(
      sessionId: string,
      settings: TeamModeSettings | null,
      names: string[],
    ): Promise<TeamRefusal | null> {
      return db.transaction(async (tx) => {
        const run = rowsOf(tx);
        const [lobby] = await run<{ current: number; ended: boolean }>(
          sql`SELECT st.current_slide AS current, s.completed_at IS NOT NULL AS ended
              FROM live_session_state st JOIN sessions s ON s.id = st.session_id
              WHERE st.session_id = ${sessionId} FOR UPDATE OF st`,
        );
        if (!lobby || lobby.ended) return 'ended';
        if (lobby.current !== -1) return 'lobbyOnly';
        if (settings === null) {
          await tx.execute(
            sql`UPDATE live_team_modes SET enabled = false, standings_shown = false, revision = revision + 1
                WHERE session_id = ${sessionId}`,
          );
          await tx.execute(
            sql`UPDATE live_participants SET team_index = NULL WHERE session_id = ${sessionId}`,
          );
        } else {
          await tx.execute(
            sql`INSERT INTO live_team_modes (session_id, team_count, assign, names)
                VALUES (${sessionId}, ${settings.count}, ${settings.assign}, ${JSON.stringify(names)}::jsonb)
                ON CONFLICT (session_id) DO UPDATE SET enabled = true, team_count = excluded.team_count,
                  assign = excluded.assign, revision = live_team_modes.revision + 1`,
          );
          // The mode row is locked by the statement above: joins wait for this transaction, then deal after it.
          if (settings.assign === 'round-robin')
            await tx.execute(
              sql`WITH dealt AS (
                    UPDATE live_participants p SET team_index = ((r.k - 1) % ${settings.count})::int
                    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS k
                          FROM live_participants WHERE session_id = ${sessionId}) r
                    WHERE p.id = r.id RETURNING 1)
                  UPDATE live_team_modes SET dealt = (SELECT count(*) FROM dealt) WHERE session_id = ${sessionId}`,
            );
          else
            await tx.execute(
              sql`UPDATE live_participants SET team_index = NULL
                  WHERE session_id = ${sessionId} AND team_index >= ${settings.count}`,
            );
        }
        await tx.execute(bumpState(sessionId));
        return null;
      });
    },

    /** Renames a team of an open session whose team mode is on. */
    async rename(sessionId: string, team: number, name: string): Promise<TeamRefusal | null> {
      const [row] = await rows<{
        ok: boolean;
        ended: boolean;
        enabled: boolean | null;
        count: number | null;
      }>(
        sql`WITH renamed AS (
              UPDATE live_team_modes m SET names = jsonb_set(m.names, ARRAY[${String(team)}], to_jsonb(${name}::text)),
                revision = m.revision + 1
              FROM sessions s WHERE s.id = m.session_id AND m.session_id = ${sessionId} AND s.completed_at IS NULL
                AND m.enabled AND ${team}::int < m.team_count
              RETURNING 1),
            bumped AS (UPDATE live_session_state SET version = version + 1, updated_at = now()
                       WHERE session_id = ${sessionId} AND EXISTS (SELECT 1 FROM renamed) RETURNING 1)
            SELECT EXISTS (SELECT 1 FROM bumped) AS ok, s.completed_at IS NOT NULL AS ended, m.enabled,
                   m.team_count AS count
            FROM sessions s LEFT JOIN live_team_modes m ON m.session_id = s.id WHERE s.id = ${sessionId}`,
      );
      if (row?.ok) return null;
      if (!row || row.ended) return 'ended';
      return row.enabled ? 'noTeam' : 'off';
    },

    /** Shows the standings on the presenter and the phones, or hides them. */
    async showStandings(sessionId: string, shown: boolean): Promise<TeamRefusal | null> {
      const [row] = await rows<{ ok: boolean; ended: boolean }>(
        sql`WITH shown AS (
              UPDATE live_team_modes m SET standings_shown = ${shown}
              FROM sessions s WHERE s.id = m.session_id AND m.session_id = ${sessionId} AND m.enabled
                AND s.completed_at IS NULL RETURNING 1),
            bumped AS (UPDATE live_session_state SET version = version + 1, updated_at = now()
                       WHERE session_id = ${sessionId} AND EXISTS (SELECT 1 FROM shown) RETURNING 1)
            SELECT EXISTS (SELECT 1 FROM bumped) AS ok, s.completed_at IS NOT NULL AS ended
            FROM sessions s WHERE s.id = ${sessionId}`,
      );
      if (row?.ok) return null;
      return !row || row.ended ? 'ended' : 'off';
    },

    /**
     * A phone joins a team, when phones choose: in the lobby (again: it changes team), after the first slide only
     * while it has none (no one moves to the winning team).
     */
    async join(sessionId: string, participantId: string, team: number): Promise<TeamRefusal | null> {
      const updated = await rows(
        sql`UPDATE live_participants p SET team_index = ${team}
            FROM live_team_modes m, live_session_state st, sessions s
            WHERE p.id = ${participantId} AND p.session_id = ${sessionId}
              AND m.session_id = p.session_id AND m.enabled AND m.assign = 'choose' AND ${team}::int < m.team_count
              AND st.session_id = p.session_id AND s.id = p.session_id AND s.completed_at IS NULL
              AND (st.current_slide = -1 OR p.team_index IS NULL)
            RETURNING 1 AS ok`,
      );
      return updated.length > 0 ? null : whyNotJoined(sessionId, team);
    },

    /**
     * A phone's team (null: none, or team mode off). A phone without one in a round-robin session (it joined while
     * the host was turning team mode on) is dealt the next place now; its row is locked first, so asking twice at
     * once deals it once.
     */
    async teamOf(participantId: string): Promise<number | null> {
      const [row] = await rows<{ team: number | null }>(
        sql`WITH me AS (SELECT id, session_id FROM live_participants WHERE id = ${participantId} AND team_index IS NULL
                        FOR UPDATE),
            deal AS (UPDATE live_team_modes m SET dealt = m.dealt + 1 FROM me
                     WHERE m.session_id = me.session_id AND m.enabled AND m.assign = 'round-robin'
                     RETURNING ((m.dealt - 1) % m.team_count)::int AS team),
            given AS (UPDATE live_participants p SET team_index = deal.team FROM deal
                      WHERE p.id = ${participantId} RETURNING p.team_index)
            SELECT coalesce((SELECT team_index FROM given),
                   (SELECT p.team_index FROM live_participants p JOIN live_team_modes m
                      ON m.session_id = p.session_id AND m.enabled WHERE p.id = ${participantId})) AS team`,
      );
      return row?.team ?? null;
    },

    /** How many participants each team has, by index. */
    async members(sessionId: string): Promise<Map<number, string[]>> {
      const list = await rows<{ id: string; team: number }>(
        sql`SELECT id::text, team_index AS team FROM live_participants
            WHERE session_id = ${sessionId} AND team_index IS NOT NULL`,
      );
      const by = new Map<number, string[]>();
      for (const { id, team } of list) by.set(team, [...(by.get(team) ?? []), id]);
      return by;
    },

    /** The answers' counts by team (as answerCounts has them, per team): the report's split. */
    async answerCountsByTeam(sessionId: string) {
      return rows<{
        team: number;
        slideIndex: number;
        questionIndex: number;
        value: number | string;
        count: number;
      }>(
        sql`SELECT p.team_index AS team, a.slide_index AS "slideIndex", a.question_index AS "questionIndex", a.value,
                   count(*)::int AS count
            FROM live_answers a JOIN live_participants p ON p.id = a.participant_id
            WHERE a.session_id = ${sessionId} AND p.team_index IS NOT NULL
            GROUP BY p.team_index, a.slide_index, a.question_index, a.value ORDER BY min(a.created_at)`,
      );
    },

    /** Each participant's team as the CSV numbers them ("Participant n"). */
    async teamsByNumber(sessionId: string): Promise<Map<number, number>> {
      const list = await rows<{ n: number; team: number }>(
        sql`SELECT p.n, lp.team_index AS team FROM ${numberedParticipants(sessionId)} p
            JOIN live_participants lp ON lp.id = p.id WHERE lp.team_index IS NOT NULL`,
      );
      return new Map(list.map((row) => [Number(row.n), Number(row.team)]));
    },
  };
}

export type TeamStore = ReturnType<typeof createTeamStore>;
