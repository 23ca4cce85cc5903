// A bare API process with only the live module, for the multi-process and kill/restart tests.
// Env: DATABASE_URL (the test file's database), REDIS_URL (optional), PORT, LIVE_BUDGETS (optional: the event budgets
// as JSON, else lifted as in startLiveApp).
import Fastify from 'fastify';
import { openDatabase } from '../../src/db/index.js';
import { connectRedis } from '../../src/lib/redis.js';
import { createSessionEvents } from '../../src/lib/session-events.js';
import { installErrorHandling } from '../../src/http.js';
import { registerLive } from '../../src/live/index.js';
import { registerLiveOperations } from './operations.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = Fastify({ logger: false });
installErrorHandling(app);
const live = await registerLive(app, {
  db: database.db,
  verifyAccessToken: async () => null,
  redis: process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL, console) : null,
  joinLimits: { perAddress: 1000, windowMs: 60_000, perSessionAddress: 100_000 },
  eventBudgets: process.env.LIVE_BUDGETS
    ? JSON.parse(process.env.LIVE_BUDGETS)
    : {
        perConnection: 100_000,
        connectionWindowMs: 1000,
        perParticipant: 100_000,
        participantWindowMs: 1000,
        participantSlack: 0,
        reactionsPerParticipant: 100_000,
        reactionWindowMs: 1000,
      },
  sessionEvents: createSessionEvents(console.error),
  config: { corsOrigins: [], tallyIntervalMs: 250 },
});
await registerLiveOperations(app, live.handlers, async () => null);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
