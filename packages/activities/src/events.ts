// The live channel's events a phone or a host sends, written as schemas: who sends each, its payload and its ack.
// The core's are in live.ts, each kind's in its schema.ts; live.ts gathers them into the channel's typed events
// (ClientToServerEvents), and the server checks every payload against its schema before the event is handled.
import { z } from 'zod';

/** Where an ask ends: done, or refused with the server's message (in the language of the sender's page). */
export const liveAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type LiveAck = z.infer<typeof liveAck>;

/** An ack that carries what was stored (`done`), or the refusal. */
export const ackWith = <S extends z.ZodRawShape>(done: S) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), ...done }),
    z.object({ ok: z.literal(false), message: z.string() }),
  ]);

/** One event: who sends it (the other role is refused), its payload, and its ack. */
export interface LiveEvent<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  from: 'participant' | 'host';
  payload: P;
  ack: A;
}

/** An event that `from` sends with `payload`, acked with `ack` (by default: done, or refused). */
export const liveEvent = <P extends z.ZodType, A extends z.ZodType = typeof liveAck>(
  from: LiveEvent['from'],
  payload: P,
  ack?: A,
): LiveEvent<P, A> => ({ from, payload, ack: (ack ?? liveAck) as A });

/** The channel's typed events (socket.io's ClientToServerEvents) of a set of event schemas. */
export type ClientEventsOf<Events extends Record<string, LiveEvent>> = {
  [E in keyof Events]: (
    payload: z.input<Events[E]['payload']>,
    ack: (result: z.output<Events[E]['ack']>) => void,
  ) => void;
};
