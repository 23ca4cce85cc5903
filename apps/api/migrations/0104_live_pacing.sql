-- Facilitator pacing (issue 16): when the current slide was shown and when the first slide was (the session clock).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS slide_started_at timestamptz;
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS started_at timestamptz;
