// Team mode (issue 35): one home for the concept on the server. The host turns it on when starting a session
// (POST /sessions) or in the lobby (`team-mode`), renames teams at any time (`rename-team`) and shows the standings
// (`show-standings`); phones pick a team (`join-team`) or are dealt one in join order, and ask theirs again after the
// host changed the teams (`my-team`); a reconnecting phone gets it in its state (`myTeam`). A team's score is the
// average of its scored members' knowledge-check points over the REVEALED checks (an unrevealed check never tells
// who is right): scored members are those who answered at least one revealed check, so a phone that joined and left
// does not sink its team and a big team is not ahead for its size. The standings name teams only, never a person.
// Everything is stored (store.ts) before the ack, and read from the database by every process.
import { rankTeams, TEAM_COLOR_KEYS, teamColors, type TeamScore } from '@readyteams/activities/teams';
import type { SessionTeams, TeamSplit } from '@readyteams/activities/live';
import { badRequest, conflict, forbidden } from '../../errors.js';
import { translate, type KindMessageId, type ServerLocale } from '../../i18n/index.js';
import type { AnswerScore } from '../../slides/kind.js';
import { kindScores } from '../kinds.js';
import { pollResults } from '../analytics.js';
import { readPayload } from '../payload.js';
import { ok } from '../socket.js';
import type { LiveDb, LiveSessionRecord, TeamModeRow } from '../store-sql.js';
import type { LivePollResult, LiveTeams, LiveTeamStanding, LiveAck } from '../types.js';
import './messages.js';
import { createTeamStore, type TeamRefusal } from './store.js';

export { dealtJoins } from './store.js';

const REFUSALS: Record<TeamRefusal, KindMessageId | 'server.live.ended'> = {
  ended: 'server.live.ended',
  lobbyOnly: 'kind.teams.lobbyOnly',
  off: 'kind.teams.off',
  noTeam: 'kind.teams.noTeam',
  hostDeals: 'kind.teams.hostDeals',
  changeInLobby: 'kind.teams.changeInLobby',
};

/** Refuses with the reason's message (nothing was changed), or goes on. */
function refuse(reason: TeamRefusal | null) {
  if (reason === null) return;
  const message = REFUSALS[reason];
  throw reason === 'noTeam' ? badRequest(message) : conflict(message);
}

/** The teams' default names in `locale`: the colours' words. */
export const defaultTeamNames = (locale: ServerLocale) =>
  TEAM_COLOR_KEYS.map((key) => translate(`kind.teams.name.${key}`, locale));

const teamsOf = (mode: TeamModeRow) =>
  Array.from({ length: mode.count }, (_, index) => ({
    index,
    name: mode.names[index] ?? '',
    ...teamColors(index),
  }));

/** A participant's score over the answers scored: answers, right ones and points. */
export interface ParticipantScore {
  participantId: string;
  answered: number;
  correct: number;
  points: number;
}

/** Each participant's score over the answers scored (`scores`), for the teams' averages; never shown by participant. */
export function participantScores(scores: readonly AnswerScore[]): ParticipantScore[] {
  const by = new Map<string, ParticipantScore>();
  for (const score of scores) {
    const total = by.get(score.participantId) ?? {
      participantId: score.participantId,
      answered: 0,
      correct: 0,
      points: 0,
    };
    total.answered += 1;
    if (score.correct) total.correct += 1;
    total.points += score.points;
    by.set(score.participantId, total);
  }
  return [...by.values()];
}

/** The teams' standings, best first, over the scores the room may see (the revealed knowledge checks). */
async function standingsOf(
  db: LiveDb,
  record: LiveSessionRecord,
  mode: TeamModeRow,
): Promise<LiveTeamStanding[]> {
  const sessionId = record.session.id;
  const [members, scores] = await Promise.all([
    createTeamStore(db).members(sessionId),
    kindScores(db, sessionId, record.slides),
  ]);
  const byParticipant = new Map(participantScores(scores).map((score) => [score.participantId, score]));
  const teams = teamsOf(mode);
  const totals: TeamScore[] = teams.map(({ index }) => {
    const total: TeamScore = { team: index, members: 0, scored: 0, points: 0, answers: 0, correct: 0 };
    for (const id of members.get(index) ?? []) {
      total.members += 1;
      const score = byParticipant.get(id);
      if (!score) continue;
      total.scored += 1;
      total.points += score.points;
      total.answers += score.answered;
      total.correct += score.correct;
    }
    return total;
  });
  return rankTeams(totals).map(({ team, members, scored, average, correctPercent, rank }) => ({
    ...teams[team]!,
    members,
    scored,
    average,
    correctPercent,
    rank,
  }));
}

/** The state's `teams`: null while team mode is off; the standings only while the host shows them. */
export async function liveTeamsOf(db: LiveDb, record: LiveSessionRecord): Promise<LiveTeams | null> {
  const mode = record.teamMode;
  if (!mode) return null;
  return {
    assign: mode.assign,
    revision: mode.revision,
    teams: teamsOf(mode),
    standings: mode.standingsShown ? await standingsOf(db, record, mode) : null,
  };
}

/** The report's `teams`: the standings and each poll's and knowledge check's split by team (null without teams). */
export async function teamReport(
  db: LiveDb,
  record: LiveSessionRecord,
  polls: LivePollResult[],
): Promise<SessionTeams | null> {
  const mode = record.teamMode;
  if (!mode) return null;
  const store = createTeamStore(db);
  const [standings, rows] = await Promise.all([
    standingsOf(db, record, mode),
    store.answerCountsByTeam(record.session.id),
  ]);
  const split = new Set(['poll', 'knowledge-check']);
  const slides = record.slides.filter((slide) => split.has(slide.slideType));
  const hidden = new Set(record.hiddenWords);
  const byTeam = teamsOf(mode).map(({ index }) =>
    pollResults(
      slides,
      rows.filter((row) => row.team === index).map((row) => ({ ...row, count: Number(row.count) })),
      hidden,
    ),
  );
  const splits: TeamSplit[] = [];
  for (const poll of polls) {
    if (!slides.some((slide) => slide.index === poll.slideIndex)) continue;
    for (const question of poll.questions) {
      if (question.kind === 'text' || question.kind === 'word') continue;
      splits.push({
        slideIndex: question.slideIndex,
        questionIndex: question.questionIndex,
        teams: byTeam.map((results, team) => {
          const own = results
            .find((result) => result.slideIndex === poll.slideIndex)
            ?.questions.find((q) => q.questionIndex === question.questionIndex);
          const counts = new Map(own?.options.map((option) => [option.key, option.count]) ?? []);
          return {
            team,
            answerCount: own?.answerCount ?? 0,
            counts: question.options.map((option) => counts.get(option.key) ?? 0),
          };
        }),
      });
    }
  }
  return { assign: mode.assign, standings, splits };
}

/** The CSV's team of each participant ("Participant n" -> the team's name), null without teams. */
export async function csvTeams(db: LiveDb, record: LiveSessionRecord): Promise<Map<number, string> | null> {
  const mode = record.teamMode;
  if (!mode) return null;
  const byNumber = await createTeamStore(db).teamsByNumber(record.session.id);
  return new Map([...byNumber].map(([n, team]) => [n, mode.names[team] ?? '']));
}

/** Starts a session with team mode on (POST /sessions), its teams named in the host's language. */
export async function startWithTeams(
  db: LiveDb,
  sessionId: string,
  settings: { count: number; assign: 'choose' | 'round-robin' },
  locale: ServerLocale,
) {
  await createTeamStore(db).create(sessionId, settings, defaultTeamNames(locale));
}

interface TeamContext {
  db: LiveDb;
  broadcastState(sessionId: string, to?: 'everyone' | 'hosts'): Promise<void>;
  scheduleTally(sessionId: string): void;
}

type Sent = { sessionId: string; participantId: string | null; locale: ServerLocale };
type Handle = (sender: Sent, payload: unknown) => Promise<LiveAck | { ok: true; team: number | null }>;

/** Team mode's live events: the host's, the phones', and the refusal each gets of the other role's. */
export function createTeamEvents({ db, broadcastState, scheduleTally }: TeamContext) {
  const store = createTeamStore(db);
  const host: Record<string, Handle> = {
    async 'team-mode'({ sessionId, locale }, payload) {
      const { teams } = readPayload('team-mode', payload, { teams: 'kind.teams.settings' });
      refuse(await store.setMode(sessionId, teams, defaultTeamNames(locale)));
      await broadcastState(sessionId);
      scheduleTally(sessionId);
      return ok;
    },
    async 'rename-team'({ sessionId }, payload) {
      const { team, name } = readPayload('rename-team', payload, {
        team: 'kind.teams.noTeam',
        name: 'kind.teams.name',
      });
      refuse(await store.rename(sessionId, team, name.replace(/\0/g, '')));
      await broadcastState(sessionId);
      return ok;
    },
    async 'show-standings'({ sessionId }, payload) {
      const { shown } = readPayload('show-standings', payload, { shown: 'kind.teams.shown' });
      refuse(await store.showStandings(sessionId, shown));
      await broadcastState(sessionId);
      return ok;
    },
  };
  const participant: Record<string, Handle> = {
    async 'join-team'({ sessionId, participantId }, payload) {
      const { team } = readPayload('join-team', payload, { team: 'kind.teams.noTeam' });
      refuse(await store.join(sessionId, participantId!, team));
      scheduleTally(sessionId);
      return { ok: true, team };
    },
    async 'my-team'({ participantId }) {
      return { ok: true, team: await store.teamOf(participantId!) };
    },
  };
  const refusing =
    (message: KindMessageId): Handle =>
    async () => {
      throw forbidden(message);
    };
  return {
    /** What a host's connection answers. */
    host: {
      ...host,
      ...Object.fromEntries(
        Object.keys(participant).map((name) => [name, refusing('kind.teams.participantsOnly')]),
      ),
    },
    /** What a phone's connection answers. */
    participant: {
      ...participant,
      ...Object.fromEntries(Object.keys(host).map((name) => [name, refusing('kind.teams.hostOnly')])),
    },
  };
}

export type TeamEvents = ReturnType<typeof createTeamEvents>;
