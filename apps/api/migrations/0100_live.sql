-- Live sessions (owner: live helper): the state the server holds for an open session, the anonymous
-- participants and their answers. Everything lives here so a restart or a second API process loses nothing.

CREATE TABLE IF NOT EXISTS live_session_state (
  session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  -- Snapshot of the scenario's slides when the session first went live: answers refer to it by index,
  -- so editing the scenario later never shifts a report.
  slides jsonb NOT NULL,
  scenario_title text NOT NULL,
  current_slide integer NOT NULL DEFAULT -1 CHECK (current_slide >= -1),
  video jsonb NOT NULL DEFAULT '{"status":"paused","position":0,"changedAt":0}',
  -- Set once the end has been broadcast (the session's completed_at is the source of truth).
  ended_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS live_participants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  -- sha256 of the anonymous participant token; the token itself is only in the participant's browser.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  connected_at timestamptz,
  disconnected_at timestamptz
);
CREATE INDEX IF NOT EXISTS live_participants_session_idx ON live_participants (session_id, created_at);

CREATE TABLE IF NOT EXISTS live_answers (
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  slide_index integer NOT NULL CHECK (slide_index >= 0),
  question_index integer NOT NULL CHECK (question_index >= 0),
  -- choice: option index; scale 1-5; NPS 0-10; free text: a string of at most 500 characters.
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One current answer per participant and question: a retry or a change is an upsert.
  PRIMARY KEY (participant_id, slide_index, question_index)
);
CREATE INDEX IF NOT EXISTS live_answers_session_idx ON live_answers (session_id, slide_index, question_index);
