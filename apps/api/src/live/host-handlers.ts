// A host's events: moving between slides, the video (play, pause, restart, captions), hiding words, moderating
// discussion posts and switching posting, and ending the session. Pulse signals, posts and votes are the
// participants' alone.
import type { ServerMessageId } from '../i18n/index.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { acked, ok, type Log, type LiveSocket } from './socket.js';
import { LIVE_WORD_MAX } from '@readyteams/api-client/live-events';
import { hasBoard } from '../slides/discussion.js';
import { normalWord } from '../slides/word-cloud.js';
import type { ModerationRefusal, PostModeration } from './board-store.js';
import type { Boards } from './boards.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';
import type { LiveVideoState } from './types.js';

interface HostContext {
  store: LiveStore;
  tally: Tally;
  boards: Boards;
  log: Log;
  broadcastState(sessionId: string, to?: 'everyone' | 'hosts'): Promise<void>;
  announceEnded(): Promise<void>;
}

const moderations: readonly unknown[] = [
  'hide',
  'show',
  'highlight',
  'unhighlight',
] satisfies PostModeration[];

const moderationRefusals: Record<ModerationRefusal, ServerMessageId> = {
  'no-post': 'server.live.noPost',
  ended: 'server.live.ended',
  'not-shown': 'server.live.showFirst',
};

const NO_DECISION = 'server.live.noDecision';

/** Whether the most voted options are more than one (no votes at all is a tie of every option). */
const isTie = (votes: number[]) => votes.filter((count) => count === Math.max(...votes)).length > 1;

/** The room's choice: the most voted option, or null on a tie. */
export const roomChoice = (votes: number[]): number | null =>
  isTie(votes) ? null : votes.indexOf(Math.max(...votes));

/** Where a video is now, given its last change. */
export function videoPosition(
  video: Pick<LiveVideoState, 'status' | 'position' | 'changedAt'>,
  now = Date.now(),
) {
  return video.status === 'playing'
    ? video.position + Math.max(0, now - video.changedAt) / 1000
    : video.position;
}

export function registerHostHandlers(socket: LiveSocket, ctx: HostContext) {
  const { store, tally } = ctx;
  const { sessionId } = socket.data;
  const handler = acked(ctx.log, socket.data.locale);
  socket.on(
    'goto',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      const slide = Number(payload?.slide);
      if (!Number.isInteger(slide) || slide < -1 || slide >= slides.length)
        throw notFound('server.live.noSlide');
      if (!(await store.setSlide(sessionId, slide))) throw conflict('server.live.ended');
      await ctx.broadcastState(sessionId);
      tally.schedule(sessionId);
      // On a discussion slide, the phones get its board after the state that shows it.
      ctx.boards.slideChanged(sessionId, slides[slide]);
      return ok;
    }),
  );
  socket.on(
    'video',
    handler(async (payload) => {
      const session = await store.sessionById(sessionId);
      if (!session || session.completedAt) throw conflict('server.live.ended');
      const record = await store.load(session);
      const now = Date.now();
      const position =
        typeof payload?.position === 'number' && payload.position >= 0
          ? payload.position
          : videoPosition(record.video, now);
      const { captions } = record.video;
      const action = payload?.action;
      const video: LiveVideoState | null =
        action === 'play'
          ? { status: 'playing', position, changedAt: now, captions }
          : action === 'pause'
            ? { status: 'paused', position, changedAt: now, captions }
            : action === 'restart'
              ? { status: 'playing', position: 0, changedAt: now, captions }
              : action === 'captions-on' || action === 'captions-off'
                ? { ...record.video, captions: action === 'captions-on' }
                : null;
      if (!video) throw badRequest('server.live.videoAction');
      await store.setVideo(sessionId, video);
      await ctx.broadcastState(sessionId);
      return ok;
    }),
  );
  socket.on(
    'hide-word',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      const slide = slides?.[Number(payload?.slideIndex)];
      if (slide?.slideType !== 'word-cloud') throw conflict('server.live.noWordCloud');
      if (typeof payload.word !== 'string' || !payload.word.trim() || payload.word.length > LIVE_WORD_MAX)
        throw notFound('server.live.noWord');
      const word = `${slide.index}:${normalWord(payload.word)}`;
      if (!(await store.setWordHidden(sessionId, word, payload.hidden !== false)))
        throw conflict('server.live.ended');
      // Only the hosts' state changes (participants never see hidden words).
      await ctx.broadcastState(sessionId, 'hosts');
      tally.schedule(sessionId);
      return ok;
    }),
  );
  socket.on(
    'moderate-post',
    handler(async (payload) => {
      const postId = payload?.postId;
      if (!Number.isSafeInteger(postId) || postId < 1) throw notFound(moderationRefusals['no-post']);
      if (!moderations.includes(payload.action)) throw badRequest('server.live.moderation');
      const refused = await store.moderatePost(sessionId, postId, payload.action);
      if (refused) throw conflict(moderationRefusals[refused]);
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return ok;
    }),
  );
  socket.on(
    'posting',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      const slideIndex = payload?.slideIndex;
      if (!Number.isInteger(slideIndex) || !hasBoard(slides?.[slideIndex]))
        throw conflict('server.live.noBoard');
      if (typeof payload.open !== 'boolean') throw badRequest('server.live.postingOpen');
      if (!(await store.setPosting(sessionId, slideIndex, payload.open))) throw conflict('server.live.ended');
      tally.schedule(sessionId);
      ctx.boards.changed(sessionId);
      return ok;
    }),
  );
  socket.on(
    'reveal-decision',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      const slide = slides?.[Number(payload?.slideIndex)];
      if (slide?.slideType !== 'decision') throw conflict(NO_DECISION);
      if (!(await store.setDecisionRevealed(sessionId, slide.index, payload.revealed !== false)))
        throw conflict('server.live.ended');
      await ctx.broadcastState(sessionId);
      return ok;
    }),
  );
  socket.on(
    'decide',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      const slide = slides?.[Number(payload?.slideIndex)];
      if (slide?.slideType !== 'decision') throw conflict(NO_DECISION);
      const chosen = payload.option;
      if (chosen !== undefined && !(Number.isInteger(chosen) && slide.options[chosen]))
        throw notFound('server.live.noOption');
      const votes = await store.decisionVotes(sessionId, slide);
      const room = roomChoice(votes);
      if (chosen === undefined && room === null)
        throw conflict(votes.some(Boolean) ? 'server.live.tie' : 'server.live.noVotes');
      const option = chosen ?? room!;
      const decision = {
        slideIndex: slide.index,
        votes,
        option,
        followed: option === room,
        tie: isTie(votes),
      };
      if (!(await store.decide(sessionId, decision, slide.options[option]!.firstSlide)))
        throw conflict('server.live.ended');
      await ctx.broadcastState(sessionId);
      tally.schedule(sessionId);
      ctx.boards.slideChanged(sessionId, slides![slide.options[option]!.firstSlide]);
      return ok;
    }),
  );
  socket.on(
    'road-not-taken',
    handler(async (payload) => {
      const slides = await store.slidesOf(sessionId);
      const slide = slides?.[Number(payload?.slideIndex)];
      if (slide?.slideType !== 'decision') throw conflict(NO_DECISION);
      const session = await store.sessionById(sessionId);
      if (!session || session.completedAt) throw conflict('server.live.ended');
      const { decisions } = await store.load(session);
      if (!decisions.some((decision) => decision.slideIndex === slide.index))
        throw conflict('server.live.decideFirst');
      if (!(await store.showRoadNotTaken(sessionId, slide.index))) throw conflict('server.live.ended');
      await ctx.broadcastState(sessionId);
      return ok;
    }),
  );
  // The participants' events.
  socket.on(
    'pulse',
    handler(async () => {
      throw forbidden('server.live.participantsPulse');
    }),
  );
  socket.on(
    'post',
    handler(async () => {
      throw forbidden('server.live.participantsPost');
    }),
  );
  socket.on(
    'vote',
    handler(async () => {
      throw forbidden('server.live.participantsVote');
    }),
  );
  socket.on(
    'commit',
    handler(async () => {
      throw forbidden('server.live.participantsCommit');
    }),
  );
  socket.on(
    'end',
    handler(async () => {
      await store.endSession(sessionId);
      await ctx.announceEnded();
      return ok;
    }),
  );
}
