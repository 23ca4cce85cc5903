// Issue 34 item 7: the self-serve free trial the operator can turn on (SIGNUP_MODE=trial). Off by default (the
// documents' waitlist); on, a sign-up mails a confirmation link to a real SMTP server, and opening the link creates the
// company on the Free Trial plan with its admin, once; addresses with an account get the same answer and no second
// account; the mail-sending limits hold.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FREE_TRIAL_DAYS } from '../src/services/plans.js';
import { createTestServer, signIn, type TestServer } from './helpers.js';
import { until } from './live/helpers.js';
import { startSmtp } from './smtp.js';

const PASSWORD = 'quiet harbour lantern';
const person = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Ortiz',
  companyName: 'Northwind Care',
  email,
  password: PASSWORD,
});
const linkOf = (text: string) => /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

describe('with the default sign-up (the waitlist)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ fixtures: false });
  });
  afterAll(() => s?.close());

  it('says so, and refuses the trial routes', async () => {
    expect((await s.request({ method: 'GET', url: '/sign-up' })).json()).toEqual({ mode: 'waitlist' });
    const start = await s.request({ method: 'POST', url: '/sign-up', payload: person('ana@example.com') });
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe('Sign-up is by waitlist here. Please join the waitlist.');
    const confirm = await s.request({ method: 'POST', url: '/sign-up/confirm', payload: { token: 'x' } });
    expect(confirm.statusCode).toBe(403);
    expect(s.mail).toEqual([]);
  });
});

describe('with SIGNUP_MODE=trial', () => {
  let s: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));
  const mailTo = (email: string) => until(() => mailsTo(email)[0], `the mail to ${email}`);
  const startTrial = (email: string, remoteAddress?: string) =>
    s.app.inject({ method: 'POST', url: '/sign-up', payload: person(email), remoteAddress });
  const confirm = (token: string) =>
    s.app.inject({ method: 'POST', url: '/sign-up/confirm', payload: { token: decodeURIComponent(token) } });
  const usersWith = async (email: string) =>
    (
      (await s.deps.db.execute(sql`select id from users where lower(email) = ${email}`)) as unknown as {
        rows: unknown[];
      }
    ).rows.length;

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await createTestServer({ env: { SIGNUP_MODE: 'trial', SMTP_URL: smtp.url }, serverMailer: true });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('mails a link that creates the company on the Free Trial plan and its admin, signed in, once', async () => {
    expect((await s.request({ method: 'GET', url: '/sign-up' })).json()).toEqual({ mode: 'trial' });
    const started = await startTrial('ana@northwind.example');
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(
      'Check your inbox: a link to confirm your email is on its way. It works for 24 hours.',
    );
    const mail = await mailTo('ana@northwind.example');
    expect(mail.subject).toBe('Confirm your email to start your Ready Teams trial');
    expect(mail.text).toContain('http://localhost:3030/verify-email?token=');
    // Nothing exists before the link is opened: the address cannot sign in.
    expect(await usersWith('ana@northwind.example')).toBe(0);
    await expect(signIn(s, 'ana@northwind.example', PASSWORD)).rejects.toThrow(/401/);

    const token = linkOf(mail.text!)!;
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(201);
    const { accessToken, user } = confirmed.json();
    expect(user).toMatchObject({
      email: 'ana@northwind.example',
      firstName: 'Ana',
      lastName: 'Ortiz',
      companyName: 'Northwind Care',
      isAdmin: true,
      isOperator: false,
    });
    const company = await s.app.inject({
      method: 'GET',
      url: `/companies/${user.companyId}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(company.json()).toMatchObject({
      name: 'Northwind Care',
      subscriptionPlan: 'free-trial',
      expiresAt: addDays(new Date(), FREE_TRIAL_DAYS),
    });
    // The password given at sign-up is the account's.
    await signIn(s, 'ana@northwind.example', PASSWORD);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe('This confirmation link is invalid, already used or expired');
    expect(await usersWith('ana@northwind.example')).toBe(1);
  });

  it('refuses an expired link', async () => {
    await startTrial('ben@late.example');
    const token = linkOf((await mailTo('ben@late.example')).text!)!;
    await s.deps.db.execute("update trial_sign_ups set expires_at = now() - interval '1 minute'");
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await usersWith('ben@late.example')).toBe(0);
  });

  it('answers an address with an account the same, and makes no second account', async () => {
    const fresh = await startTrial('cara@fresh.example');
    const taken = await startTrial('adminA@test.example');
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    // Its owner is told there is an account already, with the ways in, and gets no link.
    const note = await mailTo('admina@test.example');
    expect(note.subject).toBe('Your Ready Teams account');
    expect(note.text).toContain('http://localhost:3030/forgot-password');
    expect(linkOf(note.text!)).toBeUndefined();
    expect(await usersWith('admina@test.example')).toBe(1);
  });

  it('sends one mail per address per window, and limits requests per client address with the password reset', async () => {
    await startTrial('dan@twice.example');
    await mailTo('dan@twice.example');
    expect((await startTrial('dan@twice.example')).statusCode).toBe(202);
    await startTrial('eve@after.example');
    await mailTo('eve@after.example');
    expect(mailsTo('dan@twice.example')).toHaveLength(1);

    // RESET_LIMIT_PER_ADDRESS (10) requests per window from one address, sign-ups and password resets together.
    const from = '10.9.8.7';
    for (let i = 0; i < 9; i++) expect((await startTrial(`f${i}@many.example`, from)).statusCode).toBe(202);
    const reset = await s.app.inject({
      method: 'POST',
      url: '/password-reset',
      payload: { email: 'someone@many.example' },
      remoteAddress: from,
    });
    expect(reset.statusCode).toBe(202);
    const refused = await startTrial('g@many.example', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
