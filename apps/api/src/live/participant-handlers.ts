// A participant's events: answers, pulse signals, discussion posts and votes, commitments (stored, then acked), and
// leaving. Moderating posts and switching posting are the host's.
import { COMMITMENT_MAX, LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/api-client/live-events';
import { say, type Message, type ServerLocale } from '../i18n/index.js';
import { isProfane } from '../lib/profanity.js';
import { hasBoard } from '../slides/discussion.js';
import { liveKindOf } from '../slides/index.js';
import { isEmail } from '../validation.js';
import type { PostRefusal, VoteRefusal } from './board-store.js';
import type { Boards } from './boards.js';
import type { CommitRefusal } from './commitment-store.js';
import type { LiveMetrics } from './metrics.js';
import type { Presence } from './presence.js';
import { isPulseKind, PULSE_WINDOW_MS } from './pulse-store.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { ok, replyTo, type Log, type LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';
import type { ClientToServerEvents, LiveAck, LiveCommitAck, LivePostAck } from './types.js';

const POST_MESSAGES = {
  notBoard: 'server.live.noBoard',
  notQuestion: 'server.live.noQuestion',
  notText: 'server.live.postInvalid',
  empty: 'server.live.postEmpty',
  tooLong: say('server.live.postLength', { max: LIVE_POST_MAX }),
} as const;

/** Refusals of what only the current slide of an open session takes (posts, commitments). */
const closed = {
  ended: 'server.live.ended',
  'moved-on': 'server.live.movedOn',
} as const;

const postRefusals: Record<PostRefusal, Message> = {
  ...closed,
  'posting-off': 'server.live.postingOff',
  limit: say('server.live.postLimit', { max: LIVE_POSTS_PER_QUESTION }),
};

const voteRefusals: Record<VoteRefusal, Message> = {
  'no-post': 'server.live.noPost',
  ended: 'server.live.ended',
  own: 'server.live.ownPost',
  'not-shown': 'server.live.notShown',
  'moved-on': 'server.live.movedOn',
  already: 'server.live.alreadyVoted',
  'not-voted': 'server.live.notVoted',
};

const COMMIT_MESSAGES = {
  notCommitment: 'server.live.noCommitment',
  notText: 'server.live.commitmentInvalid',
  empty: 'server.live.commitmentEmpty',
  tooLong: say('server.live.commitmentLength', { max: COMMITMENT_MAX }),
  email: 'server.live.commitmentEmail',
} as const;

const commitRefusals: Record<CommitRefusal, Message> = {
  ...closed,
  practice: 'server.live.practice',
};

/** Free text as stored (posts, commitments): NUL characters (which PostgreSQL text cannot hold) dropped, trimmed. */
const storedText = (text: string) => text.replace(/\0/g, '').trim();

/** A commitment's address as sent (as free text is stored), none when empty or absent; undefined when not text. */
function sentEmail(email: unknown): string | null | undefined {
  if (email === undefined || email === null) return null;
  if (typeof email !== 'string') return undefined;
  return storedText(email) || null;
}

interface ParticipantContext {
  store: LiveStore;
  tally: Tally;
  boards: Boards;
  presence: Presence;
  metrics: LiveMetrics;
  log: Log;
  /** True while the server shuts down. */
  closing: () => boolean;
}

/** Whose event it is, and the language of their connection. */
interface Phone {
  sessionId: string;
  participantId: string;
  locale: ServerLocale;
}

type ParticipantEvent = 'answer' | 'pulse' | 'post' | 'vote' | 'commit' | HostOnlyEvent;
type HostOnlyEvent = 'moderate-post' | 'posting' | 'reveal-decision' | 'decide' | 'road-not-taken';
type Payload<E extends ParticipantEvent> = Parameters<ClientToServerEvents[E]>[0];
type Handler<E extends ParticipantEvent> = (
  phone: Phone,
  payload: Payload<E>,
) => Promise<LiveAck | LivePostAck | LiveCommitAck>;

/**
 * The participants' event handlers, made once for every phone: a crowd of 20,000 connections keeps one listener
 * each (`listen`), not a set of closures per event each.
 */
export function createParticipantHandlers(ctx: ParticipantContext) {
  const { store, tally, presence } = ctx;
  const hostDecides = async () => {
    throw forbidden('server.live.hostDecides');
  };

  const handlers: { [E in ParticipantEvent]: Handler<E> } = {
    async answer({ sessionId, participantId }, payload) {
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      const slideIndex = Number(payload?.slideIndex);
      const questionIndex = Number(payload?.questionIndex);
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      // Only slides whose type takes answers (polls) accept them.
      const validAnswer = liveKindOf(slide)?.validAnswer;
      const question =
        validAnswer && Number.isInteger(questionIndex) ? slide?.questions[questionIndex] : undefined;
      const value = question && validAnswer ? validAnswer(question, payload?.value) : null;
      if (!question || value === null) throw badRequest('server.live.answerInvalid');
      // Stored first; only then acknowledged.
      const stored = await store.upsertAnswer(sessionId, participantId, slideIndex, questionIndex, value);
      if (!stored) throw conflict('server.live.movedOn');
      ctx.metrics.answerStored();
      tally.schedule(sessionId);
      return ok;
    },

    async pulse({ sessionId, participantId }, payload) {
      const kind = payload?.kind;
      if (!isPulseKind(kind)) throw badRequest('server.live.signalInvalid');
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

    async post({ sessionId, participantId }, payload) {
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      const slideIndex = payload?.slideIndex;
      const questionIndex = payload?.questionIndex;
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      if (!hasBoard(slide)) throw conflict(POST_MESSAGES.notBoard);
      if (!Number.isInteger(questionIndex) || !slide.questions[questionIndex])
        throw badRequest(POST_MESSAGES.notQuestion);
      if (typeof payload.text !== 'string') throw badRequest(POST_MESSAGES.notText);
      const text = storedText(payload.text);
      if (!text) throw badRequest(POST_MESSAGES.empty);
      if (text.length > LIVE_POST_MAX) throw badRequest(POST_MESSAGES.tooLong);
      // Stored first (held back from the room when the profanity filter matches); only then acknowledged.
      const stored = await store.storePost(
        participantId,
        slideIndex,
        questionIndex,
        text,
        isProfane(text) ? 'held' : 'visible',
      );
      if ('refused' in stored) throw conflict(postRefusals[stored.refused]);
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return { ok: true, post: stored.post };
    },

    async vote({ sessionId, participantId }, payload) {
      const postId = payload?.postId;
      if (!Number.isSafeInteger(postId) || postId < 1) throw notFound(voteRefusals['no-post']);
      if (typeof payload.up !== 'boolean') throw badRequest('server.live.voteInvalid');
      // Stored first; only then acknowledged.
      const refused = await store.vote(participantId, postId, payload.up);
      if (refused) throw conflict(voteRefusals[refused]);
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return ok;
    },

    async commit({ sessionId, participantId, locale }, payload) {
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      const slideIndex = payload?.slideIndex;
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      if (slide?.slideType !== 'commitment') throw conflict(COMMIT_MESSAGES.notCommitment);
      if (typeof payload.text !== 'string') throw badRequest(COMMIT_MESSAGES.notText);
      const text = storedText(payload.text);
      if (!text) throw badRequest(COMMIT_MESSAGES.empty);
      if (text.length > COMMITMENT_MAX) throw badRequest(COMMIT_MESSAGES.tooLong);
      // The address for the one reminder, optional; EMAIL_MAX (320) is above what isEmail takes (254, the longest
      // address mail can be sent to).
      const email = sentEmail(payload.email);
      if (email === undefined || (email !== null && !isEmail(email))) throw badRequest(COMMIT_MESSAGES.email);
      // Stored first (the address apart from the text, with the language its reminder is written in); only then
      // acknowledged.
      const stored = await store.storeCommitment(participantId, slideIndex, text, email, locale);
      if ('refused' in stored) throw conflict(commitRefusals[stored.refused]);
      tally.schedule(sessionId);
      return { ok: true, commitment: stored.commitment };
    },

    // The host's events.
    'moderate-post': async () => {
      throw forbidden('server.live.hostModerates');
    },
    posting: async () => {
      throw forbidden('server.live.hostPosting');
    },
    'reveal-decision': hostDecides,
    decide: hostDecides,
    'road-not-taken': hostDecides,
  };

  const isParticipantEvent = (event: unknown): event is ParticipantEvent =>
    typeof event === 'string' && Object.hasOwn(handlers, event);

  return {
    /** Answers the events of a participant's socket (other events are ignored, as socket.io does without a listener). */
    listen(socket: LiveSocket, participantId: string) {
      const { sessionId, locale } = socket.data;
      const phone: Phone = { sessionId, participantId, locale };
      socket.onAny((event: unknown, ...args: unknown[]) => {
        if (!isParticipantEvent(event)) return;
        const handle = handlers[event] as Handler<typeof event>;
        void replyTo(ctx.log, locale, args, () => handle(phone, args[0] as Payload<typeof event>));
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
