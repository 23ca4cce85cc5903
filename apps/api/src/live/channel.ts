// The live channel: socket.io rooms per session, the state held in PostgreSQL, answers acked after storage,
// tallies pushed to hosts at most 4 times a second per session (across processes when Redis is there).
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { RedisClientType } from 'redis';
import { pollResult, pollResults } from './analytics.js';
import { mayHost, originAllowed, type VerifyAccessToken } from './access.js';
import { liveKindOf, withoutScript } from '../slides/index.js';
import type { LiveMetrics } from './metrics.js';
import type { LiveSessionRecord, LiveStore } from './store.js';
import type {
  ClientToServerEvents,
  LiveAck,
  LiveAnswerValue,
  LiveAuth,
  LiveState,
  LiveTally,
  LiveVideoState,
  ServerToClientEvents,
} from './types.js';

export interface SocketData {
  role: 'host' | 'participant';
  sessionId: string;
  participantId?: string;
  /** What the handshake already read, so the connection does not read it again. */
  initial?: { record: LiveSessionRecord; answers?: Record<string, LiveAnswerValue> };
}

type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface ChannelOptions {
  store: LiveStore;
  metrics: LiveMetrics;
  verifyAccessToken: VerifyAccessToken;
  origins: Set<string>;
  redis: RedisClientType | null;
  /** Minimum time between two tallies of one session (250 ms = 4 per second). */
  tallyIntervalMs: number;
  log: { error: (obj: unknown, msg?: string) => void };
}

const rooms = {
  all: (id: string) => `s:${id}`,
  hosts: (id: string) => `s:${id}:hosts`,
  participants: (id: string) => `s:${id}:participants`,
};

function refusal(message: string, code: number) {
  return Object.assign(new Error(message), { data: { code, message } });
}

const ok: LiveAck = { ok: true };
const fail = (message: string): LiveAck => ({ ok: false, message });

/** Where a video is now, given its last change. */
export function videoPosition(
  video: Pick<LiveVideoState, 'status' | 'position' | 'changedAt'>,
  now = Date.now(),
) {
  return video.status === 'playing'
    ? video.position + Math.max(0, now - video.changedAt) / 1000
    : video.position;
}

export function createChannel(httpServer: HttpServer, options: ChannelOptions) {
  const { store, redis, log } = options;
  const io: LiveServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const allowed = originAllowed(req.headers.origin, req.headers.host, options.origins);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
    cors: { origin: [...options.origins], credentials: true },
    // Phones on bad networks: notice a dead connection within ~45 s, let the client retry on its own.
    pingInterval: 20_000,
    pingTimeout: 25_000,
  });

  io.use(async (socket, next) => {
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
          initial: { record: found.record, answers: found.answers },
        };
        return next();
      }
      if (auth.role === 'host') {
        const session = await store.latestSessionByPin(pin);
        if (!session || !(await mayHost(session, auth, options.verifyAccessToken))) {
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
  });

  async function stateOf(record: LiveSessionRecord, role: 'host' | 'participant'): Promise<LiveState> {
    const current = record.slides[record.currentSlide] ?? null;
    const revealed = current && liveKindOf(current)?.reveals?.(record.slides, current);
    const results = revealed ? pollResult(revealed, await store.answerCounts(record.session.id)) : null;
    return {
      version: record.version,
      sessionId: record.session.id,
      pin: record.session.pin,
      scenarioTitle: record.scenarioTitle,
      isPractice: record.session.isPractice,
      currentSlide: record.currentSlide,
      slideCount: record.slides.length,
      slides: role === 'host' ? record.slides : [],
      video: record.video,
      ended: record.ended,
      slide: current && (role === 'host' ? current : withoutScript(current)),
      results,
    };
  }

  async function broadcastState(sessionId: string) {
    const session = await store.sessionById(sessionId);
    if (!session) return;
    const record = await store.load(session);
    const hostState = await stateOf(record, 'host');
    io.to(rooms.hosts(sessionId)).emit('state', hostState);
    io.to(rooms.participants(sessionId)).emit('state', {
      ...hostState,
      slides: [],
      slide: hostState.slide && withoutScript(hostState.slide),
    });
  }

  async function tallyOf(sessionId: string): Promise<LiveTally | null> {
    const session = await store.sessionById(sessionId);
    if (!session) return null;
    const record = await store.load(session);
    const [counts, answers] = await Promise.all([store.counts(sessionId), store.answerCounts(sessionId)]);
    const answerCounts: Record<string, number> = {};
    for (const row of answers) {
      const key = `${row.slideIndex}:${row.questionIndex}`;
      answerCounts[key] = (answerCounts[key] ?? 0) + row.count;
    }
    const currentQuestions = record.slides[record.currentSlide]?.questions.length ?? 0;
    // Every participant answers each question at most once, so the busiest question counts who answered the slide.
    let currentSlideAnswered = 0;
    for (let qi = 0; qi < currentQuestions; qi++)
      currentSlideAnswered = Math.max(
        currentSlideAnswered,
        answerCounts[`${record.currentSlide}:${qi}`] ?? 0,
      );
    return {
      participantCount: counts.participantCount,
      connectedCount: counts.connectedCount,
      answerCounts,
      currentSlideAnswered,
      polls: pollResults(record.slides, answers),
    };
  }

  // Per-session throttle: at most one tally per interval; with Redis a short lock makes it one per cluster.
  const lastTally = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();

  const running = new Set<string>();
  const dirty = new Set<string>();

  function scheduleTally(sessionId: string) {
    // One tally at a time per session; answers arriving meanwhile get the next one.
    if (running.has(sessionId)) return void dirty.add(sessionId);
    if (pending.has(sessionId)) return;
    const wait = Math.max(0, (lastTally.get(sessionId) ?? 0) + options.tallyIntervalMs - Date.now());
    pending.set(
      sessionId,
      setTimeout(() => void sendTally(sessionId), wait),
    );
  }

  // Connects and disconnects are written in batches; a tally flushes them first so its counts are current.
  const presence = new Map<string, boolean>();
  let closing = false;
  let presenceTimer: NodeJS.Timeout | undefined;

  function markPresence(participantId: string, connected: boolean) {
    presence.set(participantId, connected);
    presenceTimer ??= setTimeout(() => void flushPresence(), options.tallyIntervalMs);
  }

  async function flushPresence() {
    clearTimeout(presenceTimer);
    presenceTimer = undefined;
    if (presence.size === 0) return;
    const batch = [...presence];
    presence.clear();
    try {
      await store.setPresence(
        batch.filter(([, connected]) => connected).map(([id]) => id),
        batch.filter(([, connected]) => !connected).map(([id]) => id),
      );
    } catch (error) {
      log.error(error, 'live presence update failed');
    }
  }

  async function sendTally(sessionId: string) {
    pending.delete(sessionId);
    running.add(sessionId);
    try {
      const lock = `live:tally:${sessionId}`;
      if (redis && (await redis.set(lock, '1', { NX: true, PX: options.tallyIntervalMs })) !== 'OK') {
        lastTally.set(sessionId, Date.now());
        return scheduleTally(sessionId);
      }
      await flushPresence();
      const tally = await tallyOf(sessionId);
      if (tally) io.to(rooms.hosts(sessionId)).emit('tally', tally);
      // The interval counts from the emission, so slow queries never bunch two tallies together.
      lastTally.set(sessionId, Date.now());
      if (redis) await redis.set(lock, '1', { PX: options.tallyIntervalMs });
    } catch (error) {
      log.error(error, 'live tally failed');
    } finally {
      running.delete(sessionId);
      if (dirty.delete(sessionId)) scheduleTally(sessionId);
    }
  }

  async function announceEnded() {
    for (const sessionId of await store.claimEnded()) {
      await broadcastState(sessionId);
      scheduleTally(sessionId);
    }
  }

  const guarded =
    <A extends unknown[]>(socket: LiveSocket, handler: (...args: A) => Promise<LiveAck>) =>
    async (...args: A) => {
      const ack = args.at(-1);
      const reply = typeof ack === 'function' ? (ack as (result: LiveAck) => void) : () => {};
      try {
        reply(await handler(...args));
      } catch (error) {
        log.error(error, 'live event failed');
        reply(fail('Something went wrong. Please try again.'));
      }
    };

  io.on('connection', (socket) => {
    const { sessionId, role, participantId } = socket.data;
    socket.join([
      rooms.all(sessionId),
      role === 'host' ? rooms.hosts(sessionId) : rooms.participants(sessionId),
    ]);
    const initial = socket.data.initial!;
    delete socket.data.initial;
    if (participantId) markPresence(participantId, true);
    // Listeners are registered below in this same tick: an event sent right after connecting is never missed.
    const greet = async () => {
      try {
        const state = await stateOf(initial.record, role);
        if (participantId) {
          socket.emit('state', { ...state, myAnswers: initial.answers ?? {} });
          scheduleTally(sessionId);
        } else {
          socket.emit('state', state);
          const tally = await tallyOf(sessionId);
          if (tally) socket.emit('tally', tally);
        }
      } catch (error) {
        log.error(error, 'live connection failed');
      }
    };
    void greet();

    if (participantId) {
      socket.on('disconnect', () => {
        // A server shutting down is not a participant leaving: they reconnect elsewhere in a moment.
        if (closing) return;
        markPresence(participantId, false);
        scheduleTally(sessionId);
      });
      socket.on(
        'answer',
        guarded(socket, async (payload) => {
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
          options.metrics.answerStored();
          scheduleTally(sessionId);
          return ok;
        }),
      );
      return;
    }

    socket.on(
      'goto',
      guarded(socket, async (payload) => {
        const slides = await store.slidesOf(sessionId);
        if (!slides) return fail('No live session');
        const slide = Number(payload?.slide);
        if (!Number.isInteger(slide) || slide < -1 || slide >= slides.length)
          return fail('There is no such slide.');
        if (!(await store.setSlide(sessionId, slide))) return fail('The session has ended.');
        await broadcastState(sessionId);
        scheduleTally(sessionId);
        return ok;
      }),
    );
    socket.on(
      'video',
      guarded(socket, async (payload) => {
        const session = await store.sessionById(sessionId);
        if (!session || session.completedAt) return fail('The session has ended.');
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
        if (!video) return fail('Unknown video action.');
        await store.setVideo(sessionId, video);
        await broadcastState(sessionId);
        return ok;
      }),
    );
    socket.on(
      'end',
      guarded(socket, async () => {
        await store.endSession(sessionId);
        await announceEnded();
        return ok;
      }),
    );
  });

  function close() {
    closing = true;
    clearTimeout(presenceTimer);
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
    // Closing the transports (not a socket.io "disconnect", which clients take as final) makes every client
    // reconnect on its own, to this server once it is back or to another process.
    io.engine.close();
  }

  return { io, scheduleTally, broadcastState, announceEnded, close };
}

export type LiveChannel = ReturnType<typeof createChannel>;
