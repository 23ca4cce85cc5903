// A participant's event budget (issue 33): every event a participant's connection sends (answers, pulses, posts,
// votes, commitments) spends one event of the connection's budget and one of the participant's, who shares theirs
// across every connection they have, on any process. Spent: the event is refused at once, acked "You are sending too
// fast" (nothing read, nothing stored), so a flood costs a counter and an ack, never a statement, and other
// participants' acks do not wait behind it. Budgets on rate-limiter-flexible: the connection's in this process's memory
// (a connection lives on one process), the participant's in Redis when the server has one (every process draws from
// the same budget); a Redis that errors or takes over REDIS_WAIT_MS falls back to this process's counters. A key over
// its budget is refused from memory until its window ends, without asking Redis again.
//
// A person sends a few events a slide (an answer, three words, a vote or two), so asking Redis for each would make
// every answer wait on a round trip for a limit only a flood reaches. Each process lets a participant's first
// `participantSlack` events of a window through on its own count, and the event past them charges Redis with all of
// them at once, then one per event. Across processes a participant can so pass their budget by at most the slack per
// process and window; within a process the counts are exact, however many events arrive at once.
//
// Reactions (issue 34) spend the event budgets like every other event, and then one of the participant's reaction
// budget (a few every few seconds, all their connections together, in Redis when there is one): past it the reaction
// is acked "You are reacting too fast", so no phone floods the presenter with emoji.
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
  /**
   * With Redis: events of a participant's budget each process counts on its own before it asks Redis (0: every
   * event asks Redis, the budget then holds exactly across processes).
   */
  participantSlack: number;
  /** Reactions one participant may send per window, all their connections on every process together. */
  reactionsPerParticipant: number;
  reactionWindowMs: number;
}

export const DEFAULT_LIVE_BUDGETS: LiveBudgets = {
  perConnection: 20,
  connectionWindowMs: 1000,
  perParticipant: 60,
  participantWindowMs: 10_000,
  participantSlack: 10,
  reactionsPerParticipant: 5,
  reactionWindowMs: 10_000,
};

export const TOO_FAST_MESSAGE = 'server.live.tooFast';

/** How long an event may wait on Redis for the participant's budget before this process's counters stand in. */
const REDIS_WAIT_MS = 200;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// One refusal, made once: a flood is refused thousands of times a second.
const tooFast = new HttpError(429, TOO_FAST_MESSAGE);
const reactingTooFast = new HttpError(429, 'server.live.reactionsTooFast');

export function createEventBudget(redis: RedisClientType | null, budgets: LiveBudgets) {
  const connections = new RateLimiterMemory({
    keyPrefix: 'live-budget:connection',
    points: budgets.perConnection,
    duration: seconds(budgets.connectionWindowMs),
  });
  /**
   * A budget per participant: in Redis when there is one (every process draws from it, with this process's counters
   * standing in when Redis errors or is slow), else in this process's memory.
   */
  const perParticipant = (keyPrefix: string, points: number, windowMs: number) => {
    const options = { keyPrefix, points, duration: seconds(windowMs) };
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({
            ...options,
            storeClient: redis,
            useRedisPackage: true,
            // Past its budget a participant is refused from this process's memory until the window ends.
            inMemoryBlockOnConsumed: points + 1,
          }),
          timeoutMs: REDIS_WAIT_MS,
          insuranceLimiter: memory,
        })
      : memory;
  };
  // With Redis, a participant's first events of a window in this process (their slack); without, the slack is 0.
  const slack = redis ? Math.max(0, Math.min(budgets.participantSlack, budgets.perParticipant)) : 0;
  const unshared = new RateLimiterMemory({
    keyPrefix: 'live-budget:unshared',
    points: slack,
    duration: seconds(budgets.participantWindowMs),
  });
  const participants: RateLimiterAbstract | RLWrapperTimeouts = perParticipant(
    'live-budget:participant',
    budgets.perParticipant,
    budgets.participantWindowMs,
  );
  const reactions = perParticipant(
    'live-budget:reactions',
    budgets.reactionsPerParticipant,
    budgets.reactionWindowMs,
  );

  return {
    /**
     * Spends one event of the connection's budget, then of the participant's; throws the 429 "too fast" refusal
     * when either is spent (a refusal by the connection's budget spends nothing of the participant's).
     */
    async spend(connectionId: string, participantId: string): Promise<void> {
      try {
        await connections.consume(connectionId);
        if (slack > 0) {
          const past = await unshared.consume(participantId).then(
            () => 0,
            (refused: RateLimiterRes) => refused.consumedPoints - slack,
          );
          if (past === 0) return;
          // The first event past the slack carries the slack's events to the shared count with it.
          await participants.consume(participantId, past === 1 ? slack + 1 : 1);
          return;
        }
        await participants.consume(participantId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooFast;
        throw error;
      }
    },

    /** Spends one reaction of the participant's reaction budget; throws the 429 "reacting too fast" past it. */
    async spendReaction(participantId: string): Promise<void> {
      try {
        await reactions.consume(participantId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw reactingTooFast;
        throw error;
      }
    },
  };
}

export type EventBudget = ReturnType<typeof createEventBudget>;
