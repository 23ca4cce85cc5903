// Issue 33: every e-mail field takes a plain `local@domain` address only (no display names, groups, quoted local
// parts, comments, source routes, percent or bang hacks, IP literals), with the same message where a form shows the
// field: through the users API (and the admin's user form), a phone's `commit` event and a single sign-on provider's
// claim. The rule itself is '@readyteams/activities/email' (its unit test there has the whole table).
import { setupI18n } from '@lingui/core';
import { forms, issueText } from '@readyteams/forms/i18n';
import { userSchema } from '@readyteams/forms/schemas';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { english } from '../src/i18n/index.js';
import { NO_EMAIL } from '../src/sso/index.js';
import { createTestServer, type TestServer } from './helpers.js';
import { emitAck, liveTestApp, seedSession, templateSlides, until } from './live/helpers.js';
import { startIdp, type TestIdp } from './oidc-provider.js';

/** Not plain addresses; each is refused by every e-mail field (what the old server rule let through is marked). */
const NOT_PLAIN: [what: string, address: string][] = [
  ['a display name', '"A" <a@b.co>'],
  ['a display name without quotes', 'Ann<ann@example.com>'],
  ['a group', 'team:ann@example.com;'],
  ['a quoted local part', '"a b"@c.de'],
  ['a quoted local part holding an @', '"a@b"@example.com'],
  ['a percent hack', 'a%b@c.de'],
  ['a bang path', 'relay!ann@example.com'],
  ['a source route', '@relay.example:ann@example.com'],
  ['a comment', 'ann(work)@example.com'],
  ['an IP literal', 'ann@[192.168.0.1]'],
  ['two addresses', 'ann@example.com,bob@example.com'],
];
const PLAIN = ['ann.lee+training@example.com', "o'brien@example.ie", 'first_last-2@mail.example.co.uk'];

/** The forms' catalogue in English, as the admin's user form words its issues. */
const formsEnglish = forms.translator(setupI18n({ locale: 'en', messages: { en: {} } }));
const formEmailMessage = (email: string) => {
  const issue = userSchema
    .safeParse({
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      companyId: '1',
      isAdmin: true,
      subscriptionPlan: '',
      expiresAt: '',
      password: '',
    })
    .error?.issues.find((i) => i.path.join('.') === 'email');
  return issue && issueText(formsEnglish, issue.message);
};

describe('users: e-mail addresses', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const create = (email: string) =>
    s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: { firstName: 'Ann', lastName: 'Lee', email, companyId: s.fx.companyA, isAdmin: true },
    });

  it('refuses every address that is not plain, on create and change, with the message the user form shows; takes plain ones', async () => {
    for (const [what, address] of NOT_PLAIN) {
      const created = await create(address);
      expect(created.statusCode, `${what}: ${created.body}`).toBe(400);
      expect(created.json().errors.email, what).toBe('Please enter a valid email address');
      expect(formEmailMessage(address), what).toBe(created.json().errors.email);
      const changed = await s.request({
        method: 'PATCH',
        url: `/users/${s.fx.users.hostA.id}`,
        as: 'operator',
        payload: { email: address },
      });
      expect(changed.statusCode, `${what}: ${changed.body}`).toBe(400);
      expect(changed.json().errors.email, what).toBe('Please enter a valid email address');
      const [stored] = await s.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, address.toLowerCase()));
      expect(stored, what).toBeUndefined();
    }
    for (const address of PLAIN) {
      expect(formEmailMessage(address)).toBeUndefined();
      const created = await create(address);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().email).toBe(address);
    }
  });
});

describe("a commitment's reminder address", () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });
  const EMAIL_MESSAGE = 'Enter a valid e-mail address, or leave it empty.';

  it('refuses what is not a plain address with its message, and takes a plain one', async () => {
    const seeded = await seedSession(live.database, {
      slides: [
        templateSlides[4]!,
        { slideType: 'commitment', title: 'Commitment', prompt: 'One thing you will do differently?' },
      ],
    });
    const host = await live.host(seeded.pin, seeded.hostKey);
    const ana = await live.participant(seeded.pin);
    expect(await emitAck(host.socket, 'goto', { slide: 1 })).toEqual({ ok: true });
    await until(() => ana.lastState()?.currentSlide === 1);
    for (const [what, email] of NOT_PLAIN)
      expect(
        await emitAck(ana.socket, 'commit', { slideIndex: 1, text: 'Listen first', email }),
        what,
      ).toEqual({
        ok: false,
        message: EMAIL_MESSAGE,
      });
    expect(
      await emitAck(ana.socket, 'commit', { slideIndex: 1, text: 'Listen first', email: PLAIN[0] }),
    ).toMatchObject({ ok: true, commitment: { reminder: true } });
  });
});

describe("a single sign-on provider's e-mail claim", () => {
  const PUBLIC_URL = 'http://localhost:3030';
  let s: TestServer;
  let idp: TestIdp;
  const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const ok = async (res: LightMyRequestResponse) => {
    if (res.statusCode >= 300) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    idp = await startIdp([`${PUBLIC_URL}/sso/callback`]);
    s = await createTestServer({
      env: {
        SSO_SECRET_KEY: randomBytes(32).toString('base64'),
        SSO_ALLOW_HTTP_ISSUERS: 'true',
        PUBLIC_URL,
      },
    });
    await ok(
      await s.request({
        method: 'PATCH',
        url: `/companies/${s.fx.companyA}`,
        as: 'operator',
        payload: { subscriptionPlan: 'enterprise', expiresAt: nextYear(), seats: 20 },
      }),
    );
    await ok(
      await s.request({
        method: 'PUT',
        url: `/companies/${s.fx.companyA}/sso`,
        as: 'operator',
        payload: {
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          domains: ['acme.test'],
          passwordAllowed: true,
        },
      }),
    );
  });
  afterAll(async () => {
    await s?.close();
    await idp?.close();
  });

  /** Typed `plain@acme.test` on the sign-in page, signed in at the provider as an account whose claim is `email`. */
  async function signInClaiming(email: string) {
    const login = `account-${randomBytes(4).toString('hex')}`;
    idp.accounts.set(login, { email, given_name: 'Ann', family_name: 'Lee', email_verified: true });
    const started = await s.request({
      method: 'POST',
      url: '/sso/start',
      payload: { email: 'plain@acme.test' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const redirect = await idp.signIn(started.json().url, login);
    const back = await s.app.inject({ method: 'GET', url: redirect.pathname + redirect.search });
    expect(back.statusCode).toBe(302);
    const code = new URLSearchParams(new URL(back.headers.location as string).hash.slice(1)).get('sso');
    return s.app.inject({ method: 'POST', url: '/authentication', payload: { strategy: 'sso', code } });
  }

  it('refuses a claim that is not a plain address, creating nobody; signs in a plain one', async () => {
    const claims = [
      'a%b@acme.test',
      '"a@b"@acme.test',
      'relay!ann@acme.test',
      '"Ann" <ann@acme.test>',
      'ann(work)@acme.test',
      '@relay.test:ann@acme.test',
    ];
    for (const claim of claims) {
      const res = await signInClaiming(claim);
      expect(res.statusCode, `${claim}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(english(NO_EMAIL));
      const [created] = await s.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, claim.toLowerCase()));
      expect(created, claim).toBeUndefined();
    }
    const res = await signInClaiming('plain.lee@acme.test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.email).toBe('plain.lee@acme.test');
  });
});
