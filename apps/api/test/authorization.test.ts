/**
 * The authorization matrix (PRODUCT.md §2) kept as data: operation x role -> expected status,
 * expanded over every operation of the contract. Roles: anonymous, host (company A), admin
 * (company A admin) and operator (admin of the operator company).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import {
  createTestServer,
  scenarioBody,
  signIn,
  PASSWORD,
  ADMIN_PASSWORD,
  type TestServer,
} from './helpers.js';

type Role = 'anonymous' | 'host' | 'admin' | 'operator';
const ROLES: Role[] = ['anonymous', 'host', 'admin', 'operator'];

interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Replaces the role's usual token (e.g. a fresh one to log out). */
  token?: string | null;
}

let s: TestServer;
const ids: Record<string, number | string> = {};
let counter = 0;
const unique = () => `${Date.now()}-${counter++}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture JSON of many shapes
const ok = async (res: { statusCode: number; body: string; json(): any }) => {
  if (res.statusCode >= 300) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json();
};
const hostAPlaylist = async () =>
  (
    await ok(
      await s.request({
        method: 'POST',
        url: '/playlists',
        as: 'hostA',
        payload: { title: unique(), steps: [{ scenarioId: ids.publicScenario }] },
      }),
    )
  ).id as number;
const nextMonth = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const freshPublicScenario = async () =>
  (
    await ok(
      await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx) }),
    )
  ).id;
const freshPrivateA = async () =>
  (
    await ok(
      await s.request({
        method: 'POST',
        url: '/scenarios',
        as: 'adminA',
        payload: scenarioBody(s.fx, { isPublic: false }),
      }),
    )
  ).id;
const tokenFor = (role: Role) =>
  role === 'anonymous' ? undefined : role === 'host' ? 'hostA' : role === 'admin' ? 'adminA' : 'operator';

/** [anonymous, host, company admin, operator admin] */
type Expect = [number, number, number, number];
interface Entry {
  op: string;
  expect: Expect;
  call: (role: Role) => Promise<Call> | Call;
  /** Extra variants of the same operation (e.g. on another record). */
  name?: string;
}

const matrix: Entry[] = [
  {
    op: 'POST /authentication',
    expect: [201, 201, 201, 201],
    call: () => ({
      url: '/authentication',
      body: { strategy: 'local', email: 'admin@example.com', password: ADMIN_PASSWORD },
    }),
  },
  {
    op: 'DELETE /authentication',
    expect: [401, 200, 200, 200],
    call: async (role) => {
      const emails = {
        host: 'hosta@test.example',
        admin: 'admina@test.example',
        operator: 'admin@example.com',
      } as const;
      if (role === 'anonymous') return { url: '/authentication' };
      return {
        url: '/authentication',
        token: await signIn(s, emails[role], role === 'operator' ? ADMIN_PASSWORD : PASSWORD),
      };
    },
  },
  { op: 'GET /profile', expect: [401, 200, 200, 200], call: () => ({ url: '/profile' }) },
  {
    op: 'PATCH /profile',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/profile', body: { lastName: 'Tester' } }),
  },
  {
    op: 'POST /profile/password',
    expect: [401, 400, 400, 400],
    call: () => ({
      url: '/profile/password',
      body: { currentPassword: 'wrong-one', newPassword: 'whatever-123' },
    }),
  },
  {
    op: 'POST /password-reset',
    expect: [202, 202, 202, 202],
    call: () => ({ url: '/password-reset', body: { email: 'nobody@test.example' } }),
  },
  {
    op: 'POST /password-reset/confirm',
    expect: [400, 400, 400, 400],
    call: () => ({ url: '/password-reset/confirm', body: { token: 'unknown', password: 'long-enough-1' } }),
  },
  // Sign-up is by waitlist unless the operator turns the trial on (trial-sign-up.test.ts): the trial routes refuse.
  { op: 'GET /sign-up', expect: [200, 200, 200, 200], call: () => ({ url: '/sign-up' }) },
  {
    op: 'POST /sign-up',
    expect: [403, 403, 403, 403],
    call: () => ({
      url: '/sign-up',
      body: {
        firstName: 'Ana',
        lastName: 'Ortiz',
        companyName: 'Northwind',
        email: `t${unique()}@test.example`,
        password: 'quiet harbour lantern',
      },
    }),
  },
  {
    op: 'POST /sign-up/confirm',
    expect: [403, 403, 403, 403],
    call: () => ({ url: '/sign-up/confirm', body: { token: 'unknown' } }),
  },
  {
    op: 'POST /waitlist',
    expect: [201, 201, 201, 201],
    call: () => ({ url: '/waitlist', body: { email: `w${unique()}@test.example` } }),
  },
  // For probes and scrapers. /metrics answers only with METRICS_TOKEN set, and only to that token, never to a user's
  // (health-metrics.test.ts): without it, 404 to everyone.
  { op: 'GET /health/live', expect: [200, 200, 200, 200], call: () => ({ url: '/health/live' }) },
  { op: 'GET /health/ready', expect: [200, 200, 200, 200], call: () => ({ url: '/health/ready' }) },
  { op: 'GET /metrics', expect: [404, 404, 404, 404], call: () => ({ url: '/metrics' }) },

  { op: 'GET /scenarios', expect: [401, 200, 200, 200], call: () => ({ url: '/scenarios' }) },
  {
    op: 'POST /scenarios',
    expect: [401, 403, 201, 201],
    call: () => ({ url: '/scenarios', body: scenarioBody(s.fx, { isPublic: false }) }),
  },
  {
    op: 'POST /scenarios',
    name: 'public',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/scenarios', body: scenarioBody(s.fx, { isPublic: true }) }),
  },
  {
    op: 'GET /scenarios/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/scenarios/${ids.publicScenario}` }),
  },
  {
    op: 'GET /scenarios/{id}',
    name: 'private of A',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/scenarios/${ids.privateA}` }),
  },
  {
    op: 'GET /scenarios/{id}',
    name: 'private of B',
    expect: [401, 404, 404, 200],
    call: () => ({ url: `/scenarios/${ids.privateB}` }),
  },
  {
    op: 'PATCH /scenarios/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/scenarios/${ids.publicScenario}`, body: { title: 'Renamed public' } }),
  },
  {
    op: 'PATCH /scenarios/{id}',
    name: 'private of A',
    expect: [401, 403, 200, 200],
    call: () => ({ url: `/scenarios/${ids.privateA}`, body: { title: 'Renamed private' } }),
  },
  {
    op: 'PATCH /scenarios/{id}',
    name: 'private of B',
    expect: [401, 403, 404, 200],
    call: () => ({ url: `/scenarios/${ids.privateB}`, body: { title: 'Renamed B' } }),
  },
  {
    op: 'DELETE /scenarios/{id}',
    expect: [401, 403, 403, 200],
    call: async () => ({ url: `/scenarios/${await freshPublicScenario()}` }),
  },
  {
    op: 'DELETE /scenarios/{id}',
    name: 'private of A',
    expect: [401, 403, 200, 200],
    call: async () => ({ url: `/scenarios/${await freshPrivateA()}` }),
  },
  { op: 'GET /favorites', expect: [401, 200, 200, 200], call: () => ({ url: '/favorites' }) },
  {
    op: 'POST /favorites',
    expect: [401, 201, 201, 201],
    call: () => ({ url: '/favorites', body: { scenarioId: ids.publicScenario } }),
  },
  {
    op: 'DELETE /favorites/{scenarioId}',
    expect: [401, 200, 200, 200],
    call: async (role) => {
      const who = tokenFor(role);
      if (who)
        await ok(
          await s.request({
            method: 'POST',
            url: '/favorites',
            as: who as 'hostA',
            payload: { scenarioId: ids.publicScenario },
          }),
        );
      return { url: `/favorites/${ids.publicScenario}` };
    },
  },
  {
    op: 'POST /reorder',
    expect: [401, 403, 403, 200],
    call: () => ({ url: '/reorder', body: { resource: 'scenario-tags', ids: s.fx.tagIds } }),
  },
  {
    op: 'POST /reorder',
    name: 'users of A',
    expect: [401, 403, 200, 200],
    call: () => ({
      url: '/reorder',
      body: { resource: 'users', ids: [s.fx.users.hostA.id, s.fx.users.host2A.id] },
    }),
  },
  {
    op: 'POST /reorder',
    name: 'private scenarios of A',
    expect: [401, 403, 200, 200],
    call: () => ({ url: '/reorder', body: { resource: 'scenarios', ids: [ids.privateA] } }),
  },

  {
    op: 'GET /scenario-categories',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/scenario-categories?$limit=50&isActive=true' }),
  },
  {
    op: 'POST /scenario-categories',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/scenario-categories', body: { category: `Cat ${unique()}` } }),
  },
  {
    op: 'GET /scenario-categories/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/scenario-categories/${s.fx.categoryId}` }),
  },
  {
    op: 'PATCH /scenario-categories/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/scenario-categories/${s.fx.categoryId}`, body: { category: 'Safety' } }),
  },
  {
    op: 'DELETE /scenario-categories/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/scenario-categories/${ids.spareCategory}` }),
  },
  {
    op: 'GET /scenario-tags',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/scenario-tags?$limit=50&isActive=true' }),
  },
  {
    op: 'POST /scenario-tags',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/scenario-tags', body: { tag: `Tag ${unique()}`, color: '#123abc' } }),
  },
  {
    op: 'GET /scenario-tags/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/scenario-tags/${s.fx.tagIds[0]}` }),
  },
  {
    op: 'PATCH /scenario-tags/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/scenario-tags/${s.fx.tagIds[0]}`, body: { color: '#000000' } }),
  },
  {
    op: 'DELETE /scenario-tags/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/scenario-tags/${ids.spareTag}` }),
  },

  { op: 'GET /companies', expect: [401, 200, 200, 200], call: () => ({ url: '/companies' }) },
  {
    op: 'POST /companies',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/companies', body: { name: `Co ${unique()}` } }),
  },
  {
    op: 'GET /companies/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/companies/${s.fx.companyA}` }),
  },
  {
    op: 'GET /companies/{id}',
    name: 'another company',
    expect: [401, 404, 404, 200],
    call: () => ({ url: `/companies/${s.fx.companyB}` }),
  },
  {
    op: 'PATCH /companies/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/companies/${s.fx.companyA}`, body: { name: 'Acme' } }),
  },

  // Branding (branding.test.ts): the operator's for any company, a company admin's for their own.
  {
    op: 'GET /companies/{id}/branding',
    expect: [401, 403, 200, 200],
    call: () => ({ url: `/companies/${s.fx.companyA}/branding` }),
  },
  {
    op: 'PUT /companies/{id}/branding',
    name: 'another company',
    expect: [401, 403, 404, 200],
    call: () => ({
      url: `/companies/${s.fx.companyB}/branding`,
      body: { logoUrl: null, primaryColor: '#1d4ed8', secondaryColor: null, stage: 'light' },
    }),
  },

  // Single sign-on (sso.test.ts): its settings are the operator's for any company and a company admin's for their
  // own; this server has no SSO_SECRET_KEY and company A no Enterprise plan, so saving stops at those checks.
  {
    op: 'GET /companies/{id}/sso',
    expect: [401, 403, 200, 200],
    call: () => ({ url: `/companies/${s.fx.companyA}/sso` }),
  },
  {
    op: 'GET /companies/{id}/sso',
    name: 'another company',
    expect: [401, 403, 404, 200],
    call: () => ({ url: `/companies/${s.fx.companyB}/sso` }),
  },
  {
    op: 'PUT /companies/{id}/sso',
    expect: [401, 403, 403, 503],
    call: () => ({
      url: `/companies/${s.fx.companyA}/sso`,
      body: {
        issuer: 'https://idp.example.com',
        clientId: 'readyteams',
        clientSecret: 'secret',
        domains: ['acme.example'],
        passwordAllowed: true,
      },
    }),
  },
  {
    op: 'DELETE /companies/{id}/sso',
    expect: [401, 403, 200, 200],
    call: () => ({ url: `/companies/${s.fx.companyA}/sso` }),
  },
  {
    op: 'DELETE /companies/{id}/sso',
    name: 'another company',
    expect: [401, 403, 404, 200],
    call: () => ({ url: `/companies/${s.fx.companyB}/sso` }),
  },
  // Public: the sign-in page's steps (nothing is set up for this domain).
  {
    op: 'GET /sso/discover',
    expect: [200, 200, 200, 200],
    call: () => ({ url: '/sso/discover?email=ana%40nowhere.example' }),
  },
  {
    op: 'POST /sso/start',
    expect: [400, 400, 400, 400],
    call: () => ({ url: '/sso/start', body: { email: 'ana@nowhere.example' } }),
  },
  { op: 'GET /sso/callback', expect: [302, 302, 302, 302], call: () => ({ url: '/sso/callback?state=x' }) },
  {
    op: 'POST /sso/link',
    expect: [400, 400, 400, 400],
    call: () => ({ url: '/sso/link', body: { code: 'unknown-code', password: 'any-password' } }),
  },

  { op: 'GET /users', expect: [401, 200, 200, 200], call: () => ({ url: '/users' }) },
  {
    op: 'POST /users',
    expect: [401, 403, 201, 201],
    call: () => ({
      url: '/users',
      body: {
        firstName: 'New',
        lastName: 'User',
        email: `u${unique()}@test.example`,
        companyId: s.fx.companyA,
        isAdmin: false,
        subscriptionPlan: 'free-trial',
        expiresAt: nextMonth(),
      },
    }),
  },
  {
    op: 'GET /users/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/users/${s.fx.users.host2A.id}` }),
  },
  {
    op: 'GET /users/{id}',
    name: 'user of another company',
    expect: [401, 404, 404, 200],
    call: () => ({ url: `/users/${s.fx.users.hostB.id}` }),
  },
  {
    op: 'PATCH /users/{id}',
    expect: [401, 403, 200, 200],
    call: () => ({ url: `/users/${s.fx.users.host2A.id}`, body: { lastName: 'Tester' } }),
  },
  {
    op: 'PATCH /users/{id}',
    name: 'user of another company',
    expect: [401, 403, 404, 200],
    call: () => ({ url: `/users/${s.fx.users.hostB.id}`, body: { lastName: 'Tester' } }),
  },

  { op: 'GET /faqs', expect: [401, 200, 200, 200], call: () => ({ url: '/faqs?isActive=true' }) },
  {
    op: 'POST /faqs',
    expect: [401, 403, 403, 201],
    call: () => ({
      url: '/faqs',
      body: { question: 'Q?', answer: 'A.', categoryId: ids.faqCategory, faq_tagsIds: [] },
    }),
  },
  { op: 'GET /faqs/{id}', expect: [401, 200, 200, 200], call: () => ({ url: `/faqs/${ids.faq}` }) },
  {
    op: 'PATCH /faqs/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/faqs/${ids.faq}`, body: { answer: 'Updated.' } }),
  },
  { op: 'GET /faq-tags', expect: [401, 200, 200, 200], call: () => ({ url: '/faq-tags?$limit=50' }) },
  {
    op: 'POST /faq-tags',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/faq-tags', body: { tag: `t${unique()}` } }),
  },
  {
    op: 'GET /faq-categories',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/faq-categories?$limit=50' }),
  },
  {
    op: 'POST /faq-categories',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/faq-categories', body: { category: `c${unique()}`, isActive: true } }),
  },
  {
    op: 'GET /help-guides',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/help-guides?isActive=true' }),
  },
  {
    op: 'POST /help-guides',
    expect: [401, 403, 403, 201],
    call: () => ({
      url: '/help-guides',
      body: {
        title: 'G',
        description: 'D',
        mediaUrl: 'https://cdn.example.com/v.mp4',
        helpCategoriesId: ids.helpCategory,
      },
    }),
  },
  {
    op: 'GET /help-guides/{id}',
    expect: [401, 200, 200, 200],
    call: () => ({ url: `/help-guides/${ids.guide}` }),
  },
  {
    op: 'PATCH /help-guides/{id}',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/help-guides/${ids.guide}`, body: { targetAudience: 'Hosts' } }),
  },
  {
    op: 'GET /help-categories',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/help-categories?$limit=50' }),
  },
  {
    op: 'POST /help-categories',
    expect: [401, 403, 403, 201],
    call: () => ({ url: '/help-categories', body: { name: `h${unique()}` } }),
  },

  { op: 'GET /sessions', expect: [401, 200, 200, 200], call: () => ({ url: '/sessions' }) },
  {
    op: 'POST /sessions',
    expect: [401, 201, 201, 201],
    call: () => ({ url: '/sessions', body: { scenarioId: ids.publicScenario, isPractice: true } }),
  },
  // Playlists of host A: the host and the company admin; the operator admin is another company.
  {
    op: 'GET /playlists',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/playlists' }),
  },
  {
    op: 'POST /playlists',
    expect: [401, 201, 201, 201],
    call: () => ({
      url: '/playlists',
      body: { title: unique(), steps: [{ scenarioId: ids.publicScenario }] },
    }),
  },
  {
    op: 'GET /playlists/{id}',
    expect: [401, 200, 200, 404],
    call: async () => ({ url: `/playlists/${await hostAPlaylist()}` }),
  },
  {
    op: 'PATCH /playlists/{id}',
    expect: [401, 200, 200, 404],
    call: async () => ({ url: `/playlists/${await hostAPlaylist()}`, body: { title: unique() } }),
  },
  {
    op: 'DELETE /playlists/{id}',
    expect: [401, 200, 200, 404],
    call: async () => ({ url: `/playlists/${await hostAPlaylist()}` }),
  },
  // Sessions of host A: the host and the company admin; the operator admin is another company.
  {
    op: 'GET /sessions/{id}',
    expect: [401, 200, 200, 404],
    call: () => ({ url: `/sessions/${ids.session}` }),
  },
  {
    op: 'GET /sessions/{id}/follow-up',
    expect: [401, 200, 200, 404],
    call: () => ({ url: `/sessions/${ids.session}/follow-up` }),
  },
  {
    op: 'DELETE /sessions/{id}/follow-up',
    expect: [401, 200, 200, 404],
    call: () => ({ url: `/sessions/${ids.session}/follow-up` }),
  },
  {
    op: 'PATCH /sessions/{id}',
    expect: [401, 200, 200, 404],
    call: () => ({ url: `/sessions/${ids.session}`, body: { completedAt: new Date().toISOString() } }),
  },
  {
    op: 'DELETE /sessions/{id}',
    expect: [401, 200, 200, 404],
    call: async () => {
      const created = await ok(
        await s.request({
          method: 'POST',
          url: '/sessions',
          as: 'hostA',
          payload: { scenarioId: ids.publicScenario, isPractice: true },
        }),
      );
      return { url: `/sessions/${created.id}` };
    },
  },

  // The impact report: hosts their own sessions, company admins their company's, operator admins any company's.
  { op: 'GET /reports/impact', expect: [401, 200, 200, 200], call: () => ({ url: '/reports/impact' }) },
  {
    op: 'GET /reports/impact',
    name: 'another company',
    expect: [401, 403, 403, 200],
    call: () => ({ url: `/reports/impact?companyId=${s.fx.companyB}` }),
  },
  {
    op: 'GET /reports/impact.csv',
    expect: [401, 200, 200, 200],
    call: () => ({ url: '/reports/impact.csv' }),
  },
  // Past the scope's checks the PDF needs a listening server and Chromium (impact.test.ts): this one does not listen.
  {
    op: 'GET /reports/impact.pdf',
    name: 'another company',
    expect: [401, 403, 403, 503],
    call: () => ({ url: `/reports/impact.pdf?companyId=${s.fx.companyB}` }),
  },

  {
    op: 'POST /s3-presigned',
    expect: [401, 403, 201, 201],
    call: () => ({ url: '/s3-presigned', body: { fileName: 'a.png', fileType: 'image/png', fileSize: 3 } }),
  },
  {
    op: 'PUT /uploads/{key}',
    expect: [200, 200, 200, 200],
    call: async () => {
      const { url } = await ok(
        await s.request({
          method: 'POST',
          url: '/s3-presigned',
          as: 'operator',
          payload: { fileName: 'a.png', fileType: 'image/png', fileSize: 3 },
        }),
      );
      const target = new URL(url);
      return {
        url: target.pathname + target.search,
        body: Buffer.from('png'),
        headers: { 'content-type': 'image/png' },
      };
    },
  },
  { op: 'GET /uploads/{key}', expect: [200, 200, 200, 200], call: () => ({ url: String(ids.uploadPath) }) },
];

/** Operations served by the live channel (src/live, tested by its owner). */
const LIVE_OWNED = [
  'GET /join/{pin}',
  'POST /join/{pin}',
  'GET /host-sessions/{pin}',
  'GET /sessions/{id}/results',
  'GET /sessions/{id}/answers.csv',
  'GET /scenarios/{id}/decisions',
];
/**
 * Public check-in and unsubscribe links of the follow-up e-mails (anyone with the token): follow-up.test.ts,
 * follow-up-abuse.test.ts.
 */
const FOLLOW_UP_OWNED = [
  'GET /check-ins/{token}',
  'POST /check-ins/{token}',
  'GET /mail-suppressions/{token}',
  'POST /mail-suppressions/{token}',
];

beforeAll(async () => {
  s = await createTestServer();
  ids.publicScenario = await freshPublicScenario();
  ids.privateA = await freshPrivateA();
  ids.privateB = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/scenarios',
        as: 'adminB',
        payload: scenarioBody(s.fx, { isPublic: false }),
      }),
    )
  ).id;
  ids.spareCategory = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/scenario-categories',
        as: 'operator',
        payload: { category: 'Spare' },
      }),
    )
  ).id;
  ids.spareTag = (
    await ok(
      await s.request({ method: 'POST', url: '/scenario-tags', as: 'operator', payload: { tag: 'Spare' } }),
    )
  ).id;
  ids.faqCategory = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/faq-categories',
        as: 'operator',
        payload: { category: 'General' },
      }),
    )
  ).id;
  ids.faq = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/faqs',
        as: 'operator',
        payload: { question: 'Q?', answer: 'A.', categoryId: ids.faqCategory },
      }),
    )
  ).id;
  ids.helpCategory = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/help-categories',
        as: 'operator',
        payload: { name: 'Basics' },
      }),
    )
  ).id;
  ids.guide = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/help-guides',
        as: 'operator',
        payload: {
          title: 'G',
          description: 'D',
          mediaUrl: 'https://cdn.example.com/v.mp4',
          helpCategoriesId: ids.helpCategory,
        },
      }),
    )
  ).id;
  ids.session = (
    await ok(
      await s.request({
        method: 'POST',
        url: '/sessions',
        as: 'hostA',
        payload: { scenarioId: ids.publicScenario },
      }),
    )
  ).id;
  const { url } = await ok(
    await s.request({
      method: 'POST',
      url: '/s3-presigned',
      as: 'operator',
      payload: { fileName: 'f.pdf', fileType: 'application/pdf', fileSize: 4 },
    }),
  );
  const target = new URL(url);
  await ok(
    await s.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      headers: { 'content-type': 'application/pdf' },
      payload: '%PDF',
    }),
  );
  ids.uploadPath = target.pathname;
});
afterAll(async () => {
  await s?.close();
});

describe('authorization matrix', () => {
  it('covers every operation of the contract', () => {
    const covered = new Set([...matrix.map((e) => e.op), ...LIVE_OWNED, ...FOLLOW_UP_OWNED]);
    const missing = loadContract()
      .operations.map((op) => `${op.method} ${op.path}`)
      .filter((key) => !covered.has(key.replace('{scenarioId}', '{scenarioId}')));
    expect(missing).toEqual([]);
  });

  const rows = matrix.flatMap((entry) => ROLES.map((role, i) => ({ entry, role, status: entry.expect[i]! })));
  it.each(
    rows.map(
      (r) =>
        [`${r.entry.op}${r.entry.name ? ` (${r.entry.name})` : ''} as ${r.role} -> ${r.status}`, r] as const,
    ),
  )('%s', async (_label, row) => {
    const call = await row.entry.call(row.role);
    const [method] = row.entry.op.split(' ');
    const who = tokenFor(row.role);
    const token = call.token !== undefined ? call.token : who ? s.tokenOf(who as 'hostA') : undefined;
    const res = await s.app.inject({
      method: method as 'GET',
      url: call.url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...call.headers },
      ...(call.body !== undefined ? { payload: call.body as string } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(row.status);
    if (res.statusCode >= 400) {
      expect(res.json()).toMatchObject({
        code: res.statusCode,
        name: expect.any(String),
        className: expect.any(String),
        message: expect.any(String),
      });
    }
  });
});
