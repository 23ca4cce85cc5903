/**
 * The database schema as Drizzle tables. The SQL that creates it lives in ../../migrations
 * (hand-written, applied in order at start); keep both in step.
 */
import type { components } from '@readyteams/api-client';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns whose values are one of the contract's enums. */
type Schemas = components['schemas'];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isOperator: boolean('is_operator').notNull().default(false),
  /** The plan the operator granted (null: a free trial of 4 weeks from creation); see services/plans.ts. */
  subscriptionPlan: text('subscription_plan').$type<Schemas['Plan']>(),
  expiresAt: date('expires_at', { mode: 'string' }),
  /** Most active users; null for no limit. */
  seats: integer('seats'),
  /** The day the granted plan started (null: the company's creation); plan years count from it (migration 0115). */
  planStartedAt: date('plan_started_at', { mode: 'string' }),
  /** Custom scenarios a plan year the operator grants on top of the plan's (services/entitlements.ts). */
  extraCustomScenarios: integer('extra_custom_scenarios').notNull().default(0),
  /** Months the raw answers, posts and commitments of an ended session are kept, 1 to 120 (migration 0108). */
  retentionMonths: integer('retention_months').notNull().default(12),
  /** The branding of its live sessions (migration 0017, services/branding.ts): null and light for the default theme. */
  brandLogoUrl: text('brand_logo_url'),
  brandPrimaryColor: text('brand_primary_color'),
  brandSecondaryColor: text('brand_secondary_color'),
  stageTheme: text('stage_theme').$type<Schemas['StageTheme']>().notNull().default('light'),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  isAdmin: boolean('is_admin').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  subscriptionPlan: text('subscription_plan').$type<Schemas['Plan']>(),
  expiresAt: date('expires_at', { mode: 'string' }),
  /** Tokens issued before this moment are refused (set by a password reset). */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
  /** The provider account this user is linked to (migration 0015; src/sso): its issuer and subject. */
  ssoIssuer: text('sso_issuer'),
  ssoSubject: text('sso_subject'),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const scenarioCategories = pgTable('scenario_categories', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const scenarioTags = pgTable('scenario_tags', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull(),
  color: text('color').notNull().default('#000000'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const scenarios = pgTable('scenarios', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  script: text('script').notNull(),
  status: text('status').$type<Schemas['ScenarioStatus']>().notNull().default('draft'),
  isDemo: boolean('is_demo').notNull().default(false),
  rating: real('rating').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(false),
  thumbNailUrl: text('thumb_nail_url'),
  authorName: text('author_name'),
  authorEmail: text('author_email'),
  notes: text('notes'),
  categoryId: integer('category_id').references(() => scenarioCategories.id),
  /** The customer/source company credited on the scenario (`source` on the wire). */
  sourceId: integer('source_id').references(() => companies.id),
  /** The company that owns the scenario; a private scenario is visible to this company only. */
  companyId: integer('company_id').references(() => companies.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

/** A slide's kind-specific fields as stored: a JSON object (each kind's server part knows its own). */
export type SlideProps = { [field: string]: unknown };

export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  scenarioId: integer('scenario_id')
    .notNull()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  title: text('title'),
  slideType: text('slide_type').notNull(),
  script: text('script'),
  suggestedSeconds: integer('suggested_seconds'),
  /** Branching: the option (0-3) of the decision before it whose path holds the slide; null on the main line. */
  pathOption: integer('path_option'),
  /** The kind's own fields, named as the read form names them (src/slides/<kind>/ writes and reads them). */
  props: jsonb('props').$type<SlideProps>().notNull().default({}),
});

/** Poll questions (with answers) and discussion questions (plain text) of a slide. */
export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  slideId: integer('slide_id')
    .notNull()
    .references(() => slides.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  question: text('question').notNull(),
  type: text('type'),
  layoutType: text('layout_type'),
  /** [{option, answer, value?}] in display order; null for discussion and free-text questions. */
  answers: jsonb('answers').$type<{ option: string; answer: string; value?: number }[]>(),
});

export const scenarioTagLinks = pgTable(
  'scenario_tag_links',
  {
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => scenarioTags.id),
  },
  (t) => [primaryKey({ columns: [t.scenarioId, t.tagId] })],
);

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  scenarioId: integer('scenario_id')
    .notNull()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  title: text('title').notNull(),
  linkUrl: text('link_url').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull(),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scenarioId] })],
);

export const sessions = pgTable('sessions', {
  /** A uuid, so session ids cannot be enumerated. */
  id: uuid('id').primaryKey().defaultRandom(),
  pin: text('pin').notNull(),
  scenarioId: integer('scenario_id')
    .notNull()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  hostId: integer('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  isPractice: boolean('is_practice').notNull().default(false),
  /** Days after the session's end when the follow-up e-mails go out: 7, 14 or 30 (migration 0107). */
  followUpDays: integer('follow_up_days').$type<7 | 14 | 30>().notNull().default(14),
  hostKey: text('host_key').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  /** When the follow-up e-mails were queued (src/follow-up). */
  followUpScheduledAt: timestamp('follow_up_scheduled_at', { withTimezone: true, mode: 'date' }),
  /** When the host cancelled the follow-up e-mails (0013_mail_suppression.sql); none go out after. */
  followUpCancelledAt: timestamp('follow_up_cancelled_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Set when the company's retention period deleted the raw rows (src/follow-up/retention.ts). */
  rawDataPurgedAt: timestamp('raw_data_purged_at', { withTimezone: true, mode: 'date' }),
  /** The totals kept after the purge (RetainedSnapshot of src/follow-up/retention.ts). */
  resultsSnapshot: jsonb('results_snapshot'),
  /** The playlist and its step the session was started from (0116_playlists.sql), or null. */
  playlistId: integer('playlist_id').references(() => playlists.id, { onDelete: 'set null' }),
  playlistStepId: integer('playlist_step_id'),
});

/** Playlists (0116_playlists.sql): an ordered series of scenarios for one team, owned by a host. */
export const playlists = pgTable('playlists', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  teamName: text('team_name'),
  cadence: text('cadence').$type<Schemas['PlaylistCadence']>(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  ...timestamps,
});

export const playlistSteps = pgTable('playlist_steps', {
  id: serial('id').primaryKey(),
  playlistId: integer('playlist_id')
    .notNull()
    .references(() => playlists.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  scenarioId: integer('scenario_id')
    .notNull()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  color: text('color'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const faqTags = pgTable('faq_tags', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const faqTagLinks = pgTable(
  'faq_tag_links',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => faqTags.id),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.tagId] })],
);

export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const helpGuides = pgTable('help_guides', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => helpCategories.id),
  targetAudience: text('target_audience'),
  mediaUrl: text('media_url'),
  thumbnailUrl: text('thumbnail_url'),
  isActive: boolean('is_active').notNull().default(true),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const waitlist = pgTable('waitlist', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A self-serve trial sign-up waiting for its e-mail link (migration 0016, services/sign-up.ts); the company and its
 * admin are created from it when the link is opened.
 */
export const trialSignUps = pgTable('trial_sign_ups', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Access tokens ended by DELETE /authentication, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A company's OpenID Connect provider (migration 0010; src/sso). The client secret is sealed (src/sso/secret.ts). */
export const ssoProviders = pgTable('sso_providers', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  /** false: the company's users sign in through its provider only. */
  passwordAllowed: boolean('password_allowed').notNull().default(true),
  /** true: an SSO sign-in matching an existing password account links it without asking for the password. */
  linkAutomatically: boolean('link_automatically').notNull().default(false),
  ...timestamps,
});

/** The e-mail domains (lower case) a provider covers; each belongs to one company at most. */
export const ssoDomains = pgTable('sso_domains', {
  domain: text('domain').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => ssoProviders.companyId, { onDelete: 'cascade' }),
});

/** A sign-in sent to a provider, until its answer comes back (single use): sha256 of the state, nonce, PKCE. */
export const ssoAttempts = pgTable('sso_attempts', {
  stateHash: text('state_hash').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A provider's answer as the one-time code the sign-in page exchanges: the user signed in, or the refusal. */
export const ssoOutcomes = pgTable('sso_outcomes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  error: text('error'),
  /** The provider account and its ID token (migration 0015), and whether the code waits for POST /sso/link. */
  issuer: text('issuer'),
  subject: text('subject'),
  idToken: text('id_token'),
  linkPending: boolean('link_pending').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Access tokens signed in through a provider (by jti), for signing out there too; kept until they expire. */
export const ssoSessions = pgTable('sso_sessions', {
  jti: text('jti').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  idToken: text('id_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Uploads signed by this server (local backend): what may be PUT at a key, until when. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  size: integer('size'),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
