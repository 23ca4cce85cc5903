// The hosts' tally (participants, answers per question, every poll's results, the pulse signals of the last 2
// minutes), pushed at most once per interval per session; with Redis a short lock makes it once per cluster.
import type { RedisClientType } from 'redis';
import { pollResults, withheld } from './analytics.js';
import type { Presence } from './presence.js';
import { rooms, type Log, type LiveServer } from './socket.js';
import type { LiveStore } from './store.js';
import type { LiveTally } from './types.js';

interface TallyOptions {
  io: LiveServer;
  store: LiveStore;
  presence: Presence;
  redis: RedisClientType | null;
  intervalMs: number;
  log: Log;
}

export function createTally({ io, store, presence, redis, intervalMs, log }: TallyOptions) {
  async function tallyOf(sessionId: string): Promise<LiveTally | null> {
    const session = await store.sessionById(sessionId);
    if (!session) return null;
    const record = await store.load(session);
    const [counts, answers, answered, pulse] = await Promise.all([
      store.counts(sessionId),
      store.answerCounts(sessionId),
      store.participantsAnswered(sessionId),
      store.recentPulses(sessionId),
    ]);
    const answerCounts: Record<string, number> = {};
    for (const row of answers) {
      const key = `${row.slideIndex}:${row.questionIndex}`;
      answerCounts[key] = (answerCounts[key] ?? 0) + row.count;
    }
    // A poll's results reach the hosts' screens only once at least its threshold of participants answered it.
    const shown = record.slides.filter((slide) => !withheld(slide, answered));
    return {
      participantCount: counts.participantCount,
      connectedCount: counts.connectedCount,
      answerCounts,
      currentSlideAnswered: answered.get(record.currentSlide) ?? 0,
      polls: pollResults(shown, answers, new Set(record.hiddenWords)),
      pulse,
    };
  }

  const lastTally = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  const dirty = new Set<string>();
  const later = new Set<NodeJS.Timeout>();

  function schedule(sessionId: string) {
    // One tally at a time per session; answers arriving meanwhile get the next one.
    if (running.has(sessionId)) return void dirty.add(sessionId);
    if (pending.has(sessionId)) return;
    const wait = Math.max(0, (lastTally.get(sessionId) ?? 0) + intervalMs - Date.now());
    pending.set(
      sessionId,
      setTimeout(() => void send(sessionId), wait),
    );
  }

  /** A tally in `delayMs` (when something leaves a window the tally counts). */
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
      const lock = `live:tally:${sessionId}`;
      if (redis && (await redis.set(lock, '1', { NX: true, PX: intervalMs })) !== 'OK') {
        lastTally.set(sessionId, Date.now());
        return schedule(sessionId);
      }
      await presence.flush();
      const tally = await tallyOf(sessionId);
      if (tally) io.to(rooms.hosts(sessionId)).emit('tally', tally);
      // The interval counts from the emission, so slow queries never bunch two tallies together.
      lastTally.set(sessionId, Date.now());
      if (redis) await redis.set(lock, '1', { PX: intervalMs });
    } catch (error) {
      log.error(error, 'live tally failed');
    } finally {
      running.delete(sessionId);
      if (dirty.delete(sessionId)) schedule(sessionId);
    }
  }

  return {
    tallyOf,
    schedule,
    scheduleIn,
    close() {
      for (const timer of [...pending.values(), ...later]) clearTimeout(timer);
      pending.clear();
      later.clear();
    },
  };
}

export type Tally = ReturnType<typeof createTally>;
