-- Team mode (issue 35, src/live/teams/): a session's participants in 2 to 12 teams. One row per session that has (or
-- had) team mode: whether it is on, how many teams, how phones get one, the teams' names (by index; the colours are
-- the palette's, @readyteams/activities/teams), whether the presenter shows the standings, and how many phones the
-- round-robin has dealt (one UPDATE claims the next places of a batch of joins: its row lock makes concurrent joins on
-- any process take turns, so the teams stay balanced). `revision` grows whenever the teams change (phones ask theirs
-- again). A participant's team is on their row (null: none yet, or team mode off).
CREATE TABLE IF NOT EXISTS live_team_modes (
  session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  team_count integer NOT NULL CHECK (team_count BETWEEN 2 AND 12),
  assign text NOT NULL CHECK (assign IN ('choose', 'round-robin')),
  names jsonb NOT NULL,
  standings_shown boolean NOT NULL DEFAULT false,
  dealt integer NOT NULL DEFAULT 0,
  revision integer NOT NULL DEFAULT 0
);

ALTER TABLE live_participants ADD COLUMN IF NOT EXISTS team_index integer CHECK (team_index BETWEEN 0 AND 11);
CREATE INDEX IF NOT EXISTS live_participants_team ON live_participants (session_id, team_index)
  WHERE team_index IS NOT NULL;
