/**
 * Health checks for load balancers and orchestrators, and Prometheus metrics (prom-client). Both stay out of the
 * access log and out of the HTTP metrics, and each can be turned off (CONFIG.md); metrics answer only with a token.
 */
import { readdirSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RedisClientType } from 'redis';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import { migrationFolders, type Database } from './db/index.js';
import { errorBody, pageNotFound } from './errors.js';
import { bearer } from './http.js';
import { localeOf } from './i18n/index.js';
import { sha256 } from './lib/hash.js';
import { sameSecret } from './live/access.js';
import type { LiveMetrics } from './live/metrics.js';

const CHECK_TIMEOUT_MS = 1000;
const OWN_ROUTES = new Set(['/health/live', '/health/ready', '/metrics']);

type Check = { status: 'ok' | 'unavailable'; ms: number; error?: string };

/** Runs a check with a bound: a database or Redis that hangs is reported within a second, never waited for. */
async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'ok', ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: 'unavailable',
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

export interface Observability {
  /** Handed to the live module: what it counts. */
  live: LiveMetrics;
  /** The live channel's connected sockets in this process, once the channel exists. */
  setSocketCount(count: () => number): void;
}

export function registerObservability(
  app: FastifyInstance,
  options: { config: Config; database: Database; redis: RedisClientType | null },
): Observability {
  const { config, database, redis } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let socketCount = () => 0;
  new Gauge({
    name: 'live_sockets',
    help: 'Live channel connections of this process',
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });
  new Gauge({
    name: 'live_sessions_open',
    help: 'Live sessions not ended (all processes)',
    registers: [registry],
    async collect() {
      const result = await timed(async () => {
        const { rows } = await database.db.execute(
          sql`select count(*)::int as n from sessions where completed_at is null`,
        );
        this.set(Number((rows[0] as { n: number }).n));
      });
      if (result.status !== 'ok') this.reset();
    },
  });
  const answersStored = new Counter({
    name: 'live_answers_stored_total',
    help: 'Answers stored and acknowledged by this process',
    registers: [registry],
  });
  const batchSize = new Histogram({
    name: 'live_batch_size',
    help: 'Calls served by one database statement, by kind of batch',
    labelNames: ['kind'] as const,
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
    registers: [registry],
  });
  for (const [name, help, pick] of [
    ['db_pool_waiting', 'Queries waiting for a database connection', 'waiting'],
    ['db_pool_total', 'Open database connections', 'total'],
    ['db_pool_idle', 'Idle database connections', 'idle'],
  ] as const) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(database.poolStats?.()[pick] ?? 0);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && OWN_ROUTES.has(route)) return;
    httpDuration.observe(
      { method: request.method, route: route ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const disabled = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(pageNotFound(request));
  const quiet = { logLevel: 'silent' } as const;

  app.get('/health/live', quiet, config.healthEnabled ? async () => ({ status: 'ok' }) : disabled);
  app.get(
    '/health/ready',
    quiet,
    config.healthEnabled
      ? async (request, reply) => {
          // Run side by side: a hung database is reported within CHECK_TIMEOUT_MS, not once per check.
          const [databaseCheck, migrations, redisCheck] = await Promise.all([
            timed(() => database.db.execute(sql`select 1`)),
            timed(async () => {
              const { rows } = await database.db.execute(sql`select name from schema_migrations`);
              const applied = new Set(rows.map((row) => String((row as { name: string }).name)));
              const missing = migrationFolders()
                .flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith('.sql')))
                .filter((file) => !applied.has(file));
              if (missing.length) throw new Error(`not applied: ${missing.join(', ')}`);
            }),
            redis ? timed(() => redis.ping()) : undefined,
          ]);
          const checks: Record<string, Check> = {
            database: databaseCheck,
            migrations,
            ...(redisCheck ? { redis: redisCheck } : {}),
          };
          const failed = Object.entries(checks).filter(([, check]) => check.status !== 'ok');
          if (!failed.length) return { status: 'ok', checks };
          // Not ready: the Feathers 503, each failed check's reason under its name.
          return reply
            .code(503)
            .send(
              errorBody(
                503,
                'server.error.notReady',
                Object.fromEntries(failed.map(([name, check]) => [name, { text: check.error! }])),
                localeOf(request),
              ),
            );
        }
      : disabled,
  );
  // Metrics tell how busy the server is and which Node.js runs it: never to anonymous callers. Without METRICS_TOKEN
  // the route is not there (404); with it, the bearer token must match (compared in constant time, as digests, so
  // not even its length shows).
  const metricsToken = config.metrics.enabled ? config.metrics.token : undefined;
  app.get(
    '/metrics',
    quiet,
    metricsToken
      ? async (request, reply) => {
          const sent = bearer(request) ?? '';
          if (!sameSecret(sha256(sent), sha256(metricsToken)))
            return reply
              .code(401)
              .send(errorBody(401, 'server.error.notAuthenticated', undefined, localeOf(request)));
          return reply.type(registry.contentType).send(await registry.metrics());
        }
      : disabled,
  );

  return {
    live: {
      answerStored: () => answersStored.inc(),
      batch: (kind, size) => batchSize.observe({ kind }, size),
    },
    setSocketCount(count) {
      socketCount = count;
    },
  };
}
