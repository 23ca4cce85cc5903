/**
 * The impact report (issue 18 item 3): GET /reports/impact, its CSV and its PDF, over the ended, non-practice sessions
 * in the caller's scope (hosts: their own; company admins: their company's; operator admins: every company's, or one
 * with `companyId`, as aggregates only).
 *
 * - Level 1: the five-point scale questions of closing polls, grouped by wording (case and spacing aside; the
 *   wording and labels shown are the earliest session's), and the closing polls' NPS questions, merged.
 * - Levels 2 and 3, self-reported: confidence before and after (`confidenceQuestions` of the live analytics picks
 *   them), paired per participant; commitments and their themes; the follow-up's check-ins.
 *
 * Each session's figures are a `SessionImpact`, made by `sessionImpacts` from the raw rows with a few aggregate
 * statements for any number of sessions. They add up across sessions, so the report merges them; and the retention
 * purge (src/follow-up/retention.ts) stores the same `SessionImpact` before it deletes the raw rows, so a purged
 * session counts exactly as it did (only its commitment texts and comments are gone).
 */
import type { components } from '@readyteams/api-client';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser, Handlers } from '../context.js';
import { requireUser } from '../context.js';
import type { Db } from '../db/index.js';
import { companies, playlistSteps as playlistStepsTable, playlists, scenarios } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { bearer } from '../http.js';
import { localeOf } from '../i18n/index.js';
import { csvCell } from '../lib/csv.js';
import { percentOf, questionResult, round } from '../live/analytics.js';
import { confidenceQuestions } from '../slides/poll/confidence.js';
import {
  answerPairCounts,
  closingAnswerCounts,
  closingPolls,
  commitmentRows,
  participantCounts,
} from '../live/records.js';
import { jsonParam, rowsOf, type LiveDb } from '../live/store-sql.js';
import type { LiveQuestion } from '../live/types.js';
import type { PdfPrinter } from './impact-pdf.js';
import { visiblePlaylists } from './playlists.js';
import { visibleScenarios } from './scenario-visibility.js';

/** The most commitment texts and follow-up comments a report lists (the newest; the counts cover them all). */
const TEXTS_SHOWN = 500;

type Schemas = components['schemas'];
export type ImpactReport = Schemas['ImpactReport'];
type CheckInAnswer = keyof Schemas['ImpactFollowUp']['answers'];
const CHECK_IN_ANSWERS: readonly CheckInAnswer[] = ['not-yet', 'partly', 'yes'];

export const CONFIDENCE_LABEL = 'retrospective self-rating';
export const DATE_RANGE_MESSAGE = 'server.impact.dateRange';
export const OTHER_COMPANY_MESSAGE = 'server.impact.otherCompany';

/**
 * The commitment themes: a commitment falls under a theme when one of its words starts with one of the theme's stems
 * (case aside), so "listen" also finds "listening" and "listened"; it may fall under several, and under "Other" when
 * under none. Stems are plain letters and hyphens (they become a regular expression).
 */
export const THEMES: readonly { theme: string; stems: readonly string[] }[] = [
  { theme: 'Listening', stems: ['listen', 'hear', 'interrupt', 'attenti'] },
  { theme: 'Feedback', stems: ['feedback', 'critici', 'critique'] },
  {
    theme: 'Communication',
    stems: ['communicat', 'talk', 'speak', 'conversation', 'explain', 'clarif', 'ask', 'question'],
  },
  {
    theme: 'Planning & priorities',
    stems: ['plan', 'priorit', 'schedul', 'deadline', 'goal', 'agenda', 'prepar', 'organi'],
  },
  {
    theme: 'Recognition',
    stems: ['recogni', 'thank', 'prais', 'appreciat', 'celebrat', 'acknowledg', 'credit'],
  },
  {
    theme: 'Wellbeing',
    stems: ['wellbeing', 'well-being', 'stress', 'burnout', 'break', 'rest', 'health', 'balance', 'workload'],
  },
  { theme: 'Safety', stems: ['safe', 'risk', 'hazard', 'injur', 'incident', 'protect'] },
  {
    theme: 'Collaboration',
    stems: ['collaborat', 'team', 'together', 'help', 'support', 'cooperat', 'share', 'sharing', 'delegat'],
  },
  { theme: 'Inclusion', stems: ['inclu', 'divers', 'equit', 'bias', 'belong', 'respect', 'everyone'] },
];
export const OTHER_THEME = 'Other';

/** PostgreSQL's `~*` pattern of some stems: any of them at the start of a word. */
const stemPattern = (stems: readonly string[]) => `\\m(${stems.join('|')})`;
const THEME_PATTERNS = THEMES.map(({ theme, stems }) => ({ theme, pattern: stemPattern(stems) }));
const ANY_THEME = stemPattern(THEMES.flatMap(({ stems }) => stems));

/** What the report counts of one session; it adds up across sessions (`mergeImpacts`) and is kept after a purge. */
export interface SessionImpact {
  participantCount: number;
  /** The closing polls' five-point scale questions: how many answered 1 to 5. */
  scales: { question: string; labels: string[]; distribution: number[] }[];
  /** The closing polls' NPS answers 0 to 10. */
  nps: number[];
  /** Participants who rated their confidence both before and after: their sums and each one's change (-4 to 4). */
  confidence: { pairs: number; beforeSum: number; afterSum: number; deltas: number[] };
  /** Themes: commitments per theme of THEMES, and "Other". */
  commitments: { count: number; withReminder: number; themes: Record<string, number> };
  /** Follow-up e-mails sent, addresses not sent to yet, and the check-ins' answers. */
  followUp: { sent: number; pending: number; answers: Record<CheckInAnswer, number> };
}

const zeros = (length: number) => Array.from({ length }, () => 0);

const emptyImpact = (): SessionImpact => ({
  participantCount: 0,
  scales: [],
  nps: zeros(11),
  confidence: { pairs: 0, beforeSum: 0, afterSum: 0, deltas: zeros(9) },
  commitments: { count: 0, withReminder: 0, themes: {} },
  followUp: { sent: 0, pending: 0, answers: { 'not-yet': 0, partly: 0, yes: 0 } },
});

/** How scale questions are grouped across sessions: by wording, case and spacing aside. */
const wordingKey = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();

const isValue = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The figures of the sessions `scope` selects (a condition on `sessions s`), from their raw rows: one statement per
 * part, whatever the number of sessions. Every session selected has an entry (zeros without raw rows).
 */
export async function sessionImpacts(db: LiveDb, scope: SQL): Promise<Map<string, SessionImpact>> {
  const rows = rowsOf(db);
  const sessions = await closingPolls(db, scope);
  const impacts = new Map(sessions.map((session) => [session.id, emptyImpact()]));
  if (sessions.length === 0) return impacts;
  const confidencePairs = sessions.flatMap(({ id, closing }) => {
    const which = confidenceQuestions(closing);
    return which
      ? [{ id, bs: which.before[0], bq: which.before[1], as_: which.after[0], aq: which.after[1] }]
      : [];
  });
  const [participants, answers, pairs, commitmentFigures, themes] = await Promise.all([
    participantCounts(db, scope),
    closingAnswerCounts(db, scope),
    answerPairCounts(db, confidencePairs),
    rows<{
      id: string;
      count: number;
      withReminder: number;
      other: number;
      sent: number;
      pending: number;
      notYet: number;
      partly: number;
      yes: number;
    }>(
      sql`SELECT c.session_id AS id, count(*)::int AS count,
                 count(*) FILTER (WHERE fc.commitment_id IS NOT NULL OR ci.commitment_id IS NOT NULL)::int AS "withReminder",
                 count(*) FILTER (WHERE c.text !~* ${ANY_THEME})::int AS other,
                 count(ci.sent_at)::int AS sent,
                 count(*) FILTER (WHERE fc.commitment_id IS NOT NULL AND ci.sent_at IS NULL)::int AS pending,
                 count(*) FILTER (WHERE ci.answer = 'not-yet')::int AS "notYet",
                 count(*) FILTER (WHERE ci.answer = 'partly')::int AS partly,
                 count(*) FILTER (WHERE ci.answer = 'yes')::int AS yes
          FROM ${commitmentRows} c JOIN sessions s ON s.id = c.session_id
          LEFT JOIN follow_up_contacts fc ON fc.commitment_id = c.id
          LEFT JOIN check_ins ci ON ci.commitment_id = c.id
          WHERE ${scope} GROUP BY c.session_id`,
    ),
    rows<{ id: string; theme: string; count: number }>(
      sql`SELECT c.session_id AS id, t.theme, count(*)::int AS count
          FROM ${commitmentRows} c JOIN sessions s ON s.id = c.session_id
          JOIN json_to_recordset(${jsonParam(THEME_PATTERNS)}) AS t(theme text, pattern text) ON c.text ~* t.pattern
          WHERE ${scope} GROUP BY c.session_id, t.theme`,
    ),
  ]);

  for (const row of participants) impacts.get(row.id)!.participantCount = Number(row.count);
  const answersOf = new Map<string, typeof answers>();
  for (const row of answers) {
    const key = `${row.id}:${row.slideIndex}:${row.questionIndex}`;
    answersOf.set(key, answersOf.get(key) ?? []);
    answersOf.get(key)!.push(row);
  }
  for (const { id, closing } of sessions) {
    const impact = impacts.get(id)!;
    for (const poll of closing) {
      poll.questions.forEach((question: LiveQuestion, questionIndex) => {
        const counted = answersOf.get(`${id}:${poll.index}:${questionIndex}`) ?? [];
        if (question.kind === 'scale') {
          const distribution = zeros(5);
          for (const row of counted)
            if (isValue(row.value, 1, 5)) distribution[row.value - 1]! += Number(row.count);
          impact.scales = mergeScales([
            impact.scales,
            [{ question: question.question, labels: question.options.slice(0, 5), distribution }],
          ]);
        } else if (question.kind === 'nps') {
          for (const row of counted)
            if (isValue(row.value, 0, 10)) impact.nps[row.value]! += Number(row.count);
        }
      });
    }
  }
  for (const row of pairs) {
    if (!isValue(row.before, 1, 5) || !isValue(row.after, 1, 5)) continue;
    const { confidence } = impacts.get(row.id)!;
    const count = Number(row.count);
    confidence.pairs += count;
    confidence.beforeSum += row.before * count;
    confidence.afterSum += row.after * count;
    confidence.deltas[row.after - row.before + 4]! += count;
  }
  for (const row of commitmentFigures) {
    const impact = impacts.get(row.id)!;
    impact.commitments.count = Number(row.count);
    impact.commitments.withReminder = Number(row.withReminder);
    if (Number(row.other) > 0) impact.commitments.themes[OTHER_THEME] = Number(row.other);
    impact.followUp = {
      sent: Number(row.sent),
      pending: Number(row.pending),
      answers: { 'not-yet': Number(row.notYet), partly: Number(row.partly), yes: Number(row.yes) },
    };
  }
  for (const row of themes) impacts.get(row.id)!.commitments.themes[row.theme] = Number(row.count);
  return impacts;
}

/** Scale questions of several lists, grouped by wording: the first list's wording and labels win. */
function mergeScales(lists: SessionImpact['scales'][]): SessionImpact['scales'] {
  const byKey = new Map<string, SessionImpact['scales'][number]>();
  for (const scale of lists.flat()) {
    const key = wordingKey(scale.question);
    const seen = byKey.get(key);
    if (seen) seen.distribution = seen.distribution.map((count, i) => count + (scale.distribution[i] ?? 0));
    else byKey.set(key, { ...scale, distribution: [...scale.distribution] });
  }
  return [...byKey.values()];
}

const sumArrays = (lists: number[][], length: number) =>
  zeros(length).map((_, i) => lists.reduce((sum, list) => sum + (list[i] ?? 0), 0));

const sumRecords = (records: Record<string, number>[]) => {
  const out: Record<string, number> = {};
  for (const record of records)
    for (const [key, value] of Object.entries(record)) out[key] = (out[key] ?? 0) + value;
  return out;
};

/** Several sessions' figures as one (in the order given: the first session's wording of a question wins). */
export function mergeImpacts(list: SessionImpact[]): SessionImpact {
  const sum = (pick: (impact: SessionImpact) => number) => list.reduce((total, i) => total + pick(i), 0);
  return {
    participantCount: sum((i) => i.participantCount),
    scales: mergeScales(list.map((i) => i.scales)),
    nps: sumArrays(
      list.map((i) => i.nps),
      11,
    ),
    confidence: {
      pairs: sum((i) => i.confidence.pairs),
      beforeSum: sum((i) => i.confidence.beforeSum),
      afterSum: sum((i) => i.confidence.afterSum),
      deltas: sumArrays(
        list.map((i) => i.confidence.deltas),
        9,
      ),
    },
    commitments: {
      count: sum((i) => i.commitments.count),
      withReminder: sum((i) => i.commitments.withReminder),
      themes: sumRecords(list.map((i) => i.commitments.themes)),
    },
    followUp: {
      sent: sum((i) => i.followUp.sent),
      pending: sum((i) => i.followUp.pending),
      answers: {
        'not-yet': sum((i) => i.followUp.answers['not-yet']),
        partly: sum((i) => i.followUp.answers.partly),
        yes: sum((i) => i.followUp.answers.yes),
      },
    },
  };
}

/** Counts of one question's values as the live analytics count them (its means and NPS formula). */
const resultOf = (kind: 'scale' | 'nps', distribution: number[], offset: number, labels: string[] = []) =>
  questionResult(
    0,
    0,
    { question: '', kind, options: labels },
    distribution.map((count, i) => ({ slideIndex: 0, questionIndex: 0, value: i + offset, count })),
  );

function npsOf(distribution: number[]): Schemas['ImpactNps'] {
  const count = distribution.reduce((a, b) => a + b, 0);
  const share = (from: number, to: number) => distribution.slice(from, to + 1).reduce((a, b) => a + b, 0);
  return {
    count,
    score: resultOf('nps', distribution, 0).nps,
    promoters: share(9, 10),
    passives: share(7, 8),
    detractors: share(0, 6),
    distribution,
  };
}

function confidenceOf({ pairs, beforeSum, afterSum, deltas }: SessionImpact['confidence']) {
  const mean = (total: number) => (pairs === 0 ? null : round(total / pairs, 2));
  return {
    label: CONFIDENCE_LABEL,
    pairs,
    before: mean(beforeSum),
    after: mean(afterSum),
    meanDelta: mean(afterSum - beforeSum),
    deltas,
  } satisfies Schemas['ImpactConfidence'];
}

function rates(followUp: SessionImpact['followUp']) {
  const answered = CHECK_IN_ANSWERS.reduce((sum, answer) => sum + followUp.answers[answer], 0);
  const applied = followUp.answers.partly + followUp.answers.yes;
  return {
    answered,
    responseRate: followUp.sent === 0 ? null : percentOf(answered, followUp.sent),
    applied: answered === 0 ? null : percentOf(applied, answered),
  };
}

/** The figures that compare sessions and scenarios. */
function figuresOf(impact: SessionImpact): Schemas['ImpactFigures'] {
  const { responseRate, applied } = rates(impact.followUp);
  return {
    participantCount: impact.participantCount,
    nps: npsOf(impact.nps).score,
    confidenceDelta: confidenceOf(impact.confidence).meanDelta,
    commitmentCount: impact.commitments.count,
    responseRate,
    applied,
  };
}

/** Themes most frequent first (ties in THEMES' order), "Other" last. */
function themesOf(themes: Record<string, number>): Schemas['ImpactTheme'][] {
  const order = [...THEMES.map((t) => t.theme), OTHER_THEME];
  return Object.entries(themes)
    .filter(([, count]) => count > 0)
    .map(([theme, count]) => ({ theme, count }))
    .sort(
      (a, b) =>
        Number(a.theme === OTHER_THEME) - Number(b.theme === OTHER_THEME) ||
        b.count - a.count ||
        order.indexOf(a.theme) - order.indexOf(b.theme),
    );
}

export interface ImpactQuery {
  sessionId?: string;
  scenarioId?: number;
  playlistId?: number;
  companyId?: number;
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * Which sessions the caller's report covers, as a condition on `sessions s`; 400 for a range that ends before it
 * starts, 403 for another company (operator admins alone choose one), 404 for a session, scenario or company the
 * caller cannot see.
 */
async function scopeOf(db: Db, user: AuthUser, query: ImpactQuery) {
  if (query.from && query.to && query.from > query.to)
    throw badRequest(DATE_RANGE_MESSAGE, { from: DATE_RANGE_MESSAGE });
  const rows = rowsOf(db);
  let owner: SQL | undefined;
  let companyName: string | null = user.companyName;
  if (user.isOperator) {
    companyName = null;
    if (query.companyId !== undefined) {
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, query.companyId));
      if (!company) throw notFound('server.companies.notFound');
      companyName = company.name;
      owner = sql`s.company_id = ${query.companyId}`;
    }
  } else {
    if (query.companyId !== undefined && query.companyId !== user.companyId)
      throw forbidden(OTHER_COMPANY_MESSAGE);
    owner = user.isAdmin ? sql`s.company_id = ${user.companyId}` : sql`s.host_id = ${user.id}`;
  }
  const conditions: SQL[] = [sql`s.completed_at IS NOT NULL`, sql`NOT s.is_practice`];
  if (owner) conditions.push(owner);
  let scenarioTitle: string | null = null;
  if (query.sessionId !== undefined) {
    const [session] = await rows<{ scenarioTitle: string }>(
      sql`SELECT sc.title AS "scenarioTitle" FROM sessions s JOIN scenarios sc ON sc.id = s.scenario_id
          WHERE s.id = ${query.sessionId} AND ${owner ?? sql`true`}`,
    );
    if (!session) throw notFound('server.sessions.notFound');
    scenarioTitle = session.scenarioTitle;
    conditions.push(sql`s.id = ${query.sessionId}`);
  }
  if (query.scenarioId !== undefined) {
    const [scenario] = await db
      .select({ title: scenarios.title })
      .from(scenarios)
      .where(and(eq(scenarios.id, query.scenarioId), visibleScenarios(user)));
    if (!scenario) throw notFound('server.scenarios.notFound');
    scenarioTitle = scenario.title;
    conditions.push(sql`s.scenario_id = ${query.scenarioId}`);
  }
  let playlist: { id: number; title: string } | null = null;
  if (query.playlistId !== undefined) {
    const [row] = await db
      .select({ id: playlists.id, title: playlists.title })
      .from(playlists)
      .where(and(eq(playlists.id, query.playlistId), visiblePlaylists(user)));
    if (!row) throw notFound('server.playlists.notFound');
    playlist = row;
    conditions.push(sql`s.playlist_id = ${query.playlistId}`);
  }
  if (query.from)
    conditions.push(sql`s.completed_at >= ${startOfDay(query.from).toISOString()}::timestamptz`);
  if (query.to)
    conditions.push(
      sql`s.completed_at < ${new Date(startOfDay(query.to).getTime() + DAY_MS).toISOString()}::timestamptz`,
    );
  return { where: sql.join(conditions, sql` AND `), companyName, scenarioTitle, playlist };
}

/** The report over the caller's scope (see the file's comment). */
export async function impactReport(db: Db, user: AuthUser, query: ImpactQuery): Promise<ImpactReport> {
  const { where, companyName, scenarioTitle, playlist } = await scopeOf(db, user, query);
  const rows = rowsOf(db);
  const aggregatesOnly = user.isOperator;
  const sessions = await rows<{
    id: string;
    scenarioId: number;
    scenarioTitle: string;
    hostName: string;
    completedAt: unknown;
    playlistStepId: number | null;
    kept: SessionImpact | null;
  }>(
    sql`SELECT s.id, s.scenario_id AS "scenarioId", sc.title AS "scenarioTitle", s.playlist_step_id AS "playlistStepId",
               concat_ws(' ', u.first_name, u.last_name) AS "hostName", s.completed_at AS "completedAt",
               CASE WHEN s.raw_data_purged_at IS NOT NULL THEN s.results_snapshot->'impact' END AS kept
        FROM sessions s JOIN scenarios sc ON sc.id = s.scenario_id JOIN users u ON u.id = s.host_id
        WHERE ${where}
        ORDER BY s.completed_at DESC, s.id`,
  );
  // Sessions past retention count from what the purge kept; the others from their raw rows.
  const raw = await sessionImpacts(db, sql`${where} AND s.raw_data_purged_at IS NULL`);
  const impactOf = (session: (typeof sessions)[number]) =>
    session.kept ?? raw.get(session.id) ?? emptyImpact();
  // Oldest first, so a question's wording and labels are those it first had.
  const total = mergeImpacts(sessions.map(impactOf).reverse());
  // The newest texts only: a report over years of sessions stays readable, and its PDF prints in time.
  const [texts, comments] = aggregatesOnly
    ? [[], []]
    : await Promise.all([
        rows<{ text: string }>(
          sql`SELECT c.text FROM ${commitmentRows} c JOIN sessions s ON s.id = c.session_id
              WHERE ${where} ORDER BY s.completed_at DESC, s.id, c.id LIMIT ${TEXTS_SHOWN}`,
        ),
        rows<{ comment: string }>(
          sql`SELECT ci.comment FROM check_ins ci JOIN ${commitmentRows} c ON c.id = ci.commitment_id
              JOIN sessions s ON s.id = c.session_id
              WHERE ${where} AND ci.answered_at IS NOT NULL AND coalesce(ci.comment, '') <> ''
              ORDER BY ci.answered_at DESC, ci.commitment_id DESC LIMIT ${TEXTS_SHOWN}`,
        ),
      ]);

  const iso = (time: unknown) => new Date(time as string | Date).toISOString();
  const byScenario = new Map<number, { title: string; impacts: SessionImpact[] }>();
  for (const session of [...sessions].reverse()) {
    const entry = byScenario.get(session.scenarioId) ?? { title: session.scenarioTitle, impacts: [] };
    entry.impacts.push(impactOf(session));
    byScenario.set(session.scenarioId, entry);
  }
  const { answered, responseRate, applied } = rates(total.followUp);
  // The playlist's steps in order, each with its sessions' figures (oldest first, as the totals).
  const playlistSteps = playlist
    ? (
        await db
          .select({
            stepId: playlistStepsTable.id,
            position: playlistStepsTable.position,
            scenarioId: playlistStepsTable.scenarioId,
            scenarioTitle: scenarios.title,
          })
          .from(playlistStepsTable)
          .innerJoin(scenarios, eq(scenarios.id, playlistStepsTable.scenarioId))
          .where(eq(playlistStepsTable.playlistId, playlist.id))
          .orderBy(asc(playlistStepsTable.position))
      ).map((step) => {
        const impacts = [...sessions]
          .reverse()
          .filter((session) => session.playlistStepId === step.stepId)
          .map(impactOf);
        return { ...step, sessionCount: impacts.length, ...figuresOf(mergeImpacts(impacts)) };
      })
    : undefined;
  return {
    scope: {
      companyName,
      from: query.from ?? null,
      to: query.to ?? null,
      sessionId: query.sessionId ?? null,
      scenarioId: query.scenarioId ?? null,
      scenarioTitle,
      ...(playlist ? { playlistId: playlist.id, playlistTitle: playlist.title } : {}),
      sessionCount: sessions.length,
      participantCount: total.participantCount,
      aggregatesOnly,
      generatedAt: new Date().toISOString(),
    },
    level1: total.scales.map(({ question, labels, distribution }) => {
      const result = resultOf('scale', distribution, 1, labels);
      return { question, labels, count: result.answerCount, mean: result.mean, distribution };
    }),
    nps: npsOf(total.nps),
    confidence: confidenceOf(total.confidence),
    commitments: {
      count: total.commitments.count,
      withReminder: total.commitments.withReminder,
      texts: texts.map((row) => row.text),
      themes: themesOf(total.commitments.themes),
    },
    followUp: {
      sent: total.followUp.sent,
      pending: total.followUp.pending,
      answered,
      responseRate,
      applied,
      answers: total.followUp.answers,
      comments: comments.map((row) => row.comment),
    },
    sessions: aggregatesOnly
      ? []
      : sessions.map((session) => ({
          sessionId: session.id,
          scenarioId: session.scenarioId,
          scenarioTitle: session.scenarioTitle,
          hostName: session.hostName,
          completedAt: iso(session.completedAt),
          ...figuresOf(impactOf(session)),
        })),
    scenarios: [...byScenario.entries()]
      .map(([scenarioId, { title, impacts }]) => ({
        scenarioId,
        scenarioTitle: title,
        sessionCount: impacts.length,
        ...figuresOf(mergeImpacts(impacts)),
      }))
      .sort((a, b) => a.scenarioTitle.localeCompare(b.scenarioTitle) || a.scenarioId - b.scenarioId),
    ...(playlistSteps ? { playlistSteps } : {}),
  };
}

/**
 * The report as CSV rows of section, item, value, count (sections in the order of the contract's description):
 * a figure's value (a mean, a score, a percentage or a text) in `value`, how many it counts in `count`.
 */
export function impactCsv(report: ImpactReport): string {
  const rows: unknown[][] = [['section', 'item', 'value', 'count']];
  const add = (section: string, item: unknown, value: unknown = null, count: unknown = null) =>
    rows.push([section, item, value, count]);
  const { scope, nps, confidence, commitments, followUp } = report;
  add('scope', 'company', scope.companyName ?? 'All companies');
  add('scope', 'from', scope.from);
  add('scope', 'to', scope.to);
  if (scope.sessionId) add('scope', 'session', scope.sessionId);
  if (scope.scenarioTitle) add('scope', 'scenario', scope.scenarioTitle);
  if (scope.playlistTitle) add('scope', 'playlist', scope.playlistTitle);
  add('scope', 'sessions', null, scope.sessionCount);
  add('scope', 'participants', null, scope.participantCount);
  add('scope', 'aggregates only', scope.aggregatesOnly ? 'yes' : 'no');
  add('scope', 'generated at', scope.generatedAt);
  for (const scale of report.level1) {
    add('level 1', scale.question, scale.mean, scale.count);
    scale.distribution.forEach((count, i) =>
      add('level 1', `${scale.question}: ${i + 1} (${scale.labels[i] ?? ''})`, null, count),
    );
  }
  add('nps', 'score', nps.score, nps.count);
  add('nps', 'promoters (9-10)', null, nps.promoters);
  add('nps', 'passives (7-8)', null, nps.passives);
  add('nps', 'detractors (0-6)', null, nps.detractors);
  nps.distribution.forEach((count, i) => add('nps', i, null, count));
  add('confidence', 'label', confidence.label);
  add('confidence', 'before (mean)', confidence.before, confidence.pairs);
  add('confidence', 'after (mean)', confidence.after, confidence.pairs);
  add('confidence', 'change (mean)', confidence.meanDelta, confidence.pairs);
  confidence.deltas.forEach((count, i) => add('confidence delta', i - 4, null, count));
  add('commitments', 'commitments', null, commitments.count);
  add('commitments', 'with reminder', null, commitments.withReminder);
  for (const { theme, count } of commitments.themes) add('theme', theme, null, count);
  commitments.texts.forEach((text, i) => add('commitment', i + 1, text));
  add('follow-up', 'sent', null, followUp.sent);
  add('follow-up', 'pending', null, followUp.pending);
  add('follow-up', 'answered', null, followUp.answered);
  add('follow-up', 'response rate (%)', followUp.responseRate);
  add('follow-up', 'applied (%)', followUp.applied);
  for (const answer of CHECK_IN_ANSWERS) add('follow-up', answer, null, followUp.answers[answer]);
  followUp.comments.forEach((comment, i) => add('follow-up comment', i + 1, comment));
  const figures = (section: string, label: string, row: Schemas['ImpactFigures']) => {
    add(section, `${label}: participants`, null, row.participantCount);
    add(section, `${label}: NPS`, row.nps);
    add(section, `${label}: confidence change`, row.confidenceDelta);
    add(section, `${label}: commitments`, null, row.commitmentCount);
    add(section, `${label}: response rate (%)`, row.responseRate);
    add(section, `${label}: applied (%)`, row.applied);
  };
  for (const row of report.sessions)
    figures(
      'session',
      `${row.completedAt.slice(0, 16).replace('T', ' ')} ${row.scenarioTitle} (${row.hostName})`,
      row,
    );
  for (const row of report.scenarios) {
    add('scenario', `${row.scenarioTitle}: sessions`, null, row.sessionCount);
    figures('scenario', row.scenarioTitle, row);
  }
  for (const row of report.playlistSteps ?? []) {
    const label = `${row.position + 1}. ${row.scenarioTitle}`;
    add('playlist step', `${label}: sessions`, null, row.sessionCount);
    figures('playlist step', label, row);
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The exports' file name: the day it was made. */
const fileName = (extension: string) => `impact-report-${new Date().toISOString().slice(0, 10)}.${extension}`;

/** The contract's operations of the impact report; the PDF is printed by `printer`. */
export function impactHandlers(printer: PdfPrinter) {
  return {
    'GET /reports/impact': async (ctx) => impactReport(ctx.deps.db, requireUser(ctx), ctx.query),

    'GET /reports/impact.csv': async (ctx) => {
      const report = await impactReport(ctx.deps.db, requireUser(ctx), ctx.query);
      return ctx.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName('csv')}"`)
        .send(impactCsv(report));
    },

    'GET /reports/impact.pdf': async (ctx) => {
      // The scope's refusals (400, 403, 404) come before Chromium starts; the page asks for the report itself.
      const user = requireUser(ctx);
      await scopeOf(ctx.deps.db, user, ctx.query);
      const search = ctx.req.url.includes('?') ? ctx.req.url.slice(ctx.req.url.indexOf('?')) : '';
      // The page is signed in as the caller, with the token they called with, and speaks the request's language.
      const pdf = await printer.print(
        ctx.req.server.server,
        `/impact/print${search}`,
        bearer(ctx.req) ?? '',
        localeOf(ctx.req),
        // Fair shares of the printer's slots: one per user (429), a share per company (impact-pdf.ts).
        { userId: user.id, companyId: user.companyId },
      );
      return ctx.reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName('pdf')}"`)
        .send(pdf);
    },
  } satisfies Handlers;
}
