// Live sessions: the real-time channel on the API's Fastify instance, and the handlers of its REST operations (routed
// by the app from the contract).
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClients } from '../lib/redis.js';
import type { SessionEvents } from '../lib/session-events.js';
import { allowedOrigins, type VerifyAccessToken } from './access.js';
import { createEventBudget, DEFAULT_LIVE_BUDGETS, type LiveBudgets } from './budget.js';
import { createChannel } from './channel.js';
import { createJoinGuard, type JoinLimits } from './guard.js';
import { noMetrics, type LiveMetrics } from './metrics.js';
import { liveHandlers } from './routes.js';
import { createStore, loadScenarioFromTables, type LiveDb, type LoadScenario } from './store.js';

export interface LiveOptions {
  db: LiveDb;
  verifyAccessToken: VerifyAccessToken;
  /** The scenario read form (title, slides); defaults to reading the scenarios table. */
  loadScenario?: LoadScenario;
  /** Redis (REDIS_URL): fans the channel out across processes and shares the join limits. */
  redis: RedisClients | null;
  joinLimits: JoinLimits;
  /** What one connection and one participant may send (CONFIG.md "Live event budgets"; defaults without it). */
  eventBudgets?: LiveBudgets;
  /** Sessions ended through the REST API, announced to their screens at once. */
  sessionEvents: SessionEvents;
  metrics?: LiveMetrics;
  config: {
    corsOrigins: string[];
    publicUrl?: string;
    /** Minimum ms between two tallies of a session (default 250: 4 per second). */
    tallyIntervalMs?: number;
    /** How often ended and expired practice sessions are looked for (default 5 s). */
    sweepIntervalMs?: number;
    /** Follow-up addresses one session keeps from one source address (FOLLOW_UP_ADDRESSES_PER_SOURCE). */
    addressesPerSource?: number;
  };
}

export async function registerLive(app: FastifyInstance, options: LiveOptions) {
  const { config } = options;
  const redis = options.redis?.client ?? null;

  const metrics = options.metrics ?? noMetrics;
  const store = createStore(options.db, options.loadScenario ?? loadScenarioFromTables, metrics);
  const channel = createChannel(app.server, {
    store,
    metrics,
    verifyAccessToken: options.verifyAccessToken,
    origins: allowedOrigins(config.corsOrigins, config.publicUrl),
    redis,
    tallyIntervalMs: config.tallyIntervalMs ?? 250,
    budget: createEventBudget(redis, options.eventBudgets ?? DEFAULT_LIVE_BUDGETS),
    log: app.log,
    ...(config.addressesPerSource === undefined ? {} : { addressesPerSource: config.addressesPerSource }),
  });
  if (options.redis) channel.io.adapter(createAdapter(options.redis.client, options.redis.subscriber));

  const guard = createJoinGuard(redis, options.joinLimits);
  const handlers = liveHandlers({ store, guard, channel, verifyAccessToken: options.verifyAccessToken });

  // Ending by PATCH /sessions/{id} (dashboard banner) reaches everyone at once; the sweep below catches the rest
  // (another process, practice sessions that expired).
  options.sessionEvents.onEnded(() => channel.announceEnded());

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

  return { io: channel.io, store, sweep, close, handlers };
}
