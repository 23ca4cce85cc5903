// A participant's events: answers and pulse signals (stored, then acked), and leaving.
import { liveKindOf } from '../slides/index.js';
import type { LiveMetrics } from './metrics.js';
import type { Presence } from './presence.js';
import { isPulseKind, PULSE_WINDOW_MS } from './pulse-store.js';
import { acked, fail, ok, type Log, type LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';

interface ParticipantContext {
  store: LiveStore;
  tally: Tally;
  presence: Presence;
  metrics: LiveMetrics;
  log: Log;
  /** True while the server shuts down. */
  closing: () => boolean;
}

export function registerParticipantHandlers(
  socket: LiveSocket,
  participantId: string,
  ctx: ParticipantContext,
) {
  const { store, tally, presence } = ctx;
  const { sessionId } = socket.data;
  socket.on('disconnect', () => {
    // A server shutting down is not a participant leaving: they reconnect elsewhere in a moment.
    if (ctx.closing()) return;
    presence.mark(participantId, false);
    tally.schedule(sessionId);
  });
  socket.on(
    'answer',
    acked(ctx.log)(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      if (!slides) return fail('No live session');
      const slideIndex = Number(payload?.slideIndex);
      const questionIndex = Number(payload?.questionIndex);
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      // Only slides whose type takes answers (polls) accept them.
      const validAnswer = liveKindOf(slide)?.validAnswer;
      const question =
        validAnswer && Number.isInteger(questionIndex) ? slide?.questions[questionIndex] : undefined;
      const value = question && validAnswer ? validAnswer(question, payload?.value) : null;
      if (!question || value === null) return fail('That answer is not valid.');
      // Stored first; only then acknowledged.
      const stored = await store.upsertAnswer(sessionId, participantId, slideIndex, questionIndex, value);
      if (!stored) return fail('The host has moved on; this question is closed.');
      ctx.metrics.answerStored();
      tally.schedule(sessionId);
      return ok;
    }),
  );
  socket.on(
    'pulse',
    acked(ctx.log)(async (payload) => {
      const kind = payload?.kind;
      if (!isPulseKind(kind)) return fail('That signal is not valid.');
      // Stored first; only then acknowledged.
      if (!(await store.storePulse(participantId, kind))) {
        const session = await store.sessionById(sessionId);
        return fail(
          session && !session.completedAt
            ? 'You sent this a moment ago. You can send it again in a minute.'
            : 'The session has ended.',
        );
      }
      tally.schedule(sessionId);
      // The hosts count the last 2 minutes: once more when this signal has left them.
      tally.scheduleIn(sessionId, PULSE_WINDOW_MS + 1000);
      return ok;
    }),
  );
}
