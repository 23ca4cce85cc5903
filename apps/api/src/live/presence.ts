// Participants' connects and disconnects, written in batches (a tally flushes them first so its counts are current).
import type { Log } from './socket.js';
import type { LiveStore } from './store.js';

export function createPresence(store: LiveStore, intervalMs: number, log: Log) {
  const presence = new Map<string, boolean>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (presence.size === 0) return;
    const batch = [...presence];
    presence.clear();
    try {
      await store.setPresence(
        batch.filter(([, connected]) => connected).map(([id]) => id),
        batch.filter(([, connected]) => !connected).map(([id]) => id),
      );
    } catch (error) {
      log.error(error, 'live presence update failed');
    }
  }

  return {
    mark(participantId: string, connected: boolean) {
      presence.set(participantId, connected);
      timer ??= setTimeout(() => void flush(), intervalMs);
    },
    flush,
    close: () => clearTimeout(timer),
  };
}

export type Presence = ReturnType<typeof createPresence>;
