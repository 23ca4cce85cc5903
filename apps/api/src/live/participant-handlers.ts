// A participant's events: answers, pulse signals, discussion posts and votes, commitments (stored, then acked), and
// leaving. Moderating posts and switching posting are the host's.
import { COMMITMENT_MAX, LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/api-client/live-events';
import { say, type Message } from '../i18n/index.js';
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
import { acked, fail, ok, type Log, type LiveSocket, type Refusal } from './socket.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';
import type { LiveCommitAck, LivePostAck } from './types.js';

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

export function registerParticipantHandlers(
  socket: LiveSocket,
  participantId: string,
  ctx: ParticipantContext,
) {
  const { store, tally, presence } = ctx;
  const { sessionId } = socket.data;
  const handler = acked(ctx.log, socket.data.locale);
  socket.on('disconnect', () => {
    // A server shutting down is not a participant leaving: they reconnect elsewhere in a moment.
    if (ctx.closing()) return;
    presence.mark(participantId, false);
    tally.schedule(sessionId);
  });
  socket.on(
    'answer',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      if (!slides) return fail('server.live.noLiveSession');
      const slideIndex = Number(payload?.slideIndex);
      const questionIndex = Number(payload?.questionIndex);
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      // Only slides whose type takes answers (polls) accept them.
      const validAnswer = liveKindOf(slide)?.validAnswer;
      const question =
        validAnswer && Number.isInteger(questionIndex) ? slide?.questions[questionIndex] : undefined;
      const value = question && validAnswer ? validAnswer(question, payload?.value) : null;
      if (!question || value === null) return fail('server.live.answerInvalid');
      // Stored first; only then acknowledged.
      const stored = await store.upsertAnswer(sessionId, participantId, slideIndex, questionIndex, value);
      if (!stored) return fail('server.live.movedOn');
      ctx.metrics.answerStored();
      tally.schedule(sessionId);
      return ok;
    }),
  );
  socket.on(
    'pulse',
    handler(async (payload) => {
      const kind = payload?.kind;
      if (!isPulseKind(kind)) return fail('server.live.signalInvalid');
      // Stored first; only then acknowledged.
      if (!(await store.storePulse(participantId, kind))) {
        const session = await store.sessionById(sessionId);
        return fail(session && !session.completedAt ? 'server.live.signalAgain' : 'server.live.ended');
      }
      tally.schedule(sessionId);
      // The hosts count the last 2 minutes: once more when this signal has left them.
      tally.scheduleIn(sessionId, PULSE_WINDOW_MS + 1000);
      return ok;
    }),
  );
  socket.on(
    'post',
    handler(async (payload): Promise<LivePostAck | Refusal> => {
      const slides = await store.slidesOf(sessionId);
      if (!slides) return fail('server.live.noLiveSession');
      const slideIndex = payload?.slideIndex;
      const questionIndex = payload?.questionIndex;
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      if (!hasBoard(slide)) return fail(POST_MESSAGES.notBoard);
      if (!Number.isInteger(questionIndex) || !slide.questions[questionIndex])
        return fail(POST_MESSAGES.notQuestion);
      if (typeof payload.text !== 'string') return fail(POST_MESSAGES.notText);
      const text = storedText(payload.text);
      if (!text) return fail(POST_MESSAGES.empty);
      if (text.length > LIVE_POST_MAX) return fail(POST_MESSAGES.tooLong);
      // Stored first (held back from the room when the profanity filter matches); only then acknowledged.
      const stored = await store.storePost(
        participantId,
        slideIndex,
        questionIndex,
        text,
        isProfane(text) ? 'held' : 'visible',
      );
      if ('refused' in stored) return fail(postRefusals[stored.refused]);
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return { ok: true, post: stored.post };
    }),
  );
  socket.on(
    'vote',
    handler(async (payload) => {
      const postId = payload?.postId;
      if (!Number.isSafeInteger(postId) || postId < 1) return fail(voteRefusals['no-post']);
      if (typeof payload.up !== 'boolean') return fail('server.live.voteInvalid');
      // Stored first; only then acknowledged.
      const refused = await store.vote(participantId, postId, payload.up);
      if (refused) return fail(voteRefusals[refused]);
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return ok;
    }),
  );
  socket.on(
    'commit',
    handler(async (payload): Promise<LiveCommitAck | Refusal> => {
      const slides = await store.slidesOf(sessionId);
      if (!slides) return fail('server.live.noLiveSession');
      const slideIndex = payload?.slideIndex;
      const slide = Number.isInteger(slideIndex) ? slides[slideIndex] : undefined;
      if (slide?.slideType !== 'commitment') return fail(COMMIT_MESSAGES.notCommitment);
      if (typeof payload.text !== 'string') return fail(COMMIT_MESSAGES.notText);
      const text = storedText(payload.text);
      if (!text) return fail(COMMIT_MESSAGES.empty);
      if (text.length > COMMITMENT_MAX) return fail(COMMIT_MESSAGES.tooLong);
      // The address for the one reminder, optional; EMAIL_MAX (320) is above what isEmail takes (254, the longest
      // address mail can be sent to).
      const email = sentEmail(payload.email);
      if (email === undefined || (email !== null && !isEmail(email))) return fail(COMMIT_MESSAGES.email);
      // Stored first (the address apart from the text); only then acknowledged.
      const stored = await store.storeCommitment(participantId, slideIndex, text, email);
      if ('refused' in stored) return fail(commitRefusals[stored.refused]);
      tally.schedule(sessionId);
      return { ok: true, commitment: stored.commitment };
    }),
  );
  // The host's events.
  socket.on(
    'moderate-post',
    handler(async () => fail('server.live.hostModerates')),
  );
  socket.on(
    'posting',
    handler(async () => fail('server.live.hostPosting')),
  );
  for (const event of ['reveal-decision', 'decide', 'road-not-taken'] as const)
    socket.on(
      event,
      handler(async () => fail('server.live.hostDecides')),
    );
}
