/**
 * Bad input never produces a 500: malformed JSON, wrong types, huge bodies, unknown fields and
 * hostile query strings, sent to every operation of the contract, signed in as the operator admin
 * (so requests get past authentication into the handlers). Every error is a Feathers error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../src/contract.js';
import { ADMIN_PASSWORD, createTestServer, signIn, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ fixtures: true });
});
afterAll(async () => {
  await s?.close();
});

const operations = loadContract().operations;

function concreteUrl(op: Operation, value?: string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (value !== undefined) return value;
    if (name === 'pin') return 'ABCD';
    if (name === 'key') return 'missing-file.png';
    if (op.path.startsWith('/sessions/')) return '00000000-0000-4000-8000-000000000000';
    return '1';
  });
}

const hostileQueries = [
  '$limit=-1',
  '$limit=abc',
  '$limit=1e400',
  '$skip=-5',
  '$skip[$gt]=1',
  '$sort[title]=sideways',
  '$sort[passwordHash]=1',
  '$sort=title',
  '$select[]=passwordHash',
  '$select[0]=__proto__',
  'id[$in]=1&id[$in][0]=2',
  'id=99999999999999999999',
  'id[$gt]=abc',
  'a[b][c][d][e][f][g][h][i]=1',
  '$or=1',
  '$or[0]=x',
  '$or[0][passwordHash]=x',
  'title[$regex]=.*',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'completedAt[$lt]=not-a-date',
  "title=' OR 1=1 --",
  'title=%00%ff',
  'isActive=maybe',
  '$search[$ne]=1',
  Array.from({ length: 400 }, (_, i) => `p${i}=${i}`).join('&'),
  'key=' + 'k'.repeat(5000),
];

const bodies: [string, string, string][] = [
  ['malformed JSON', '{"title": "x",', 'application/json'],
  ['JSON array', '[1,2,3]', 'application/json'],
  ['JSON string', '"hello"', 'application/json'],
  ['JSON number', '42', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  [
    'wrong types',
    JSON.stringify({
      title: 123,
      email: false,
      ids: 'x',
      scenarioId: 'abc',
      slides: {},
      isActive: 'yes',
      completedAt: 5,
    }),
    'application/json',
  ],
  [
    'unknown fields',
    JSON.stringify({ totallyUnknown: true, isAdmin: true, companyId: 1, __proto__: { x: 1 } }),
    'application/json',
  ],
  [
    'prototype pollution',
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
    'application/json',
  ],
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000), 'application/json'],
  ['form encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['text', 'just text', 'text/plain'],
  ['huge body', JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }), 'application/json'],
];

/** Signing out would end the shared operator token: that operation gets a throwaway one. */
async function tokenFor(op: Operation) {
  return op.path === '/authentication' && op.method === 'DELETE'
    ? signIn(s, 'admin@example.com', ADMIN_PASSWORD)
    : s.tokenOf('operator')!;
}

/**
 * Operations that need a service this in-process server does not have: the PDF printer's Chromium opens the server's
 * own port, which `inject` never listens on. They may answer the contract's 503, never anything worse.
 */
const NEEDS_OUTSIDE_SERVICE = new Set(['GET /reports/impact.pdf']);

function expectFeathersError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  label: string,
  op?: Operation,
) {
  const worst = op && NEEDS_OUTSIDE_SERVICE.has(`${op.method} ${op.path}`) ? 503 : 499;
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThanOrEqual(worst);
  if (res.statusCode >= 400 && String(res.headers['content-type']).includes('application/json')) {
    const body = JSON.parse(res.body);
    expect(body, label).toMatchObject({
      name: expect.any(String),
      message: expect.any(String),
      code: res.statusCode,
      className: expect.any(String),
    });
  }
}

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_label, op) => {
  it('survives hostile query strings', async () => {
    for (const q of hostileQueries) {
      const res = await s.app.inject({
        method: op.method as 'GET',
        url: `${concreteUrl(op)}?${q}`,
        headers: { authorization: `Bearer ${await tokenFor(op)}` },
      });
      expectFeathersError(res, `${op.method} ${op.path}?${q.slice(0, 60)}`, op);
    }
  });

  it('survives hostile path values', async () => {
    if (!op.path.includes('{')) return;
    for (const value of [
      '0',
      '-1',
      'abc',
      '1.5',
      '99999999999999999999',
      '%00',
      "1' OR '1'='1",
      'x'.repeat(250),
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await s.request({
        method: op.method as 'GET',
        url: concreteUrl(op, value),
        as: 'operator',
      });
      expectFeathersError(res, `${op.method} ${concreteUrl(op, value)}`, op);
    }
  });

  it('survives bad bodies', async () => {
    if (op.method === 'GET') return;
    for (const [label, payload, type] of bodies) {
      const token = await tokenFor(op);
      const res = await s.app.inject({
        method: op.method as 'POST',
        url: concreteUrl(op),
        payload,
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
      });
      expectFeathersError(res, `${op.method} ${op.path} with ${label}`, op);
      if (res.statusCode === 429) continue; // rate-limited routes may refuse before reading the body
      if (label === 'malformed JSON' && op.bodyContentTypes.includes('application/json'))
        expect(res.statusCode).toBe(400);
      if (label === 'huge body' && op.bodyContentTypes.includes('application/json'))
        expect(res.statusCode).toBe(413);
      if (label === 'unknown fields' && op.body?.additionalProperties === false)
        expect(res.statusCode).toBe(400);
    }
  });
});

describe('the edges', () => {
  it('answers a Feathers 404 for unknown routes and 404/405 for unknown methods', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'NotFound', code: 404, className: 'not-found' });
    const put = await s.app.inject({ method: 'PUT', url: '/scenarios' });
    expect(put.statusCode).toBe(404);
    expect(put.json().name).toBe('NotFound');
  });

  it('did not pollute prototypes', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
