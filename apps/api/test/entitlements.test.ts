// Entitlements that hold (issue 38): custom (company-private) scenarios a plan year (Pro 5, Enterprise unlimited, Core
// and Free Trial 0 unless the operator grants some), playlists and team management (Pro and Enterprise), single
// sign-on (Enterprise). A refusal names the plan that gives it, in the words the company's read form carries too; the
// limit holds when two creates race.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, companyWithAdmin, createTestServer, scenarioBody, type TestServer } from './helpers.js';
import { createReportScenario } from './impact-helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer company on `plan` (null: no grant, a free trial) with its own admin, signed in. */
const company = (plan: string | null, grant: Record<string, unknown> = {}) =>
  companyWithAdmin(s, { ...(plan ? { subscriptionPlan: plan, expiresAt: day(365) } : {}), ...grant });

const createPrivate = (token: string) =>
  s.app.inject({
    method: 'POST',
    url: '/scenarios',
    headers: bearer(token),
    payload: scenarioBody(s.fx, { isPublic: false }),
  });

const entitlementsOf = async (co: { id: number; token: string }) => {
  const res = await s.app.inject({ method: 'GET', url: `/companies/${co.id}`, headers: bearer(co.token) });
  expect(res.statusCode).toBe(200);
  return res.json().entitlements;
};

const createHost = (co: { id: number; token: string }) =>
  s.app.inject({
    method: 'POST',
    url: '/users',
    headers: bearer(co.token),
    payload: {
      firstName: 'Hal',
      lastName: 'Host',
      email: `host-${randomBytes(4).toString('hex')}@test.example`,
      companyId: co.id,
      isAdmin: false,
      subscriptionPlan: 'free-trial',
      expiresAt: day(10),
      password: PASSWORD,
    },
  });

describe('custom scenarios a plan year', () => {
  it('refuses a Core company a custom scenario with the message naming Pro, the words its read form shows', async () => {
    const co = await company('core');
    const res = await createPrivate(co.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Custom scenarios come with the Pro plan');
    const entitlements = await entitlementsOf(co);
    expect(entitlements.customScenarios).toEqual({
      used: 0,
      limit: 0,
      yearStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(entitlements.refusals).toEqual({
      customScenarios: 'Custom scenarios come with the Pro plan',
      playlists: 'Playlists come with the Pro plan',
      teamManagement: 'Team management comes with the Pro plan',
      sso: 'Single sign-on is available on the Enterprise plan only',
    });
    // In the request's language, the same words on both.
    const headers = { ...bearer(co.token), 'accept-language': 'de' };
    const german = await s.app.inject({
      method: 'POST',
      url: '/scenarios',
      headers,
      payload: scenarioBody(s.fx, { isPublic: false }),
    });
    const read = await s.app.inject({ method: 'GET', url: `/companies/${co.id}`, headers });
    expect(german.json().message).toBe(read.json().entitlements.refusals.customScenarios);
    expect(german.json().message).toContain('Pro');
  });

  it('refuses a company on its free trial too, and lets the operator make one for it', async () => {
    const co = await company(null);
    expect((await createPrivate(co.token)).json().message).toBe('Custom scenarios come with the Pro plan');
    const byOperator = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { isPublic: false, source: co.id }),
    });
    expect(byOperator.statusCode).toBe(201);
    expect((await entitlementsOf(co)).customScenarios).toMatchObject({ used: 1, limit: 0 });
  });

  it('gives a Core company the custom scenarios the operator grants, then names Enterprise', async () => {
    const co = await company('core', { extraCustomScenarios: 2 });
    expect((await createPrivate(co.token)).statusCode).toBe(201);
    expect(await entitlementsOf(co)).toMatchObject({
      customScenarios: { used: 1, limit: 2 },
      refusals: { customScenarios: null },
    });
    expect((await createPrivate(co.token)).statusCode).toBe(201);
    const third = await createPrivate(co.token);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(
      'All 2 custom scenarios of this plan year are made; unlimited custom scenarios come with the Enterprise plan',
    );
    expect(await entitlementsOf(co)).toMatchObject({
      customScenarios: { used: 2, limit: 2 },
      refusals: { customScenarios: third.json().message },
    });
  });

  it('lets only the operator grant extra custom scenarios', async () => {
    const co = await company('core');
    const patch = (token: string, extraCustomScenarios: unknown) =>
      s.app.inject({
        method: 'PATCH',
        url: `/companies/${co.id}`,
        headers: bearer(token),
        payload: { extraCustomScenarios },
      });
    expect((await patch(co.token, 3)).statusCode).toBe(403);
    expect((await patch(s.tokenOf('operator')!, -1)).statusCode).toBe(400);
    const granted = await patch(s.tokenOf('operator')!, 3);
    expect(granted.json()).toMatchObject({
      extraCustomScenarios: 3,
      entitlements: { customScenarios: { limit: 3 } },
    });
  });

  it('holds the Pro limit of 5 when two creates race at 4 of 5: exactly one succeeds', async () => {
    const co = await company('pro');
    for (let i = 0; i < 4; i++) expect((await createPrivate(co.token)).statusCode).toBe(201);
    expect(await entitlementsOf(co)).toMatchObject({
      customScenarios: { used: 4, limit: 5 },
      refusals: { customScenarios: null },
    });
    const raced = await Promise.all([createPrivate(co.token), createPrivate(co.token)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect((await entitlementsOf(co)).customScenarios).toMatchObject({ used: 5, limit: 5 });
    const [mine] = await s.deps.database.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from scenarios where company_id = ${co.id}`,
      )
      .then((r) => r.rows);
    expect(mine!.count).toBe(5);
  });

  it('counts from the start of the plan year: a scenario of an earlier year does not count', async () => {
    const co = await company('pro');
    for (let i = 0; i < 5; i++) expect((await createPrivate(co.token)).statusCode).toBe(201);
    expect((await createPrivate(co.token)).statusCode).toBe(403);
    // The plan started 13 months ago: its second year began a month ago; one scenario was made before then.
    await s.deps.database.db.execute(
      sql`update companies set plan_started_at = ${day(-395)} where id = ${co.id}`,
    );
    await s.deps.database.db.execute(
      sql`update scenarios set created_at = now() - interval '40 days'
          where id = (select min(id) from scenarios where company_id = ${co.id})`,
    );
    const { customScenarios: read, refusals } = await entitlementsOf(co);
    expect(read).toMatchObject({ used: 4, limit: 5 });
    expect(refusals.customScenarios).toBeNull();
    expect(read.yearStart > day(-40) && read.yearStart <= day(-29)).toBe(true);
    expect((await createPrivate(co.token)).statusCode).toBe(201);
  });

  it('restarts the plan year when the operator changes the plan', async () => {
    const co = await company('core');
    const changed = await s.request({
      method: 'PATCH',
      url: `/companies/${co.id}`,
      as: 'operator',
      payload: { subscriptionPlan: 'pro' },
    });
    expect(changed.json().entitlements.customScenarios).toMatchObject({ yearStart: day(0), limit: 5 });
  });

  it('gives Enterprise unlimited custom scenarios', async () => {
    const co = await company('enterprise');
    for (let i = 0; i < 6; i++) expect((await createPrivate(co.token)).statusCode).toBe(201);
    expect(await entitlementsOf(co)).toMatchObject({
      customScenarios: { used: 6, limit: null },
      refusals: { customScenarios: null, playlists: null, teamManagement: null, sso: null },
    });
  });

  it('gives nothing once the plan has expired, and says so', async () => {
    const co = await company('pro');
    await s.deps.database.db.execute(sql`update companies set expires_at = ${day(-1)} where id = ${co.id}`);
    const res = await createPrivate(co.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your subscription has expired');
    expect(await entitlementsOf(co)).toMatchObject({
      playlists: false,
      teamManagement: false,
      sso: false,
      refusals: {
        customScenarios: 'Your subscription has expired',
        playlists: 'Your subscription has expired',
      },
    });
  });
});

describe('playlists, team management and single sign-on', () => {
  it('shows each plan its features in the read form', async () => {
    const expected = {
      'free-trial': { playlists: false, teamManagement: false, sso: false },
      core: { playlists: false, teamManagement: false, sso: false },
      pro: { playlists: true, teamManagement: true, sso: false },
      enterprise: { playlists: true, teamManagement: true, sso: true },
    };
    for (const [plan, features] of Object.entries(expected)) {
      const co = await company(plan);
      expect(await entitlementsOf(co)).toMatchObject(features);
    }
  });

  it('refuses a playlist below Pro, naming Pro, and makes none; Pro and the operator make one', async () => {
    const scenarioId = await createReportScenario(s, 'Onboarding, week one', [
      { question: 'How sure are you?' },
    ]);
    const playlist = (token: string) =>
      s.app.inject({
        method: 'POST',
        url: '/playlists',
        headers: bearer(token),
        payload: { title: 'Onboarding', steps: [{ scenarioId }] },
      });
    const mine = async (token: string) =>
      (await s.app.inject({ method: 'GET', url: '/playlists', headers: bearer(token) })).json().total;
    const core = await company('core');
    const refused = await playlist(core.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Playlists come with the Pro plan');
    expect(await entitlementsOf(core)).toMatchObject({
      refusals: { playlists: 'Playlists come with the Pro plan' },
    });
    expect(await mine(core.token)).toBe(0);
    const pro = await company('pro');
    expect((await playlist(pro.token)).statusCode).toBe(201);
    expect(await mine(pro.token)).toBe(1);
    expect((await playlist(s.tokenOf('operator')!)).statusCode).toBe(201);
  });

  it('lets only Pro and Enterprise company admins manage their users; the operator manages anyone', async () => {
    const core = await company('core');
    const refused = await createHost(core);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Team management comes with the Pro plan');
    const byOperator = await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Olga',
        lastName: 'Host',
        email: `host-${randomBytes(4).toString('hex')}@test.example`,
        companyId: core.id,
        isAdmin: false,
        subscriptionPlan: 'core',
        expiresAt: day(30),
      },
    });
    expect(byOperator.statusCode).toBe(201);
    const patch = await s.app.inject({
      method: 'PATCH',
      url: `/users/${byOperator.json().id}`,
      headers: bearer(core.token),
      payload: { firstName: 'Olive' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe('Team management comes with the Pro plan');
    for (const plan of ['pro', 'enterprise'])
      expect((await createHost(await company(plan))).statusCode).toBe(201);
  });

  it('refuses single sign-on below Enterprise, naming Enterprise', async () => {
    const pro = await company('pro');
    const res = await s.app.inject({
      method: 'PUT',
      url: `/companies/${pro.id}/sso`,
      headers: bearer(pro.token),
      payload: {
        issuer: 'https://id.example.com',
        clientId: 'ready-teams',
        domains: ['example.com'],
        passwordAllowed: true,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Single sign-on is available on the Enterprise plan only');
  });
});
