// The hosts' tally (participants, answers per question, every poll's results), pushed at most once per interval per
// session; with Redis a short lock makes it once per cluster.
import type { RedisClientType } from 'redis';
import { pollResults } from './analytics.js';
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
    const [counts, answers] = await Promise.all([store.counts(sessionId), store.answerCounts(sessionId)]);
    const answerCounts: Record<string, number> = {};
    for (const row of answers) {
      const key = `${row.slideIndex}:${row.questionIndex}`;
      answerCounts[key] = (answerCounts[key] ?? 0) + row.count;
    }
    const currentQuestions = record.slides[record.currentSlide]?.questions.length ?? 0;
    // Every participant answers each question at most once, so the busiest question counts who answered the slide.
    let currentSlideAnswered = 0;
    for (let qi = 0; qi < currentQuestions; qi++)
      currentSlideAnswered = Math.max(
        currentSlideAnswered,
        answerCounts[`${record.currentSlide}:${qi}`] ?? 0,
      );
    return {
      participantCount: counts.participantCount,
      connectedCount: counts.connectedCount,
      answerCounts,
      currentSlideAnswered,
      polls: pollResults(record.slides, answers, new Set(record.hiddenWords)),
    };
  }

  const lastTally = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  const dirty = new Set<string>();

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
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

export type Tally = ReturnType<typeof createTally>;
