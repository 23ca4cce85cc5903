-- Pulse (issue 16): anonymous signals a participant sends the host during a live session ("I'm lost", "Too fast",
-- "Need a break"), each at most once a minute. The host controls count the last 2 minutes; the report counts them
-- per slide that was current when they arrived.

-- The signals, without who sent them.
CREATE TABLE IF NOT EXISTS live_pulses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('lost', 'too-fast', 'break')),
  -- The current slide when it arrived (-1 = lobby).
  slide_index integer NOT NULL CHECK (slide_index >= -1),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS live_pulses_session_idx ON live_pulses (session_id, created_at);

-- When each participant last sent each kind: one row per participant and kind, replaced only once a minute has
-- passed (an upsert whose update has that condition), so taps arriving together never both count.
CREATE TABLE IF NOT EXISTS live_pulse_limits (
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (participant_id, kind)
);
