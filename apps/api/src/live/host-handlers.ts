// A host's events: moving between slides, the video (play, pause, restart, captions), allowing the phones' reactions
// and ending the session; the slide kinds' host events (hiding words, moderating posts, decisions...) are answered by
// their kinds (kinds.ts). Pulse signals, reactions and the kinds' participant events are the participants' alone.
import { conflict, forbidden, notFound } from '../errors.js';
import type { KindLives } from './kinds.js';
import { readPayload } from './payload.js';
import { acked, ok, type Log, type LiveSocket } from './socket.js';
import type { LiveStore } from './store.js';
import type { Tally } from './tally.js';
import type { TeamEvents } from './teams/index.js';
import type { LiveVideoState } from './types.js';

interface HostContext {
  store: LiveStore;
  tally: Tally;
  kinds: KindLives;
  /** Team mode's events (teams/): the host's answered, the phones' refused. */
  teams: TeamEvents;
  log: Log;
  broadcastState(sessionId: string, to?: 'everyone' | 'hosts'): Promise<void>;
  announceEnded(): Promise<void>;
}

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
    handler(async (payload: unknown) => {
      const { slide } = readPayload('goto', payload, { slide: 'server.live.noSlide' });
      const slides = await store.slidesOf(sessionId);
      if (!slides) throw notFound('server.live.noLiveSession');
      if (slide >= slides.length) throw notFound('server.live.noSlide');
      if (!(await store.setSlide(sessionId, slide))) throw conflict('server.live.ended');
      await ctx.broadcastState(sessionId);
      tally.schedule(sessionId);
      // What the new slide's kind sends after the state that shows it (a discussion's board to the phones).
      ctx.kinds.shown(sessionId, slides[slide]);
      return ok;
    }),
  );
  socket.on(
    'video',
    handler(async (payload: unknown) => {
      const { action, position: sent } = readPayload('video', payload, {
        action: 'server.live.videoAction',
        position: 'server.live.videoAction',
      });
      const session = await store.sessionById(sessionId);
      if (!session || session.completedAt) throw conflict('server.live.ended');
      const record = await store.load(session);
      const now = Date.now();
      const position = sent ?? videoPosition(record.video, now);
      const { captions } = record.video;
      const video: LiveVideoState =
        action === 'play'
          ? { status: 'playing', position, changedAt: now, captions }
          : action === 'pause'
            ? { status: 'paused', position, changedAt: now, captions }
            : action === 'restart'
              ? { status: 'playing', position: 0, changedAt: now, captions }
              : { ...record.video, captions: action === 'captions-on' };
      await store.setVideo(sessionId, video);
      await ctx.broadcastState(sessionId);
      return ok;
    }),
  );
  socket.on(
    'allow-reactions',
    handler(async (payload: unknown) => {
      const { allowed } = readPayload('allow-reactions', payload, {
        allowed: 'server.live.reactionsAllowedInvalid',
      });
      if (!(await store.setReactionsAllowed(sessionId, allowed))) throw conflict('server.live.ended');
      // Every screen follows: the phones show or hide their reactions.
      await ctx.broadcastState(sessionId);
      return ok;
    }),
  );
  // The participants' own events.
  socket.on(
    'pulse',
    handler(async () => {
      throw forbidden('server.live.participantsPulse');
    }),
  );
  socket.on(
    'react',
    handler(async () => {
      throw forbidden('server.live.participantsReact');
    }),
  );
  // The kinds' events, each answered by its kind; a participant's is refused (or left unanswered).
  const sender = { sessionId, participantId: null, locale: socket.data.locale };
  for (const [name, handle] of Object.entries(ctx.teams.host))
    socket.on(
      name as 'team-mode',
      handler((payload: unknown) => handle(sender, payload)),
    );
  for (const [name, event] of ctx.kinds.events) {
    if (event.from === 'host')
      socket.on(
        name,
        handler((payload: unknown) => event.handle(sender, payload)),
      );
    else if (event.otherRole) {
      const refusal = event.otherRole;
      socket.on(
        name,
        handler(async () => {
          throw forbidden(refusal);
        }),
      );
    }
  }
  socket.on(
    'end',
    handler(async () => {
      await store.endSession(sessionId);
      await ctx.announceEnded();
      return ok;
    }),
  );
}
