// Plans cannot be extended by customers: the operator grants a company its plan, expiry and seats; company admins
// give hosts plans within that grant only; a free trial ends 4 weeks after creation; company admins run sessions
// only while their company's plan lasts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  companyWithAdmin,
  createTestServer,
  scenarioBody,
  signIn,
  type TestServer,
} from './helpers.js';

let s: TestServer;
let scenarioId: number;
beforeAll(async () => {
  s = await createTestServer();
  scenarioId = (
    await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx) })
  ).json().id;
});
afterAll(() => s?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer company with its own admin, signed in; `grant` is what the operator gives it. */
const company = (grant: Record<string, unknown> = {}) => companyWithAdmin(s, grant);

const createHost = (
  token: string,
  companyId: number,
  plan: Record<string, unknown> = { subscriptionPlan: 'pro', expiresAt: day(5) },
) =>
  s.app.inject({
    method: 'POST',
    url: '/users',
    headers: bearer(token),
    payload: {
      firstName: 'Hal',
      lastName: 'Host',
      email: `host-${randomBytes(4).toString('hex')}@test.example`,
      companyId,
      isAdmin: false,
      password: PASSWORD,
      ...plan,
    },
  });

const startSession = (token: string) =>
  s.app.inject({
    method: 'POST',
    url: '/sessions',
    headers: bearer(token),
    payload: { scenarioId, isPractice: true },
  });

describe('the operator grants plans', () => {
  it('sets a company plan, expiry and seats; company admins cannot', async () => {
    const co = await company();
    const fresh = (await s.request({ method: 'GET', url: `/companies/${co.id}`, as: 'operator' })).json();
    // No grant yet: a free trial of 4 weeks from the company's creation.
    expect(fresh).toMatchObject({
      subscriptionPlan: 'free-trial',
      expiresAt: day(28),
      seats: null,
      seatsUsed: 1,
    });
    const grant = { subscriptionPlan: 'pro', expiresAt: day(365), seats: 10 };
    expect(
      (
        await s.app.inject({
          method: 'PATCH',
          url: `/companies/${co.id}`,
          headers: bearer(co.token),
          payload: grant,
        })
      ).statusCode,
    ).toBe(403);
    const patched = await s.request({
      method: 'PATCH',
      url: `/companies/${co.id}`,
      as: 'operator',
      payload: grant,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ ...grant, seatsUsed: 1 });
    // The company admin sees the grant of their own company.
    const own = await s.app.inject({ method: 'GET', url: `/companies/${co.id}`, headers: bearer(co.token) });
    expect(own.json()).toMatchObject(grant);
  });
});

describe('company admins give hosts plans within the grant', () => {
  it("bounds a host's plan and expiry by the company's", async () => {
    const co = await company({ subscriptionPlan: 'pro', expiresAt: day(90) });
    const byDefault = await createHost(co.token, co.id, { subscriptionPlan: 'pro', expiresAt: day(90) });
    expect(byDefault.statusCode).toBe(201);
    expect(
      (await createHost(co.token, co.id, { subscriptionPlan: 'pro', expiresAt: day(30) })).statusCode,
    ).toBe(201);
    const tooLong = await createHost(co.token, co.id, { subscriptionPlan: 'pro', expiresAt: day(200) });
    expect(tooLong.statusCode).toBe(403);
    expect(tooLong.json().message).toContain("beyond your company's");
    expect(
      (await createHost(co.token, co.id, { subscriptionPlan: 'enterprise', expiresAt: day(30) })).statusCode,
    ).toBe(403);
    const host = byDefault.json();
    const extend = await s.app.inject({
      method: 'PATCH',
      url: `/users/${host.id}`,
      headers: bearer(co.token),
      payload: { expiresAt: day(400) },
    });
    expect(extend.statusCode).toBe(403);
  });

  it('a free trial ends 4 weeks after the host was created and cannot be renewed', async () => {
    // On Pro: its admin manages its users (team management).
    const co = await company({ subscriptionPlan: 'pro', expiresAt: day(365) });
    const trial = await createHost(co.token, co.id, { subscriptionPlan: 'free-trial', expiresAt: day(28) });
    expect(trial.statusCode).toBe(201);
    expect(
      (await createHost(co.token, co.id, { subscriptionPlan: 'free-trial', expiresAt: day(29) })).statusCode,
    ).toBe(403);
    // Five weeks later the trial has ended; the company admin tries to renew it every month.
    const id = trial.json().id as number;
    await s.deps.database.db.execute(
      sql`update users set created_at = now() - interval '35 days', expires_at = ${day(-7)} where id = ${id}`,
    );
    for (const expiresAt of [day(30), day(1)]) {
      const renew = await s.app.inject({
        method: 'PATCH',
        url: `/users/${id}`,
        headers: bearer(co.token),
        payload: { expiresAt },
      });
      expect(renew.statusCode).toBe(403);
    }
    const after = (await s.request({ method: 'GET', url: `/users/${id}`, as: 'operator' })).json();
    expect(after.expiresAt).toBe(day(-7));
    // The operator may.
    expect(
      (
        await s.request({
          method: 'PATCH',
          url: `/users/${id}`,
          as: 'operator',
          payload: { expiresAt: day(30) },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('company admins start sessions while the company plan lasts', () => {
  it('refuses them once it has ended, even after promoting a host to admin', async () => {
    const co = await company({ subscriptionPlan: 'pro', expiresAt: day(10) });
    const host = (await createHost(co.token, co.id)).json();
    expect((await startSession(co.token)).statusCode).toBe(201);
    await s.deps.database.db.execute(sql`update companies set expires_at = ${day(-1)} where id = ${co.id}`);
    const refused = await startSession(co.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your subscription has expired');
    // Promoting a host to admin (admins have no plan of their own) gains nothing. The operator promotes: an ended
    // plan gives its company admins no team management either.
    const promote = await s.request({
      method: 'PATCH',
      url: `/users/${host.id}`,
      as: 'operator',
      payload: { isAdmin: true },
    });
    expect(promote.statusCode).toBe(200);
    expect((await startSession(await signIn(s, host.email, PASSWORD))).statusCode).toBe(403);
    // Once the operator extends the company's plan, they can again.
    await s.request({
      method: 'PATCH',
      url: `/companies/${co.id}`,
      as: 'operator',
      payload: { expiresAt: day(30) },
    });
    expect((await startSession(co.token)).statusCode).toBe(201);
  });

  it('applies to a company on its free trial too', async () => {
    const co = await company();
    await s.deps.database.db.execute(
      sql`update companies set created_at = now() - interval '29 days' where id = ${co.id}`,
    );
    expect((await startSession(co.token)).statusCode).toBe(403);
  });
});

describe('seats', () => {
  it('lets exactly the free seats be filled by simultaneous creates, and restores only into a free seat', async () => {
    // The admin takes one of the 3 seats.
    const co = await company({ subscriptionPlan: 'pro', expiresAt: day(90), seats: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => createHost(co.token, co.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.json().message).toContain('3 seats');
    const created = results.find((r) => r.statusCode === 201)!.json();
    const archive = (isActive: boolean) =>
      s.app.inject({
        method: 'PATCH',
        url: `/users/${created.id}`,
        headers: bearer(co.token),
        payload: { isActive },
      });
    expect((await archive(false)).statusCode).toBe(200);
    expect((await createHost(co.token, co.id)).statusCode).toBe(201);
    expect((await archive(true)).statusCode).toBe(403);
    const read = (await s.request({ method: 'GET', url: `/companies/${co.id}`, as: 'operator' })).json();
    expect(read).toMatchObject({ seats: 3, seatsUsed: 3 });
  });
});
