// REST side of live sessions: join by code (rate-limited), host lookup, results and the CSV export.
import type { Ctx, Handlers } from '../context.js';
import { forbidden, notAuthenticated, notFound } from '../errors.js';
import { say } from '../i18n/index.js';
import { csvCell } from '../lib/csv.js';
import { liveKindOf } from '../slides/index.js';
import { answerLabel, pollResults } from './analytics.js';
import { mayHost, userMayHost, type VerifyAccessToken } from './access.js';
import type { JoinGuard } from './guard.js';
import type { LiveChannel } from './channel.js';
import type { CsvRow } from '../slides/kind.js';
import { kindCsvRows, kindReports, kindRoutes } from './kinds.js';
import type { LiveStore, SessionRow } from './store.js';
import { csvTeams, teamReport } from './teams/index.js';
import type { SessionResults } from './types.js';

export interface LiveRouteOptions {
  store: LiveStore;
  guard: JoinGuard;
  channel: LiveChannel;
  verifyAccessToken: VerifyAccessToken;
}

export function sessionReadForm(
  session: SessionRow,
  scenarioTitle: string,
  counts: { participantCount: number; answerCount: number },
  withKey: boolean,
) {
  return {
    id: session.id,
    pin: session.pin,
    scenarioId: session.scenarioId,
    scenarioTitle,
    hostId: session.hostId,
    companyId: session.companyId,
    isPractice: session.isPractice,
    followUpDays: session.followUpDays,
    completedAt: session.completedAt?.toISOString() ?? null,
    createdAt: session.createdAt.toISOString(),
    participantCount: counts.participantCount,
    answerCount: counts.answerCount,
    ...(withKey ? { hostKey: session.hostKey } : {}),
  };
}

export async function sessionResults(store: LiveStore, session: SessionRow): Promise<SessionResults> {
  // Past the company's retention only the totals the purge kept remain (src/follow-up/retention.ts).
  const kept = await store.keptResults(session.id);
  if (kept) return kept;
  const record = await store.load(session);
  const { scenarioTitle, slides, hiddenWords, path } = record;
  const [counts, answers] = await Promise.all([store.counts(session.id), store.answerCounts(session.id)]);
  const polls = pollResults(slides, answers, new Set(hiddenWords));
  return {
    sessionId: session.id,
    pin: session.pin,
    scenarioId: session.scenarioId,
    scenarioTitle,
    isPractice: session.isPractice,
    createdAt: session.createdAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    participantCount: counts.participantCount,
    answerCount: counts.answerCount,
    polls,
    pulse: await store.pulseTimeline(session.id, slides),
    path,
    // The kinds' parts: confidence (polls), boards (discussions), decisions, commitments.
    ...(await kindReports({ db: store.db, store, record, polls })),
    // The raw rows are still there (the purge's snapshot, above, says true).
    rawDataPurged: false,
    // Team mode's standings and splits (null without teams).
    teams: await teamReport(store.db, record, polls),
  } as SessionResults;
}

/**
 * The live module's operations of the contract, registered by the app like every other (src/app.ts): the contract
 * checks the request, `x-access` lets anyone in, and these decide with the code, the host key or the signed-in user.
 */
export function liveHandlers({ store, guard, channel, verifyAccessToken }: LiveRouteOptions) {
  /** The open session with this code; every lookup counts against the address's wrong-code budget (guard.ts). */
  async function openSession(ctx: Ctx<'GET /join/{pin}'> | Ctx<'POST /join/{pin}'>) {
    const pin = ctx.params.pin.toUpperCase();
    const session = await guard.lookup(ctx.req.ip, () => store.openSessionByPin(pin));
    if (!session) throw notFound(say('server.live.noSession', { pin }));
    return session;
  }

  /** The session when the caller may read its results: its host, its company's admins, operator admins, or the host key. */
  async function readableSession(
    ctx: Ctx<'GET /sessions/{id}/results'> | Ctx<'GET /sessions/{id}/answers.csv'>,
  ) {
    const { user } = ctx;
    const key = ctx.query.key;
    if (!user && !key) throw notAuthenticated();
    const session = await store.sessionById(ctx.params.id);
    const allowed =
      session &&
      ((user && userMayHost(user, session)) || (await mayHost(session, { hostKey: key }, verifyAccessToken)));
    if (!session || !allowed) throw notFound(say('server.live.noRecord', { id: String(ctx.params.id) }));
    return session;
  }

  const handlers: Handlers = {
    // The kinds' own operations (comparing a scenario's decisions).
    ...kindRoutes(store),
    'GET /join/{pin}': async (ctx) => {
      const session = await openSession(ctx);
      const { scenarioTitle } = await store.snapshot(session);
      return { sessionId: session.id, pin: session.pin, scenarioTitle };
    },

    'POST /join/{pin}': async (ctx) => {
      const session = await openSession(ctx);
      await guard.join(session.id, ctx.req.ip);
      await store.snapshot(session);
      const participant = await store.createParticipant(session.id, ctx.req.ip);
      // The session ended between the lookup and the insert.
      if (!participant) throw notFound(say('server.live.noSession', { pin: session.pin }));
      channel.scheduleTally(session.id);
      return { participantId: participant.id, participantToken: participant.token, sessionId: session.id };
    },

    'GET /host-sessions/{pin}': async (ctx) => {
      const session = await store.latestSessionByPin(ctx.params.pin);
      const allowed =
        session &&
        ((ctx.user && userMayHost(ctx.user, session)) ||
          (await mayHost(session, { hostKey: ctx.query.key }, verifyAccessToken)));
      if (!session || !allowed) throw forbidden('server.live.notAllowed');
      const { scenarioTitle, slides } = await store.snapshot(session);
      return {
        session: sessionReadForm(session, scenarioTitle, await store.counts(session.id), true),
        scenario: { id: session.scenarioId, title: scenarioTitle, slides },
      };
    },

    'GET /sessions/{id}/results': async (ctx) => sessionResults(store, await readableSession(ctx)),

    'GET /sessions/{id}/answers.csv': async (ctx) => {
      const session = await readableSession(ctx);
      const record = await store.load(session);
      const { slides } = record;
      // Team mode adds each participant's team after their number (a session without teams keeps its columns).
      const teams = await csvTeams(store.db, record);
      const lines = [
        [
          'participant',
          ...(teams ? ['team'] : []),
          'slide',
          'poll',
          'question',
          'answer',
          'value',
          'answeredAt',
        ].join(','),
      ];
      const iso = (time: unknown) => (time instanceof Date ? time : new Date(String(time))).toISOString();
      // Answers, then the kinds' other records (a discussion's posts, commitments: kinds.ts).
      const [answers, others] = await Promise.all([
        store.csvRows(session.id),
        kindCsvRows(store.db, session.id),
      ]);
      const rows: CsvRow[] = [
        ...answers.map((row) => {
          const slide = slides[row.slideIndex];
          const question = slide?.questions[row.questionIndex];
          // How the slide's kind reads its answers, else the core's reading.
          const own = question && liveKindOf(slide)?.answerLabel?.(question, row.value, slide!);
          return {
            ...row,
            answer: own ?? answerLabel(question, row.value),
            value: row.value,
            at: row.answeredAt,
          };
        }),
        ...others,
      ];
      // By participant, then slide and question (Array.prototype.sort is stable: each part keeps its own order).
      rows.sort(
        (a, b) =>
          a.participant - b.participant || a.slideIndex - b.slideIndex || a.questionIndex - b.questionIndex,
      );
      for (const row of rows) {
        const slide = slides[row.slideIndex];
        lines.push(
          [
            `Participant ${row.participant}`,
            ...(teams ? [teams.get(row.participant) ?? ''] : []),
            slide ? row.slideIndex + 1 : '',
            row.place?.poll ?? slide?.title ?? '',
            row.place?.question ?? slide?.questions[row.questionIndex]?.question ?? '',
            row.answer,
            row.value,
            iso(row.at),
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return ctx.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="session-${session.pin}-answers.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  };
  return handlers;
}
