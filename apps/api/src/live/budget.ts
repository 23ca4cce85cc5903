// A participant's event budget (issue 33): every event a participant's connection sends (answers, pulses, posts,
// votes, commitments) spends one event of the connection's budget and one of the participant's, who shares theirs
// across every connection they have, on any process. Spent: the event is refused at once, acked "You are sending too
// fast" (nothing read, nothing stored), so a flood costs a counter and an ack, never a statement, and other
// participants' acks do not wait behind it. Budgets on rate-limiter-flexible: the connection's in this process's memory
// (a connection lives on one process), the participant's in Redis when the server has one (every process draws from
// the same budget); a Redis that errors or takes over REDIS_WAIT_MS falls back to this process's counters. A key over
// its budget is refused from memory until its window ends, without asking Redis again.
import {
  RLWrapperTimeouts,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { HttpError } from '../errors.js';

/** CONFIG.md "Live event budgets" explains the defaults. */
export interface LiveBudgets {
  /** Events one connection may send per window. */
  perConnection: number;
  connectionWindowMs: number;
  /** Events one participant may send per window, all their connections together. */
  perParticipant: number;
  participantWindowMs: number;
}

export const DEFAULT_LIVE_BUDGETS: LiveBudgets = {
  perConnection: 20,
  connectionWindowMs: 1000,
  perParticipant: 60,
  participantWindowMs: 10_000,
};

export const TOO_FAST_MESSAGE = 'server.live.tooFast';

/** How long an event may wait on Redis for the participant's budget before this process's counters stand in. */
const REDIS_WAIT_MS = 200;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// One refusal, made once: a flood is refused thousands of times a second.
const tooFast = new HttpError(429, TOO_FAST_MESSAGE);

export function createEventBudget(redis: RedisClientType | null, budgets: LiveBudgets) {
  const connections = new RateLimiterMemory({
    keyPrefix: 'live-budget:connection',
    points: budgets.perConnection,
    duration: seconds(budgets.connectionWindowMs),
  });
  const participantOptions = {
    keyPrefix: 'live-budget:participant',
    points: budgets.perParticipant,
    duration: seconds(budgets.participantWindowMs),
  };
  const memory = new RateLimiterMemory(participantOptions);
  const participants: RateLimiterAbstract | RLWrapperTimeouts = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          ...participantOptions,
          storeClient: redis,
          useRedisPackage: true,
          // Past its budget a participant is refused from this process's memory until the window ends.
          inMemoryBlockOnConsumed: budgets.perParticipant + 1,
        }),
        timeoutMs: REDIS_WAIT_MS,
        insuranceLimiter: memory,
      })
    : memory;

  return {
    /**
     * Spends one event of the connection's budget, then of the participant's; throws the 429 "too fast" refusal
     * when either is spent (a refusal by the connection's budget spends nothing of the participant's).
     */
    async spend(connectionId: string, participantId: string): Promise<void> {
      try {
        await connections.consume(connectionId);
        await participants.consume(participantId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooFast;
        throw error;
      }
    },
  };
}

export type EventBudget = ReturnType<typeof createEventBudget>;
