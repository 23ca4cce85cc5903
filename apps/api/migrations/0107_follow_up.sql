-- Issue 18 item 2: follow-up e-mails N days after a session, with a one-question check-in link.
-- Commitments (written by the commitment slide), the addresses apart from them (deleted once the follow-up is sent,
-- or after 60 days), and the check-ins (the answers; the link's token is stored only as its sha256).

ALTER TABLE sessions ADD COLUMN IF NOT EXISTS follow_up_days integer NOT NULL DEFAULT 14
  CHECK (follow_up_days IN (7, 14, 30));
-- Set once the follow-up job of an ended session is in the queue (the sweep skips such sessions).
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS follow_up_scheduled_at timestamptz;

CREATE TABLE IF NOT EXISTS live_commitments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  slide_index integer NOT NULL CHECK (slide_index >= 0),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (participant_id, slide_index)
);
CREATE INDEX IF NOT EXISTS live_commitments_session_idx ON live_commitments (session_id);

-- Addresses, apart from the answers: never shown to the host nor in the CSV; used only for the follow-up.
CREATE TABLE IF NOT EXISTS follow_up_contacts (
  commitment_id bigint PRIMARY KEY REFERENCES live_commitments(id) ON DELETE CASCADE,
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 320),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS follow_up_contacts_created_idx ON follow_up_contacts (created_at);

-- One check-in per commitment. The row is inserted before the e-mail goes out (it is the claim that makes sending
-- happen at most once); sent_at is set once the SMTP server accepted the message.
CREATE TABLE IF NOT EXISTS check_ins (
  commitment_id bigint PRIMARY KEY REFERENCES live_commitments(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  claimed_at timestamptz NOT NULL,
  sent_at timestamptz,
  expires_at timestamptz NOT NULL,
  answer text CHECK (answer IN ('not-yet', 'partly', 'yes')),
  comment text CHECK (char_length(comment) <= 500),
  answered_at timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
