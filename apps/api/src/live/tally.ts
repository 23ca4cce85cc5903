// The hosts' tally (participants, answers per question, commitments, every poll's results, the pulse signals of the
// last 2 minutes, the current discussion slide's board), pushed at most once per interval per session; with Redis a
// short lock makes it once per cluster (throttle.ts).
import type { RedisClientType } from 'redis';
import { liveKindOf } from '../slides/index.js';
import { pollResults, withheld } from './analytics.js';
import type { Presence } from './presence.js';
import { rooms, type Log, type LiveServer } from './socket.js';
import type { LiveStore } from './store.js';
import { createThrottle } from './throttle.js';
import type { LiveSlide, LiveTally } from './types.js';

interface TallyOptions {
  io: LiveServer;
  store: LiveStore;
  presence: Presence;
  redis: RedisClientType | null;
  intervalMs: number;
  log: Log;
  /** What the session-wide modules and the current slide's kind add (kinds.ts). */
  kindTally(
    sessionId: string,
    current: LiveSlide | undefined,
  ): Promise<Pick<LiveTally, 'qna'> & Partial<LiveTally>>;
}

export function createTally({ io, store, presence, redis, intervalMs, log, kindTally }: TallyOptions) {
  async function tallyOf(sessionId: string): Promise<LiveTally | null> {
    const session = await store.sessionById(sessionId);
    if (!session) return null;
    const record = await store.load(session);
    const current = record.slides[record.currentSlide];
    const [counts, answers, answered, pulse, ofKind] = await Promise.all([
      store.counts(sessionId),
      store.answerCounts(sessionId),
      store.participantsAnswered(sessionId),
      store.recentPulses(sessionId),
      kindTally(sessionId, current),
    ]);
    const answerCounts: Record<string, number> = {};
    for (const row of answers) {
      const key = `${row.slideIndex}:${row.questionIndex}`;
      answerCounts[key] = (answerCounts[key] ?? 0) + row.count;
    }
    // Records other than answers (a commitment slide's commitments) count as answers to the slide's one question.
    for (const slide of record.slides) {
      const made = liveKindOf(slide)?.answeredBy ? answered.get(slide.index) : undefined;
      if (made) answerCounts[`${slide.index}:0`] = made;
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
      board: null,
      ...ofKind,
    };
  }

  const throttle = createThrottle({
    name: 'tally',
    redis,
    intervalMs,
    log,
    async push(sessionId) {
      await presence.flush();
      const tally = await tallyOf(sessionId);
      if (tally) io.to(rooms.hosts(sessionId)).emit('tally', tally);
    },
  });

  return { tallyOf, ...throttle };
}

export type Tally = ReturnType<typeof createTally>;
