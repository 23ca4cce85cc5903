-- Issue 33: single sign-on links existing accounts only once their owner confirms, and signing out ends the
-- provider's session where it can (src/sso).

-- The admin's "link existing accounts automatically": off, an SSO sign-in that matches a password account waits for
-- that person's password once.
ALTER TABLE sso_providers ADD COLUMN IF NOT EXISTS link_automatically boolean NOT NULL DEFAULT false;

-- The provider account a user is linked to (issuer and subject of its ID tokens); one user per provider account.
ALTER TABLE users ADD COLUMN IF NOT EXISTS sso_issuer text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS sso_subject text;
ALTER TABLE users ADD CONSTRAINT users_sso_link_check CHECK ((sso_issuer IS NULL) = (sso_subject IS NULL));
CREATE UNIQUE INDEX IF NOT EXISTS users_sso_link_idx ON users (sso_issuer, sso_subject);

-- What the callback learnt, carried to the sign-in: the provider account, its ID token (the logout's id_token_hint)
-- and whether the code waits for the password confirming the link (POST /sso/link) instead of signing in.
ALTER TABLE sso_outcomes ADD COLUMN IF NOT EXISTS issuer text;
ALTER TABLE sso_outcomes ADD COLUMN IF NOT EXISTS subject text;
ALTER TABLE sso_outcomes ADD COLUMN IF NOT EXISTS id_token text;
ALTER TABLE sso_outcomes ADD COLUMN IF NOT EXISTS link_pending boolean NOT NULL DEFAULT false;

-- Access tokens signed in through a provider, until they expire: signing out sends the browser to that provider's
-- end_session_endpoint with the ID token as id_token_hint.
CREATE TABLE IF NOT EXISTS sso_sessions (
  jti text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  id_token text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_sessions_expires_idx ON sso_sessions (expires_at);
