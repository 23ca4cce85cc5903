-- Issue 33 item 1: no mail bombing through follow-ups (with 0013_mail_suppression.sql).
--
-- The address a participant joined from (the join request's client address, behind TRUST_PROXY as the rate limits
-- see it): addresses kept per session are capped per source address. Participants from before have none.
ALTER TABLE live_participants ADD COLUMN IF NOT EXISTS source_address text;

-- At most one follow-up per address per session: the sha256 of the case-folded address, claimed (with the
-- commitment's check-in) before its e-mail goes out; of two commitments with one address, only one is ever sent.
CREATE TABLE IF NOT EXISTS follow_up_sends (
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  commitment_id bigint NOT NULL REFERENCES live_commitments (id) ON DELETE CASCADE,
  PRIMARY KEY (session_id, address_hash)
);
