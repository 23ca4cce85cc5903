// What the hosts' tally and the phones' boards share: a push per session at most once per interval, and one at a
// time (changes arriving meanwhile get the next one); with Redis a short lock makes it once per interval across
// the cluster (a process that finds the lock taken tries again an interval later, so the last change is never lost).
import type { RedisClientType } from 'redis';
import type { LiveCore } from '../slides/kind.js';
import type { Log, PhoneEvent, PhoneEventArgs } from './socket.js';

interface ThrottleOptions {
  /** Names the Redis lock, `live:${name}:${sessionId}`, and the log line of a failed push. */
  name: string;
  redis: RedisClientType | null;
  intervalMs: number;
  log: Log;
  /** Computes and sends the session's push. */
  push(sessionId: string): Promise<void>;
}

export function createThrottle({ name, redis, intervalMs, log, push }: ThrottleOptions) {
  const last = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  const dirty = new Set<string>();
  const later = new Set<NodeJS.Timeout>();

  function schedule(sessionId: string) {
    // One push at a time per session; changes arriving meanwhile get the next one.
    if (running.has(sessionId)) return void dirty.add(sessionId);
    if (pending.has(sessionId)) return;
    const wait = Math.max(0, (last.get(sessionId) ?? 0) + intervalMs - Date.now());
    pending.set(
      sessionId,
      setTimeout(() => void send(sessionId), wait),
    );
  }

  /** A push in `delayMs` (when something leaves a window the push counts). */
  function scheduleIn(sessionId: string, delayMs: number) {
    const timer = setTimeout(() => {
      later.delete(timer);
      schedule(sessionId);
    }, delayMs);
    later.add(timer);
  }

  async function send(sessionId: string) {
    pending.delete(sessionId);
    running.add(sessionId);
    try {
      const lock = `live:${name}:${sessionId}`;
      if (redis && (await redis.set(lock, '1', { NX: true, PX: intervalMs })) !== 'OK') {
        last.set(sessionId, Date.now());
        return schedule(sessionId);
      }
      await push(sessionId);
      // The interval counts from the emission, so slow queries never bunch two pushes together.
      last.set(sessionId, Date.now());
      if (redis) await redis.set(lock, '1', { PX: intervalMs });
    } catch (error) {
      log.error(error, `live ${name} failed`);
    } finally {
      running.delete(sessionId);
      if (dirty.delete(sessionId)) schedule(sessionId);
    }
  }

  return {
    schedule,
    scheduleIn,
    close() {
      for (const timer of [...pending.values(), ...later]) clearTimeout(timer);
      pending.clear();
      later.clear();
    },
  };
}

/**
 * What a phone list pushes (a discussion's board, the Q&A's questions): `event` to every phone of an open session, at
 * most once per interval (with Redis once per cluster), what `read` answers (null: nothing to send).
 */
export function createPhonePush<E extends PhoneEvent>(
  { store, fanOut, redis, intervalMs, log }: LiveCore,
  event: E,
  read: (sessionId: string) => Promise<PhoneEventArgs<E>[0] | null>,
) {
  return createThrottle({
    name: event,
    redis,
    intervalMs,
    log,
    async push(sessionId) {
      const session = await store.sessionById(sessionId);
      if (!session || session.completedAt) return;
      const payload = await read(sessionId);
      if (payload) fanOut.toPhones(sessionId, event, ...([payload] as PhoneEventArgs<E>));
    },
  });
}
