// What the slide kinds add to the live module (their `live`, `report`, `csvRows`, `rejoin`: src/slides/kind.ts), and
// the session-wide modules beside them (the audience Q&A, src/qna/: `SessionModule`), composed here so the rest of the
// module never names a kind or a module: a kind's or module's events are answered by it, the state, the tally, a
// phone's greeting, the report and the CSV gather every part.
import { sql, type SQL } from 'drizzle-orm';
import { kindOf, slideTypes, withoutScript, type SlideType } from '../slides/index.js';
import { liveEvents, type KindEventName, type LiveEventAck } from '@readyteams/activities/live';
import type {
  CsvRow,
  KindEvent,
  KindLive,
  LiveCore,
  ModuleLive,
  RejoinKey,
  ReportContext,
  Sender,
} from '../slides/kind.js';
import type { Handlers } from '../context.js';
import type { ServerMessageId } from '../i18n/index.js';
import { addKindMessages } from '../i18n/index.js';
import { sessionModules } from '../qna/index.js';
import { readPayload } from './payload.js';
import type { LiveDb } from './store-sql.js';
import type { LiveStore } from './store.js';
import type { LiveSocket } from './socket.js';
import type { LiveSlide, LiveState, LiveTally, SessionResults } from './types.js';

/** A kind's event as the channel answers it: who sends it, what the other role gets, and its answer. */
export interface KindEventAnswer {
  from: 'participant' | 'host';
  otherRole: ServerMessageId | undefined;
  handle(sender: Sender, payload: unknown): Promise<LiveEventAck<KindEventName>>;
}

/** The kinds' live parts, made once per server: their events by name, and what they add to the channel. */
export function createKindLives(core: LiveCore) {
  const parts = new Map<SlideType, KindLive>();
  for (const type of slideTypes) {
    const live = kindOf(type).live?.(core);
    if (live) parts.set(type, live);
  }
  /** Each kind's events, with who sends them (their schema says), their payloads checked before they are handled. */
  const events = new Map<KindEventName, KindEventAnswer>();
  const modules: ModuleLive[] = sessionModules.map((module) => module.live(core));
  for (const part of [...parts.values(), ...modules])
    for (const [name, event] of Object.entries(part.events) as [KindEventName, KindEvent<KindEventName>][])
      events.set(name, {
        from: liveEvents[name].from,
        otherRole: event.otherRole,
        handle: (sender, payload) => event.handle(sender, readPayload(name, payload, event.invalid)),
      });
  const partOf = (slide: LiveSlide | null | undefined) => (slide ? parts.get(slide.slideType) : undefined);

  return {
    /** Every kind's event, by name (the channel listens to each for the role that sends it). */
    events,
    /** What every screen's state of the session adds (the modules': the Q&A's switches). */
    async state(sessionId: string): Promise<Pick<LiveState, 'qna'>> {
      const states = await Promise.all(modules.map((module) => module.state(sessionId)));
      return Object.assign({}, ...states);
    },
    /** What the hosts' tally adds: the modules' (the Q&A's questions), and with `slide` current its kind's. */
    async tally(
      sessionId: string,
      slide: LiveSlide | undefined,
    ): Promise<Pick<LiveTally, 'qna'> & Partial<LiveTally>> {
      const ofModules = await Promise.all(modules.map((module) => module.tally(sessionId)));
      const ofKind = (slide && (await partOf(slide)?.tally?.(sessionId, slide))) ?? {};
      return Object.assign({}, ...ofModules, ofKind);
    },
    /** What a phone connecting with `slide` current gets after its state (the modules', then the kind's). */
    async greet(socket: LiveSocket, sessionId: string, slide: LiveSlide | undefined) {
      for (const module of modules) await module.greet?.(socket, sessionId);
      if (slide) await partOf(slide)?.greet?.(socket, sessionId, slide);
    },
    /** The current slide as a screen of `role` gets it (the kind's, or the slide, without its script on a phone). */
    async current(role: 'host' | 'participant', sessionId: string, slide: LiveSlide): Promise<LiveSlide> {
      const given = role === 'host' ? slide : withoutScript(slide);
      return (await partOf(slide)?.current?.(role, sessionId, given)) ?? given;
    },
    /** Why an answer to `slide` is refused now although it is current (its kind's: a time limit), or null. */
    closed: async (sessionId: string, slide: LiveSlide): Promise<ServerMessageId | null> =>
      (await partOf(slide)?.closed?.(sessionId, slide)) ?? null,
    /** The session shows another slide. */
    shown(sessionId: string, slide: LiveSlide | undefined) {
      if (slide) partOf(slide)?.shown?.(sessionId, slide);
    },
    close() {
      for (const part of [...parts.values(), ...modules]) part.close?.();
    },
  };
}

export type KindLives = ReturnType<typeof createKindLives>;

/** The session's results that the kinds make (boards, commitments, decisions, confidence...), each from its slides. */
export async function kindReports(context: ReportContext): Promise<Partial<SessionResults>> {
  const parts = await Promise.all(
    slideTypes.map((type) =>
      kindOf(type).report?.(
        context.record.slides.filter((slide) => slide.slideType === type),
        context,
      ),
    ),
  );
  const ofModules = await Promise.all(sessionModules.map((module) => module.report?.(context)));
  return Object.assign({}, ...parts, ...ofModules);
}

/** The CSV rows of the kinds' and modules' records other than answers (posts, commitments, questions). */
export async function kindCsvRows(db: LiveDb, sessionId: string): Promise<CsvRow[]> {
  const parts = await Promise.all([
    ...slideTypes.map((type) => kindOf(type).csvRows?.(db, sessionId) ?? []),
    ...sessionModules.map((module) => module.csvRows?.(db, sessionId) ?? []),
  ]);
  return parts.flat();
}

/** Every participant's scored answers over the session's slides, from the kinds that score (kind.ts, `scores`). */
export async function kindScores(db: LiveDb, sessionId: string, slides: readonly LiveSlide[]) {
  const parts = await Promise.all(
    slideTypes.map((type) => kindOf(type).scores?.(db, sessionId, slides) ?? []),
  );
  return parts.flat();
}

/** The kinds' own REST operations (routed by the app like every other of the contract). */
export const kindRoutes = (store: LiveStore): Handlers =>
  Object.assign({}, ...slideTypes.map((type) => kindOf(type).routes?.(store)));

const rejoins = [
  ...slideTypes.flatMap((type) => Object.entries(kindOf(type).rejoin ?? {})),
  ...sessionModules.flatMap((module) => Object.entries(module.rejoin ?? {})),
];

// The modules' own messages join the server catalogue, as the kinds' do (slides/index.ts).
for (const module of sessionModules) if (module.messages) addKindMessages(module.messages);

/**
 * The columns of a participant's handshake (`participant`: their id) that bring back their records of each kind,
 * each after a comma.
 */
export const rejoinColumns = (participant: SQL) =>
  sql.join(
    rejoins.map(([key, { column }]) => sql`, ${column(participant)} AS ${sql.identifier(key)}`),
    sql``,
  );

/** A participant's records of each kind from their handshake's row (myPosts, myCommitments...). */
export const rejoinOf = (row: Record<string, unknown>) =>
  Object.fromEntries(rejoins.map(([key, { read }]) => [key, read(row[key])])) as Pick<LiveState, RejoinKey>;
