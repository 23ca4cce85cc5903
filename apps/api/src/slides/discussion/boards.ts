// The phones' view of the current discussion slide's board (its visible posts, most voted first, at most
// LIVE_BOARD_PHONE_MAX): sent to a phone when it connects, and to every phone of the session after the board changed
// (a post, a vote, a moderation, posting switched) or the host went to a discussion slide, at most once per interval
// per session (throttle.ts; with Redis once per cluster, and fan-out.ts takes it to the phones of every process).
// Hosts get the full board in their tally. (No "unchanged, skip" check: with two processes, the last board one
// process sent is not the last the phones got, and only changes schedule a push.)
import { createBatcher } from '../../live/batch.js';
import { createPhonePush } from '../../live/throttle.js';
import type { LiveBoard } from '../../live/types.js';
import type { LiveCore } from '../kind.js';
import { hasBoard } from './index.js';
import type { BoardStore } from './store.js';

export function createBoards(core: LiveCore, boardStore: BoardStore) {
  const { store } = core;
  const throttle = createPhonePush(core, 'board', async (sessionId) => {
    const session = await store.sessionById(sessionId);
    const record = session && (await store.load(session));
    const current = record?.slides[record.currentSlide];
    return hasBoard(current) ? boardStore.board(sessionId, current.index, { forPhones: true }) : null;
  });

  // Phones connecting together (a crowd joining while a discussion slide is shown) share one read per board.
  const phoneReads = createBatcher<{ sessionId: string; slideIndex: number }, LiveBoard>(
    (reads) =>
      Promise.all(
        reads.map(({ sessionId, slideIndex }) =>
          boardStore.board(sessionId, slideIndex, { forPhones: true }),
        ),
      ),
    { key: ({ sessionId, slideIndex }) => `${sessionId}:${slideIndex}`, maxBatch: 100 },
  );

  return {
    /** The board of a session changed, or a discussion slide came up: its phones get the board (throttled). */
    changed: throttle.schedule,
    /** A discussion slide's board as a phone sees it (a connecting phone). */
    forPhone: (sessionId: string, slideIndex: number) => phoneReads({ sessionId, slideIndex }),
    close: throttle.close,
  };
}

export type Boards = ReturnType<typeof createBoards>;
