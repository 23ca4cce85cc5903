-- Issue 38: entitlements per plan (src/services/entitlements.ts). The custom (company-private) scenarios a company may
-- make are counted per plan year, from the day its plan started (null: the company's creation), and the operator can
-- grant extra ones a year on top of its plan's.
ALTER TABLE companies ADD COLUMN IF NOT EXISTS plan_started_at date;
ALTER TABLE companies ADD COLUMN IF NOT EXISTS extra_custom_scenarios integer NOT NULL DEFAULT 0
  CHECK (extra_custom_scenarios BETWEEN 0 AND 1000);
CREATE INDEX IF NOT EXISTS scenarios_custom_idx ON scenarios (company_id, created_at) WHERE NOT is_public;
