import { tooManyRequests } from '../errors.js';

/**
 * A fixed-window counter per key. Kept in process memory: it slows down guessing on each server;
 * with several processes each one limits on its own (documented in CONFIG.md).
 */
export function createLimiter(max: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
    },
    Math.max(windowMs, 1000),
  );
  sweep.unref();
  return {
    /** Counts one hit; throws 429 once the key is over its limit for this window. */
    hit(key: string, message?: string): void {
      const now = Date.now();
      let entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > max) throw tooManyRequests(message);
    },
    /** True when the key has no hits left, without counting one. */
    blocked(key: string): boolean {
      const entry = hits.get(key);
      return Boolean(entry && entry.resetAt > Date.now() && entry.count >= max);
    },
    reset(key: string): void {
      hits.delete(key);
    },
    close(): void {
      clearInterval(sweep);
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
