/**
 * Attempt budgets (sign-in, join codes, password-reset mail) on rate-limiter-flexible: in Redis when the server has
 * one, so every API process draws from the same budget and a restart forgets nothing; in process memory otherwise.
 *
 * An attempt is reserved before the work it guards (`take`) and given back when it turned out fine (`giveBack`):
 * the counter is incremented atomically first, so N requests sent at once can never all be judged against the same
 * unspent budget.
 */
import {
  RLWrapperTimeouts,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { HttpError } from '../errors.js';
import type { Message } from '../i18n/index.js';

export interface LimitOptions {
  /** Names the keys in Redis. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowMs: number;
  /**
   * Exponential backoff: each time a key spends its budget it stays refused for windowMs x 2^(n-1), n counting the
   * times it did so in the last 24 hours, at most `maxBlockMs`.
   */
  backoff?: { maxBlockMs: number };
  /** The 429 message. */
  message: Message;
}

export interface Limit {
  /** Reserves one attempt for `key`, or throws 429 (with Retry-After) when its budget is spent. */
  take(key: string): Promise<void>;
  /** Returns a reserved attempt (the attempt succeeded and must not count). */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key` (a success that proves who is asking). */
  clear(key: string): Promise<void>;
}

/** How long a stuck Redis may delay a request before the process's own counters stand in. */
const STORE_TIMEOUT_MS = 500;
const DAY_S = 24 * 60 * 60;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function limiter(redis: RedisClientType | null, keyPrefix: string, points: number, duration: number) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  // A Redis that errors or hangs falls back to this process's counters rather than failing the request.
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, keyPrefix, points, duration }),
    timeoutMs: STORE_TIMEOUT_MS,
    insuranceLimiter: memory,
  });
}

export function tooManyAttempts(message: Message, retryAfterMs: number): HttpError {
  return new HttpError(429, message, undefined, { 'retry-after': String(seconds(retryAfterMs)) });
}

export function createLimit(redis: RedisClientType | null, options: LimitOptions): Limit {
  const budget = limiter(redis, `limit:${options.name}`, options.points, seconds(options.windowMs));
  const strikes = options.backoff ? limiter(redis, `limit:${options.name}:strikes`, 1_000_000, DAY_S) : null;

  return {
    async take(key) {
      try {
        await budget.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        let retryMs = error.msBeforeNext;
        // Exactly one request sees the counter step just past the budget: it alone sets the backoff.
        if (strikes && error.consumedPoints === options.points + 1) {
          const strike = (await strikes.consume(key)).consumedPoints;
          retryMs = Math.min(options.windowMs * 2 ** (strike - 1), options.backoff!.maxBlockMs);
          await budget.block(key, seconds(retryMs));
        }
        throw tooManyAttempts(options.message, retryMs);
      }
    },
    async giveBack(key) {
      await budget.reward(key);
    },
    async clear(key) {
      await budget.delete(key);
    },
  };
}
