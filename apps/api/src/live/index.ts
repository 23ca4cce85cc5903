// Live sessions: the real-time channel and its REST routes, wired onto the API's Fastify instance.
import type { FastifyInstance } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { createAdapter } from '@socket.io/redis-adapter';
import { allowedOrigins, type VerifyAccessToken } from './access.js';
import { createChannel } from './channel.js';
import { createJoinGuard, JOIN_FAILURE_LIMIT, JOIN_WINDOW_MS } from './guard.js';
import { registerLiveRoutes } from './routes.js';
import { createStore, loadScenarioFromTables, type LiveDb, type LoadScenario } from './store.js';

export interface LiveOptions {
  db: LiveDb;
  verifyAccessToken: VerifyAccessToken;
  /** The scenario read form (title, slides); defaults to reading the scenarios table. */
  loadScenario?: LoadScenario;
  config: {
    corsOrigins: string[];
    publicUrl?: string;
    redisUrl?: string;
    /** Minimum ms between two tallies of a session (default 250: 4 per second). */
    tallyIntervalMs?: number;
    /** How often ended and expired practice sessions are looked for (default 5 s). */
    sweepIntervalMs?: number;
    /** Wrong codes an address may try per window (default JOIN_LIMIT_PER_ADDRESS or 10 a minute). */
    joinFailureLimit?: number;
  };
}

export async function registerLive(app: FastifyInstance, options: LiveOptions) {
  const { config } = options;
  let redis: RedisClientType | null = null;
  let subscriber: RedisClientType | null = null;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl }) as RedisClientType;
    subscriber = redis.duplicate();
    redis.on('error', (error) => app.log.error(error, 'redis'));
    subscriber.on('error', (error) => app.log.error(error, 'redis subscriber'));
    await Promise.all([redis.connect(), subscriber.connect()]);
  }

  const store = createStore(options.db, options.loadScenario ?? loadScenarioFromTables);
  const channel = createChannel(app.server, {
    store,
    verifyAccessToken: options.verifyAccessToken,
    origins: allowedOrigins(config.corsOrigins, config.publicUrl),
    redis,
    tallyIntervalMs: config.tallyIntervalMs ?? 250,
    log: app.log,
  });
  if (redis && subscriber) channel.io.adapter(createAdapter(redis, subscriber));

  // JOIN_LIMIT_PER_ADDRESS / JOIN_LIMIT_WINDOW_MS (CONFIG.md) tune the limit on wrong codes per address.
  const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const guard = createJoinGuard(
    redis,
    config.joinFailureLimit ?? envNumber('JOIN_LIMIT_PER_ADDRESS') ?? JOIN_FAILURE_LIMIT,
    envNumber('JOIN_LIMIT_WINDOW_MS') ?? JOIN_WINDOW_MS,
  );
  registerLiveRoutes(app, { store, guard, channel, verifyAccessToken: options.verifyAccessToken });

  // Ending by PATCH /sessions/{id} (dashboard banner) reaches everyone at once; the sweep below catches the rest
  // (another process, practice sessions that expired).
  app.addHook('onResponse', async (request, reply) => {
    if (
      (request.method === 'PATCH' || request.method === 'DELETE') &&
      request.url.startsWith('/sessions/') &&
      reply.statusCode < 300
    ) {
      await channel.announceEnded().catch((error) => app.log.error(error, 'live end announce failed'));
    }
  });

  const sweep = async () => {
    try {
      await store.expirePracticeSessions();
      await channel.announceEnded();
    } catch (error) {
      app.log.error(error, 'live sweep failed');
    }
  };
  const timer = setInterval(sweep, config.sweepIntervalMs ?? 5000);
  timer.unref();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    channel.close();
  };
  app.addHook('preClose', close);
  app.addHook('onClose', async () => {
    await Promise.all([redis?.quit(), subscriber?.quit()].map((p) => p?.catch(() => {})));
  });

  return { io: channel.io, store, sweep, close };
}
