// The phones' view of the current discussion slide's board (its visible posts, most voted first, at most
// LIVE_BOARD_PHONE_MAX): sent to a phone when it connects, and to every phone of the session after the board changed
// (a post, a vote, a moderation, posting switched) or the host went to a discussion slide, at most once per interval
// per session (throttle.ts; with Redis once per cluster, and fan-out.ts takes it to the phones of every process).
// Hosts get the full board in their tally. (No "unchanged, skip" check: with two processes, the last board one
// process sent is not the last the phones got, and only changes schedule a push.)
import type { RedisClientType } from 'redis';
import { hasBoard } from '../slides/discussion.js';
import { createBatcher } from './batch.js';
import type { FanOut } from './fan-out.js';
import type { Log } from './socket.js';
import type { LiveStore } from './store.js';
import { createThrottle } from './throttle.js';
import type { LiveBoard, LiveSlide } from './types.js';

interface BoardsOptions {
  fanOut: FanOut;
  store: LiveStore;
  redis: RedisClientType | null;
  intervalMs: number;
  log: Log;
}

export function createBoards({ fanOut, store, redis, intervalMs, log }: BoardsOptions) {
  const throttle = createThrottle({
    name: 'board',
    redis,
    intervalMs,
    log,
    async push(sessionId) {
      const session = await store.sessionById(sessionId);
      if (!session || session.completedAt) return;
      const record = await store.load(session);
      const current = record.slides[record.currentSlide];
      if (!hasBoard(current)) return;
      fanOut.toPhones(sessionId, 'board', await store.board(sessionId, current.index, { forPhones: true }));
    },
  });

  // Phones connecting together (a crowd joining while a discussion slide is shown) share one read per board.
  const phoneReads = createBatcher<{ sessionId: string; slideIndex: number }, LiveBoard>(
    (reads) =>
      Promise.all(
        reads.map(({ sessionId, slideIndex }) => store.board(sessionId, slideIndex, { forPhones: true })),
      ),
    { key: ({ sessionId, slideIndex }) => `${sessionId}:${slideIndex}`, maxBatch: 100 },
  );

  return {
    /** The board of a session changed: its phones get the new one (throttled). */
    changed: throttle.schedule,
    /** The host went to another slide: the phones get its board (if it has one). */
    slideChanged(sessionId: string, slide: LiveSlide | undefined) {
      if (hasBoard(slide)) throttle.schedule(sessionId);
    },
    /** A discussion slide's board as a phone sees it (a connecting phone). */
    forPhone: (sessionId: string, slideIndex: number) => phoneReads({ sessionId, slideIndex }),
    close: throttle.close,
  };
}

export type Boards = ReturnType<typeof createBoards>;
