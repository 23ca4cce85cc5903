// The server's words in the person's language: HTTP errors in the language of Accept-Language, the live channel's
// refusals in the language of its handshake, English (byte for byte as before) when neither names one the server
// speaks; and the server catalogue complete in every language.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCatalogues } from '../../../scripts/catalogue-checks';
import type { Database } from '../src/db/index.js';
import {
  isServerMessageId,
  pickServerLocale,
  serverCatalogue,
  serverLocales,
  translate,
  type KindMessages,
} from '../src/i18n/index.js';
import ar from '../src/i18n/messages/server/ar.js';
import de from '../src/i18n/messages/server/de.js';
import en from '../src/i18n/messages/server/en.js';
import es from '../src/i18n/messages/server/es.js';
import fr from '../src/i18n/messages/server/fr.js';
import { slideKinds } from '../src/slides/index.js';
import { createTestServer, type TestServer } from './helpers.js';
import {
  client,
  connected,
  emitAck,
  openTestDatabase,
  refused,
  seedSession,
  startLiveApp,
  until,
  type RecordingClient,
} from './live/helpers.js';

describe('HTTP errors in the language of Accept-Language', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  const signIn = (headers: Record<string, string>, email = 'nobody@test.example') =>
    s.app.inject({
      method: 'POST',
      url: '/authentication',
      headers,
      payload: { strategy: 'local', email, password: 'not-the-password' },
    });

  it('answers a failed sign-in in Spanish for es, the machine-readable fields unchanged', async () => {
    const res = await signIn({ 'accept-language': 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      name: 'NotAuthenticated',
      message: 'Correo electrónico o contraseña no válidos',
      code: 401,
      className: 'not-authenticated',
    });
    expect(es['server.auth.invalidLogin']).toBe('Correo electrónico o contraseña no válidos');
  });

  it('answers a validation error in Spanish: the summary and each field', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      payload: { strategy: 'local', email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request' });
    expect(body.errors.email).toBe(es['server.field.emailFormat']);
    expect(Object.values(es)).toContain(body.message);
    expect(Object.values(en)).not.toContain(body.message);
  });

  it('answers a 404 in German for de-DE', async () => {
    const res = await s.request({
      method: 'GET',
      url: '/scenarios/999999',
      as: 'operator',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      name: 'NotFound',
      message: 'Szenario nicht gefunden',
      code: 404,
      className: 'not-found',
    });
  });

  it('answers a confirmation in French', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/password-reset',
      headers: { 'accept-language': 'fr-FR' },
      payload: { email: 'nobody@test.example' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().message).toBe(fr['server.auth.resetRequested']);
  });

  it('mails the password-reset link in the language of the request', async () => {
    const before = s.mail.length;
    const res = await s.app.inject({
      method: 'POST',
      url: '/password-reset',
      headers: { 'accept-language': 'de' },
      payload: { email: 'admin@example.com' },
    });
    expect(res.json().message).toBe(de['server.auth.resetRequested']);
    await until(() => s.mail.length > before || undefined, 'reset mail');
    const mail = s.mail.at(-1)!;
    expect(mail.subject).toBe('Setzen Sie Ihr Ready-Teams-Passwort zurück');
    expect(mail.text).toMatch(/^Hallo .+,\n\njemand hat angefordert/);
    expect(mail.text).toContain('/reset-password?token=');
  });

  it('answers the same English bytes without Accept-Language, for English and for languages it does not speak', async () => {
    const none = await signIn({});
    const expected = JSON.stringify({
      name: 'NotAuthenticated',
      message: 'Invalid email or password',
      code: 401,
      className: 'not-authenticated',
    });
    expect(none.body).toBe(expected);
    for (const header of ['en', 'en-GB,en;q=0.9', 'ja', 'xx, zz;q=0.5', '*', 'es;q=0'])
      expect((await signIn({ 'accept-language': header })).body, header).toBe(expected);
    const english = await s.app.inject({ method: 'GET', url: '/no/such/page' });
    const unknown = await s.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(unknown.body).toBe(english.body);
    expect(english.json().message).toBe('Page not found: GET /no/such/page');
  });

  it('picks the most wanted language it speaks', () => {
    expect(pickServerLocale('fr;q=0.4, de;q=0.9, ja')).toBe('de');
    expect(pickServerLocale('pt-BR, ar-EG;q=0.5')).toBe('ar');
    expect(pickServerLocale('ES')).toBe('es');
    expect(pickServerLocale(undefined)).toBe('en');
    expect(pickServerLocale('')).toBe('en');
    expect(pickServerLocale('*, de;q=0.5')).toBe('en');
    expect(pickServerLocale('de-CH;q=0.8, fr-CA')).toBe('fr');
    expect(pickServerLocale('ja, zh;q=0.9')).toBe('en');
    expect(pickServerLocale(['es;q=0.2', 'ar'])).toBe('ar');
  });
});

describe('live-channel refusals in the language of the handshake', () => {
  let database: Database;
  let server: Awaited<ReturnType<typeof startLiveApp>>;
  const sockets: RecordingClient[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startLiveApp(database);
  });
  afterAll(async () => {
    for (const c of sockets) c.socket.disconnect();
    await server?.app.close();
    await database?.close();
  });

  it('refuses a connection in French for a handshake that says fr, and in English without one', async () => {
    const auth = { role: 'participant', pin: 'zz99', participantToken: 'not-a-token' } as const;
    const french = client(server.url, { ...auth, locale: 'fr' });
    sockets.push(french);
    expect((await refused(french.socket)).data).toEqual({
      code: 404,
      message: 'Aucune session en direct avec le code ZZ99',
    });
    const english = client(server.url, auth);
    sockets.push(english);
    expect((await refused(english.socket)).data).toEqual({
      code: 404,
      message: 'No live session with code ZZ99',
    });
  });

  it("acks a refused event in the connection's language", async () => {
    const { pin, hostKey } = await seedSession(database);
    const host = client(server.url, { role: 'host', pin, hostKey, locale: 'fr' });
    sockets.push(host);
    await connected(host.socket);
    await until(() => host.lastState(), 'host state');
    expect(await emitAck(host.socket, 'pulse', { kind: 'lost' })).toEqual({
      ok: false,
      message: fr['server.live.participantsPulse'],
    });
    expect(fr['server.live.participantsPulse']).toBe(
      'Seuls les participants peuvent envoyer un signal d’humeur.',
    );
  });
});

/** The slide kinds' own messages (src/slides/<kind>/messages.ts), by kind. */
const kindMessages = Object.entries(slideKinds).flatMap(([type, kind]) => {
  const { messages } = kind as { messages?: KindMessages };
  return messages ? [[type, messages] as const] : [];
});

describe('the server catalogue', () => {
  it('serves the languages it has catalogues for', () => {
    expect(Object.keys(serverCatalogue).sort()).toEqual([...serverLocales].sort());
  });

  it("has the slide kinds' messages in every language, beside the catalogue files' (which name no kind's)", () => {
    // Each kind's own ids and words are its own test's (src/slides/<kind>/).
    for (const [, messages] of kindMessages)
      for (const locale of serverLocales)
        for (const [id, text] of Object.entries(messages[locale])) {
          expect(id).toMatch(/^kind\./);
          expect(isServerMessageId(id)).toBe(true);
          expect(translate(id as `kind.${string}`, locale)).toBe(text);
        }
    expect(Object.keys(en).filter((id) => id.startsWith('kind.'))).toEqual([]);
    expect(isServerMessageId('kind.none.none')).toBe(false);
  });
});

// Complete in every language, the same placeholders as the English, every English message used in the source.
checkCatalogues(
  {
    server: {
      catalogue: { english: en },
      translations: {
        es: async () => ({ default: es }),
        de: async () => ({ default: de }),
        fr: async () => ({ default: fr }),
        ar: async () => ({ default: ar }),
      },
    },
    // Each kind's own messages, checked alike.
    ...Object.fromEntries(
      kindMessages.map(([type, { en: english, ...translations }]) => [
        `${type} kind's`,
        {
          catalogue: { english },
          translations: Object.fromEntries(
            Object.entries(translations).map(([locale, messages]) => [
              locale,
              async () => ({ default: messages }),
            ]),
          ),
        },
      ]),
    ),
  },
  join(import.meta.dirname, '../src'),
);
