import { resolve } from 'node:path';

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
  signInLimit: { perAddress: number; perAccount: number; windowMs: number };
  joinLimit: { perAddress: number; windowMs: number };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
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
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
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
    signInLimit: {
      perAddress: int(env.SIGNIN_LIMIT_PER_ADDRESS, 20),
      perAccount: int(env.SIGNIN_LIMIT_PER_ACCOUNT, 5),
      windowMs: int(env.SIGNIN_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    joinLimit: {
      perAddress: int(env.JOIN_LIMIT_PER_ADDRESS, 30),
      windowMs: int(env.JOIN_LIMIT_WINDOW_MS, 60 * 1000),
    },
  };
}
