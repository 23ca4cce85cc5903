// Presence is written in batches; a tally flushes it first so the hosts' counts include who just connected.
import { describe, expect, it, vi } from 'vitest';
import { createPresence } from './presence.js';
import type { LiveStore } from './store.js';

/** A store whose presence writes finish only when the test lets them. */
function slowStore() {
  const writes: { connected: string[]; finish: () => void; done: boolean }[] = [];
  const store = {
    setPresence: (connected: string[]) =>
      new Promise<void>((resolve) => {
        const write = {
          connected,
          done: false,
          finish: () => ((write.done = true), resolve()),
        };
        writes.push(write);
      }),
  } as unknown as LiveStore;
  return { store, writes };
}

const log = { error: () => {} };

describe('presence', () => {
  it('a flush resolves only once a write still in flight is stored (the tally then counts the participant)', async () => {
    const { store, writes } = slowStore();
    const presence = createPresence(store, 60_000, log);
    presence.mark('ana', true);
    // The batch timer's write starts and is still in flight ...
    const timerFlush = presence.flush();
    await vi.waitFor(() => expect(writes.map((write) => write.connected)).toEqual([['ana']]));
    // ... when a tally flushes: nothing new to write, but it must wait for Ana's connection to be stored.
    let tallyMayCount = false;
    const tallyFlush = presence.flush().then(() => (tallyMayCount = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(tallyMayCount).toBe(false);
    writes[0]!.finish();
    await Promise.all([timerFlush, tallyFlush]);
    expect(tallyMayCount).toBe(true);
    presence.close();
  });

  it('writes the marks of one batch together, the latest mark of each participant', async () => {
    const { store, writes } = slowStore();
    const presence = createPresence(store, 60_000, log);
    presence.mark('ana', true);
    presence.mark('ben', true);
    presence.mark('ana', false);
    const flushed = presence.flush();
    await vi.waitFor(() => expect(writes.map((write) => write.connected)).toEqual([['ben']]));
    writes[0]!.finish();
    await flushed;
    presence.close();
  });
});
