/**
 * The server as a whole: every contract operation is served, /docs, first-start seeding (demo
 * content on the default template, idempotent), migrations, the data-folder lock, the built web
 * app with SPA fallback, and CORS.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { migrate, openDatabase } from '../src/db/index.js';
import { seed } from '../src/seed/index.js';
import { ACTIVITY_SCENARIOS, BRANCHING_SCENARIOS, CATEGORIES, SCENARIOS } from '../src/seed/content.js';
import { CLOSING_QUESTIONS, defaultTemplate } from '../src/seed/template.js';
import { kindOf, slideTypes } from '../src/slides/index.js';
import { createTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'rt-web-'));
  // As apps/platform builds it: / and /auth prerendered, spa.html the empty shell of every other page.
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>Ready Teams</title><div id="root" data-prerendered="/"><h1>Ready teams win</h1></div>',
  );
  writeFileSync(
    join(webDir, 'auth.html'),
    '<!doctype html><title>Ready Teams</title><div id="root" data-prerendered="/auth"><h1>Welcome back</h1></div>',
  );
  writeFileSync(join(webDir, 'spa.html'), '<!doctype html><title>Ready Teams</title><div id="root"></div>');
  writeFileSync(join(webDir, 'join.html'), '<!doctype html><title>Join</title>');
  writeFileSync(
    join(webDir, 'routes.json'),
    JSON.stringify([
      '/',
      '/auth',
      '/dashboard',
      '/dashboard/library',
      '/settings',
      '/host-controls/:pin',
      '/join',
    ]),
  );
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("app");\n'.repeat(200));
  s = await createTestServer({
    demo: true,
    fixtures: false,
    env: { WEB_DIST: webDir, CORS_ORIGINS: 'http://localhost:5173' },
  });
});
afterAll(async () => {
  await s?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('contract coverage', () => {
  it('serves every operation of openapi.yaml (none answers 501)', async () => {
    for (const op of loadContract().operations) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        name === 'pin'
          ? 'ABCD'
          : name === 'key'
            ? 'nothing.png'
            : op.path.startsWith('/sessions/')
              ? '00000000-0000-4000-8000-000000000000'
              : '1',
      );
      const res = await s.app.inject({ method: op.method as 'GET', url });
      expect(res.statusCode, `${op.method} ${op.path}`).not.toBe(501);
      expect(res.statusCode, `${op.method} ${op.path}`).toBeLessThan(500);
    }
  });

  it('GET /docs shows the API reference of the same file, with local assets only', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/docs/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\/[^"']*\.(js|css)/i);
    const spec = await s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.json().info.title).toBe(
      loadContract().document.info && (loadContract().document.info as { title: string }).title,
    );
    expect(Object.keys(spec.json().paths)).toContain('/scenarios');
    const asset = await s.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe('first start', () => {
  it('seeds the operator, admin, demo host, 8 categories, tags, 2+ scenarios per category, FAQs and help guides', async () => {
    expect(s.seedResult).toMatchObject({
      seeded: true,
      adminEmail: 'admin@example.com',
      hostEmail: 'host@example.com',
    });
    const admin = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'local', email: 'admin@example.com', password: s.seedResult!.adminPassword },
    });
    expect(admin.json().user.isOperator).toBe(true);
    const host = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'local', email: 'host@example.com', password: s.seedResult!.hostPassword },
    });
    expect(host.statusCode).toBe(201);
    const token = host.json().accessToken;
    const get = async (url: string) =>
      (await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const categories = await get('/scenario-categories?$limit=50&isActive=true');
    expect(categories.data.map((c: { category: string }) => c.category)).toEqual(
      CATEGORIES.map((c) => c.category),
    );
    expect((await get('/scenario-tags?$limit=50')).total).toBeGreaterThanOrEqual(3);
    // The default template's 7 slides; the activity template's 9 and every kind's demo slide (see
    // seed-activities.test.ts); the branching template's 6 on the main line and each option's path (see
    // seed-branching.test.ts).
    const demos = slideTypes.filter((type) => kindOf(type).demo).length;
    const slideCount = new Map([
      ...SCENARIOS.map((sc) => [sc.title, 7] as const),
      ...ACTIVITY_SCENARIOS.map((sc) => [sc.title, 9 + demos] as const),
      ...BRANCHING_SCENARIOS.map(
        (sc) => [sc.title, 6 + sc.content.options.reduce((n, o) => n + (o.reaction ? 2 : 1), 0)] as const,
      ),
    ]);
    for (const c of categories.data) {
      const list = await get(`/scenarios?categoryId=${c.id}&$limit=50`);
      expect(list.total, c.category).toBeGreaterThanOrEqual(2);
      for (const scenario of list.data) {
        expect(scenario.slides, scenario.title).toHaveLength(slideCount.get(scenario.title)!);
        expect(scenario.description.length).toBeGreaterThanOrEqual(10);
        expect(scenario.description.length).toBeLessThanOrEqual(100);
        expect(scenario.script.length).toBeLessThanOrEqual(1000);
        // Every session ends on the closing poll; the activity template's then asks for a commitment.
        const onActivity = ACTIVITY_SCENARIOS.some((sc) => sc.title === scenario.title);
        if (onActivity) expect(scenario.slides.at(-1)).toMatchObject({ slideType: 'commitment' });
        const closing = scenario.slides.at(onActivity ? -2 : -1);
        expect(closing).toMatchObject({
          slideType: 'poll',
          type: 'closing question',
          title: 'Closing Questions',
        });
        expect(closing.questions).toHaveLength(6);
      }
    }
    expect((await get('/faqs')).total).toBeGreaterThanOrEqual(5);
    const guides = await get('/help-guides?$limit=50');
    expect(guides.total).toBeGreaterThanOrEqual(3);
    // Each guide has its own cover art (served), never a scenario category's image.
    const covers = guides.data.map((g: { thumbnailUrl: string }) => g.thumbnailUrl);
    expect(new Set(covers).size).toBe(covers.length);
    const scenarioCovers = new Set(
      (await get('/scenarios?$limit=50')).data.map((sc: { thumbNailUrl: string }) => sc.thumbNailUrl),
    );
    for (const [i, cover] of covers.entries()) {
      expect(scenarioCovers.has(cover)).toBe(false);
      const art = await s.app.inject({ method: 'GET', url: new URL(cover).pathname });
      expect(art.statusCode).toBe(200);
      expect(art.body).toContain(guides.data[i].title.replace(/&/g, '&amp;'));
    }
  });

  it('every seeded video slide plays a video shipped in the repository, with captions, and the scenario saves as seeded', async () => {
    const admin = await s.app.inject({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'local', email: 'admin@example.com', password: s.seedResult!.adminPassword },
    });
    const token = admin.json().accessToken;
    const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
      s.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const list = (await call('GET', '/scenarios?$limit=50&$select[]=title')).json();
    expect(list.total).toBe(SCENARIOS.length + ACTIVITY_SCENARIOS.length + BRANCHING_SCENARIOS.length);
    const publicDir = join(import.meta.dirname, '..', '..', 'platform', 'public');
    const files = new Set<string>();
    for (const { id } of list.data) {
      const scenario = (await call('GET', `/scenarios/${id}`)).json();
      const videos = scenario.slides.filter((slide: { slideType: string }) => slide.slideType === 'video');
      expect(videos).toHaveLength(3);
      for (const video of videos) {
        const path = new URL(video.videoUrl).pathname;
        expect(path).toMatch(/^\/media\/demo\/[a-z0-9-]+\.webm$/);
        expect(new URL(video.captionsUrl).pathname).toBe(path.replace(/\.webm$/, '.vtt'));
        files.add(path);
      }
      // An admin can save a seeded scenario as it is: its video slides and its paths meet the rules.
      type Read = Record<string, unknown> & { questions: unknown[] };
      type Question = {
        question: string;
        type: string;
        layoutType: string | null;
        answers: { options: { answer: string }[] } | null;
      };
      // Each slide as read, its unset fields (null) left out: a kind takes its own fields and ignores the others'. Only
      // a poll's questions are read in another shape than they are sent.
      const slides = scenario.slides.map(({ id: slideId, questions, ...fields }: Read) => ({
        id: slideId,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
        questions:
          fields.slideType === 'poll'
            ? (questions as Question[]).map((q) => ({
                question: q.question,
                type: q.type,
                layoutType: q.layoutType,
                answers: q.answers && {
                  options: q.answers.options.map((o, n) => ({ [`option ${n + 1}`]: o.answer })),
                },
              }))
            : questions,
      }));
      const saved = await call('PATCH', `/scenarios/${id}`, { slides });
      expect(saved.statusCode, JSON.stringify(saved.json().errors)).toBe(200);
      // The paths and where they rejoin come back as seeded.
      const shape = (list: Read[]) => list.map((x) => [x.slideType, x.pathOption, x.options]);
      expect(shape(saved.json().slides), scenario.title).toEqual(shape(scenario.slides));
    }
    // Welcome plus a case and a best-practices video per default-template scenario, each with WebVTT captions beside
    // it; the activity- and branching-template scenarios play the videos of the cases they revisit (no media of their
    // own).
    expect(files.size).toBe(1 + 2 * SCENARIOS.length);
    for (const path of files) {
      const video = readFileSync(join(publicDir, path));
      expect(video.subarray(0, 4).toString('hex'), path).toBe('1a45dfa3'); // WebM (EBML)
      expect(video.length, path).toBeLessThan(1.5 * 1024 * 1024);
      const captions = readFileSync(join(publicDir, path.replace(/\.webm$/, '.vtt')), 'utf8');
      expect(captions.startsWith('WEBVTT\n'), path).toBe(true);
      expect(captions).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n\S/);
    }
  });

  it('the default template: 7 slides in the documented order, scale answers valued 1 to 5', () => {
    const slides = defaultTemplate();
    expect(slides.map((x) => [x.slideType, x.title])).toEqual([
      ['video', 'Welcome'],
      ['video', ''],
      ['poll', 'What would you do?'],
      ['video', 'Discussion Time: Best Practices'],
      ['discussion', 'Discussion Questions'],
      ['poll-results', 'Poll Results'],
      ['poll', 'Closing Questions'],
    ]);
    expect(slides[2]!.type).toBe('scenario');
    expect(slides[4]!.questions).toHaveLength(3);
    // The issue-16 activities stay out of it (the activity template has them).
    for (const slide of slides)
      for (const field of ['prompt', 'entryLimit', 'revealMode', 'revealThreshold', 'suggestedSeconds'])
        expect(slide, `${slide.title} ${field}`).not.toHaveProperty(field);
    const scale = CLOSING_QUESTIONS.filter((q) => q.layoutType === 'scale');
    expect(scale).toHaveLength(4);
    for (const q of scale)
      expect(q.answers!.options.map((o) => Object.keys(o)[0])).toEqual([
        'option 1',
        'option 2',
        'option 3',
        'option 4',
        'option 5',
      ]);
    expect(CLOSING_QUESTIONS.map((q) => q.layoutType ?? q.type)).toEqual([
      'scale',
      'scale',
      'scale',
      'scale',
      'nps',
      'free-text',
    ]);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await s.deps.database.db.execute(
      'select (select count(*) from users)::int as u, (select count(*) from scenarios)::int as s',
    );
    const again = await seed(s.deps, { demo: true });
    expect(again.seeded).toBe(false);
    expect(again.adminPassword).toBeUndefined();
    const after = await s.deps.database.db.execute(
      'select (select count(*) from users)::int as u, (select count(*) from scenarios)::int as s',
    );
    expect(after.rows).toEqual(before.rows);
  });
});

describe('storage', () => {
  it('records applied migrations and applies nothing twice', async () => {
    const rows = await s.deps.database.db.execute('select name from schema_migrations order by name');
    expect((rows.rows as { name: string }[]).map((r) => r.name)).toContain('0001_init.sql');
    expect(await migrate(s.deps.database)).toEqual([]);
  });

  it('enforces integrity in the database too (unique lower(email), open-PIN uniqueness, checks)', async () => {
    const db = s.deps.database.db;
    await expect(
      db.execute(
        "insert into users (first_name, last_name, email, company_id) values ('a', 'b', 'ADMIN@example.com', 1)",
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        "insert into scenarios (title, description, script, is_public, company_id) values ('x', 'y', 'z', false, null)",
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        "insert into resources (scenario_id, \"order\", title, link_url, type, description) values (1, 0, 't', 'javascript:alert(1)', 'pdf', 'd')",
      ),
    ).rejects.toThrow();
  });

  it('locks a PGlite data folder so a second process cannot open it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-lock-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another server process/);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('web app and CORS', () => {
  it('serves built files, a page its own file and the app shell for client routes; API paths stay JSON', async () => {
    const asset = await s.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    const html = async (path: string, status = 200) => {
      const page = await s.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(page.statusCode, path).toBe(status);
      expect(page.headers['content-type'], path).toContain('text/html');
      return page.body;
    };
    for (const path of ['/', '/?utm_source=mail'])
      expect(await html(path), path).toContain('Ready teams win');
    for (const path of ['/auth', '/auth/', '/auth?isSignUp=true'])
      expect(await html(path), path).toContain('Welcome back');
    for (const path of ['/dashboard/library', '/Dashboard/', '/settings', '/host-controls/ABCD?key=x'])
      expect(await html(path), path).toContain('<div id="root"></div>');
    // Not an address of the app (routes.json): the shell, whose app shows its not-found page, as a 404.
    for (const path of ['/no/such/page', '/host-controls', '/host-controls/ABCD/more', '/spa'])
      expect(await html(path, 404), path).toContain('<div id="root"></div>');
    const join = await s.app.inject({
      method: 'GET',
      url: '/join?pin=ABCD',
      headers: { accept: 'text/html' },
    });
    expect(join.body).toContain('<title>Join</title>');
    const api = await s.app.inject({ method: 'GET', url: '/scenarios', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(401);
    expect(api.json().name).toBe('NotAuthenticated');
    const missingJson = await s.app.inject({
      method: 'GET',
      url: '/no-such-api',
      headers: { accept: 'application/json' },
    });
    expect(missingJson.statusCode).toBe(404);
  });

  it('serves the web app compressed, assets cached for good and pages revalidated', async () => {
    const br = await s.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(200);
    const gz = await s.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await s.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('allows the configured origins only', async () => {
    const allowed = await s.app.inject({
      method: 'OPTIONS',
      url: '/scenarios',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const denied = await s.app.inject({
      method: 'OPTIONS',
      url: '/scenarios',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the web app after a rebuild', () => {
  it('never serves a compressed copy of an older version of a page', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = mkdtempSync(join(tmpdir(), 'rt-rebuilt-'));
    const page = (version: string) => `<!doctype html><div id="root">${version}</div>${' '.repeat(2000)}`;
    const fetchPage = async () => {
      const server = await createTestServer({ env: { WEB_DIST: dist }, fixtures: false });
      try {
        const res = await server.app.inject({
          method: 'GET',
          url: '/',
          headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
        });
        return (await import('node:zlib')).gunzipSync(res.rawPayload).toString();
      } finally {
        await server.close();
      }
    };
    try {
      writeFileSync(join(dist, 'index.html'), page('first build'));
      expect(await fetchPage()).toContain('first build');
      // A build restored from a cache rewrites the page but leaves the compressed copies of the first one.
      writeFileSync(join(dist, 'index.html'), page('second build'));
      expect(await fetchPage()).toContain('second build');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
