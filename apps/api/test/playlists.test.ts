// Playlists (issue 38): the rules of a playlist, tenancy (a host's own, a company admin's company's, only scenarios the
// owner can see), reordering that keeps the steps linked to their sessions, starting a session from a step and the
// step's status, and the impact report's playlist scope step by step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import { createReportScenario, seedReportSession } from './impact-helpers.js';

const BEFORE = 'How confident were you before this session?';
const AFTER = 'How confident are you after this session?';

let s: TestServer;
let publicIds: number[];
let privateA: number;
let privateB: number;

const create = (as: 'hostA' | 'adminA' | 'hostB' | 'host2A', payload: Record<string, unknown>) =>
  s.request({ method: 'POST', url: '/playlists', as, payload });

beforeAll(async () => {
  s = await createTestServer();
  publicIds = [];
  for (const title of ['Step one', 'Step two', 'Step three'])
    publicIds.push(await createReportScenario(s, title, [{ question: BEFORE }, { question: AFTER }]));
  const own = async (as: 'adminA' | 'adminB', title: string) =>
    (
      await s.request({
        method: 'POST',
        url: '/scenarios',
        as,
        payload: scenarioBody(s.fx, { isPublic: false, title }),
      })
    ).json().id as number;
  privateA = await own('adminA', 'Acme only');
  privateB = await own('adminB', 'Globex only');
});
afterAll(async () => {
  await s?.close();
});

describe('rules', () => {
  it('refuses a playlist without a title, steps or a known cadence, with the field messages', async () => {
    const noTitle = await create('hostA', { title: '  ', steps: [{ scenarioId: publicIds[0] }] });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual({ title: 'Title is required' });
    const long = await create('hostA', { title: 'x'.repeat(121), steps: [{ scenarioId: publicIds[0] }] });
    expect(long.json().errors).toEqual({ title: 'Title must be at most 120 characters' });
    const empty = await create('hostA', { title: 'Quarter', steps: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ steps: 'Add at least one scenario' });
    const cadence = await create('hostA', {
      title: 'Quarter',
      cadence: 'daily',
      steps: [{ scenarioId: publicIds[0] }],
    });
    expect(cadence.json().errors).toEqual({ cadence: 'Cadence must be weekly, fortnightly or monthly' });
    const unknown = await create('hostA', { title: 'Quarter', steps: [{ scenarioId: 999999 }] });
    expect(unknown.json().errors).toEqual({ 'steps.0.scenarioId': 'Choose a scenario from your library' });
    expect(
      (await s.request({ method: 'POST', url: '/playlists', payload: { title: 'x', steps: [] } })).statusCode,
    ).toBe(401);
    // Nothing half-written.
    expect((await s.request({ method: 'GET', url: '/playlists', as: 'hostA' })).json().total).toBe(0);
  });

  it('trims the texts, keeps the order and suggests the first step', async () => {
    const res = await create('hostA', {
      title: '  Onboarding  ',
      teamName: ' Support team ',
      cadence: 'weekly',
      steps: publicIds.map((scenarioId) => ({ scenarioId })),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Onboarding', teamName: 'Support team', cadence: 'weekly' });
    expect(body.steps.map((step: { scenarioTitle: string }) => step.scenarioTitle)).toEqual([
      'Step one',
      'Step two',
      'Step three',
    ]);
    expect(body.steps[0]).toMatchObject({
      position: 0,
      status: 'not-run',
      sessionId: null,
      runAt: null,
      participantCount: 0,
    });
    expect(body.nextStepId).toBe(body.steps[0].id);
    expect(body.nextDueAt).toBeNull();
    await s.request({ method: 'DELETE', url: `/playlists/${body.id}`, as: 'hostA' });
  });
});

describe('tenancy', () => {
  let playlist: { id: number; steps: { id: number }[] };
  beforeAll(async () => {
    playlist = (
      await create('hostA', {
        title: 'Acme path',
        steps: [{ scenarioId: privateA }, { scenarioId: publicIds[0] }],
      })
    ).json();
  });

  it('only takes scenarios the owner can see', async () => {
    const res = await create('hostB', { title: 'Theirs', steps: [{ scenarioId: privateA }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'steps.0.scenarioId': 'Choose a scenario from your library' });
    const patch = await s.request({
      method: 'PATCH',
      url: `/playlists/${playlist.id}`,
      as: 'adminA',
      payload: { steps: [{ scenarioId: privateB }] },
    });
    expect(patch.json().errors).toEqual({ 'steps.0.scenarioId': 'Choose a scenario from your library' });
  });

  it("shows a host their own playlists and a company admin the company's", async () => {
    const ids = async (as: 'hostA' | 'host2A' | 'adminA' | 'adminB' | 'hostB') =>
      (await s.request({ method: 'GET', url: '/playlists', as }))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await ids('hostA')).toEqual([playlist.id]);
    expect(await ids('adminA')).toEqual([playlist.id]);
    expect(await ids('host2A')).toEqual([]);
    expect(await ids('hostB')).toEqual([]);
    expect(await ids('adminB')).toEqual([]);
    for (const as of ['host2A', 'hostB', 'adminB'] as const) {
      for (const method of ['GET', 'DELETE'] as const)
        expect((await s.request({ method, url: `/playlists/${playlist.id}`, as })).statusCode).toBe(404);
      const patch = await s.request({
        method: 'PATCH',
        url: `/playlists/${playlist.id}`,
        as,
        payload: { title: 'Mine now' },
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe('Playlist not found');
    }
    const renamed = await s.request({
      method: 'PATCH',
      url: `/playlists/${playlist.id}`,
      as: 'adminA',
      payload: { title: 'Acme path (admin)', teamName: '' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Acme path (admin)',
      teamName: null,
      ownerId: s.fx.users.hostA.id,
    });
  });

  it('refuses starting a session from another tenant’s playlist', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/sessions',
      as: 'hostB',
      payload: { scenarioId: publicIds[0], playlistId: playlist.id, playlistStepId: playlist.steps[1]!.id },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('steps and sessions', () => {
  it('reorders by step id, keeping the steps and their sessions; starting a step links the session', async () => {
    const created = (
      await create('hostA', {
        title: 'Team path',
        cadence: 'weekly',
        steps: publicIds.map((scenarioId) => ({ scenarioId })),
      })
    ).json();
    const [one, two, three] = created.steps as { id: number; scenarioId: number }[];

    const start = (payload: Record<string, unknown>) =>
      s.request({ method: 'POST', url: '/sessions', as: 'hostA', payload });
    const wrongScenario = await start({
      scenarioId: two!.scenarioId,
      playlistId: created.id,
      playlistStepId: one!.id,
    });
    expect(wrongScenario.statusCode).toBe(400);
    expect(wrongScenario.json().errors).toEqual({
      scenarioId: "The scenario must be the playlist step's scenario",
    });
    const noStep = await start({ scenarioId: one!.scenarioId, playlistId: created.id });
    expect(noStep.json().errors).toEqual({ playlistStepId: 'This step is not in the playlist' });
    const otherStep = await start({
      scenarioId: one!.scenarioId,
      playlistId: created.id,
      playlistStepId: 999999,
    });
    expect(otherStep.json().errors).toEqual({ playlistStepId: 'This step is not in the playlist' });

    const session = await start({
      scenarioId: one!.scenarioId,
      playlistId: created.id,
      playlistStepId: one!.id,
    });
    expect(session.statusCode).toBe(201);
    const sessionId = session.json().id as string;
    const running = (await s.request({ method: 'GET', url: `/playlists/${created.id}`, as: 'hostA' })).json();
    expect(running.steps[0]).toMatchObject({ status: 'running', sessionId, runAt: null });
    expect(running.nextStepId).toBe(two!.id);

    await s.request({
      method: 'PATCH',
      url: `/sessions/${sessionId}`,
      as: 'hostA',
      payload: { completedAt: new Date().toISOString() },
    });
    // A practice run of a step is not its run.
    const practice = await start({
      scenarioId: two!.scenarioId,
      playlistId: created.id,
      playlistStepId: two!.id,
      isPractice: true,
    });
    expect(practice.statusCode).toBe(201);

    // Reversed, the second step dropped and a new one added: the first step keeps its session.
    const reordered = await s.request({
      method: 'PATCH',
      url: `/playlists/${created.id}`,
      as: 'hostA',
      payload: {
        steps: [
          { id: three!.id, scenarioId: three!.scenarioId },
          { id: one!.id, scenarioId: one!.scenarioId },
          { scenarioId: privateA },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    const body = reordered.json();
    expect(body.steps.map((step: { id: number }) => step.id).slice(0, 2)).toEqual([three!.id, one!.id]);
    expect(body.steps.map((step: { position: number }) => step.position)).toEqual([0, 1, 2]);
    expect(body.steps[1]).toMatchObject({ status: 'run', sessionId, participantCount: 0 });
    expect(Date.parse(body.steps[1].runAt)).toBeGreaterThan(0);
    expect(body.nextStepId).toBe(body.steps[0].id);
    expect(Date.parse(body.nextDueAt) - Date.parse(body.steps[1].runAt)).toBe(7 * 86_400_000);

    const duplicate = await s.request({
      method: 'PATCH',
      url: `/playlists/${created.id}`,
      as: 'hostA',
      payload: {
        steps: [
          { id: one!.id, scenarioId: one!.scenarioId },
          { id: one!.id, scenarioId: one!.scenarioId },
        ],
      },
    });
    expect(duplicate.json().errors).toEqual({ 'steps.1.id': 'This step is not in the playlist' });

    // Deleting the playlist keeps its sessions and their reports.
    expect(
      (await s.request({ method: 'DELETE', url: `/playlists/${created.id}`, as: 'hostA' })).statusCode,
    ).toBe(200);
    expect((await s.request({ method: 'GET', url: `/sessions/${sessionId}`, as: 'hostA' })).statusCode).toBe(
      200,
    );
    expect(
      (await s.request({ method: 'GET', url: `/playlists/${created.id}`, as: 'hostA' })).statusCode,
    ).toBe(404);
  });
});

describe('the impact report of a playlist', () => {
  it('gives the confidence change and the follow-up rates step by step', async () => {
    const created = (
      await create('hostA', {
        title: 'Measured path',
        steps: publicIds.map((scenarioId) => ({ scenarioId })),
      })
    ).json();
    const [one, two] = created.steps as { id: number; scenarioId: number }[];
    const run = (
      step: { id: number; scenarioId: number },
      people: Parameters<typeof seedReportSession>[1]['people'],
    ) =>
      seedReportSession(s, {
        scenarioId: step.scenarioId,
        host: 'hostA',
        companyId: s.fx.companyA,
        endedAt: new Date(),
        playlist: { playlistId: created.id, playlistStepId: step.id },
        people,
      });
    await run(one!, [
      { answers: [2, 3], commitment: 'Listen first', checkIn: { answer: 'yes' } },
      { answers: [2, 4], commitment: 'Ask more', checkIn: {} },
    ]);
    await run(two!, [
      { answers: [3, 5], commitment: 'Plan the week', checkIn: { answer: 'partly' } },
      { answers: [1, 2] },
      { answers: [4, 4] },
    ]);
    // A session outside the playlist is not counted.
    await seedReportSession(s, {
      scenarioId: one!.scenarioId,
      host: 'hostA',
      companyId: s.fx.companyA,
      endedAt: new Date(),
      people: [{ answers: [1, 5] }],
    });

    const res = await s.request({
      method: 'GET',
      url: `/reports/impact?playlistId=${created.id}`,
      as: 'hostA',
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.scope).toMatchObject({
      playlistId: created.id,
      playlistTitle: 'Measured path',
      sessionCount: 2,
      participantCount: 5,
    });
    expect(report.playlistSteps).toEqual([
      expect.objectContaining({
        stepId: one!.id,
        position: 0,
        scenarioTitle: 'Step one',
        sessionCount: 1,
        participantCount: 2,
        confidenceDelta: 1.5,
        responseRate: 50,
        applied: 100,
      }),
      expect.objectContaining({
        stepId: two!.id,
        position: 1,
        sessionCount: 1,
        participantCount: 3,
        confidenceDelta: 1,
        responseRate: 100,
        applied: 100,
      }),
      expect.objectContaining({
        position: 2,
        sessionCount: 0,
        participantCount: 0,
        confidenceDelta: null,
        responseRate: null,
      }),
    ]);
    const csv = (
      await s.request({ method: 'GET', url: `/reports/impact.csv?playlistId=${created.id}`, as: 'hostA' })
    ).body;
    expect(csv).toContain('scope,playlist,Measured path,');
    expect(csv).toContain('playlist step,1. Step one: confidence change,1.5,');
    // Another tenant's playlist is not there; the admin of its company sees it.
    for (const as of ['hostB', 'adminB', 'host2A'] as const)
      expect(
        (await s.request({ method: 'GET', url: `/reports/impact?playlistId=${created.id}`, as })).statusCode,
      ).toBe(404);
    expect(
      (
        await s.request({ method: 'GET', url: `/reports/impact?playlistId=${created.id}`, as: 'adminA' })
      ).json().scope.sessionCount,
    ).toBe(2);
    // Without the playlist, the report has no steps.
    expect(
      (await s.request({ method: 'GET', url: '/reports/impact', as: 'hostA' })).json(),
    ).not.toHaveProperty('playlistSteps');
  });
});
