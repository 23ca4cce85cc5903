// The room's reactions (issue 34): a phone's emoji for the presenter, which floats it briefly. Never stored: each
// process counts the reactions its phones sent since its last burst and sends the session's hosts those counts at
// most once per interval (throttle.ts), through the adapter to the hosts on every process. The phones' budgets
// (budget.ts) and the host's switch (`allow-reactions`, the state's `reactionsAllowed`) are checked before a reaction
// is counted (participant-handlers.ts).
import { createThrottle } from './throttle.js';
import { rooms, type LiveServer, type Log } from './socket.js';
import type { LiveReaction, LiveReactions } from './types.js';

interface ReactionOptions {
  io: LiveServer;
  /** The least time between two bursts of one session from this process. */
  intervalMs: number;
  log: Log;
}

export function createReactions({ io, intervalMs, log }: ReactionOptions) {
  /** Per session, the reactions not sent yet. */
  const waiting = new Map<string, LiveReactions['counts']>();
  const throttle = createThrottle({
    name: 'reactions',
    // No lock across the cluster: each process holds reactions no other has, and sends its own.
    redis: null,
    intervalMs,
    log,
    async push(sessionId) {
      const counts = waiting.get(sessionId);
      waiting.delete(sessionId);
      if (counts) io.to(rooms.hosts(sessionId)).emit('reactions', { counts });
    },
  });

  return {
    /** A phone's reaction, for the session's hosts in the next burst. */
    add(sessionId: string, reaction: LiveReaction) {
      const counts = waiting.get(sessionId) ?? {};
      counts[reaction] = (counts[reaction] ?? 0) + 1;
      waiting.set(sessionId, counts);
      throttle.schedule(sessionId);
    },
    close() {
      throttle.close();
      waiting.clear();
    },
  };
}

export type Reactions = ReturnType<typeof createReactions>;
