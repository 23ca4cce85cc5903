// Who may open the live channel: a participant with the token from POST /join/{pin}, or the session's host (host
// key or a signed-in host or admin). What the handshake reads is kept for the connection.
import { mayHost, type VerifyAccessToken } from './access.js';
import type { Log, LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { LiveAuth } from './types.js';

function refusal(message: string, code: number) {
  return Object.assign(new Error(message), { data: { code, message } });
}

export function handshake(store: LiveStore, verifyAccessToken: VerifyAccessToken, log: Log) {
  return async (socket: LiveSocket, next: (error?: Error) => void) => {
    try {
      const auth = (socket.handshake.auth ?? {}) as Partial<LiveAuth> & Record<string, unknown>;
      const pin = String(auth.pin ?? '').toUpperCase();
      if (auth.role === 'participant') {
        const found =
          typeof auth.participantToken === 'string'
            ? await store.participantHandshake(auth.participantToken)
            : null;
        if (!found || found.record.session.pin.toUpperCase() !== pin)
          return next(refusal(`No live session with code ${pin}`, 404));
        socket.data = {
          role: 'participant',
          sessionId: found.record.session.id,
          participantId: found.participantId,
          initial: {
            record: found.record,
            answers: found.answers,
            posts: found.posts,
            votes: found.votes,
            commitments: found.commitments,
          },
        };
        return next();
      }
      if (auth.role === 'host') {
        const session = await store.latestSessionByPin(pin);
        if (!session || !(await mayHost(session, auth, verifyAccessToken))) {
          return next(refusal('You are not allowed to control this session.', 403));
        }
        socket.data = { role: 'host', sessionId: session.id, initial: { record: await store.load(session) } };
        return next();
      }
      next(refusal('Not authenticated', 401));
    } catch (error) {
      log.error(error, 'live handshake failed');
      next(refusal('Something went wrong. Please try again.', 500));
    }
  };
}
