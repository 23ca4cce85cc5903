/**
 * Two customer companies (A: Acme, B: Globex): private scenarios, users, sessions and reports
 * never cross companies, and fields a role may not set are refused rather than applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
let privateA: number;
let sessionA: string;
beforeAll(async () => {
  s = await createTestServer();
  privateA = (
    await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'adminA',
      payload: scenarioBody(s.fx, { isPublic: false, title: 'Acme only' }),
    })
  ).json().id;
  sessionA = (
    await s.request({ method: 'POST', url: '/sessions', as: 'hostA', payload: { scenarioId: privateA } })
  ).json().id;
  await s.request({
    method: 'PATCH',
    url: `/sessions/${sessionA}`,
    as: 'hostA',
    payload: { completedAt: new Date().toISOString() },
  });
});
afterAll(async () => {
  await s?.close();
});

const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((x) => x.title);

describe('private scenarios', () => {
  it('are in the library of their company only', async () => {
    expect(titles(await s.request({ method: 'GET', url: '/scenarios', as: 'hostA' }))).toContain('Acme only');
    expect(titles(await s.request({ method: 'GET', url: '/scenarios', as: 'hostB' }))).not.toContain(
      'Acme only',
    );
    expect(titles(await s.request({ method: 'GET', url: '/scenarios', as: 'adminB' }))).not.toContain(
      'Acme only',
    );
    expect(
      titles(await s.request({ method: 'GET', url: '/scenarios?title=%25acme%25', as: 'adminB' })),
    ).toEqual([]);
    expect((await s.request({ method: 'GET', url: `/scenarios/${privateA}`, as: 'hostB' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/scenarios/${privateA}`,
          as: 'adminB',
          payload: { title: 'Mine now' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.request({ method: 'DELETE', url: `/scenarios/${privateA}`, as: 'adminB' })).statusCode,
    ).toBe(404);
    expect(
      (await s.request({ method: 'POST', url: '/favorites', as: 'hostB', payload: { scenarioId: privateA } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.request({ method: 'POST', url: '/sessions', as: 'hostB', payload: { scenarioId: privateA } }))
        .statusCode,
    ).toBe(404);
    const reorder = await s.request({
      method: 'POST',
      url: '/reorder',
      as: 'adminB',
      payload: { resource: 'scenarios', ids: [privateA] },
    });
    expect(reorder.statusCode).toBe(400);
  });

  it('a company admin cannot publish to the public library or credit another company', async () => {
    const pub = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'adminA',
      payload: scenarioBody(s.fx, { isPublic: true }),
    });
    expect(pub.statusCode).toBe(403);
    const other = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'adminA',
      payload: scenarioBody(s.fx, { isPublic: false, source: s.fx.companyB }),
    });
    expect(other.statusCode).toBe(403);
    const flip = await s.request({
      method: 'PATCH',
      url: `/scenarios/${privateA}`,
      as: 'adminA',
      payload: { isPublic: true },
    });
    expect(flip.statusCode).toBe(403);
    expect(
      (await s.request({ method: 'GET', url: `/scenarios/${privateA}`, as: 'adminA' })).json().isPublic,
    ).toBe(false);
  });

  it('an operator-made private scenario for company B is visible to B only', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { isPublic: false, source: s.fx.companyB, title: 'Globex custom' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      source: s.fx.companyB,
      companyId: s.fx.companyB,
      company: { name: 'Globex' },
    });
    expect(titles(await s.request({ method: 'GET', url: '/scenarios', as: 'hostB' }))).toContain(
      'Globex custom',
    );
    expect(titles(await s.request({ method: 'GET', url: '/scenarios', as: 'hostA' }))).not.toContain(
      'Globex custom',
    );
  });
});

describe('users', () => {
  it('each company sees only its own users', async () => {
    const emailsB = (await s.request({ method: 'GET', url: '/users?$limit=50', as: 'adminB' }))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(emailsB.sort()).toEqual(['adminb@test.example', 'hostb@test.example']);
    const team = (await s.request({ method: 'GET', url: '/users?$limit=50', as: 'hostA' })).json();
    expect(team.data.every((u: { companyId: number }) => u.companyId === s.fx.companyA)).toBe(true);
    expect(
      (await s.request({ method: 'GET', url: `/users/${s.fx.users.hostA.id}`, as: 'adminB' })).statusCode,
    ).toBe(404);
    const query = (
      await s.request({ method: 'GET', url: `/users?companyId=${s.fx.companyA}`, as: 'adminB' })
    ).json();
    expect(query.total).toBe(0);
  });

  it('a company admin cannot place users in another company or hand out paid plans', async () => {
    const otherCompany = await s.request({
      method: 'POST',
      url: '/users',
      as: 'adminA',
      payload: {
        firstName: 'X',
        lastName: 'Y',
        email: 'x1@test.example',
        companyId: s.fx.companyB,
        isAdmin: false,
        subscriptionPlan: 'free-trial',
        expiresAt: '2020-01-01',
      },
    });
    expect(otherCompany.statusCode).toBe(403);
    const paid = await s.request({
      method: 'POST',
      url: '/users',
      as: 'adminA',
      payload: {
        firstName: 'X',
        lastName: 'Y',
        email: 'x2@test.example',
        companyId: s.fx.companyA,
        isAdmin: false,
        subscriptionPlan: 'enterprise',
        expiresAt: '2099-01-01',
      },
    });
    expect(paid.statusCode).toBe(403);
    const move = await s.request({
      method: 'PATCH',
      url: `/users/${s.fx.users.host2A.id}`,
      as: 'adminA',
      payload: { companyId: s.fx.companyB },
    });
    expect(move.statusCode).toBe(403);
    const upgrade = await s.request({
      method: 'PATCH',
      url: `/users/${s.fx.users.host2A.id}`,
      as: 'adminA',
      payload: { subscriptionPlan: 'enterprise' },
    });
    expect(upgrade.statusCode).toBe(403);
    const after = (
      await s.request({ method: 'GET', url: `/users/${s.fx.users.host2A.id}`, as: 'operator' })
    ).json();
    expect(after).toMatchObject({ companyId: s.fx.companyA, subscriptionPlan: 'core' });
  });

  it('a host cannot make itself an admin, by any route', async () => {
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/users/${s.fx.users.hostA.id}`,
          as: 'hostA',
          payload: { isAdmin: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await s.request({ method: 'PATCH', url: '/profile', as: 'hostA', payload: { isAdmin: true } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: '/profile',
          as: 'hostA',
          payload: { companyId: s.fx.companyB },
        })
      ).statusCode,
    ).toBe(400);
    expect((await s.request({ method: 'GET', url: '/profile', as: 'hostA' })).json()).toMatchObject({
      isAdmin: false,
      companyId: s.fx.companyA,
    });
  });

  it('only the operator makes operator admins', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/users',
      as: 'adminA',
      payload: {
        firstName: 'O',
        lastName: 'P',
        email: 'op@test.example',
        companyId: s.fx.operatorCompanyId,
        isAdmin: true,
      },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sessions and reports', () => {
  it('another company never sees them', async () => {
    const reportsB = (
      await s.request({
        method: 'GET',
        url: '/sessions?completedAt[$ne]=null&isPractice=false',
        as: 'adminB',
      })
    ).json();
    expect(reportsB.total).toBe(0);
    const reportsA = (
      await s.request({
        method: 'GET',
        url: '/sessions?completedAt[$ne]=null&isPractice=false',
        as: 'adminA',
      })
    ).json();
    expect(reportsA.data.map((x: { id: string }) => x.id)).toEqual([sessionA]);
    expect((await s.request({ method: 'GET', url: `/sessions/${sessionA}`, as: 'adminB' })).statusCode).toBe(
      404,
    );
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${sessionA}`, as: 'operator' })).statusCode,
    ).toBe(404);
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/sessions/${sessionA}`,
          as: 'hostB',
          payload: { completedAt: new Date().toISOString() },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await s.request({ method: 'DELETE', url: `/sessions/${sessionA}`, as: 'adminB' })).statusCode,
    ).toBe(404);
    const byHost = (
      await s.request({ method: 'GET', url: `/sessions?hostId=${s.fx.users.hostA.id}`, as: 'hostB' })
    ).json();
    expect(byHost.total).toBe(0);
  });

  it('the host key is shown to the host and their company admin only', async () => {
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${sessionA}`, as: 'hostA' })).json().hostKey,
    ).toBeDefined();
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${sessionA}`, as: 'adminA' })).json().hostKey,
    ).toBeDefined();
  });
});

describe('companies', () => {
  it('non-operators see their own company only', async () => {
    const list = (await s.request({ method: 'GET', url: '/companies', as: 'adminB' })).json();
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(['Globex']);
    expect(
      (await s.request({ method: 'GET', url: `/companies/${s.fx.companyA}`, as: 'hostB' })).statusCode,
    ).toBe(404);
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/companies/${s.fx.companyB}`,
          as: 'adminB',
          payload: { name: 'Globex 2' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('archiving a company locks its users out', async () => {
    const co = (
      await s.request({ method: 'POST', url: '/companies', as: 'operator', payload: { name: 'Soon gone' } })
    ).json();
    await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'G',
        lastName: 'One',
        email: 'gone@test.example',
        companyId: co.id,
        isAdmin: true,
        password: 'tester-pass-123',
      },
    });
    const login = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'local', email: 'gone@test.example', password: 'tester-pass-123' },
    });
    expect(login.statusCode).toBe(201);
    await s.request({
      method: 'PATCH',
      url: `/companies/${co.id}`,
      as: 'operator',
      payload: { isActive: false },
    });
    const profile = await s.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(401);
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/companies/${s.fx.operatorCompanyId}`,
          as: 'operator',
          payload: { isActive: false },
        })
      ).statusCode,
    ).toBe(403);
  });
});
