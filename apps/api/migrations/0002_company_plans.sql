-- The plan the operator grants a company (issue 13): hosts get plans within it, company admins run sessions while it
-- lasts. No plan: a free trial of 4 weeks from the company's creation. seats: most active users, null for no limit.
ALTER TABLE companies
  ADD COLUMN subscription_plan text CHECK (subscription_plan IN ('free-trial', 'core', 'pro', 'enterprise')),
  ADD COLUMN expires_at date,
  ADD COLUMN seats integer CHECK (seats > 0);
