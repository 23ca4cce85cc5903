// Who may open the live channel: a participant with the token from POST /join/{pin}, or the session's host (host
// key or a signed-in host or admin). What the handshake reads is kept for the connection.
import { pickServerLocale, say, translate, type Message, type ServerLocale } from '../i18n/index.js';
import { mayHost, type VerifyAccessToken } from './access.js';
import type { Log, LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { LiveAuth } from './types.js';

/** A connection refused, its message in the language the handshake asked for. */
function refusal(said: Message, code: number, locale: ServerLocale) {
  const message = translate(said, locale);
  return Object.assign(new Error(message), { data: { code, message } });
}

/** The language a connection speaks: its handshake's `locale` (auth, else query), else its Accept-Language. */
function localeOfHandshake(handshake: LiveSocket['handshake'], auth: Record<string, unknown>): ServerLocale {
  const named = auth.locale ?? handshake.query.locale;
  return pickServerLocale(typeof named === 'string' && named ? named : handshake.headers['accept-language']);
}

export function handshake(store: LiveStore, verifyAccessToken: VerifyAccessToken, log: Log) {
  return async (socket: LiveSocket, next: (error?: Error) => void) => {
    const auth = (socket.handshake.auth ?? {}) as Partial<LiveAuth> & Record<string, unknown>;
    const locale = localeOfHandshake(socket.handshake, auth);
    try {
      const pin = String(auth.pin ?? '').toUpperCase();
      if (auth.role === 'participant') {
        const found =
          typeof auth.participantToken === 'string'
            ? await store.participantHandshake(auth.participantToken)
            : null;
        if (!found || found.record.session.pin.toUpperCase() !== pin)
          return next(refusal(say('server.live.noSession', { pin }), 404, locale));
        socket.data = {
          role: 'participant',
          locale,
          sessionId: found.record.session.id,
          participantId: found.participantId,
          initial: {
            record: found.record,
            answers: found.answers,
            mine: found.mine,
          },
        };
        return next();
      }
      if (auth.role === 'host') {
        const session = await store.latestSessionByPin(pin);
        if (!session || !(await mayHost(session, auth, verifyAccessToken))) {
          return next(refusal('server.live.notAllowed', 403, locale));
        }
        socket.data = {
          role: 'host',
          locale,
          sessionId: session.id,
          initial: { record: await store.load(session) },
        };
        return next();
      }
      next(refusal('server.error.notAuthenticated', 401, locale));
    } catch (error) {
      log.error(error, 'live handshake failed');
      next(refusal('server.live.tryAgain', 500, locale));
    }
  };
}
