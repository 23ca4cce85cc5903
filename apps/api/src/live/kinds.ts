// What the slide kinds add to the live module (their `live`, `report`, `csvRows`, `rejoin`: src/slides/kind.ts),
// composed here so the rest of the module never names a kind: a kind's events are answered by the kind, the tally,
// a phone's greeting, the report and the CSV gather every kind's part.
import { sql, type SQL } from 'drizzle-orm';
import { kindOf, slideTypes, withoutScript, type SlideType } from '../slides/index.js';
import { liveEvents, type KindEventName, type LiveEventAck } from '@readyteams/activities/live';
import type {
  CsvRow,
  KindEvent,
  KindLive,
  LiveCore,
  RejoinKey,
  ReportContext,
  Sender,
} from '../slides/kind.js';
import type { Handlers } from '../context.js';
import type { ServerMessageId } from '../i18n/index.js';
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
  for (const part of parts.values())
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
    /** What the hosts' tally adds with `slide` current (the kind's, or nothing). */
    tally: async (sessionId: string, slide: LiveSlide | undefined): Promise<Partial<LiveTally>> =>
      (slide && (await partOf(slide)?.tally?.(sessionId, slide))) ?? {},
    /** What a phone connecting with `slide` current gets after its state (the kind's, or nothing). */
    async greet(socket: LiveSocket, sessionId: string, slide: LiveSlide | undefined) {
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
      for (const part of parts.values()) part.close?.();
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
  return Object.assign({}, ...parts);
}

/** The CSV rows of the kinds' records other than answers (posts, commitments). */
export async function kindCsvRows(db: LiveDb, sessionId: string): Promise<CsvRow[]> {
  const parts = await Promise.all(slideTypes.map((type) => kindOf(type).csvRows?.(db, sessionId) ?? []));
  return parts.flat();
}

/** The kinds' own REST operations (routed by the app like every other of the contract). */
export const kindRoutes = (store: LiveStore): Handlers =>
  Object.assign({}, ...slideTypes.map((type) => kindOf(type).routes?.(store)));

const rejoins = slideTypes.flatMap((type) => Object.entries(kindOf(type).rejoin ?? {}));

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
