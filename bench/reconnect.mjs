// bench:reconnect — how soon a participant's phone is back in its session once its network returns, the socket
// having really dropped (issue 34): the built app served by apps/api (PGlite), a phone's page in real Chromium on the
// session's join link through a TCP proxy (scripts/cut-proxy.mjs), and `--cuts 10` times: the proxy resets every
// connection and refuses new ones for `--down 5` seconds, then accepts again; the figure is the time from accepting
// again to the page's "Reconnecting" note gone (the socket connected), by the clock the page and this process share.
//
//   node bench/reconnect.mjs                  # 10 cuts of 5 s, median against the 3 s target
//   options: --cuts 10, --down 5 (s refused), --settle 30 (s to wait for a quiet machine first), --out NAME
//
// Needs apps/api and apps/platform built (`npx turbo run build --filter=@readyteams/api --filter=@readyteams/platform`;
// run.mjs does it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  hardTimeout,
  jsonSpeed,
  parseArgs,
  quietMachine,
  repoRoot,
  signInAdmin,
  sleep,
  spread,
  startServer,
  writeResult,
} from './lib/common.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { startCutProxy } from '../scripts/cut-proxy.mjs';

const args = parseArgs();
const CUTS = Number(args.cuts ?? 10);
const DOWN_MS = Number(args.down ?? 5) * 1000;
const TARGET_MS = 3000;
const webDist = join(repoRoot, 'apps', 'platform', 'dist');
const log = (...parts) => console.log(`[reconnect] ${parts.join(' ')}`);

if (!existsSync(join(webDist, 'join.html'))) {
  console.error(`${webDist}/join.html is missing: build apps/platform first`);
  process.exit(1);
}

let server;
let proxy;
let browser;
const cleanup = async () => {
  await browser?.close().catch(() => {});
  await proxy?.close().catch(() => {});
  await server?.stop().catch(() => {});
};
hardTimeout(Number(args.timeout ?? 10 * 60_000), cleanup);

const machine = { ...(await quietMachine(Number(args.settle ?? 30) * 1000)), jsonMBps: jsonSpeed() };
server = await startServer({ env: { WEB_DIST: webDist }, name: 'reconnect' });
proxy = await startCutProxy(server.url);
const token = await signInAdmin(server.url);
const [scenario] = (await api(server.url, '/scenarios?$limit=1', { token })).data;
const session = await api(server.url, '/sessions', {
  method: 'POST',
  token,
  body: { scenarioId: scenario.id, isPractice: true },
});

const { chromium } = await import('playwright-core');
browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const page = await (
  await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
).newPage();
await page.goto(`${proxy.url}/join?pin=${session.pin}`);
await page.getByRole('heading', { name: "You're in!" }).waitFor({ timeout: 60_000 });
const note = page.getByText('Connection lost. Reconnecting…');

const cuts = [];
for (let i = 0; i < CUTS; i++) {
  // The moment the note goes, noted by the page itself (a poll from here would add its own interval).
  await page.evaluate(() => {
    window.__back = undefined;
    const shown = () => document.body.textContent.includes('Reconnecting');
    new MutationObserver((_, observer) => {
      if (window.__back === undefined && !shown()) {
        window.__back = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cutAt = Date.now();
  await proxy.cut();
  // The page noticed: the socket really dropped.
  await note.waitFor({ timeout: 30_000 });
  const noticedMs = Date.now() - cutAt;
  await sleep(Math.max(0, DOWN_MS - noticedMs));
  await proxy.restore();
  const restoredAt = Date.now();
  await page.waitForFunction(() => window.__back !== undefined, null, { timeout: 60_000 });
  const backMs = (await page.evaluate(() => window.__back)) - restoredAt;
  cuts.push({ noticedMs, downMs: restoredAt - cutAt, backMs });
  log(`cut ${i + 1}: noticed in ${noticedMs} ms, down ${restoredAt - cutAt} ms, back ${backMs} ms after`);
  // Connected again for a while before the next cut, as a phone between two drops.
  await sleep(2000);
}
await api(server.url, `/sessions/${session.id}`, {
  method: 'PATCH',
  token,
  body: { completedAt: new Date().toISOString() },
});

const back = spread(cuts.map((cut) => cut.backMs));
const targets = [
  {
    name: `phone back in its session after its network returns (socket cut), median of ${CUTS}`,
    target: `< ${TARGET_MS} ms`,
    measured: `${back.median} ms (cuts ${back.min}-${back.max})`,
    pass: back.median < TARGET_MS,
  },
];
const figures = [
  {
    name: 'each cut: back after the network returned (ms)',
    value: cuts.map((cut) => cut.backMs).join(', '),
  },
  {
    name: 'each cut: the page showing "Reconnecting" after the cut (ms)',
    value: cuts.map((cut) => cut.noticedMs).join(', '),
  },
];
const result = {
  part: 'reconnect',
  machine,
  conditions: `The built app served by apps/api (PGlite), one phone's page (390 px, touch) in ${chromiumPath} headless on a practice session's join link through a loopback TCP proxy (scripts/cut-proxy.mjs); ${CUTS} cuts: every connection reset and new ones refused for ${DOWN_MS / 1000} s, then accepted again; 2 s connected between cuts. Back = accepting again to the page's "Reconnecting" note gone, by the shared clock.`,
  targets,
  figures,
  cuts,
};
const file = await writeResult('reconnect', result, args.out);
log(`median ${back.median} ms (${back.min}-${back.max}); wrote ${file}`);
await cleanup();
process.exit(targets.every((t) => t.pass) ? 0 : 1);
