// Team mode (issue 35) through a live session: round-robin stays balanced under concurrent joins (on one process and
// on two behind Redis), phones choose a team (in the lobby; later only without one), bad input is refused with a
// message and changes nothing, the host renames teams, a team's score is its scored members' average (unequal sizes,
// revealed checks only), the standings reach the presenter and the phones and go away, a rejoining phone gets its
// team back, and the report and the CSV split answers by team.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_POINTS } from '@readyteams/activities/knowledge-check';
import { rankTeams, teamColors, TEAM_COLORS } from '@readyteams/activities/teams';
import { contrastRatio, parseHex, relativeLuminance } from '@readyteams/activities/branding';
import type { Database } from '../src/db/index.js';
import type { SessionResults } from '../src/live/types.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  seedSession,
  until,
  type RecordingClient,
} from './live/helpers.js';
import { liveCluster } from './live/process.js';
import { createTestServer, type TestServer } from './helpers.js';
import { createScenario, rowsOf } from './follow-up-helpers.js';

const check = {
  slideType: 'knowledge-check',
  title: 'What is the capital of France?',
  choices: [
    { label: 'Paris', correct: true },
    { label: 'Lyon', correct: false },
    { label: 'Nice', correct: false },
  ],
  explanation: null,
};
const poll = {
  slideType: 'poll',
  type: 'scenario',
  title: 'What would you do?',
  questions: [
    {
      question: 'First step?',
      type: 'single-choice',
      answers: [
        { option: 'option 1', answer: 'Listen' },
        { option: 'option 2', answer: 'Act' },
      ],
    },
  ],
};

const teamSizes = async (database: Database, sessionId: string) => {
  const { rows } = (await database.db.execute(
    sql`SELECT team_index AS team, count(*)::int AS n FROM live_participants WHERE session_id = ${sessionId}
        GROUP BY team_index ORDER BY team_index NULLS LAST`,
  )) as unknown as { rows: { team: number | null; n: number }[] };
  return rows.map((row) => [row.team, Number(row.n)]);
};
const modeRow = async (database: Database, sessionId: string) => {
  const { rows } = (await database.db.execute(
    sql`SELECT enabled, team_count AS count, assign, names, standings_shown AS shown FROM live_team_modes
        WHERE session_id = ${sessionId}`,
  )) as unknown as { rows: unknown[] };
  return rows[0] ?? null;
};

describe('the teams palette and ranking', () => {
  it('has 12 distinct colours, each with a text colour readable on it (4.5:1)', () => {
    expect(new Set(TEAM_COLORS).size).toBe(12);
    for (let i = 0; i < 12; i++) {
      const { color, textColor } = teamColors(i);
      const ratio = contrastRatio(
        relativeLuminance(parseHex(color)!),
        relativeLuminance(parseHex(textColor)!),
      );
      expect(ratio, color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ranks by average per scored member; ties share a rank; teams without a score share the last', () => {
    const team = (t: number, scored: number, points: number) => ({
      team: t,
      members: scored + 1,
      scored,
      points,
      answers: scored,
      correct: 0,
    });
    const ranked = rankTeams([
      team(0, 2, 1000),
      team(1, 1, 500),
      team(2, 4, 4000),
      team(3, 0, 0),
      team(4, 0, 0),
    ]);
    expect(ranked.map((s) => [s.team, s.average, s.rank])).toEqual([
      [2, 1000, 1],
      [0, 500, 2],
      [1, 500, 2],
      [3, null, 4],
      [4, null, 4],
    ]);
  });
});

describe('team mode on POST /sessions', () => {
  let s: TestServer;
  let scenarioId: number;
  beforeAll(async () => {
    s = await createTestServer({ env: { FOLLOW_UP_WORKER: 'false' } });
    scenarioId = await createScenario(s, 'Teams that learn');
  });
  afterAll(() => s?.close());
  const start = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.request({
      method: 'POST',
      url: '/sessions',
      as: 'host',
      headers,
      payload: { scenarioId, isPractice: true, ...body },
    });
  const modes = async () =>
    Number((await rowsOf<{ n: string }>(s, sql`SELECT count(*) AS n FROM live_team_modes`))[0]!.n);

  it('starts a session with teams named in the host language', async () => {
    const res = await start({ teams: { count: 3, assign: 'choose' } }, { 'accept-language': 'de' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rowsOf<{ count: number; assign: string; names: string[] }>(
      s,
      sql`SELECT team_count AS count, assign, names FROM live_team_modes WHERE session_id = ${res.json().id}`,
    );
    expect(row).toMatchObject({ count: 3, assign: 'choose' });
    expect(row!.names.slice(0, 3)).toEqual(['Blau', 'Orange', 'Grün']);
    expect(row!.names).toHaveLength(12);
    // Without the option, or null: no team mode.
    expect((await start({ teams: null })).statusCode).toBe(201);
    expect((await start({})).statusCode).toBe(201);
    expect(await modes()).toBe(1);
  });

  it('refuses bad settings with a message, creating nothing', async () => {
    for (const teams of [{ count: 13, assign: 'choose' }, { count: 2, assign: 'random' }, { count: 2 }, 3]) {
      const res = await start({ teams });
      expect(res.statusCode, JSON.stringify(teams)).toBe(400);
      expect(res.body).toContain('Choose 2 to 12 teams');
    }
    expect(await modes()).toBe(1);
  });
});

describe('team mode in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 50 });

  it('deals round-robin teams balanced to phones joining at once, and each phone knows its team', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [check, poll] });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()!.teams).toBeNull();
    // Two phones joined before team mode: turning it on deals them too.
    const early = await Promise.all([live.participant(pin), live.participant(pin)]);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 3, assign: 'round-robin' } })).toEqual({
      ok: true,
    });
    await until(() => host.lastState()?.teams?.teams.length === 3, 'three teams on the host');
    expect(host.lastState()!.teams).toMatchObject({
      assign: 'round-robin',
      standings: null,
      teams: [
        { index: 0, name: 'Blue', color: '#0072b2', textColor: '#ffffff' },
        { index: 1, name: 'Orange' },
        { index: 2, name: 'Green' },
      ],
    });
    for (const [i, phone] of early.entries())
      expect(await emitAck(phone.socket, 'my-team', {})).toEqual({ ok: true, team: i });

    // 19 more join at once: 21 phones, 7 per team.
    const joined = await Promise.all(Array.from({ length: 19 }, () => joinByCode(live.url, pin)));
    expect(await teamSizes(live.database, sessionId)).toEqual([
      [0, 7],
      [1, 7],
      [2, 7],
    ]);
    // A phone gets its team on connect (and again on rejoin).
    const auth = { role: 'participant' as const, pin, participantToken: joined[0]!.participantToken };
    const phone = live.track(client(live.url, auth));
    await connected(phone.socket);
    const first = await until(() => phone.lastState(), 'phone state');
    expect(first.myTeam).toEqual(expect.any(Number));
    expect(first.teams?.teams).toHaveLength(3);
    phone.socket.disconnect();
    const again = live.track(client(live.url, auth));
    await connected(again.socket);
    expect((await until(() => again.lastState(), 'rejoined state')).myTeam).toBe(first.myTeam);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [check, poll] });
    const host = await live.host(pin, hostKey);
    const phone = await live.participant(pin);
    const before = await modeRow(live.database, sessionId);
    expect(before).toBeNull();
    for (const teams of [
      { count: 13, assign: 'choose' },
      { count: 1, assign: 'choose' },
      { count: 3, assign: 'x' },
    ])
      expect(await emitAck(host.socket, 'team-mode', { teams } as never)).toEqual({
        ok: false,
        message: 'Choose 2 to 12 teams, and whether phones pick their team or are dealt one in turn.',
      });
    expect(await emitAck(host.socket, 'rename-team', { team: 0, name: 'Owls' })).toEqual({
      ok: false,
      message: 'Team mode is off in this session.',
    });
    expect(await emitAck(host.socket, 'show-standings', { shown: true })).toEqual({
      ok: false,
      message: 'Team mode is off in this session.',
    });
    expect(await emitAck(phone.socket, 'team-mode', { teams: { count: 2, assign: 'choose' } })).toEqual({
      ok: false,
      message: 'Only the host can change the teams.',
    });
    expect(await emitAck(phone.socket, 'join-team', { team: 0 })).toEqual({
      ok: false,
      message: 'Team mode is off in this session.',
    });
    expect(await modeRow(live.database, sessionId)).toBeNull();

    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 2, assign: 'round-robin' } })).toEqual({
      ok: true,
    });
    const on = await modeRow(live.database, sessionId);
    for (const [payload, message] of [
      [{ team: 0, name: '   ' }, 'A team name is 1 to 30 characters.'],
      [{ team: 0, name: 'x'.repeat(31) }, 'A team name is 1 to 30 characters.'],
      [{ team: 2, name: 'Owls' }, 'There is no such team.'],
      [{ team: -1, name: 'Owls' }, 'There is no such team.'],
    ] as const)
      expect(await emitAck(host.socket, 'rename-team', payload), JSON.stringify(payload)).toEqual({
        ok: false,
        message,
      });
    expect(await emitAck(host.socket, 'join-team', { team: 0 })).toEqual({
      ok: false,
      message: 'Only participants join teams.',
    });
    expect(await emitAck(phone.socket, 'join-team', { team: 1 })).toEqual({
      ok: false,
      message: 'The host deals out the teams in this session.',
    });
    expect(await modeRow(live.database, sessionId)).toEqual(on);
    expect(await teamSizes(live.database, sessionId)).toEqual([[0, 1]]);

    // Past the lobby the settings stay as they are.
    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'team-mode', { teams: null })).toEqual({
      ok: false,
      message: 'Team mode can be changed only in the lobby, before the first slide.',
    });
    expect(await modeRow(live.database, sessionId)).toEqual(on);
  });

  it('phones choose their team (in the lobby; later only without one), the host renames them', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [check, poll] });
    const host = await live.host(pin, hostKey);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 2, assign: 'choose' } })).toEqual({
      ok: true,
    });
    const [a, b] = await Promise.all([live.participant(pin), live.participant(pin, { locale: 'es' })]);
    expect(a.lastState()!.myTeam).toBeNull();
    expect(await emitAck(a.socket, 'join-team', { team: 1 })).toEqual({ ok: true, team: 1 });
    expect(await emitAck(a.socket, 'join-team', { team: 0 })).toEqual({ ok: true, team: 0 });
    expect(await emitAck(b.socket, 'join-team', { team: 2 })).toEqual({
      ok: false,
      message: 'Ese equipo no existe.',
    });
    expect(await emitAck(host.socket, 'rename-team', { team: 1, name: '  Owls ' })).toEqual({ ok: true });
    await until(() => b.lastState()?.teams?.teams[1]?.name === 'Owls', 'the new name on the phone');

    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => a.lastState()?.currentSlide === 0, 'first slide');
    // a has a team: it stays; b has none yet: it may pick one.
    expect(await emitAck(a.socket, 'join-team', { team: 1 })).toEqual({
      ok: false,
      message: 'You can change your team only in the lobby.',
    });
    expect(await emitAck(b.socket, 'join-team', { team: 1 })).toEqual({ ok: true, team: 1 });
    expect(await teamSizes(live.database, sessionId)).toEqual([
      [0, 1],
      [1, 1],
    ]);
    // Renaming goes on after the lobby.
    expect(await emitAck(host.socket, 'rename-team', { team: 0, name: 'Foxes' })).toEqual({ ok: true });
    await until(() => a.lastState()?.teams?.teams[0]?.name === 'Foxes', 'renamed on the phone');
  });

  it("averages each team's scored members over revealed checks, shows and hides the standings, reports the split and the CSV's team", async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [check, poll] });
    const host = await live.host(pin, hostKey);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 2, assign: 'choose' } })).toEqual({
      ok: true,
    });
    // One phone in team 0, three in team 1 (one of whom never answers).
    const phones = await Promise.all([0, 1, 1, 1].map(() => live.participant(pin)));
    for (const [i, team] of [0, 1, 1, 1].entries())
      expect(await emitAck(phones[i]!.socket, 'join-team', { team })).toEqual({ ok: true, team });

    expect(await emitAck(host.socket, 'show-standings', { shown: true })).toEqual({ ok: true });
    const empty = await until(() => host.lastState()?.teams?.standings, 'standings on the presenter');
    expect(empty.map((s) => [s.index, s.members, s.scored, s.average, s.rank])).toEqual([
      [0, 1, 0, null, 1],
      [1, 3, 0, null, 1],
    ]);

    expect(await emitAck(host.socket, 'goto', { slide: 0 })).toEqual({ ok: true });
    await until(() => phones.every((p) => p.lastState()?.currentSlide === 0), 'the check on the phones');
    for (const [i, value] of ['0', '0', '1'].entries())
      expect(await emitAck(phones[i]!.socket, 'answer', { slideIndex: 0, questionIndex: 0, value })).toEqual({
        ok: true,
      });
    // Before the reveal, the standings tell nothing of who is right.
    expect(await emitAck(host.socket, 'show-standings', { shown: true })).toEqual({ ok: true });
    const unrevealed = await until(() => host.lastState()?.teams?.standings, 'standings');
    expect(unrevealed.every((s) => s.average === null)).toBe(true);

    expect(await emitAck(host.socket, 'reveal-check', { slideIndex: 0 })).toEqual({ ok: true });
    const standings = await until(
      () =>
        host.lastState()?.teams?.standings?.find((s) => s.average !== null) &&
        host.lastState()!.teams!.standings,
      'scored standings',
    );
    // Team 0: one member, right (1000). Team 1: three members, two scored (1000 and 0): 500 each.
    expect(
      standings.map((s) => [s.index, s.name, s.members, s.scored, s.average, s.correctPercent, s.rank]),
    ).toEqual([
      [0, 'Blue', 1, 1, CHECK_POINTS, 100, 1],
      [1, 'Orange', 3, 2, CHECK_POINTS / 2, 50, 2],
    ]);
    // The phones get the standings too (teams only), for their own team's place.
    await until(
      () => phones[3]!.lastState()?.teams?.standings?.[1]?.average === CHECK_POINTS / 2,
      'phone standings',
    );

    expect(await emitAck(host.socket, 'show-standings', { shown: false })).toEqual({ ok: true });
    await until(() => host.lastState()?.teams?.standings === null, 'standings hidden');
    await until(() => phones[0]!.lastState()?.teams?.standings === null, 'standings hidden on the phone');

    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    await until(() => phones.every((p) => p.lastState()?.currentSlide === 1), 'the poll');
    for (const [i, value] of [1, 0, 0, 1].entries())
      expect(await emitAck(phones[i]!.socket, 'answer', { slideIndex: 1, questionIndex: 0, value })).toEqual({
        ok: true,
      });

    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`)
    ).json()) as SessionResults;
    expect(results.teams!.assign).toBe('choose');
    expect(results.teams!.standings.map((s) => [s.index, s.average, s.rank])).toEqual([
      [0, CHECK_POINTS, 1],
      [1, CHECK_POINTS / 2, 2],
    ]);
    expect(results.teams!.splits).toEqual([
      {
        slideIndex: 0,
        questionIndex: 0,
        teams: [
          { team: 0, answerCount: 1, counts: [1, 0, 0] },
          { team: 1, answerCount: 2, counts: [1, 1, 0] },
        ],
      },
      {
        slideIndex: 1,
        questionIndex: 0,
        teams: [
          { team: 0, answerCount: 1, counts: [0, 1] },
          { team: 1, answerCount: 3, counts: [2, 1] },
        ],
      },
    ]);

    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv?key=${hostKey}`)).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('participant,team,slide,poll,question,answer,value,answeredAt');
    expect(lines.filter((line) => line.startsWith('Participant 1,Blue,'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('Participant 4,Orange,'))).toHaveLength(1);
  });

  it('turning team mode off takes the teams away; on again, the phones ask theirs anew', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [poll] });
    const host = await live.host(pin, hostKey);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 4, assign: 'round-robin' } })).toEqual({
      ok: true,
    });
    const phone = await live.participant(pin);
    expect(phone.lastState()!.myTeam).toBe(0);
    const revision = phone.lastState()!.teams!.revision;
    expect(await emitAck(host.socket, 'team-mode', { teams: null })).toEqual({ ok: true });
    await until(() => phone.lastState()?.teams === null, 'team mode off on the phone');
    expect(await emitAck(phone.socket, 'my-team', {})).toEqual({ ok: true, team: null });
    expect(await teamSizes(live.database, sessionId)).toEqual([[null, 1]]);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 2, assign: 'choose' } })).toEqual({
      ok: true,
    });
    const back = await until(() => phone.lastState()?.teams, 'team mode back on');
    expect(back.revision).toBeGreaterThan(revision);
    // The CSV of a session without answers still has the team column; the results have the teams.
    const results = (await (
      await fetch(`${live.url}/sessions/${sessionId}/results?key=${hostKey}`)
    ).json()) as SessionResults;
    expect(results.teams!.standings).toHaveLength(2);
  });
});

const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!cluster)('team mode on two API processes behind Redis', () => {
  const live = liveCluster();

  it('round-robin stays balanced with phones joining at once on both processes; the names cross', async () => {
    const { pin, hostKey, sessionId } = await seedSession(live.database, { slides: [poll] });
    const host: RecordingClient = client(live.urls[0]!, { role: 'host', pin, hostKey });
    live.track(host);
    await connected(host.socket);
    expect(await emitAck(host.socket, 'team-mode', { teams: { count: 3, assign: 'round-robin' } })).toEqual({
      ok: true,
    });
    const joined = await Promise.all(
      Array.from({ length: 30 }, (_, i) => joinByCode(live.urls[i % 2]!, pin)),
    );
    expect(joined).toHaveLength(30);
    expect(await teamSizes(live.database, sessionId)).toEqual([
      [0, 10],
      [1, 10],
      [2, 10],
    ]);
    const phone = client(live.urls[1]!, {
      role: 'participant',
      pin,
      participantToken: joined[0]!.participantToken,
    });
    live.track(phone);
    await connected(phone.socket);
    expect(await emitAck(host.socket, 'rename-team', { team: 2, name: 'Owls' })).toEqual({ ok: true });
    await until(() => phone.lastState()?.teams?.teams[2]?.name === 'Owls', 'the name on the other process');
  });
});
