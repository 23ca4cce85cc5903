-- Ready Teams: initial schema (companies, users, library, sessions, FAQs, help guides, accounts).
-- Participants and answers of live sessions come in a later migration owned by the live channel.

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  is_active boolean NOT NULL DEFAULT true,
  is_operator boolean NOT NULL DEFAULT false,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Exactly one operator company can exist.
CREATE UNIQUE INDEX companies_one_operator ON companies (is_operator) WHERE is_operator;

CREATE TABLE users (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL CHECK (position('@' in email) > 1),
  password_hash text,
  company_id integer NOT NULL REFERENCES companies (id),
  is_admin boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  subscription_plan text CHECK (subscription_plan IN ('free-trial', 'core', 'pro', 'enterprise')),
  expires_at date,
  tokens_valid_after timestamptz,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
CREATE INDEX users_company ON users (company_id);

CREATE TABLE scenario_categories (
  id serial PRIMARY KEY,
  category text NOT NULL CHECK (length(btrim(category)) > 0),
  description text,
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scenario_tags (
  id serial PRIMARY KEY,
  tag text NOT NULL CHECK (length(btrim(tag)) > 0),
  color text NOT NULL DEFAULT '#000000',
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scenarios (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  description text NOT NULL,
  script text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  is_demo boolean NOT NULL DEFAULT false,
  rating real NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  is_public boolean NOT NULL DEFAULT false,
  thumb_nail_url text,
  author_name text,
  author_email text,
  notes text,
  category_id integer REFERENCES scenario_categories (id),
  source_id integer REFERENCES companies (id),
  company_id integer REFERENCES companies (id),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A private scenario always belongs to a company, so it can never leak to everyone.
  CHECK (is_public OR company_id IS NOT NULL)
);
CREATE INDEX scenarios_order ON scenarios ("order", id);
CREATE INDEX scenarios_company ON scenarios (company_id);
CREATE INDEX scenarios_category ON scenarios (category_id);

CREATE TABLE slides (
  id serial PRIMARY KEY,
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  "order" integer NOT NULL,
  title text,
  slide_type text NOT NULL CHECK (slide_type IN ('video', 'poll', 'discussion', 'poll-results')),
  type text CHECK (type IN ('scenario', 'closing question')),
  video_url text,
  script text,
  poll_title text,
  subtext text,
  duration integer CHECK (duration >= 0)
);
CREATE INDEX slides_scenario ON slides (scenario_id, "order");

CREATE TABLE questions (
  id serial PRIMARY KEY,
  slide_id integer NOT NULL REFERENCES slides (id) ON DELETE CASCADE,
  "order" integer NOT NULL,
  question text NOT NULL CHECK (length(btrim(question)) > 0),
  type text,
  layout_type text,
  answers jsonb CHECK (answers IS NULL OR jsonb_typeof(answers) = 'array')
);
CREATE INDEX questions_slide ON questions (slide_id, "order");

CREATE TABLE scenario_tag_links (
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES scenario_tags (id),
  PRIMARY KEY (scenario_id, tag_id)
);

CREATE TABLE resources (
  id serial PRIMARY KEY,
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  "order" integer NOT NULL,
  title text NOT NULL,
  link_url text NOT NULL CHECK (link_url ~ '^https?://'),
  type text NOT NULL CHECK (type IN ('pdf', 'video', 'website', 'blog', 'podcast', 'elearning', 'other')),
  description text NOT NULL
);
CREATE INDEX resources_scenario ON resources (scenario_id, "order");

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scenario_id)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pin text NOT NULL CHECK (pin ~ '^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}$'),
  scenario_id integer NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  host_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id),
  is_practice boolean NOT NULL DEFAULT false,
  host_key text NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A PIN identifies one open session; a host has at most one open (non-practice) session.
CREATE UNIQUE INDEX sessions_open_pin ON sessions (pin) WHERE completed_at IS NULL;
CREATE UNIQUE INDEX sessions_one_open_per_host ON sessions (host_id) WHERE completed_at IS NULL AND NOT is_practice;
CREATE INDEX sessions_company ON sessions (company_id, created_at);

CREATE TABLE faq_categories (
  id serial PRIMARY KEY,
  category text NOT NULL CHECK (length(btrim(category)) > 0),
  color text,
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faq_tags (
  id serial PRIMARY KEY,
  tag text NOT NULL CHECK (length(btrim(tag)) > 0),
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 255),
  answer text NOT NULL CHECK (length(answer) BETWEEN 1 AND 1000),
  category_id integer NOT NULL REFERENCES faq_categories (id),
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faq_tag_links (
  faq_id integer NOT NULL REFERENCES faqs (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES faq_tags (id),
  PRIMARY KEY (faq_id, tag_id)
);

CREATE TABLE help_categories (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  color text,
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE help_guides (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  category_id integer NOT NULL REFERENCES help_categories (id),
  target_audience text,
  media_url text,
  thumbnail_url text,
  is_active boolean NOT NULL DEFAULT true,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE waitlist (
  id serial PRIMARY KEY,
  email text NOT NULL CHECK (position('@' in email) > 1),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX waitlist_email_unique ON waitlist (lower(email));

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE uploads (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  max_bytes integer NOT NULL CHECK (max_bytes > 0),
  expires_at timestamptz NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  size integer,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
