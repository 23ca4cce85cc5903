// Browser security headers on the pages the server sends, and CORS for every method of the contract.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestServer, type TestServer } from './helpers.js';

const loader = '(function(){document.documentElement.dataset.started="1"})()';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  let s: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'rt-web-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><div id="root"></div><script>${loader}</script>`);
    writeFileSync(
      join(dist, 'spa.html'),
      '<!doctype html><script type="module" src="/assets/main.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1)');
    s = await createTestServer({ env: { WEB_DIST: dist }, fixtures: false });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("sends a Content-Security-Policy that allows exactly the pages' own inline script", async () => {
    for (const url of ['/', '/dashboard/library', '/join?pin=ABCD', '/docs']) {
      const res = await page(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${sha(loader)}`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps secrets in page addresses out of the referrer', async () => {
    expect((await page('/host-controls/ABCD?key=secret')).headers['referrer-policy']).toBe('no-referrer');
    expect((await page('/reset-password?token=secret')).headers['referrer-policy']).toBe('no-referrer');
    expect((await page('/dashboard/library')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('sends HSTS only to requests that came over https', async () => {
    expect((await page('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps nosniff on API answers and uploads', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/uploads/nothing-here.png' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HSTS behind a TLS-terminating proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { TRUST_PROXY: '1' }, fixtures: false });
  });
  afterAll(() => s?.close());

  it('is sent when the trusted proxy says the request was https', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/docs/json',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('CORS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { CORS_ORIGINS: 'https://app.example.test' } });
  });
  afterAll(() => s?.close());

  const preflight = (method: string, origin = 'https://app.example.test') =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/scenarios/1',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('lets an allowed origin PATCH and DELETE', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const res = await preflight(method);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.test');
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
    }
  });

  it('refuses other origins', async () => {
    const res = await preflight('PATCH', 'https://evil.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the development origins only outside production unless configured', () => {
    expect(loadConfig({}).corsOrigins).toContain('http://localhost:5173');
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', CORS_ORIGINS: 'http://localhost:5173' }).corsOrigins).toEqual(
      ['http://localhost:5173'],
    );
  });
});
