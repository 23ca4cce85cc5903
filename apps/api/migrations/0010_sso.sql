-- Issue 20: OpenID Connect single sign-on per company (src/sso). It applies while the company is on the Enterprise
-- plan (services/plans.ts includesSso).

-- One provider per company. The client secret is sealed with AES-256-GCM under SSO_SECRET_KEY (src/sso/secret.ts):
-- never stored nor returned in clear.
CREATE TABLE IF NOT EXISTS sso_providers (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  issuer text NOT NULL CHECK (issuer ~ '^https?://'),
  client_id text NOT NULL CHECK (char_length(client_id) BETWEEN 1 AND 255),
  client_secret_sealed text NOT NULL,
  -- false: the company's users sign in through its provider only.
  password_allowed boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The e-mail domains a provider covers (lower case); a domain belongs to one company at most.
CREATE TABLE IF NOT EXISTS sso_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
  company_id integer NOT NULL REFERENCES sso_providers (company_id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS sso_domains_company_idx ON sso_domains (company_id);

-- A sign-in sent to a provider and not back yet: state (as its sha256), nonce and PKCE verifier, single use.
CREATE TABLE IF NOT EXISTS sso_attempts (
  state_hash text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_attempts_expires_idx ON sso_attempts (expires_at);

-- What a provider's answer came to, handed to the sign-in page as a one-time code (stored as its sha256) that
-- POST /authentication {strategy: 'sso'} turns into the usual access token (user_id) or the refusal's message.
CREATE TABLE IF NOT EXISTS sso_outcomes (
  code_hash text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  error text,
  expires_at timestamptz NOT NULL,
  CHECK ((user_id IS NULL) <> (error IS NULL))
);
CREATE INDEX IF NOT EXISTS sso_outcomes_expires_idx ON sso_outcomes (expires_at);
