// Events for every phone of a session (a new state, a board) without holding the event loop: writing to 20,000
// sockets is a syscall each, about a second in one loop, during which no answer is acked and no ping answered. So
// each process writes to its own phones a slice of time at a time (then the event loop takes its turn), a step of
// sockets at a time, each step one socket.io broadcast to their ids (encoded once); fan-outs go out one after the
// other, so phones get them in the order they were sent. With Redis the other processes are told through the
// adapter and do the same for theirs.
import { rooms, type LiveServer, type PhoneEvent, type PhoneEventArgs } from './socket.js';

/** Sockets written between two looks at the clock. */
const STEP = 50;
/** Writing time before the event loop takes its turn (some hundreds of sockets, 20 to 100 µs each). */
const SLICE_MS = 15;

interface Job {
  ids: string[];
  next: number;
  send: (ids: string[]) => void;
}

export function createFanOut(io: LiveServer, clustered: boolean) {
  const jobs: Job[] = [];
  let draining = false;

  function drain() {
    const until = performance.now() + SLICE_MS;
    while (jobs.length > 0 && performance.now() < until) {
      const job = jobs[0]!;
      job.send(job.ids.slice(job.next, job.next + STEP));
      job.next += STEP;
      if (job.next >= job.ids.length) jobs.shift();
    }
    if (jobs.length > 0) setImmediate(drain);
    else draining = false;
  }

  function toLocalPhones<E extends PhoneEvent>(sessionId: string, event: E, args: PhoneEventArgs<E>) {
    const members = io.of('/').adapter.rooms.get(rooms.participants(sessionId));
    if (!members?.size) return;
    jobs.push({
      ids: [...members],
      next: 0,
      // Each socket is in the room named by its id.
      send: (ids) => io.local.to(ids).emit(event, ...args),
    });
    if (!draining) {
      draining = true;
      drain();
    }
  }

  if (clustered) io.on('phones', (sessionId, event, args) => toLocalPhones(sessionId, event, args));

  return {
    /** Sends an event to every phone of the session, on every process. */
    toPhones<E extends PhoneEvent>(sessionId: string, event: E, ...args: PhoneEventArgs<E>) {
      toLocalPhones(sessionId, event, args);
      if (clustered) io.serverSideEmit('phones', sessionId, event, args);
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
