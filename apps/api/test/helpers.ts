/**
 * Test servers: in-memory PGlite per test file by default; with DATABASE_URL, a fresh PostgreSQL
 * database per test file, copied from the run's migrated template (dropped afterwards). Fixtures: the operator admin plus two customer
 * companies, each with an admin and a host, all signed in.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type Built } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import type { MailMessage } from '../src/lib/mail.js';
import { databaseUrlOf } from './global-setup.js';

export const ADMIN_PASSWORD = 'operator-pass-123';
export const PASSWORD = 'tester-pass-123';

export type Role = 'anonymous' | 'host' | 'admin' | 'operator';

export interface Fixtures {
  operatorCompanyId: number;
  /** Company A: the main tenant in tests. */
  companyA: number;
  companyB: number;
  users: Record<
    'operator' | 'adminA' | 'hostA' | 'adminB' | 'hostB' | 'host2A',
    { id: number; email: string; token: string }
  >;
  categoryId: number;
  tagIds: number[];
}

export interface TestServer extends Built {
  config: Config;
  /** The test file's own database on the PostgreSQL server (with DATABASE_URL), for other connections and processes. */
  databaseUrl?: string;
  mail: MailMessage[];
  fx: Fixtures;
  /** inject with an optional bearer token of a fixture user. */
  request(options: InjectOptions & { as?: keyof Fixtures['users'] | Role }): Promise<LightMyRequestResponse>;
  tokenOf(who: keyof Fixtures['users'] | Role): string | undefined;
}

/**
 * A database of this test file's own on the PostgreSQL server of DATABASE_URL: a copy of the run's migrated template
 * (test/global-setup.ts). `url` reaches it from other processes; `drop` removes it.
 */
export async function copyTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  return {
    url: databaseUrlOf(name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function openTestDatabase(
  timeouts: Config['timeouts'],
): Promise<{ database: Database; url?: string; cleanup(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const snapshot = inject('pgliteSnapshot');
    const database = await openDatabase({
      dataDir: 'memory',
      ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
    });
    return { database, cleanup: () => database.close() };
  }
  const copy = await copyTemplateDatabase();
  const database = await openDatabase({ databaseUrl: copy.url, timeouts });
  return {
    database,
    url: copy.url,
    cleanup: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

export async function createTestServer(
  options: {
    env?: Record<string, string>;
    demo?: boolean;
    fixtures?: boolean;
    /** Pino options (e.g. a `stream` to read the log); no logging otherwise. */
    logger?: Record<string, unknown>;
    /** Mail as the server does (SMTP_URL in `env`, else the log) instead of collecting it in `mail`. */
    serverMailer?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rt-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
    ARGON2_PROFILE: 'test',
    PUBLIC_URL: 'http://localhost:3030',
    SIGNIN_LIMIT_PER_ADDRESS: '1000',
    SIGNIN_LIMIT_PER_ACCOUNT: '1000',
    SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000',
    // Scripted phones send live events back to back (test/live-budget.test.ts tests the budgets).
    LIVE_BUDGET_PER_CONNECTION: '100000',
    LIVE_BUDGET_PER_PARTICIPANT: '100000',
    WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  const { database, url: databaseUrl, cleanup } = await openTestDatabase(config.timeouts);
  const mail: MailMessage[] = [];
  const built = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    seed: { demo: options.demo ?? false, adminPassword: ADMIN_PASSWORD },
    mailer: options.serverMailer
      ? undefined
      : async (m) => {
          mail.push(m);
        },
  });
  const tokens: Record<string, string> = {};
  const server: TestServer = {
    ...built,
    config,
    databaseUrl,
    mail,
    fx: undefined as unknown as Fixtures,
    tokenOf: (who) => {
      const key = who === 'host' ? 'hostA' : who === 'admin' ? 'adminA' : who;
      return tokens[key];
    },
    request: (opts) => {
      const { as, ...rest } = opts;
      const token = as ? server.tokenOf(as) : undefined;
      return built.app.inject({
        ...rest,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
      } as InjectOptions);
    },
    close: async () => {
      await built.close();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.fixtures !== false) server.fx = await createFixtures(server, tokens);
  return server;
}

/**
 * A customer company made by the operator, with `fields` besides its name (its plan, say), and its own admin, signed
 * in: the company's id and the admin's token.
 */
export async function companyWithAdmin(
  s: TestServer,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const created = await s.request({
    method: 'POST',
    url: '/companies',
    as: 'operator',
    payload: { name: `Test Co ${randomBytes(3).toString('hex')}`, ...fields },
  });
  if (created.statusCode !== 201) throw new Error(`company: ${created.statusCode} ${created.body}`);
  const id = created.json().id as number;
  const email = `admin-${randomBytes(4).toString('hex')}@test.example`;
  const admin = await s.request({
    method: 'POST',
    url: '/users',
    as: 'operator',
    payload: { firstName: 'Ada', lastName: 'Admin', email, companyId: id, isAdmin: true, password: PASSWORD },
  });
  if (admin.statusCode !== 201) throw new Error(`company admin: ${admin.statusCode} ${admin.body}`);
  return { id, token: await signIn(s, email, PASSWORD) };
}

export async function signIn(
  server: Pick<TestServer, 'app'>,
  email: string,
  password: string,
): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/authentication',
    payload: { strategy: 'local', email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken as string;
}

async function createFixtures(server: TestServer, tokens: Record<string, string>): Promise<Fixtures> {
  tokens.operator = await signIn(server, 'admin@example.com', ADMIN_PASSWORD);
  const ok = async (res: LightMyRequestResponse) => {
    if (res.statusCode >= 300) throw new Error(`fixture request failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const operatorProfile = await ok(await server.request({ method: 'GET', url: '/profile', as: 'operator' }));
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  // Both on Pro (their admins manage their users) with the operator's extra custom scenarios, so that tests make
  // private scenarios freely; test/entitlements.test.ts makes companies of its own to test the limits.
  const customer = async (name: string) =>
    (
      await ok(
        await server.request({
          method: 'POST',
          url: '/companies',
          as: 'operator',
          payload: { name, subscriptionPlan: 'pro', expiresAt: nextYear, extraCustomScenarios: 1000 },
        }),
      )
    ).id as number;
  const companyA = await customer('Acme');
  const companyB = await customer('Globex');
  const users: Partial<Fixtures['users']> = {
    operator: { id: operatorProfile.id, email: 'admin@example.com', token: tokens.operator },
  };
  const make = async (key: keyof Fixtures['users'], companyId: number, isAdmin: boolean) => {
    const email = `${key.toLowerCase()}@test.example`;
    const user = await ok(
      await server.request({
        method: 'POST',
        url: '/users',
        as: 'operator',
        payload: {
          firstName: key,
          lastName: 'Tester',
          email,
          companyId,
          isAdmin,
          ...(isAdmin ? {} : { subscriptionPlan: 'core', expiresAt: nextYear }),
          password: PASSWORD,
        },
      }),
    );
    tokens[key] = await signIn(server, email, PASSWORD);
    users[key] = { id: user.id, email, token: tokens[key] };
  };
  await make('adminA', companyA, true);
  await make('hostA', companyA, false);
  await make('host2A', companyA, false);
  await make('adminB', companyB, true);
  await make('hostB', companyB, false);
  const category = await ok(
    await server.request({
      method: 'POST',
      url: '/scenario-categories',
      as: 'operator',
      payload: { category: 'Safety' },
    }),
  );
  const tagIds = [];
  for (const tag of ['Conflict', 'Feedback']) {
    tagIds.push(
      (
        await ok(
          await server.request({ method: 'POST', url: '/scenario-tags', as: 'operator', payload: { tag } }),
        )
      ).id,
    );
  }
  return {
    operatorCompanyId: operatorProfile.companyId,
    companyA,
    companyB,
    users: users as Fixtures['users'],
    categoryId: category.id,
    tagIds,
  };
}

/** A valid scenario body on the default template (the contract's sent form). */
export function scenarioBody(fx: Fixtures, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Handling a difficult conversation',
    description: 'A manager prepares a hard talk.',
    script: 'The facilitator introduces the scenario and sets the scene for the group.',
    status: 'draft',
    isDemo: false,
    rating: 0,
    isPublic: true,
    thumbNailUrl: null,
    authorName: 'Alex Author',
    authorEmail: 'alex@example.com',
    notes: 'Internal note',
    categoryId: fx.categoryId,
    tags: fx.tagIds,
    slides: [
      {
        title: 'Welcome',
        slideType: 'video',
        videoUrl: 'https://cdn.example.com/welcome.mp4',
        script: 'Welcome, everyone.',
      },
      {
        title: 'What would you do?',
        slideType: 'poll',
        type: 'scenario',
        script: 'Pick one answer.',
        questions: [
          {
            question: 'What should the manager do?',
            type: 'single-choice',
            layoutType: 'default',
            answers: { options: [{ 'option 1': 'Talk now' }, { 'option 2': 'Wait' }] },
          },
        ],
      },
      { title: 'Discussion Questions', slideType: 'discussion', questions: ['Why?', 'How?', 'When?'] },
      { title: 'Poll Results', slideType: 'poll-results', pollTitle: 'What would you do?' },
    ],
    resources: [
      {
        title: 'Guide',
        linkUrl: 'https://example.com/guide.pdf',
        type: 'pdf',
        description: 'A short guide.',
      },
    ],
    ...overrides,
  };
}

/** A log destination for a test server (`logger: { stream }`) and the text written to it so far. */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
