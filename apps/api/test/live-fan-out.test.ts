// Events for every phone of a session are written a slice of time at a time, the event loop taking its turn between
// slices (a crowd of 20,000 in one synchronous loop blocks the process for about a second), a step of sockets as one
// socket.io broadcast; fan-outs keep their order; with Redis the other processes are told once. The channel tests
// cover it end to end (one and two processes); this one counts the turns.
import { describe, expect, it } from 'vitest';
import { createFanOut } from '../src/live/fan-out.js';
import { rooms, type LiveServer } from '../src/live/socket.js';

/**
 * The part of a socket.io server the fan-out uses, recording every broadcast and message to other processes; each
 * broadcast takes `msEach` (writing to sockets takes time).
 */
function fakeServer(phones: number, msEach = 0) {
  const sent: { ids: string[]; event: string; args: unknown[]; turn: number }[] = [];
  let turn = 0;
  const toOthers: unknown[][] = [];
  const listeners = new Map<string, (...args: never[]) => void>();
  const members = new Set(Array.from({ length: phones }, (_, i) => `socket-${i}`));
  const io = {
    of: () => ({ adapter: { rooms: new Map([[rooms.participants('s1'), members]]) } }),
    local: {
      to: (ids: string[]) => ({
        emit: (event: string, ...args: unknown[]) => {
          const until = performance.now() + msEach;
          while (performance.now() < until);
          sent.push({ ids, event, args, turn });
        },
      }),
    },
    on: (event: string, listener: (...args: never[]) => void) => listeners.set(event, listener),
    serverSideEmit: (...args: unknown[]) => toOthers.push(args),
  };
  /** Waits for a turn of the event loop, and counts it. */
  const nextTurn = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    turn++;
  };
  return { io: io as unknown as LiveServer, sent, toOthers, listeners, nextTurn };
}

const board = { slideIndex: 0, postingOpen: true, feed: 'as-they-come' as const, postCount: 0, posts: [] };

describe('fan-out to the phones of a session', () => {
  it('writes a small room at once, a large one over several turns of the event loop, in order, each phone once', async () => {
    const small = fakeServer(100);
    createFanOut(small.io, false).toPhones('s1', 'board', board);
    expect(small.sent.flatMap((s) => s.ids)).toHaveLength(100);

    // 2 ms per step of 50 sockets: 40 steps, 80 ms, more than a slice of 15 ms.
    const { io, sent, nextTurn } = fakeServer(1000, 2);
    const fanOut = createFanOut(io, false);
    fanOut.toPhones('s1', 'board', board);
    fanOut.toPhones('s1', 'state', { version: 2 } as never);
    // The first slice synchronously, the rest a slice per turn.
    const first = sent.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(40);
    while (sent.length < 40) await nextTurn();
    expect(new Set(sent.map((s) => s.turn)).size).toBeGreaterThan(2);
    expect(sent.map((s) => s.event)).toEqual([...Array(20).fill('board'), ...Array(20).fill('state')]);
    for (const event of ['board', 'state']) {
      const ids = sent.filter((s) => s.event === event).flatMap((s) => s.ids);
      expect(new Set(ids).size).toBe(1000);
      expect(ids).toHaveLength(1000);
    }
  });

  it('with Redis tells the other processes once, and writes to its own phones what another process sends', async () => {
    const { io, sent, toOthers, listeners } = fakeServer(10);
    const fanOut = createFanOut(io, true);
    fanOut.toPhones('s1', 'board', board);
    expect(toOthers).toEqual([['phones', 's1', 'board', [board]]]);
    expect(sent).toHaveLength(1);
    (listeners.get('phones') as (...args: unknown[]) => void)('s1', 'state', [{ version: 3 }]);
    expect(sent.map((s) => [s.event, s.args])).toEqual([
      ['board', [board]],
      ['state', [{ version: 3 }]],
    ]);
    // A message from another process is not sent on again.
    expect(toOthers).toHaveLength(1);
  });
});
