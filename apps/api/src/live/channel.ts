// The live channel: socket.io rooms per session, the state held in PostgreSQL, answers and the kinds' records acked
// after storage, tallies pushed to hosts at most 4 times a second per session (across processes when Redis is there).
// Its parts: handshake.ts (who may connect), presence.ts, tally.ts, reactions.ts, participant-handlers.ts,
// host-handlers.ts, and the slide kinds' own parts (kinds.ts: their events, what they add to the tally and to a phone's
// greeting).
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { WebSocketServer, type ServerOptions } from 'ws';
import type { RedisClientType } from 'redis';
import { liveKindOf } from '../slides/index.js';
import { originAllowed, type VerifyAccessToken } from './access.js';
import { pollResult, revealThreshold, withheld } from './analytics.js';
import { createBrandingLookup } from './branding.js';
import type { EventBudget } from './budget.js';
import { createFanOut } from './fan-out.js';
import { handshake } from './handshake.js';
import { registerHostHandlers } from './host-handlers.js';
import { createKindLives } from './kinds.js';
import type { LiveMetrics } from './metrics.js';
import { createParticipantHandlers } from './participant-handlers.js';
import { createPresence } from './presence.js';
import { createReactions } from './reactions.js';
import { rooms, type Log, type LiveServer } from './socket.js';
import type { LiveSessionRecord, LiveStore } from './store.js';
import { createTally } from './tally.js';
import { createTeamEvents, liveTeamsOf } from './teams/index.js';
import type { LiveState } from './types.js';

export interface ChannelOptions {
  store: LiveStore;
  metrics: LiveMetrics;
  verifyAccessToken: VerifyAccessToken;
  origins: Set<string>;
  redis: RedisClientType | null;
  /** Minimum time between two tallies of one session (250 ms = 4 per second). */
  tallyIntervalMs: number;
  /** The participants' event budgets (budget.ts). */
  budget: EventBudget;
  log: Log;
  /** Follow-up addresses one session keeps from one source address (the commitment slide's cap). */
  addressesPerSource?: number;
}

/**
 * The WebSocket server under socket.io, with one message per connection per turn of the event loop
 * (`allowSynchronousEvents: false`): ws otherwise hands on every message of a read at once, so one phone flooding
 * 1,000 events into one TCP read holds every other phone's answer until all 1,000 are refused and acked (issue 33).
 * Connections now take turns; a phone sending a few events a slide never notices the difference.
 */
class TakingTurnsWebSocketServer extends WebSocketServer {
  constructor(options: ServerOptions, callback?: () => void) {
    super({ ...options, allowSynchronousEvents: false }, callback);
  }
}

export function createChannel(httpServer: HttpServer, options: ChannelOptions) {
  const { store, redis, log } = options;
  const io: LiveServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    wsEngine: TakingTurnsWebSocketServer,
    allowRequest: (req, callback) => {
      const allowed = originAllowed(req.headers.origin, req.headers.host, options.origins);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
    cors: { origin: [...options.origins], credentials: true },
    // Phones on bad networks: notice a dead connection within ~45 s, let the client retry on its own. Each ping is a
    // write and a read per phone (20,000 phones: 800 a second at this interval), so no more often than that needs.
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });
  io.use(handshake(store, options.verifyAccessToken, log));

  const fanOut = createFanOut(io, redis !== null);
  const presence = createPresence(store, options.tallyIntervalMs, log);
  const intervalMs = options.tallyIntervalMs;
  const tally = createTally({
    io,
    store,
    presence,
    redis,
    intervalMs,
    log,
    kindTally: (sessionId, current) => kinds.tally(sessionId, current),
  });
  const kinds = createKindLives({
    store,
    fanOut,
    redis,
    intervalMs,
    log,
    ...(options.addressesPerSource === undefined ? {} : { addressesPerSource: options.addressesPerSource }),
    scheduleTally: tally.schedule,
    broadcastState,
    slideChanged: (sessionId, slide) => kinds.shown(sessionId, slide),
  });
  const brandingOf = createBrandingLookup(store.db);
  const reactions = createReactions({ io, intervalMs, log });
  const teams = createTeamEvents({ db: store.db, broadcastState, scheduleTally: tally.schedule });
  let closing = false;
  const participantHandlers = createParticipantHandlers({
    store,
    tally,
    kinds,
    presence,
    reactions,
    teams,
    metrics: options.metrics,
    log,
    budget: options.budget,
    closing: () => closing,
  });

  /** What the current slide reveals: a poll's results, or the threshold they wait for while fewer answered it. */
  async function reveal(
    record: LiveSessionRecord,
  ): Promise<Pick<LiveState, 'results' | 'waitingForAnswers'>> {
    const current = record.slides[record.currentSlide];
    const revealed = current && liveKindOf(current)?.reveals?.(record.slides, current);
    if (!revealed) return { results: null, waitingForAnswers: null };
    const [rows, answered] = await Promise.all([
      store.answerCounts(record.session.id),
      store.participantsAnswered(record.session.id),
    ]);
    // Results never leave the server while fewer participants answered the poll than its threshold.
    return withheld(revealed, answered)
      ? { results: null, waitingForAnswers: revealThreshold(revealed) }
      : { results: pollResult(revealed, rows, new Set(record.hiddenWords)), waitingForAnswers: null };
  }

  async function stateOf(record: LiveSessionRecord, role: 'host' | 'participant'): Promise<LiveState> {
    const current = record.slides[record.currentSlide] ?? null;
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
      hiddenWords: role === 'host' ? record.hiddenWords : [],
      slideStartedAt: record.slideStartedAt,
      startedAt: record.startedAt,
      decisions: record.decisions,
      revealedDecisions: record.revealedDecisions,
      roadNotTaken: record.roadNotTaken,
      reactionsAllowed: record.reactionsAllowed,
      teams: await liveTeamsOf(store.db, record),
      ended: record.ended,
      slide: current && (await kinds.current(role, record.session.id, current)),
      ...(await reveal(record)),
      // The session-wide modules' part (the Q&A's switches and spotlight).
      ...(await kinds.state(record.session.id)),
      ...(await brandingField(record.session.companyId)),
    };
  }

  /** The host's company's branding, when it set any (absent: the screens keep the default theme). */
  async function brandingField(companyId: number): Promise<Pick<LiveState, 'branding'>> {
    const branding = await brandingOf(companyId);
    return branding ? { branding } : {};
  }

  /** Sends the session's state to its hosts and, unless only what hosts see changed, to its participants. */
  async function broadcastState(sessionId: string, to: 'everyone' | 'hosts' = 'everyone') {
    const session = await store.sessionById(sessionId);
    if (!session) return;
    const record = await store.load(session);
    const hostState = await stateOf(record, 'host');
    io.to(rooms.hosts(sessionId)).emit('state', hostState);
    if (to === 'hosts') return;
    const current = record.slides[record.currentSlide];
    fanOut.toPhones(sessionId, 'state', {
      ...hostState,
      slides: [],
      hiddenWords: [],
      slide: current ? await kinds.current('participant', sessionId, current) : null,
    });
  }

  async function announceEnded() {
    for (const sessionId of await store.claimEnded()) {
      await broadcastState(sessionId);
      tally.schedule(sessionId);
    }
  }

  io.on('connection', (socket) => {
    const { sessionId, role, participantId } = socket.data;
    socket.join(role === 'host' ? rooms.hosts(sessionId) : rooms.participants(sessionId));
    // What the connection needs of its handshake is in socket.data now: the upgrade request, its headers and the
    // auth (a participant's token) are not kept as long as it lasts, which saves a few KB per connection (socket.io's
    // "Memory usage" advice, for the request).
    (socket.conn as { request: unknown }).request = null;
    socket.handshake.headers = {};
    socket.handshake.auth = {};
    const initial = socket.data.initial!;
    delete socket.data.initial;
    if (participantId) presence.mark(participantId, true);
    // Listeners are registered below in this same tick: an event sent right after connecting is never missed.
    const greet = async () => {
      try {
        const state = await stateOf(initial.record, role);
        if (participantId) {
          socket.emit('state', { ...state, myAnswers: initial.answers ?? {}, ...initial.mine });
          tally.schedule(sessionId);
          // What the current slide's kind sends after the state that shows it (a discussion's board).
          if (!initial.record.ended)
            await kinds.greet(socket, sessionId, initial.record.slides[initial.record.currentSlide]);
        } else {
          socket.emit('state', state);
          const current = await tally.tallyOf(sessionId);
          if (current) socket.emit('tally', current);
        }
      } catch (error) {
        log.error(error, 'live connection failed');
      }
    };
    void greet();

    if (participantId) participantHandlers.listen(socket, participantId);
    else registerHostHandlers(socket, { store, tally, kinds, teams, log, broadcastState, announceEnded });
  });

  function close() {
    closing = true;
    presence.close();
    tally.close();
    reactions.close();
    kinds.close();
    // Closing the transports (not a socket.io "disconnect", which clients take as final) makes every client
    // reconnect on its own, to this server once it is back or to another process.
    io.engine.close();
  }

  return { io, scheduleTally: tally.schedule, broadcastState, announceEnded, close };
}

export type LiveChannel = ReturnType<typeof createChannel>;
