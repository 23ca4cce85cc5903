// Join-code guessing and session stuffing (CONFIG.md "Attempt limits"). Every code looked up reserves one wrong-code
// attempt of the caller's address before the lookup and gets it back when the code was right, so a scanner gets at
// most `perAddress` wrong answers per window however many codes it sends at once, and then waits longer each time
// (exponential backoff). A right code is accepted while the address has budget left: an office behind one NAT
// address, where people mistype now and then, all get in. Joins into one session from one address are capped too.
import type { RedisClientType } from 'redis';
import { createLimit } from '../lib/limits.js';

export interface JoinLimits {
  /** Wrong codes an address may try per window. */
  perAddress: number;
  windowMs: number;
  /** Participants one address may add to one session (a NAT office is hundreds; a script is thousands). */
  perSessionAddress: number;
}

const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function createJoinGuard(redis: RedisClientType | null, limits: JoinLimits) {
  const wrongCodes = createLimit(redis, {
    name: 'join-code',
    points: limits.perAddress,
    windowMs: limits.windowMs,
    backoff: { maxBlockMs: 60 * 60 * 1000 },
    message: 'server.limit.attempts',
  });
  const joins = createLimit(redis, {
    name: 'join-session',
    points: limits.perSessionAddress,
    windowMs: SESSION_LIFETIME_MS,
    message: 'server.limit.joins',
  });

  return {
    /** Finds the session of a code for `address`; throws 429 when the address has no wrong-code attempt left. */
    async lookup<T>(address: string, find: () => Promise<T | null>): Promise<T | null> {
      await wrongCodes.take(address);
      let found: T | null;
      try {
        found = await find();
      } catch (error) {
        await wrongCodes.giveBack(address);
        throw error;
      }
      // Only a code that named no session counts.
      if (found !== null) await wrongCodes.giveBack(address);
      return found;
    },
    /** Counts one participant added to a session from `address`; throws 429 past the cap. */
    async join(sessionId: string, address: string): Promise<void> {
      await joins.take(`${sessionId}:${address}`);
    },
  };
}

export type JoinGuard = ReturnType<typeof createJoinGuard>;
