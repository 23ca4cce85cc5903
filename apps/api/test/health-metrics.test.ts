// Health checks and Prometheus metrics: what they say, that they stay out of the access log, that they can be
// turned off, and the warning about local uploads with several processes.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, logSink, scenarioBody, type TestServer } from './helpers.js';

/** The value of one series in the Prometheus text (0 when absent). */
const valueOf = (metrics: string, series: string) => {
  const line = metrics.split('\n').find((l) => l.startsWith(series + ' ') || l.startsWith(series + '{'));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

/** The scraper's token (/metrics answers only with METRICS_TOKEN set, and only to it). */
const SCRAPE_TOKEN = 'scrape-secret';
const scrape = { authorization: `Bearer ${SCRAPE_TOKEN}` };

describe('health and metrics', () => {
  let s: TestServer;
  const log = logSink();
  beforeAll(async () => {
    s = await createTestServer({
      env: { METRICS_TOKEN: SCRAPE_TOKEN },
      // The access log's level (LOG_LEVEL=debug).
      logger: { level: 'debug', stream: log.stream },
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => s?.close());

  it('answers live and ready on a healthy server', async () => {
    const live = await s.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await s.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' } },
    });
  });

  it('is not ready while a migration is missing', async () => {
    const db = s.deps.database.db;
    const { rows } = await db.execute(
      sql`delete from schema_migrations where name = '0101_live_version.sql' returning name`,
    );
    expect(rows).toHaveLength(1);
    try {
      const ready = await s.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        name: 'Unavailable',
        code: 503,
        errors: { migrations: 'not applied: 0101_live_version.sql' },
      });
    } finally {
      await db.execute(sql`insert into schema_migrations (name) values ('0101_live_version.sql')`);
    }
  });

  it('counts requests by route template, live sockets, stored answers and batches', async () => {
    const scenario = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx),
    });
    const session = (
      await s.request({
        method: 'POST',
        url: '/sessions',
        as: 'hostA',
        payload: { scenarioId: scenario.json().id, isPractice: true },
      })
    ).json();
    await s.request({ method: 'GET', url: `/scenarios/${scenario.json().id}`, as: 'hostA' });
    const url = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    const joined = (await (await fetch(`${url}/join/${session.pin}`, { method: 'POST' })).json()) as {
      participantToken: string;
    };
    const host = connect(url, {
      auth: { role: 'host', pin: session.pin, hostKey: session.hostKey },
      transports: ['websocket'],
    });
    const phone = connect(url, {
      auth: { role: 'participant', pin: session.pin, participantToken: joined.participantToken },
      transports: ['websocket'],
    });
    try {
      await Promise.all(
        [host, phone].map((c) => new Promise((resolve) => c.once('connect', () => resolve(null)))),
      );
      expect(await host.timeout(5000).emitWithAck('goto', { slide: 1 })).toEqual({ ok: true });
      expect(
        await phone.timeout(5000).emitWithAck('answer', { slideIndex: 1, questionIndex: 0, value: 0 }),
      ).toEqual({ ok: true });
      const metrics = (await s.app.inject({ method: 'GET', url: '/metrics', headers: scrape })).body;
      expect(valueOf(metrics, 'live_answers_stored_total')).toBe(1);
      expect(valueOf(metrics, 'live_sockets')).toBe(2);
      expect(valueOf(metrics, 'live_sessions_open')).toBeGreaterThanOrEqual(1);
      expect(metrics).toMatch(/live_batch_size_count\{kind="answer"\} 1/);
      expect(metrics).toMatch(/live_batch_size_count\{kind="participant-insert"\} 1/);
      expect(metrics).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/scenarios\/:id",status_code="200"\} 1/,
      );
      expect(metrics).toContain('db_pool_waiting');
      expect(metrics).not.toMatch(/route="\/(metrics|health)/);
      expect(metrics).not.toContain(`/scenarios/${scenario.json().id}`);
    } finally {
      host.close();
      phone.close();
    }
  });

  it('keeps health checks and metrics out of the access log', async () => {
    await s.app.inject({ method: 'GET', url: '/health/live' });
    await s.app.inject({ method: 'GET', url: '/health/ready' });
    await s.app.inject({ method: 'GET', url: '/metrics', headers: scrape });
    await s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(log.text()).toContain('/docs/json');
    expect(log.text()).not.toMatch(/\/health\/|\/metrics/);
  });
});

describe('turned off or guarded by configuration', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({
      env: { HEALTH_ENABLED: 'false', METRICS_TOKEN: 'scrape-secret' },
      fixtures: false,
    });
  });
  afterAll(() => s?.close());

  it('answers 404 to health checks turned off', async () => {
    for (const url of ['/health/live', '/health/ready']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().name).toBe('NotFound');
    }
  });

  it('needs the metrics token when one is set', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const res = await s.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('answers 404 to metrics turned off', async () => {
    const off = await createTestServer({ env: { METRICS_ENABLED: 'false' }, fixtures: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a database that does not answer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { DB_POOL_SIZE: '1' }, fixtures: false });
  });
  afterAll(() => s?.close());

  it('makes ready answer 503 within about a second while live still answers', async () => {
    // The only connection of the pool is busy for 5 s. Ready gives up after its 1 s bound; the check allows 3 s, so
    // a loaded CI machine cannot fail it, while waiting for the database (5 s) still would.
    const busy = s.deps.database.db.execute(sql`select pg_sleep(5)`).then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const ready = await s.app.inject({ method: 'GET', url: '/health/ready' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json().errors.database).toBe('no answer within 1000 ms');
    expect((await s.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await busy;
  });
});

describe.skipIf(!process.env.REDIS_URL)('several processes with uploads on local disk', () => {
  it('warns at start', async () => {
    const log = logSink();
    const s = await createTestServer({
      env: { REDIS_URL: process.env.REDIS_URL! },
      fixtures: false,
      logger: { level: 'warn', stream: log.stream },
    });
    try {
      expect(log.text()).toContain('uploads are stored on local disk');
      const ready = await s.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json().checks.redis).toMatchObject({ status: 'ok' });
    } finally {
      await s.close();
    }
  });
});
