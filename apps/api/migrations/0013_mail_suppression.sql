-- Issue 33 item 1: no mail bombing through follow-ups.
--
-- The "never mail me again" list, across companies: the sha256 (hex) of the case-folded plain address
-- (lower-case, trimmed), never the address itself. Every follow-up checks it before sending.
CREATE TABLE IF NOT EXISTS mail_suppressions (
  address_hash text PRIMARY KEY CHECK (address_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The host cancelled the session's follow-up (its addresses are deleted with it; nothing is sent).
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS follow_up_cancelled_at timestamptz;

-- Follow-up e-mails a company's sessions sent per day (UTC): the daily cap is one conditional upsert of this row, so
-- workers in any number of processes never send past it.
CREATE TABLE IF NOT EXISTS follow_up_daily_sends (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent integer NOT NULL CHECK (sent >= 0),
  PRIMARY KEY (company_id, day)
);
