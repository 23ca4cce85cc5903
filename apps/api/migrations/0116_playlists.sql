-- Playlists (issue 38): a host's (or a company admin's for the company) ordered series of scenarios for one team, with
-- an optional cadence. Steps have ids of their own so a reorder keeps the sessions already linked to them; a session
-- started from a playlist names the playlist and the step (the pair must match: the composite key). Deleting a step
-- keeps its sessions in the playlist (in no step); deleting a playlist keeps its sessions and their reports, unlinked.
CREATE TABLE IF NOT EXISTS playlists (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 120),
  team_name text CHECK (char_length(team_name) <= 120),
  cadence text CHECK (cadence IN ('weekly', 'fortnightly', 'monthly')),
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS playlists_owner ON playlists (owner_id);
CREATE INDEX IF NOT EXISTS playlists_company ON playlists (company_id);

CREATE TABLE IF NOT EXISTS playlist_steps (
  id serial PRIMARY KEY,
  playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  UNIQUE (playlist_id, id),
  -- Deferred: a reorder rewrites the positions in one transaction.
  UNIQUE (playlist_id, position) DEFERRABLE INITIALLY DEFERRED
);

ALTER TABLE sessions ADD COLUMN IF NOT EXISTS playlist_id integer REFERENCES playlists (id) ON DELETE SET NULL;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS playlist_step_id integer;
ALTER TABLE sessions ADD CONSTRAINT sessions_playlist_step FOREIGN KEY (playlist_id, playlist_step_id)
  REFERENCES playlist_steps (playlist_id, id) ON DELETE SET NULL (playlist_step_id);
CREATE INDEX IF NOT EXISTS sessions_playlist ON sessions (playlist_id) WHERE playlist_id IS NOT NULL;
