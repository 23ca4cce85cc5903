// bench:web — JavaScript and CSS each route loads (gzipped), from a Vite build with its manifest, with budgets that
// fail the bench; no admin module reachable from public pages; Lighthouse (mobile) on /, /auth, /join, the
// addresses that ask those pages for another view: /auth?isSignUp=true (waitlist) and /join?pin=XXXX (the QR code's
// link, joining a real live session), and the library signed in (/dashboard/library); the QR code's link's time to the lobby in real Chromium on a throttled phone; and the
// time from a host's click on the host controls to the change on 5 phones.
//
//   node bench/web.mjs                  # build apps/platform into a temp folder (manifest on), sizes, Lighthouse
//   node bench/web.mjs --no-lighthouse  # sizes and budgets only
//   options: --runs 3 (Lighthouse runs per page, median kept), --settle 90 (s to wait for a quiet machine first)
//
// The build needs the workspace packages built first (npm run build, or turbo through `npm run bench`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  hardTimeout,
  jsonSpeed,
  machineInfo,
  parseArgs,
  quietMachine,
  repoRoot,
  round,
  signInAdmin,
  startServer,
  writeResult,
} from './lib/common.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const args = parseArgs();
const platformDir = join(repoRoot, 'apps', 'platform');
const RUNS = Number(args.runs ?? 1);
// Lighthouse launches Chromium itself, with the new headless mode named.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const KB = 1024;
// Every route's first JavaScript (gzipped) stays within ROUTE_BUDGET; the participant page and the landing have
// tighter budgets of their own.
const ROUTE_BUDGET = 150 * KB;
const LH_TARGETS = { score: 95, lcpMs: 1800, cls: 0.05 };

// The lazy route modules an address loads, as src/app/routes.tsx nests them: the app's pages under the providers'
// layout route (React Query, the API client, toasts), the signed-in ones also under the sign-in guard and the
// dashboard's layout, the back-office also under the admin guard (the same guards module).
const APP = ['index.html', 'src/app/app-providers.tsx'];
const DASHBOARD = [...APP, 'src/app/guards.tsx', 'src/app/dashboard-layout.tsx'];

/** Route -> the manifest keys it loads first (the entry HTML plus its lazy route modules), and its budget. */
const ROUTES = {
  join: { label: 'participant page (join.html)', starts: ['join.html'], public: true, budget: 90 * KB },
  landing: {
    label: 'landing /',
    starts: ['index.html', 'src/pages/landing/landing-route.tsx'],
    public: true,
    budget: 130 * KB,
  },
  auth: { label: 'auth /auth', starts: [...APP, 'src/pages/auth/auth-route.tsx'], public: true },
  library: {
    label: 'library /dashboard/library',
    starts: [...DASHBOARD, 'src/pages/dashboard/library-route.tsx'],
  },
  reports: {
    label: 'reports /dashboard/reports',
    starts: [...DASHBOARD, 'src/pages/dashboard/reports-route.tsx'],
  },
  sessionReport: {
    label: "a session's report /dashboard/reports/:id",
    starts: [...DASHBOARD, 'src/live/report-route.tsx'],
  },
  impact: {
    label: 'impact report /dashboard/impact',
    starts: [...DASHBOARD, 'src/reports/impact-route.tsx'],
  },
  team: { label: 'team /dashboard/team', starts: [...DASHBOARD, 'src/pages/dashboard/team-route.tsx'] },
  settings: { label: 'settings /settings', starts: [...DASHBOARD, 'src/pages/dashboard/settings-route.tsx'] },
  adminEditor: {
    label: 'admin editor /dashboard/admin/scenario/edit/:id',
    starts: [...DASHBOARD, 'src/admin/scenarios/scenario-editor-route.tsx'],
  },
  hostControls: {
    label: 'host controls /host-controls/:pin',
    starts: [...APP, 'src/live/host-controls-route.tsx'],
  },
  presenter: { label: 'presenter /session/:pin', starts: [...APP, 'src/live/presenter-route.tsx'] },
};

const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
let server;
const cleanup = async () => {
  await server?.stop().catch(() => {});
  rmSync(outDir, { recursive: true, force: true });
};
hardTimeout(Number(args.timeout ?? 20 * 60_000), cleanup);
const log = (...parts) => console.log(`[web ${new Date().toISOString().slice(11, 19)}]`, ...parts);

// 1. Build with the platform's own config, the manifest on, and a plugin noting which modules each chunk holds.
const chunkModules = new Map();
const moduleSizes = new Map();
const { build } = await import('vite');
log(`building apps/platform into ${outDir}`);
const started = Date.now();
// Other work may be rebuilding a package's dist/ in the shared tree at this moment: try a few times.
const buildOnce = () =>
  build({
    root: platformDir,
    configFile: join(platformDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'bench-chunk-modules',
        generateBundle(_options, bundle) {
          for (const item of Object.values(bundle)) {
            if (item.type !== 'chunk') continue;
            const ids = item.moduleIds ?? Object.keys(item.modules ?? {});
            chunkModules.set(item.fileName, ids);
            for (const id of ids) moduleSizes.set(id, item.modules?.[id]?.renderedLength ?? 0);
          }
        },
      },
    ],
  });
try {
  for (let attempt = 1; ; attempt++) {
    try {
      chunkModules.clear();
      await buildOnce();
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`build attempt ${attempt} failed (${String(error.message).split('\n')[0]}), retrying in 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
    }
  }
} catch (error) {
  // A broken build is a failed bench, written down like any other result.
  log(`build failed: ${error.message}`);
  await writeResult(
    'web',
    {
      part: 'web',
      machine: machineInfo(),
      conditions: 'vite build of apps/platform failed; nothing measured.',
      targets: [
        {
          name: 'apps/platform builds',
          target: 'vite build succeeds',
          measured: String(error.message).split('\n')[0].slice(0, 200),
          pass: false,
        },
      ],
      figures: [],
    },
    args.out,
  );
  await cleanup();
  process.exit(1);
}
log(`built in ${round((Date.now() - started) / 1000, 1)} s`);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gz.get(file);
};

/** The chunks a route loads: its start entries and, recursively, their static imports (never dynamic ones). */
function routeFiles(starts) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const missing = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return void missing.push(key);
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const next of entry.imports ?? []) visit(next);
  };
  starts.forEach(visit);
  return { keys: [...seen], js: [...js], css: [...css], missing };
}

const packageOf = (id) => {
  const clean = id.replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm === -1) return relative(repoRoot, clean);
  const parts = clean.slice(nm + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};
function largest(ids, count = 12) {
  const byPackage = new Map();
  for (const id of new Set(ids)) {
    const name = packageOf(id);
    byPackage.set(name, (byPackage.get(name) ?? 0) + (moduleSizes.get(id) ?? 0));
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => ({ name, renderedKB: round(bytes / KB, 1) }));
}

const routes = {};
for (const [name, route] of Object.entries(ROUTES)) {
  const files = routeFiles(route.starts);
  const modules = files.js
    .flatMap((file) => chunkModules.get(file) ?? [])
    .map((id) => relative(platformDir, id.replace(/^\0/, '')));
  const adminModules = route.public ? modules.filter((id) => /(^|\/)src\/admin\//.test(id)) : [];
  routes[name] = {
    label: route.label,
    public: Boolean(route.public),
    budgetBytes: route.budget ?? ROUTE_BUDGET,
    jsGzipBytes: files.js.reduce((a, f) => a + gzipSize(f), 0),
    cssGzipBytes: files.css.reduce((a, f) => a + gzipSize(f), 0),
    jsRawBytes: files.js.reduce((a, f) => a + readFileSync(join(outDir, f)).length, 0),
    files: [...files.js, ...files.css].map((f) => ({ file: f, gzipBytes: gzipSize(f) })),
    missingManifestKeys: files.missing,
    adminModules,
    // Where the weight comes from: the biggest modules as rendered into chunks (before minify and gzip), by package.
    largestModules: largest(files.js.flatMap((file) => chunkModules.get(file) ?? [])),
  };
}
const kb = (bytes) => `${round(bytes / KB, 1)} KB`;
for (const [name, r] of Object.entries(routes))
  log(
    `${name}: JS ${kb(r.jsGzipBytes)} gz, CSS ${kb(r.cssGzipBytes)} gz${r.missingManifestKeys.length ? ` (missing: ${r.missingManifestKeys.join(', ')})` : ''}`,
  );

// 2. Lighthouse on the built app served by the real server (PGlite, temp data folder), once the build's load (and the
// previous part's, under run.mjs) has settled: its TBT moves with the machine's load.
const machine = {
  ...(args['no-lighthouse'] ? machineInfo() : await quietMachine(Number(args.settle ?? 90) * 1000)),
  jsonMBps: jsonSpeed(),
};
const lighthouse = {};
let pin;
if (!args['no-lighthouse']) {
  server = await startServer({ env: { WEB_DIST: outDir }, name: 'web' });
  const { default: runLighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // The admin's sign-in as the app leaves it behind (the token cookie and the stored user), for the signed-in pages.
  const admin = await api(server.url, '/authentication', {
    method: 'POST',
    body: { strategy: 'local', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { chromium } = await import('playwright-core');
  const signIn = async (port) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const [context] = browser.contexts();
      await context.addCookies([{ name: 'accessToken', value: admin.accessToken, url: server.url }]);
      const page = await context.newPage();
      // A page of the origin that is not the app's (its local storage, none of the app's files).
      await page.goto(`${server.url}/health`);
      await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), admin.user);
      await page.close();
    } finally {
      await browser.close();
    }
  };
  const signedIn = new Set(['/dashboard/library']);
  /** One Lighthouse report of `path` in a fresh Chromium. */
  const report = async (path) => {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      if (signedIn.has(path)) await signIn(chrome.port);
      // Default config = mobile: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown. Lighthouse empties the
      // caches first but keeps cookies and local storage: the sign-in stays.
      const result = await runLighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      return result.lhr;
    } finally {
      await chrome.kill();
    }
  };
  const audit = async (path) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A trace Lighthouse failed to record (NO_NAVSTART, now and then on a busy machine) is run again.
      let lhr = await report(path);
      if (lhr.runtimeError) lhr = await report(path);
      runs.push({
        score:
          lhr.categories.performance.score === null
            ? null
            : Math.round(lhr.categories.performance.score * 100),
        lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue, 0),
        fcpMs: round(lhr.audits['first-contentful-paint']?.numericValue, 0),
        tbtMs: round(lhr.audits['total-blocking-time']?.numericValue, 0),
        cls: round(lhr.audits['cumulative-layout-shift']?.numericValue, 3),
        siMs: round(lhr.audits['speed-index']?.numericValue, 0),
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        runtimeError: lhr.runtimeError?.message,
        // What Lighthouse says would help most (estimated savings).
        opportunities: Object.values(lhr.audits)
          .filter(
            (a) => (a.details?.overallSavingsMs ?? 0) > 0 || (a.details?.overallSavingsBytes ?? 0) > 2048,
          )
          .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
          .slice(0, 6)
          .map(
            (a) =>
              `${a.id}: ${round(a.details.overallSavingsMs ?? 0, 0)} ms, ${round((a.details.overallSavingsBytes ?? 0) / KB, 0)} KB`,
          ),
        warnings: lhr.runWarnings,
      });
    }
    runs.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
    // One name for the address with a code, whichever code this run's session got.
    const name = pin ? path.replace(pin, 'XXXX') : path;
    lighthouse[name] = { ...runs[Math.floor(runs.length / 2)], runs: runs.length };
    log(`lighthouse ${name}: ${JSON.stringify(lighthouse[name])}`);
  };
  // The library before the admin opens a live session: with one open, the dashboard shows its banner above the page,
  // arriving with the open-sessions answer (a layout shift most visits, with no session, never see).
  await audit('/dashboard/library');
  // A live session of the first seeded scenario, for the participant page's address with a code.
  const token = await signInAdmin(server.url);
  const [scenario] = (await api(server.url, '/scenarios?$limit=1', { token })).data;
  ({ pin } = await api(server.url, '/sessions', {
    method: 'POST',
    token,
    body: { scenarioId: scenario.id },
  }));
  for (const path of ['/', '/auth', '/auth?isSignUp=true', '/join', `/join?pin=${pin}`]) await audit(path);
}

// 2b. The QR code's link on a slow phone, in a real browser: from the address to the session's lobby on screen
// (network 300 ms round trip, 1.6 Mbps down, CPU 4x slower), median of 7.
let toLobby = null;
if (server && pin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const times = [];
    for (let i = 0; i < 7; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${server.url}/join?pin=${pin}`, { waitUntil: 'commit' });
      // The heading (a live region repeats its words for screen readers).
      await page.getByRole('heading', { name: "You're in!" }).waitFor({ timeout: 30_000 });
      times.push(Date.now() - started);
      await context.close();
    }
    times.sort((x, y) => x - y);
    toLobby = { medianMs: times[3], minMs: times[0], maxMs: times[6] };
    log(`QR code link to lobby on a slow phone: ${JSON.stringify(toLobby)}`);
  } finally {
    await browser.close();
  }
}

// 2c. A host's click on the host controls to the change on 5 participants' phones (real Chromium, no throttling):
// the host controls move through the slides and back; each phone notes when its page changes.
let hostToPhones = null;
if (server && pin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const open = async (path, viewport = { width: 390, height: 844 }) => {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(`${server.url}${path}`);
      return page;
    };
    const token = await signInAdmin(server.url);
    const [scenario] = (await api(server.url, '/scenarios?$limit=1', { token })).data;
    const session = await api(server.url, '/sessions', {
      method: 'POST',
      token,
      body: { scenarioId: scenario.id, isPractice: true },
    });
    const phones = [];
    for (let i = 0; i < 5; i++) {
      const phone = await open(`/join?pin=${session.pin}`);
      await phone.getByRole('heading', { name: "You're in!" }).waitFor();
      // Every change of the page, by the clock all pages share.
      await phone.evaluate(() => {
        window.__changes = [];
        new MutationObserver(() => window.__changes.push(Date.now())).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      phones.push(phone);
    }
    const controls = await open(`/host-controls/${session.pin}?key=${session.hostKey}`);
    await controls.getByRole('button', { name: 'Start' }).waitFor();
    const clicks = [];
    const steps = ['Start', 'Next', 'Next', 'Next', 'Next', 'Next', 'Previous', 'Previous', 'Next', 'Next'];
    for (const [i, name] of steps.entries()) {
      const button = controls.getByRole('button', { name, exact: true });
      await button.waitFor();
      await controls.waitForFunction(
        (label) =>
          [...document.querySelectorAll('button')].some((b) => b.textContent === label && !b.disabled),
        name,
      );
      clicks.push(await button.evaluate((element) => (element.click(), Date.now())));
      // Every phone has changed before the next click.
      for (const phone of phones)
        await phone.waitForFunction((at) => window.__changes.some((t) => t >= at), clicks[i]);
      await controls.waitForTimeout(300);
    }
    const delays = [];
    for (const phone of phones) {
      const changes = await phone.evaluate(() => window.__changes);
      for (const at of clicks) delays.push(changes.find((t) => t >= at) - at);
    }
    delays.sort((x, y) => x - y);
    const at = (p) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))];
    hostToPhones = {
      samples: delays.length,
      medianMs: at(0.5),
      p90Ms: at(0.9),
      maxMs: delays[delays.length - 1],
    };
    log(`host's click to 5 phones: ${JSON.stringify(hostToPhones)}`);
    await api(server.url, `/sessions/${session.id}`, {
      method: 'PATCH',
      token,
      body: { completedAt: new Date().toISOString() },
    });
  } finally {
    await browser.close();
  }
}

// 3. Results.
const targets = [
  ...Object.values(routes).map((r) => ({
    name: `${r.label}: JS gzipped, total`,
    target: `< ${kb(r.budgetBytes)}`,
    measured: kb(r.jsGzipBytes),
    pass: r.jsGzipBytes < r.budgetBytes && r.missingManifestKeys.length === 0,
  })),
  ...Object.values(routes)
    .filter((r) => r.public)
    .map((r) => ({
      name: `${r.label}: no admin module loaded`,
      target: '0 modules from src/admin',
      measured: r.adminModules.length
        ? `${r.adminModules.length}: ${r.adminModules.slice(0, 5).join(', ')}`
        : '0',
      pass: r.adminModules.length === 0 && r.missingManifestKeys.length === 0,
    })),
];
for (const [path, lh] of Object.entries(lighthouse)) {
  if (lh.runtimeError) {
    targets.push({ name: `Lighthouse ${path}`, target: 'runs', measured: lh.runtimeError, pass: false });
    continue;
  }
  targets.push(
    {
      name: `Lighthouse ${path}: performance score`,
      target: `>= ${LH_TARGETS.score}`,
      measured: lh.score,
      pass: lh.score >= LH_TARGETS.score,
    },
    {
      name: `Lighthouse ${path}: LCP`,
      target: `< ${LH_TARGETS.lcpMs} ms`,
      measured: `${lh.lcpMs} ms`,
      pass: lh.lcpMs < LH_TARGETS.lcpMs,
    },
    {
      name: `Lighthouse ${path}: CLS`,
      target: `< ${LH_TARGETS.cls}`,
      measured: lh.cls,
      pass: lh.cls < LH_TARGETS.cls,
    },
  );
}
if (hostToPhones)
  targets.push({
    name: "host's click to the change on 5 phones, slowest of all",
    target: '< 500 ms',
    measured: `${hostToPhones.maxMs} ms`,
    pass: hostToPhones.maxMs < 500,
  });
const figures = [
  ...Object.values(routes).map((r) => ({
    name: `${r.label}: JS / CSS gzipped`,
    value: `${kb(r.jsGzipBytes)} / ${kb(r.cssGzipBytes)} (${r.files.length} files, JS raw ${kb(r.jsRawBytes)})`,
  })),
  ...Object.entries(lighthouse).map(([path, lh]) => ({
    name: `Lighthouse ${path}: TBT / FCP / Speed Index`,
    value: `${lh.tbtMs} ms / ${lh.fcpMs} ms / ${lh.siMs} ms`,
  })),
  ...(toLobby
    ? [
        {
          name: "QR code's link to the lobby on a slow phone (300 ms RTT, 1.6 Mbps, CPU 4x), real Chromium",
          value: `median ${toLobby.medianMs} ms (${toLobby.minMs}-${toLobby.maxMs}, 7 runs)`,
        },
      ]
    : []),
  ...(hostToPhones
    ? [
        {
          name: "host's click on the host controls to the change on 5 phones, real Chromium",
          value: `median ${hostToPhones.medianMs} ms, p90 ${hostToPhones.p90Ms} ms, max ${hostToPhones.maxMs} ms (${hostToPhones.samples} samples)`,
        },
      ]
    : []),
];
const result = {
  part: 'web',
  machine,
  conditions: `vite build of apps/platform with its own config plus manifest (temp folder); gzip = zlib default level; a route's files = its entry HTML's chunk and its lazy route chunks plus their static imports. Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, default mobile settings (simulated throttling), ${chromiumPath} headless, the built app served by apps/api (PGlite).`,
  targets,
  figures,
  notes: [
    'Budgets fail the bench (exit code 1). Lighthouse simulates a mid-range phone on slow 4G, so its figures move little with machine load, but TBT does.',
  ],
  routes,
  lighthouse,
  toLobby,
  hostToPhones,
};
const file = await writeResult('web', result, args.out);
log(`wrote ${file}`);
await cleanup();
process.exit(targets.every((t) => t.pass) ? 0 : 1);
