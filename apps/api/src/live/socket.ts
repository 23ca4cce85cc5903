// What the live channel's parts share: the typed socket.io server and socket, rooms, and acked event handlers.
import type { Server, Socket } from 'socket.io';
import { HttpError } from '../errors.js';
import { translate, type Message, type ServerLocale } from '../i18n/index.js';
import type { LiveSessionRecord } from './store.js';
import type { LiveEventAck, LiveEventName } from '@readyteams/activities/live';
import type {
  ClientToServerEvents,
  LiveAck,
  LiveAnswerValue,
  LiveState,
  ServerToClientEvents,
} from './types.js';
import type { RejoinKey } from '../slides/kind.js';

export interface SocketData {
  role: 'host' | 'participant';
  sessionId: string;
  /** The language the connection's refusals are said in (its handshake's `locale`, else its Accept-Language). */
  locale: ServerLocale;
  participantId?: string;
  /** What the handshake already read, so the connection does not read it again. */
  initial?: {
    record: LiveSessionRecord;
    answers?: Record<string, LiveAnswerValue>;
    /** The participant's records of the kinds that keep others (kinds.ts rejoin). */
    mine?: Pick<LiveState, RejoinKey | 'myTeam'>;
  };
}

/** What the server sends to every phone of a session (fan-out.ts). */
export type PhoneEvent = 'state' | 'board' | 'questions';
export type PhoneEventArgs<E extends PhoneEvent> = Parameters<ServerToClientEvents[E]>;

/** Between the processes of a cluster (through the Redis adapter). */
export interface ServerSideEvents {
  /** A fan-out to the phones of a session, for the phones of this process. */
  phones: <E extends PhoneEvent>(sessionId: string, event: E, args: PhoneEventArgs<E>) => void;
}

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

export interface Log {
  error: (obj: unknown, msg?: string) => void;
}

export const rooms = {
  hosts: (id: string) => `s:${id}:hosts`,
  participants: (id: string) => `s:${id}:participants`,
};

export const ok: LiveAck = { ok: true };

/** Any event's ack. */
type AckResult = LiveEventAck<LiveEventName>;

/**
 * Runs an event's handler and sends its result back through the event's ack, its last argument when that is a
 * function. A handler refuses an event as every handler of the server refuses a request, by throwing an HttpError
 * (errors.ts): the ack is `{ ok: false, message }`, the message in `locale`; anything else is logged and acked as a
 * generic failure.
 */
export async function replyTo<R extends AckResult>(
  log: Log,
  locale: ServerLocale,
  args: unknown[],
  handler: () => Promise<R>,
) {
  const ack = args.at(-1);
  const reply = typeof ack === 'function' ? (ack as (result: R | LiveAck) => void) : () => {};
  const refusal = (message: Message): LiveAck => ({ ok: false, message: translate(message, locale) });
  try {
    reply(await handler());
  } catch (error) {
    if (error instanceof HttpError) return reply(refusal(error.said));
    log.error(error, 'live event failed');
    reply(refusal('server.live.tryAgain'));
  }
}

/** An event handler whose result is sent back through the event's ack (replyTo). */
export const acked =
  (log: Log, locale: ServerLocale) =>
  <A extends unknown[], R extends AckResult = LiveAck>(handler: (...args: A) => Promise<R>) =>
  (...args: A) =>
    replyTo(log, locale, args, () => handler(...args));
