-- Branching scenarios (issue 17): the decisions a session made (`LiveDecision` of live-events.ts, in the order made:
-- the room's votes, the option taken, whether it was the room's majority), the decisions whose vote split the host
-- revealed on the presenter, the decision whose road not taken the presenter shows (null: none), and the slides the
-- session showed, in order (the report's path).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS decisions jsonb NOT NULL DEFAULT '[]';
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS revealed_decisions jsonb NOT NULL DEFAULT '[]';
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS road_not_taken integer;
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS path jsonb NOT NULL DEFAULT '[]';
