// Join-code guessing: every lookup of a code that is not a live session counts against the caller's address;
// past the limit, lookups answer 429 until the window ends. Redis keeps the count shared across processes.
import type { RedisClientType } from 'redis';

export const JOIN_FAILURE_LIMIT = 10;
export const JOIN_WINDOW_MS = 60_000;

export function createJoinGuard(
  redis: RedisClientType | null,
  limit = JOIN_FAILURE_LIMIT,
  windowMs = JOIN_WINDOW_MS,
) {
  const local = new Map<string, { count: number; resetAt: number }>();

  const localEntry = (ip: string) => {
    const now = Date.now();
    let entry = local.get(ip);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      local.set(ip, entry);
    }
    return entry;
  };

  return {
    async blocked(ip: string): Promise<boolean> {
      if (redis) return Number((await redis.get(`live:joinfail:${ip}`)) ?? 0) >= limit;
      return localEntry(ip).count >= limit;
    },
    async fail(ip: string) {
      if (redis) {
        const key = `live:joinfail:${ip}`;
        const count = await redis.incr(key);
        if (count === 1) await redis.pExpire(key, windowMs);
        return;
      }
      localEntry(ip).count += 1;
      // Keep the map small: drop finished windows now and then.
      if (local.size > 10_000)
        for (const [key, entry] of local) if (entry.resetAt <= Date.now()) local.delete(key);
    },
  };
}

export type JoinGuard = ReturnType<typeof createJoinGuard>;
