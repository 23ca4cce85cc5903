// Issue 33, small leaks: the decisions of a scenario the caller cannot read are not found (not an empty list);
// /metrics answers only with METRICS_TOKEN set and only to it; nothing an anonymous caller gets (health checks,
// metrics, error pages, the API's docs, the live channel's handshake) names the Node.js version.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

describe('GET /scenarios/{id}/decisions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  it("answers 404 for another company's private scenario, as GET /scenarios/{id} does", async () => {
    const theirs = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'adminB',
      payload: scenarioBody(s.fx, { isPublic: false }),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().id as number;
    for (const as of ['hostA', 'adminA'] as const) {
      expect((await s.request({ method: 'GET', url: `/scenarios/${id}`, as })).statusCode).toBe(404);
      const decisions = await s.request({ method: 'GET', url: `/scenarios/${id}/decisions`, as });
      expect(decisions.statusCode, `${as}: ${decisions.body}`).toBe(404);
      expect(decisions.json()).toMatchObject({ name: 'NotFound', code: 404 });
    }
    // Its own company and the operator read it; a public scenario, everyone signed in; one that does not exist, nobody.
    for (const as of ['adminB', 'operator'] as const) {
      const decisions = await s.request({ method: 'GET', url: `/scenarios/${id}/decisions`, as });
      expect(decisions.statusCode, decisions.body).toBe(200);
      expect(decisions.json()).toEqual({ scenarioId: id, sessions: [] });
    }
    const shared = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { isPublic: true }),
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const read = await s.request({
      method: 'GET',
      url: `/scenarios/${shared.json().id}/decisions`,
      as: 'hostA',
    });
    expect(read.statusCode).toBe(200);
    expect(
      (await s.request({ method: 'GET', url: '/scenarios/999999/decisions', as: 'hostA' })).statusCode,
    ).toBe(404);
  });
});

describe('/metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, to anyone', async () => {
    const s = await createTestServer();
    try {
      for (const headers of [
        {},
        { authorization: `Bearer ${s.tokenOf('operator')}` },
        { authorization: 'Bearer ' },
      ]) {
        const res = await s.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('nodejs_');
      }
    } finally {
      await s.close();
    }
  });

  it('answers 401 to a missing or wrong token and 200 to the right one', async () => {
    const s = await createTestServer({ env: { METRICS_TOKEN: 'scrape-secret-1' }, fixtures: false });
    try {
      const scrape = (authorization?: string) =>
        s.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      for (const authorization of [
        undefined,
        'Bearer scrape-secret-2',
        'Bearer scrape-secret',
        'Bearer scrape-secret-10',
        'scrape-secret-1',
        'Basic scrape-secret-1',
      ]) {
        const res = await scrape(authorization);
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.body).not.toContain('nodejs_');
      }
      const right = await scrape('Bearer scrape-secret-1');
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('process_cpu_seconds_total');
    } finally {
      await s.close();
    }
  });
});

describe('the Node.js version', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ fixtures: false });
    await s.app.ready();
  });
  afterAll(() => s?.close());

  it('is in no header or body an anonymous caller gets', async () => {
    const version = process.versions.node;
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/health/live' },
      { method: 'GET', url: '/health/ready' },
      { method: 'GET', url: '/metrics' },
      { method: 'GET', url: '/no-such-page' },
      { method: 'GET', url: '/scenarios' },
      { method: 'GET', url: '/profile', headers: { authorization: 'Bearer not-a-token' } },
      { method: 'DELETE', url: '/health/live' },
      {
        method: 'POST',
        url: '/authentication',
        headers: { 'content-type': 'application/json' },
        payload: '{"strategy":',
      },
      { method: 'POST', url: '/authentication', payload: { strategy: 'local', email: 'x', password: 'y' } },
      { method: 'POST', url: '/authentication', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      { method: 'GET', url: '/docs/json' },
      { method: 'GET', url: '/socket.io/?EIO=4&transport=polling' },
    ];
    for (const request of requests) {
      const res = await s.app.inject(request);
      const seen = `${JSON.stringify(res.headers)}\n${res.body}`;
      const where = `${request.method} ${String(request.url)} (${res.statusCode})`;
      expect(seen, where).not.toContain(version);
      expect(seen, where).not.toContain(process.version);
      expect(seen.toLowerCase(), where).not.toMatch(/node(\.js)?[ /]v?\d+\.\d+/);
      expect(res.headers, where).not.toHaveProperty('x-powered-by');
      expect(res.headers, where).not.toHaveProperty('server');
    }
  });
});
