// Many small queries become one: the hot paths of a live session (10,000 phones joining and answering at once)
// send their statements through a batcher. An idle batcher runs a call at once, so a lone call waits for nothing;
// calls that arrive while a batch is in flight wait for it to finish and then run together as the next batch.
// A steady stream of calls (1,000 answers a second, each query done in a millisecond) would still be a statement
// each, so batches may also be paced: at most one starts per `minIntervalMs`, and what arrives meanwhile waits for
// the next one (a lone call after a quiet interval still runs at once).
// Every call is answered by a query that started after the call arrived, so a batched read never sees a state
// older than the call itself.

export interface BatcherOptions<I> {
  /** Most items in one batch (the rest wait for the next one). */
  maxBatch?: number;
  /** Batches run at the same time (1: one after the other). */
  maxInFlight?: number;
  /**
   * Items with the same key in one batch are run once: the last one is passed to `run`, and every call with that
   * key gets its result (a later answer replaces an earlier one; the same lookup is made once).
   */
  key?: (item: I) => string;
  /** Least time between the starts of two batches (0: the next one starts as soon as one may run). */
  minIntervalMs?: number;
  /** Told the size of every batch (metrics). */
  onBatch?: (size: number) => void;
}

/**
 * `run` gets the items of a batch and returns one result per item, in the same order. When it fails, every call
 * of that batch fails with its error.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxBatch = 500, maxInFlight = 1, minIntervalMs = 0, key, onBatch }: BatcherOptions<I> = {},
) {
  interface Waiting {
    item: I;
    resolve: (result: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let inFlight = 0;
  let lastStart = -Infinity;
  let paced: NodeJS.Timeout | undefined;

  async function runBatch(batch: Waiting[]) {
    try {
      if (!key) {
        const results = await run(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i]!));
        return;
      }
      // One item per key: the last one wins; all calls with that key share its result.
      const last = new Map<string, I>();
      for (const w of batch) last.set(key(w.item), w.item);
      const keys = [...last.keys()];
      const results = await run([...last.values()]);
      const byKey = new Map(keys.map((k, i) => [k, results[i]!]));
      for (const w of batch) w.resolve(byKey.get(key(w.item))!);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0 && !paced) {
      const wait = lastStart + minIntervalMs - performance.now();
      if (wait > 0) {
        paced = setTimeout(() => {
          paced = undefined;
          pump();
        }, wait);
        return;
      }
      lastStart = performance.now();
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      inFlight++;
      onBatch?.(batch.length);
      void runBatch(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}

/**
 * The pace of the crowd's batchers (joins, handshakes, answers): at most 50 statements a second each, however fast
 * the phones come, for at most 20 ms more before an ack under load (none for a lone call).
 */
export const CROWD_PACE = { minIntervalMs: 20 } as const;
