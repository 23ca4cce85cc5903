// Participants' connects and disconnects, written in batches (a tally flushes them first so its counts are current).
import type { Log } from './socket.js';
import type { LiveStore } from './store.js';

export function createPresence(store: LiveStore, intervalMs: number, log: Log) {
  const presence = new Map<string, boolean>();
  let timer: NodeJS.Timeout | undefined;

  // The writes in order: a flush resolves once every mark before it is stored, including those of a flush still
  // writing (a tally that flushed while the timer's write was in flight counted the participant as not yet connected,
  // and no later tally came: the hosts' count stayed behind).
  let written: Promise<void> = Promise.resolve();

  async function write(batch: [string, boolean][]) {
    if (batch.length === 0) return;
    try {
      await store.setPresence(
        batch.filter(([, connected]) => connected).map(([id]) => id),
        batch.filter(([, connected]) => !connected).map(([id]) => id),
      );
    } catch (error) {
      log.error(error, 'live presence update failed');
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...presence];
    presence.clear();
    written = written.then(() => write(batch));
    return written;
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
