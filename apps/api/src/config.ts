import { resolve } from 'node:path';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './db/index.js';

/** Everything the server reads from the environment, in one place (documented in CONFIG.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  uploadMaxBytes: number;
  redisUrl: string | undefined;
  logLevel: string;
  openapiPath: string | undefined;
  webDist: string | undefined;
  /** 'test' selects cheap Argon2 parameters so the suite stays fast; never set it in production. */
  argon2Profile: 'production' | 'test';
  /** GET /health/live and /health/ready (HEALTH_ENABLED). */
  healthEnabled: boolean;
  /** GET /metrics: only with METRICS_TOKEN, behind `Authorization: Bearer <token>` (404 without one, or METRICS_ENABLED=false). */
  metrics: { enabled: boolean; token: string | undefined };
  /** Fastify's trustProxy: a hop count or the proxies' addresses/CIDRs; never every hop. */
  trustProxy: false | number | string[];
  /** apps/api/CONFIG.md "Attempt limits" explains each budget. */
  signInLimit: { perAccountAddress: number; perAccount: number; perAddress: number; windowMs: number };
  joinLimit: { perAddress: number; windowMs: number; perSessionAddress: number };
  /** The live channel's event budgets per connection and per participant, and the reactions' (CONFIG.md "Live event budgets"). */
  liveBudget: {
    perConnection: number;
    connectionWindowMs: number;
    perParticipant: number;
    participantWindowMs: number;
    participantSlack: number;
    reactionsPerParticipant: number;
    reactionWindowMs: number;
  };
  resetLimit: { perAccount: number; perAddress: number; windowMs: number };
  /**
   * How visitors sign up (SIGNUP_MODE): the documents' waitlist, or a self-serve free trial that creates a company and
   * its admin once the address is confirmed (CONFIG.md "Sign-up").
   */
  signUpMode: 'waitlist' | 'trial';
  /** The Chromium that prints the impact report's PDF (CHROMIUM_PATH). */
  chromiumPath: string;
  /** OpenID Connect single sign-on (CONFIG.md "Single sign-on"). */
  sso: {
    /** AES-256-GCM key sealing the providers' client secrets (SSO_SECRET_KEY); without it SSO cannot be set up. */
    secretKey: Buffer | undefined;
    /** http:// issuers (SSO_ALLOW_HTTP_ISSUERS, tests and development only); https otherwise. */
    allowHttpIssuers: boolean;
    /** Sign-ins started and provider answers per address per window (successful ones given back). */
    limit: { perAddress: number; windowMs: number };
  };
  /** Follow-up e-mails and their check-in links (CONFIG.md "Follow-up"). */
  followUp: {
    /** Whether this process works the job queue (every process may; each job runs once). */
    worker: boolean;
    /** How often an idle worker looks for due jobs. */
    pollSeconds: number;
    /** PostgreSQL schema of the job queue's tables; by default `pgboss` (or the connection's own schema). */
    jobsSchema: string | undefined;
    /** Wrong check-in tokens an address may try per window. */
    checkInLimit: { perAddress: number; windowMs: number };
    /** Follow-up e-mails one company's sessions may send per day (UTC); the rest wait for the next day. */
    dailyCapPerCompany: number;
    /** Addresses one session keeps from one source (client) address; further ones are refused. */
    addressesPerSource: number;
  };
  /** Bounded waits: nothing a client asks for waits on the database or a slow body for long. */
  timeouts: DbTimeouts & {
    /** A request (headers and body) must arrive within this, plus bodyMsPerMb for each MB it announces. */
    requestMs: number;
    bodyMsPerMb: number;
    shutdownMs: number;
  };
}

const DEV_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * TRUST_PROXY: the number of proxies in front of the server (1 behind one load balancer), or their addresses and
 * CIDRs, comma-separated. "true" would believe any X-Forwarded-For a client makes up, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop; set the number of proxies (e.g. 1) or their addresses',
    );
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** SIGNUP_MODE: `waitlist` (the default) or `trial`; anything else is a typo that must not open sign-up silently. */
export function parseSignUpMode(value: string | undefined): Config['signUpMode'] {
  const text = (value ?? '').trim() || 'waitlist';
  if (text !== 'waitlist' && text !== 'trial') throw new Error('SIGNUP_MODE must be waitlist or trial');
  return text;
}

/**
 * SSO_SECRET_KEY: 32 bytes, as base64 (44 characters, `openssl rand -base64 32`) or hex (64 characters). A key of
 * another length would seal nothing safely, so it stops the server at start.
 */
export function parseSsoSecretKey(value: string | undefined): Buffer | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && key.toString('base64') !== text))
    throw new Error(
      'SSO_SECRET_KEY must be 32 bytes as base64 or hex (for example the output of `openssl rand -base64 32`)',
    );
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3030);
  const host = env.HOST || '0.0.0.0';
  const bucket = env.S3_BUCKET;
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    // The Vite dev server's origins are allowed only outside production, unless CORS_ORIGINS names them.
    corsOrigins: (env.CORS_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : DEV_ORIGINS))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Ready Teams <no-reply@readyteams.local>',
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 200 * 1024 * 1024),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    openapiPath: env.OPENAPI_PATH || undefined,
    webDist: env.WEB_DIST || undefined,
    argon2Profile: env.ARGON2_PROFILE === 'test' ? 'test' : 'production',
    healthEnabled: env.HEALTH_ENABLED !== 'false',
    metrics: {
      enabled: env.METRICS_ENABLED !== 'false' && Boolean(env.METRICS_TOKEN),
      token: env.METRICS_TOKEN || undefined,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInLimit: {
      perAccountAddress: int(env.SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS, 5),
      perAccount: int(env.SIGNIN_LIMIT_PER_ACCOUNT, 20),
      perAddress: int(env.SIGNIN_LIMIT_PER_ADDRESS, 20),
      windowMs: int(env.SIGNIN_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    joinLimit: {
      perAddress: int(env.JOIN_LIMIT_PER_ADDRESS, 20),
      windowMs: int(env.JOIN_LIMIT_WINDOW_MS, 60 * 1000),
      perSessionAddress: int(env.JOIN_LIMIT_PER_SESSION_ADDRESS, 500),
    },
    liveBudget: {
      perConnection: Math.max(1, int(env.LIVE_BUDGET_PER_CONNECTION, 20)),
      connectionWindowMs: Math.max(1, int(env.LIVE_BUDGET_CONNECTION_SECONDS, 1)) * 1000,
      perParticipant: Math.max(1, int(env.LIVE_BUDGET_PER_PARTICIPANT, 60)),
      participantWindowMs: Math.max(1, int(env.LIVE_BUDGET_PARTICIPANT_SECONDS, 10)) * 1000,
      participantSlack: Math.max(0, int(env.LIVE_BUDGET_PARTICIPANT_SLACK, 10)),
      reactionsPerParticipant: Math.max(1, int(env.LIVE_REACTIONS_PER_PARTICIPANT, 5)),
      reactionWindowMs: Math.max(1, int(env.LIVE_REACTIONS_SECONDS, 10)) * 1000,
    },
    resetLimit: {
      perAccount: int(env.RESET_LIMIT_PER_ACCOUNT, 3),
      perAddress: int(env.RESET_LIMIT_PER_ADDRESS, 10),
      windowMs: int(env.RESET_LIMIT_WINDOW_MS, 60 * 60 * 1000),
    },
    signUpMode: parseSignUpMode(env.SIGNUP_MODE),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    sso: {
      secretKey: parseSsoSecretKey(env.SSO_SECRET_KEY),
      allowHttpIssuers: env.SSO_ALLOW_HTTP_ISSUERS === 'true',
      limit: {
        perAddress: int(env.SSO_LIMIT_PER_ADDRESS, 100),
        windowMs: int(env.SSO_LIMIT_WINDOW_MS, 10 * 60 * 1000),
      },
    },
    followUp: {
      worker: env.FOLLOW_UP_WORKER !== 'false',
      pollSeconds: Math.max(0.5, int(env.FOLLOW_UP_POLL_SECONDS, 30)),
      jobsSchema: env.JOBS_SCHEMA || undefined,
      checkInLimit: {
        perAddress: int(env.CHECK_IN_LIMIT_PER_ADDRESS, 20),
        windowMs: int(env.CHECK_IN_LIMIT_WINDOW_MS, 60 * 1000),
      },
      dailyCapPerCompany: Math.max(0, int(env.FOLLOW_UP_DAILY_CAP_PER_COMPANY, 2000)),
      addressesPerSource: Math.max(0, int(env.FOLLOW_UP_ADDRESSES_PER_SOURCE, 5)),
    },
    timeouts: {
      poolSize: int(env.DB_POOL_SIZE, DEFAULT_DB_TIMEOUTS.poolSize),
      acquireMs: int(env.DB_ACQUIRE_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.acquireMs),
      statementMs: int(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.statementMs),
      lockMs: int(env.DB_LOCK_TIMEOUT_MS, DEFAULT_DB_TIMEOUTS.lockMs),
      requestMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
      bodyMsPerMb: int(env.REQUEST_TIMEOUT_MS_PER_MB, 10_000),
      shutdownMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    },
  };
}
