-- Issue 18 item 4: a retention period per company for the raw answers, posts and commitments of its sessions
-- (default 12 months). After it, the daily `retention-purge` job (src/follow-up/retention.ts) keeps only totals: it
-- stores them in sessions.results_snapshot and deletes the raw rows, in one transaction per session.

ALTER TABLE companies ADD COLUMN IF NOT EXISTS retention_months integer NOT NULL DEFAULT 12
  CHECK (retention_months BETWEEN 1 AND 120);

-- When the raw rows were deleted (null: still there).
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS raw_data_purged_at timestamptz;
-- What the reports read once the raw rows are gone: { results: SessionResults without texts, posts or commitment
-- texts, impact: the session's figures of the impact report (src/services/impact.ts SessionImpact) }.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS results_snapshot jsonb;
-- The daily job finds ended sessions still holding raw data.
CREATE INDEX IF NOT EXISTS sessions_unpurged_idx ON sessions (completed_at)
  WHERE raw_data_purged_at IS NULL AND completed_at IS NOT NULL;
