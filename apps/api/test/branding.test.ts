/**
 * Issue 34 item 3: a company's branding of its live sessions (logo, two brand colours, a light or dark stage). Its
 * admins (and operator admins) set it; a colour not readable as text on the stage (less than 4.5:1) is refused with
 * the ratio, in the request's language; the live state of the company's sessions carries it to the presenter and the
 * phones, and a company that set nothing keeps the default theme (no branding in the state).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResponse } from './contract-checks.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import { client, connected, joinByCode, until, type RecordingClient } from './live/helpers.js';

let s: TestServer;
let url: string;
const sockets: RecordingClient[] = [];

beforeAll(async () => {
  s = await createTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const c of sockets) c.socket.disconnect();
  await s?.close();
});

const ACME = {
  logoUrl: 'https://cdn.example.com/acme-logo.png',
  primaryColor: '#1D4ED8',
  secondaryColor: '#9a3412',
  stage: 'light',
};

const put = (
  companyId: number,
  body: Record<string, unknown>,
  as: 'adminA' | 'hostA' | 'operator',
  locale?: string,
) =>
  s.request({
    method: 'PUT',
    url: `/companies/${companyId}/branding`,
    as,
    payload: body,
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });

describe('setting the branding', () => {
  it('is the default theme until set: no logo, no colours, a light stage', async () => {
    const res = await s.request({ method: 'GET', url: `/companies/${s.fx.companyB}/branding`, as: 'adminB' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null, primaryColor: null, secondaryColor: null, stage: 'light' });
    expectResponse('GET', '/companies/{id}/branding', 200, res.json());
  });

  it("is saved by the company's admin and read back (colours in lower case)", async () => {
    const res = await put(s.fx.companyA, ACME, 'adminA');
    expect(res.statusCode).toBe(200);
    const saved = { ...ACME, primaryColor: '#1d4ed8' };
    expect(res.json()).toEqual(saved);
    expectResponse('PUT', '/companies/{id}/branding', 200, res.json());
    const read = await s.request({
      method: 'GET',
      url: `/companies/${s.fx.companyA}/branding`,
      as: 'adminA',
    });
    expect(read.json()).toEqual(saved);
  });

  it("is refused to hosts and to another company's admin; operator admins may set any company's", async () => {
    expect((await put(s.fx.companyA, ACME, 'hostA')).statusCode).toBe(403);
    expect((await put(s.fx.companyB, ACME, 'adminA')).statusCode).toBe(404);
    const byOperator = await put(
      s.fx.companyB,
      { ...ACME, stage: 'dark', primaryColor: '#93c5fd', secondaryColor: null },
      'operator',
    );
    expect(byOperator.statusCode).toBe(200);
    // Set back: company B's sessions keep the default theme below.
    await put(
      s.fx.companyB,
      { logoUrl: null, primaryColor: null, secondaryColor: null, stage: 'light' },
      'operator',
    );
  });

  it('refuses a colour that fails 4.5:1 as text on its stage, with the ratio, in the language asked', async () => {
    const yellow = await put(s.fx.companyA, { ...ACME, primaryColor: '#ffcc00' }, 'adminA');
    expect(yellow.statusCode).toBe(400);
    expect(yellow.json().errors).toEqual({
      primaryColor:
        'Too light to read on the light stage: contrast 1.5:1, text needs at least 4.5:1. Choose a darker colour.',
    });
    // The same navy reads on the light stage and not on the dark one.
    const navy = await put(
      s.fx.companyA,
      { ...ACME, secondaryColor: '#1e3a8a', stage: 'dark', primaryColor: null },
      'adminA',
      'de',
    );
    expect(navy.statusCode).toBe(400);
    expect(navy.json().errors).toEqual({
      secondaryColor:
        'Zu dunkel für Text auf der dunklen Bühne: Kontrast 1,8:1, Text braucht mindestens 4,5:1. Wählen Sie eine hellere Farbe.',
    });
    const notAColour = await put(s.fx.companyA, { ...ACME, primaryColor: 'blue' }, 'adminA');
    expect(notAColour.json().errors).toEqual({ primaryColor: 'Enter a colour as #RRGGBB, such as #1d4ed8' });
    // Nothing refused was stored.
    const read = await s.request({
      method: 'GET',
      url: `/companies/${s.fx.companyA}/branding`,
      as: 'adminA',
    });
    expect(read.json().primaryColor).toBe('#1d4ed8');
  });
});

describe('the live state', () => {
  async function startSession(as: 'hostA' | 'hostB') {
    const scenario = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx),
    });
    const session = await s.request({
      method: 'POST',
      url: '/sessions',
      as,
      payload: { scenarioId: scenario.json().id, isPractice: true },
    });
    expect(session.statusCode).toBe(201);
    const { pin, hostKey } = session.json() as { pin: string; hostKey: string };
    const presenter = client(url, { role: 'host', pin, hostKey, view: 'presenter' });
    const { participantToken } = await joinByCode(url, pin);
    const phone = client(url, { role: 'participant', pin, participantToken });
    sockets.push(presenter, phone);
    await Promise.all([connected(presenter.socket), connected(phone.socket)]);
    await until(() => presenter.lastState() && phone.lastState(), 'both states');
    return { presenter: presenter.lastState()!, phone: phone.lastState()! };
  }

  it("carries the company's branding to the presenter and the phones", async () => {
    const { presenter, phone } = await startSession('hostA');
    const branding = { companyName: expect.any(String), ...ACME, primaryColor: '#1d4ed8' };
    expect(presenter.branding).toEqual(branding);
    expect(phone.branding).toEqual(branding);
  });

  it('has none for a company that set nothing: the default theme stays', async () => {
    const { presenter, phone } = await startSession('hostB');
    expect(presenter).not.toHaveProperty('branding');
    expect(phone).not.toHaveProperty('branding');
  });
});
