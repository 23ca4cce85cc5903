// What the live channel's parts share: the typed socket.io server and socket, rooms, and acked event handlers.
import type { Server, Socket } from 'socket.io';
import { translate, type Message, type ServerLocale } from '../i18n/index.js';
import type { LiveSessionRecord } from './store.js';
import type {
  ClientToServerEvents,
  LiveAck,
  LiveAnswerValue,
  LiveCommitAck,
  LiveMyCommitment,
  LivePost,
  LivePostAck,
  ServerToClientEvents,
} from './types.js';

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
    posts?: LivePost[];
    votes?: number[];
    commitments?: LiveMyCommitment[];
  };
}

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface Log {
  error: (obj: unknown, msg?: string) => void;
}

export const rooms = {
  all: (id: string) => `s:${id}`,
  hosts: (id: string) => `s:${id}:hosts`,
  participants: (id: string) => `s:${id}:participants`,
};

export const ok: LiveAck = { ok: true };
/** An event refused: its message is put into words in the connection's language when the ack is sent. */
export interface Refusal {
  ok: false;
  message: Message;
}
export const fail = (message: Message): Refusal => ({ ok: false, message });

/**
 * An event handler whose result (or a generic failure) is sent back through the event's ack, a refusal's message in
 * `locale`.
 */
export const acked =
  (log: Log, locale: ServerLocale) =>
  <A extends unknown[], R extends LiveAck | LivePostAck | LiveCommitAck = LiveAck>(
    handler: (...args: A) => Promise<R | Refusal>,
  ) =>
  async (...args: A) => {
    const ack = args.at(-1);
    const reply = typeof ack === 'function' ? (ack as (result: R | LiveAck) => void) : () => {};
    const said = (result: R | Refusal): R | LiveAck =>
      result.ok ? result : { ok: false, message: translate(result.message as Message, locale) };
    try {
      reply(said(await handler(...args)));
    } catch (error) {
      log.error(error, 'live event failed');
      reply(said(fail('server.live.tryAgain')));
    }
  };
