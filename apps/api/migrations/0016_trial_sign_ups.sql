-- Issue 34: the self-serve free trial (SIGNUP_MODE=trial, src/services/sign-up.ts). A sign-up waits here until the
-- link mailed to its address is opened: only then are its company and admin created, so an address nobody confirmed
-- holds no account and no company. Only the link's sha256 is stored; the row is deleted when the link is used.
CREATE TABLE IF NOT EXISTS trial_sign_ups (
  id serial PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company_name text NOT NULL,
  password_hash text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS trial_sign_ups_email_idx ON trial_sign_ups (lower(email));
