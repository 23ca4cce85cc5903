// A participant's events: answers and pulse signals (stored, then acked), reactions (counted for the hosts' next
// burst, never stored: reactions.ts), the slide kinds' participant events (posts, votes, commitments: answered by
// their kinds, kinds.ts), and leaving. The kinds' host events and the reactions' switch are refused. Every one of them
// first spends one event of the connection's and the participant's budgets (budget.ts), refused "too fast" past it.
import { liveKindOf } from '../slides/index.js';
import type { LiveEventAck, LiveEventName } from '@readyteams/activities/live';
import type { Sender } from '../slides/kind.js';
import type { EventBudget } from './budget.js';
import type { KindEventAnswer, KindLives } from './kinds.js';
import type { LiveMetrics } from './metrics.js';
import type { Presence } from './presence.js';
import { readPayload } from './payload.js';
import { PULSE_WINDOW_MS } from './pulse-store.js';
import type { Reactions } from './reactions.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { ok, replyTo, type Log, type LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';
import type { TeamEvents } from './teams/index.js';
import type { LiveAck } from './types.js';

interface ParticipantContext {
  store: LiveStore;
  tally: Tally;
  kinds: KindLives;
  presence: Presence;
  reactions: Reactions;
  /** Team mode's events (teams/): the phones' answered, the host's refused. */
  teams: TeamEvents;
  metrics: LiveMetrics;
  log: Log;
  /** The connections' and participants' event budgets. */
  budget: EventBudget;
  /** True while the server shuts down. */
  closing: () => boolean;
}

const ANSWER_REFUSALS = {
  slideIndex: 'server.live.answerInvalid',
  questionIndex: 'server.live.answerInvalid',
  value: 'server.live.answerInvalid',
} as const;

/** Whose event it is (a participant), and the language of their connection. */
type Phone = Sender & { participantId: string };
type Handler = (phone: Phone, payload: unknown) => Promise<LiveEventAck<LiveEventName>>;

/**
 * The participants' event handlers, made once for every phone: a crowd of 20,000 connections keeps one listener
 * each (`listen`), not a set of closures per event each.
 */
export function createParticipantHandlers(ctx: ParticipantContext) {
  const { store, tally, presence, reactions, budget } = ctx;
  /** A kind's event: answered by its kind when it is a participant's, else refused (or left unanswered). */
  const kindHandler = (event: KindEventAnswer): Handler | undefined => {
    if (event.from === 'participant') return (phone, payload) => event.handle(phone, payload);
    const refusal = event.otherRole;
    return (
      refusal &&
      (async () => {
        throw forbidden(refusal);
      })
    );
  };

  const core = {
    async answer({ sessionId, participantId }: Phone, payload: unknown): Promise<LiveAck> {
      const { slideIndex, questionIndex, value: sent } = readPayload('answer', payload, ANSWER_REFUSALS);
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      const slide = slides[slideIndex];
      // Only slides whose type takes answers (polls) accept them.
      const validAnswer = liveKindOf(slide)?.validAnswer;
      const question = validAnswer ? slide?.questions[questionIndex] : undefined;
      const value = question && validAnswer ? validAnswer(question, sent) : null;
      if (!question || value === null) throw badRequest('server.live.answerInvalid');
      // Stored first; only then acknowledged. Not stored: the host moved on, or the slide's kind closed it to answers
      // while it is still current (a time limit passed), which its kind words.
      const stored = await store.upsertAnswer(sessionId, participantId, slideIndex, questionIndex, value);
      if (!stored) throw conflict((await ctx.kinds.closed(sessionId, slide!)) ?? 'server.live.movedOn');
      ctx.metrics.answerStored();
      tally.schedule(sessionId);
      return ok;
    },

    async pulse({ sessionId, participantId }: Phone, payload: unknown): Promise<LiveAck> {
      const { kind } = readPayload('pulse', payload, { kind: 'server.live.signalInvalid' });
      // Stored first; only then acknowledged.
      if (!(await store.storePulse(participantId, kind))) {
        const session = await store.sessionById(sessionId);
        throw conflict(session && !session.completedAt ? 'server.live.signalAgain' : 'server.live.ended');
      }
      tally.schedule(sessionId);
      // The hosts count the last 2 minutes: once more when this signal has left them.
      tally.scheduleIn(sessionId, PULSE_WINDOW_MS + 1000);
      return ok;
    },

    async react({ sessionId, participantId }: Phone, payload: unknown): Promise<LiveAck> {
      const { reaction } = readPayload('react', payload, { reaction: 'server.live.reactionInvalid' });
      const session = await store.reactionsOpen(sessionId);
      if (session.ended) throw conflict('server.live.ended');
      if (!session.allowed) throw conflict('server.live.reactionsOff');
      // A few every few seconds each, then "too fast" (nothing sent).
      await budget.spendReaction(participantId);
      reactions.add(sessionId, reaction);
      return ok;
    },

    async 'allow-reactions'(): Promise<LiveAck> {
      throw forbidden('server.live.hostReactions');
    },
  };

  const handlers = new Map([...Object.entries(core), ...Object.entries(ctx.teams.participant)] as [
    string,
    Handler,
  ][]);
  for (const [name, event] of ctx.kinds.events) {
    const handle = kindHandler(event);
    if (handle) handlers.set(name, handle);
  }

  return {
    /** Answers the events of a participant's socket (other events are ignored, as socket.io does without a listener). */
    listen(socket: LiveSocket, participantId: string) {
      const { sessionId, locale } = socket.data;
      const phone: Phone = { sessionId, participantId, locale };
      socket.onAny((event: unknown, ...args: unknown[]) => {
        const handle = typeof event === 'string' ? handlers.get(event) : undefined;
        if (!handle) return;
        void replyTo(ctx.log, locale, args, async () => {
          // The budgets first: a flood is refused before its payload is read, and stores nothing.
          await budget.spend(socket.id, participantId);
          return handle(phone, args[0]);
        });
      });
      socket.on('disconnect', () => {
        // A server shutting down is not a participant leaving: they reconnect elsewhere in a moment.
        if (ctx.closing()) return;
        presence.mark(participantId, false);
        tally.schedule(sessionId);
      });
    },
  };
}

export type ParticipantHandlers = ReturnType<typeof createParticipantHandlers>;
