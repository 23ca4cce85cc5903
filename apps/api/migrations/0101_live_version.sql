-- Every change of a live session's state bumps its version, so a client can drop a state that arrives late
-- (e.g. the one computed on reconnect while the host was already moving on).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 0;
