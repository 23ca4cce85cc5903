/**
 * Answers match the contract's response schemas (the generated client trusts them): the read
 * forms of every resource, list envelopes, sign-in, session start and errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResponse } from './contract-checks.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
let scenarioId: number;
let sessionId: string;
let pin: string;
let hostKey: string;
let faqId: number;
let guideId: number;
beforeAll(async () => {
  s = await createTestServer({ demo: true });
  scenarioId = (
    await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx) })
  ).json().id;
  const session = (
    await s.request({ method: 'POST', url: '/sessions', as: 'host', payload: { scenarioId } })
  ).json();
  sessionId = session.id;
  ({ pin, hostKey } = session);
  faqId = (await s.request({ method: 'GET', url: '/faqs', as: 'host' })).json().data[0].id;
  guideId = (await s.request({ method: 'GET', url: '/help-guides', as: 'host' })).json().data[0].id;
});
afterAll(async () => {
  await s?.close();
});

const cases: [method: string, path: string, url: () => string, status: number, body?: () => unknown][] = [
  [
    'POST',
    '/authentication',
    () => '/authentication',
    201,
    () => ({ strategy: 'local', email: 'admin@example.com', password: 'operator-pass-123' }),
  ],
  ['GET', '/profile', () => '/profile', 200],
  ['GET', '/scenarios', () => '/scenarios?$limit=50', 200],
  ['GET', '/scenarios/{id}', () => `/scenarios/${scenarioId}`, 200],
  ['GET', '/scenarios/{id}', () => '/scenarios/1', 200],
  ['GET', '/favorites', () => '/favorites', 200],
  ['POST', '/favorites', () => '/favorites', 201, () => ({ scenarioId })],
  ['GET', '/scenario-categories', () => '/scenario-categories?$limit=50', 200],
  ['GET', '/scenario-tags', () => '/scenario-tags?$limit=50', 200],
  ['GET', '/companies', () => '/companies', 200],
  ['GET', '/users', () => '/users', 200],
  ['GET', '/faqs', () => '/faqs', 200],
  ['GET', '/faqs/{id}', () => `/faqs/${faqId}`, 200],
  ['GET', '/faq-tags', () => '/faq-tags?$limit=50', 200],
  ['GET', '/faq-categories', () => '/faq-categories?$limit=50', 200],
  ['GET', '/help-guides', () => '/help-guides', 200],
  ['GET', '/help-guides/{id}', () => `/help-guides/${guideId}`, 200],
  ['GET', '/help-categories', () => '/help-categories?$limit=50', 200],
  ['GET', '/sessions', () => '/sessions', 200],
  ['GET', '/sessions/{id}', () => `/sessions/${sessionId}`, 200],
  ['POST', '/sessions', () => '/sessions', 201, () => ({ scenarioId, isPractice: true })],
  // Its live slides, one of each type, each in its slideType's branch of LiveSlide.
  ['GET', '/host-sessions/{pin}', () => `/host-sessions/${pin}?key=${hostKey}`, 200],
  ['POST', '/s3-presigned', () => '/s3-presigned', 201, () => ({ fileName: 'a.png', fileType: 'image/png' })],
  ['POST', '/waitlist', () => '/waitlist', 201, () => ({ email: 'x@test.example' })],
  ['POST', '/password-reset', () => '/password-reset', 202, () => ({ email: 'x@test.example' })],
  ['GET', '/sign-up', () => '/sign-up', 200],
  ['POST', '/reorder', () => '/reorder', 200, () => ({ resource: 'scenario-tags', ids: s.fx.tagIds })],
  ['GET', '/scenarios/{id}', () => '/scenarios/999999', 404],
  ['POST', '/scenarios', () => '/scenarios', 400, () => ({ title: '' })],
  ['GET', '/profile', () => '/profile', 401],
];

describe('responses follow openapi.yaml', () => {
  it.each(cases.map((c) => [`${c[0]} ${c[2]()} -> ${c[3]}`, c] as const))(
    '%s',
    async (_label, [method, path, url, status, body]) => {
      const as =
        status === 401
          ? undefined
          : path === '/sessions' || path.startsWith('/sessions/') || path === '/favorites'
            ? 'host'
            : 'operator';
      const res = await s.request({
        method: method as 'GET',
        url: url(),
        as,
        ...(body ? { payload: body() as object } : {}),
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expectResponse(method, path, status, res.json());
    },
  );
});
