// Every event's payload is checked against its schema (@readyteams/activities: the core's in live.ts, each kind's in
// its schema.ts) before it is handled; a payload the schema rejects is refused with the message of the field at fault.
import { liveEvents, type LiveEventName, type LiveEventPayload } from '@readyteams/activities/live';
import { badRequest } from '../errors.js';
import type { Message } from '../i18n/index.js';

/** The refusal of each field of an event's payload (the first field's: no payload at all). */
export type PayloadRefusals<E extends LiveEventName> = { [F in keyof LiveEventPayload<E>]-?: Message };

/** The payload of event `name` as its schema reads it (defaults filled in), or the refusal of the field at fault. */
export function readPayload<E extends LiveEventName>(
  name: E,
  payload: unknown,
  refusals: PayloadRefusals<E>,
): LiveEventPayload<E> {
  const read = liveEvents[name].payload.safeParse(payload);
  if (read.success) return read.data as LiveEventPayload<E>;
  const messages = refusals as Record<PropertyKey, Message>;
  const field = read.error.issues[0]?.path[0];
  throw badRequest((field !== undefined && messages[field]) || Object.values(messages)[0]!);
}
