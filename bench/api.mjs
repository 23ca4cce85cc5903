// bench:api — autocannon against the calls facilitators hit most, on PGlite and on PostgreSQL, each beside a bare
// Fastify route answering the same JSON body in the same run (the ratio is what our stack costs).
//
//   node bench/api.mjs                         # both databases, 10 s per measurement
//   node bench/api.mjs --duration 3 --db postgres
//   options: --connections 10 --rate 500 --warmup 2 (s before each measurement, not counted), --settle 90 (s to wait
//   for a quiet machine first)
//
// The target: the library page's own list request (built by the api-client's scenarioQueries.list, so the bench
// measures exactly what the page sends) at a fixed 500 requests/s on PostgreSQL, open loop (lib/paced.mjs), with
// the full read-form list at the same rate reported beside it.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { favoriteQueries, scenarioQueries, serializeQuery } from '../packages/api-client/dist/index.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  api,
  benchDir,
  dbTransactions,
  dropDatabase,
  hardTimeout,
  jsonSpeed,
  listeningPort,
  parseArgs,
  quietMachine,
  procStats,
  recreateDatabase,
  round,
  signInAdmin,
  sleep,
  startServer,
  writeResult,
} from './lib/common.mjs';
import { paced } from './lib/paced.mjs';

const args = parseArgs();
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 10);
const RATE = Number(args.rate ?? 500);
const WARMUP = Number(args.warmup ?? 2);
const DBS = String(args.db ?? 'pglite,postgres').split(',');
const DB_NAME = 'bench_api';
const TARGET_P99_MS = 25;
// The embedded default (PGlite, a new data folder): first page and memory at rest.
const EMBEDDED_TARGETS = { firstPageMs: 5_000, restRssMB: 300 };
const REST_MS = 5_000;

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
hardTimeout(Number(args.timeout ?? 30 * 60_000), cleanup);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanup().then(() => process.exit(130)));
const log = (...parts) => console.log(`[api ${new Date().toISOString().slice(11, 19)}]`, ...parts);

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { duration: DURATION, connections: CONNECTIONS, timeout: 10, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    cleanups.push(async () => instance.stop?.());
  });
}

/** Warm-up (connections, JIT, PostgreSQL's caches), not counted; then the measurement. */
async function warmedCannon(options) {
  if (WARMUP > 0) await cannon({ ...options, duration: WARMUP });
  return cannon(options);
}

/**
 * The exact request a page's list hook sends for its first page: the api-client's query options run against a
 * recording stand-in for the client, serialized as the client serializes queries.
 */
async function firstPageRequest(listOptions) {
  let seen;
  const recorder = {
    GET: async (path, init) => {
      seen = `${path}?${serializeQuery(init.params.query)}`;
      return { data: null };
    },
  };
  await listOptions(recorder).queryFn({ pageParam: 0, signal: new AbortController().signal });
  return seen;
}

const summarize = (r) => ({
  requestsPerSecond: round(r.requests.average, 0),
  p50Ms: round(r.latency.p50, 1),
  p99Ms: round(r.latency.p99, 1),
  meanMs: round(r.latency.average, 1),
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  bytesPerResponse: r.requests.total ? round(r.throughput.total / r.requests.total, 0) : null,
});

async function startBare(payloads) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  const child = fork(join(benchDir, 'bare-server.mjs'), [file], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  const port = await listeningPort(child);
  return `http://127.0.0.1:${port}`;
}

/**
 * A new server on a fresh data folder (the embedded default's first start: the cluster is created): the time from the
 * process's spawn to the first page (GET / answering 200 with the app's HTML, as a browser asks for it), then its resident memory at rest,
 * after ${REST_MS / 1000} s without requests.
 */
async function measureStartup(server, spawnedAt) {
  for (;;) {
    const response = await fetch(server.url + '/', { headers: { accept: 'text/html' } }).catch(() => null);
    if (response?.ok && (await response.text()).includes('<html')) break;
    if (Date.now() - spawnedAt > 120_000) throw new Error('GET / did not answer 200 within 120 s');
    await sleep(50);
  }
  const firstPageMs = Date.now() - spawnedAt;
  await sleep(REST_MS);
  return { firstPageMs, restRssMB: round(procStats(server.pid).rssMB, 0) };
}

async function benchDatabase(kind) {
  log(`--- ${kind}`);
  const env = kind === 'postgres' ? { DATABASE_URL: await recreateDatabase(DB_NAME) } : {};
  const spawnedAt = Date.now();
  const server = await startServer({ env, name: `api-${kind}` });
  cleanups.push(() => server.stop());
  try {
    const startup = await measureStartup(server, spawnedAt);
    log(`first page ${startup.firstPageMs} ms after start, RSS at rest ${startup.restRssMB} MB`);
    const token = await signInAdmin(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const list = await api(server.url, '/scenarios?$limit=20', { token });
    const item = await api(server.url, `/scenarios/${list.data[0].id}`, { token });
    // A word from a seeded title, searched case-insensitively in the middle of titles.
    const word = (list.data
      .map((s) => s.title)
      .join(' ')
      .match(/[A-Za-z]{5,}/g) ?? ['the'])[0]
      .toLowerCase()
      .slice(1, 5);
    // The library's search box: the same card fields, `title=%word%` sorted by title.
    const searchPath = await firstPageRequest((client) => scenarioQueries.list(client, { search: word }));
    const search = await api(server.url, searchPath, { token });
    // What the library page sends (its cards' fields only); the favorites page sends the same on /favorites.
    const cardsPath = await firstPageRequest((client) => scenarioQueries.list(client, {}));
    const favoritesPath = await firstPageRequest((client) => favoriteQueries.list(client, {}));
    if (favoritesPath.replace(/^\/favorites/, '/scenarios') !== cardsPath)
      log(`note: the favorites page asks ${favoritesPath}, the library ${cardsPath}`);
    const cards = await api(server.url, cardsPath, { token });
    const signInBody = JSON.stringify({ strategy: 'local', email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const signIn = await api(server.url, '/authentication', { method: 'POST', body: JSON.parse(signInBody) });
    const bare = await startBare({ list, cards, item, search, signIn });

    const endpoints = [
      {
        name: 'GET /scenarios?$limit=20',
        path: '/scenarios?$limit=20',
        headers: auth,
        payload: 'list',
        rows: list.data.length,
      },
      {
        name: `library page: GET ${cardsPath}`,
        path: cardsPath,
        headers: auth,
        payload: 'cards',
        rows: cards.data.length,
      },
      {
        name: `library search: GET ${searchPath}`,
        path: searchPath,
        headers: auth,
        payload: 'search',
        rows: search.data.length,
      },
      { name: 'GET /scenarios/{id}', path: `/scenarios/${item.id}`, headers: auth, payload: 'item' },
      {
        name: 'POST /authentication (local, Argon2id)',
        path: '/authentication',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signInBody,
        payload: 'signIn',
        connections: Math.min(CONNECTIONS, 4),
      },
    ];
    const rows = [];
    for (const endpoint of endpoints) {
      const common = { method: endpoint.method ?? 'GET', connections: endpoint.connections ?? CONNECTIONS };
      const txBefore = env.DATABASE_URL ? await dbTransactions(env.DATABASE_URL) : null;
      const before = procStats(server.pid);
      // The warm-up is not counted in the CPU or statement figures either.
      if (WARMUP > 0)
        await cannon({
          ...common,
          duration: WARMUP,
          url: server.url + endpoint.path,
          headers: endpoint.headers,
          body: endpoint.body,
        });
      const ours = summarize(
        await cannon({
          ...common,
          url: server.url + endpoint.path,
          headers: endpoint.headers,
          body: endpoint.body,
        }),
      );
      const after = procStats(server.pid);
      ours.runQueueWaitPerCpuSecond = round(
        (after.runQueueWaitSeconds - before.runQueueWaitSeconds) /
          Math.max(0.001, after.onCpuSeconds - before.onCpuSeconds),
        2,
      );
      // Server CPU per request is steadier than latency on a shared machine.
      ours.serverCpuMsPerRequest = round(
        ((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, ours.total),
        2,
      );
      // PostgreSQL only: statements per request (each autocommit statement is one transaction).
      if (txBefore !== null) {
        const tx = await dbTransactions(env.DATABASE_URL);
        ours.dbStatementsPerRequest = round((tx - txBefore) / Math.max(1, ours.total), 1);
      }
      const plain = summarize(
        await warmedCannon({
          ...common,
          url: `${bare}/bare/${endpoint.payload}`,
          headers: endpoint.body ? { 'content-type': 'application/json' } : {},
          body: endpoint.body,
        }),
      );
      const row = {
        endpoint: endpoint.name,
        rows: endpoint.rows,
        connections: common.connections,
        api: ours,
        bare: plain,
        throughputRatio: round(plain.requestsPerSecond / Math.max(1, ours.requestsPerSecond), 1),
        p99Ratio: round(ours.p99Ms / Math.max(0.1, plain.p99Ms), 1),
      };
      rows.push(row);
      log(
        `${endpoint.name}: ${ours.requestsPerSecond} req/s p50 ${ours.p50Ms} p99 ${ours.p99Ms} ms; bare ${plain.requestsPerSecond} req/s p99 ${plain.p99Ms} ms; ${row.throughputRatio}x`,
      );
    }

    // The target: the library page's list at a fixed rate, open loop, latency from each request's due time
    // (coordinated omission corrected; lib/paced.mjs); the full read-form list beside it. Each after a warm-up.
    const fixedRates = [];
    if (kind === 'postgres' || args['rate-all']) {
      for (const endpoint of [endpoints[1], endpoints[0]]) {
        const txBefore = env.DATABASE_URL ? await dbTransactions(env.DATABASE_URL) : null;
        let before = null;
        const ours = await paced({
          url: server.url + endpoint.path,
          headers: auth,
          rate: RATE,
          durationMs: DURATION * 1000,
          warmupMs: Math.max(WARMUP, 1) * 1000,
          onMeasure: () => (before = procStats(server.pid)),
        });
        const after = procStats(server.pid);
        if (before && after) {
          ours.serverCpuMsPerRequest = round(
            ((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, ours.sent),
            2,
          );
          ours.serverCpuPercent = round(
            ((after.cpuSeconds - before.cpuSeconds) / ((after.at - before.at) / 1000)) * 100,
            0,
          );
          ours.runQueueWaitPerCpuSecond = round(
            (after.runQueueWaitSeconds - before.runQueueWaitSeconds) /
              Math.max(0.001, after.onCpuSeconds - before.onCpuSeconds),
            2,
          );
        }
        if (txBefore !== null) {
          const tx = await dbTransactions(env.DATABASE_URL);
          // Includes the warm-up's statements: per request over warm-up and measurement.
          ours.dbStatementsPerRequest = round((tx - txBefore) / Math.max(1, ours.sent + ours.warmupSent), 1);
        }
        const plain = await paced({
          url: `${bare}/bare/${endpoint.payload}`,
          rate: RATE,
          durationMs: DURATION * 1000,
          warmupMs: Math.max(WARMUP, 1) * 1000,
        });
        fixedRates.push({
          endpoint: endpoint.name,
          library: endpoint === endpoints[1],
          rate: RATE,
          api: ours,
          bare: plain,
          p99Ratio: round(ours.p99Ms / Math.max(0.1, plain.p99Ms), 1),
        });
        log(
          `fixed ${RATE}/s ${endpoint.name}: ${ours.requestsPerSecond} req/s p50 ${ours.p50Ms} p99 ${ours.p99Ms} ms (service p99 ${ours.serviceP99Ms}, generator late p99 ${ours.generatorLatenessP99Ms}; bare p99 ${plain.p99Ms} ms)`,
        );
      }
    }
    return { database: kind, serverEntry: server.entry, startup, endpoints: rows, fixedRates };
  } finally {
    await cleanup();
    if (kind === 'postgres') await dropDatabase(DB_NAME).catch(() => {});
  }
}

// After the previous part's load has settled (run.mjs runs the parts back to back).
const machine = { ...(await quietMachine(Number(args.settle ?? 90) * 1000)), jsonMBps: jsonSpeed() };
const runs = [];
for (const kind of DBS) {
  try {
    runs.push(await benchDatabase(kind));
  } catch (error) {
    log(`${kind} failed: ${error.stack ?? error}`);
    runs.push({ database: kind, error: String(error.message ?? error) });
  }
}

const targets = [];
const figures = [];
for (const run of runs) {
  if (run.error) {
    targets.push({
      name: `${run.database}: run completed`,
      target: 'no error',
      measured: run.error.slice(0, 200),
      pass: false,
    });
    continue;
  }
  if (run.database === 'pglite')
    targets.push(
      {
        name: 'embedded default (PGlite, new data folder): first page after the server starts',
        target: `< ${EMBEDDED_TARGETS.firstPageMs / 1000} s`,
        measured: `${round(run.startup.firstPageMs / 1000, 1)} s`,
        pass: run.startup.firstPageMs < EMBEDDED_TARGETS.firstPageMs,
      },
      {
        name: `embedded default (PGlite): server resident memory at rest (${REST_MS / 1000} s after the first page)`,
        target: `<= ${EMBEDDED_TARGETS.restRssMB} MB`,
        measured: `${run.startup.restRssMB} MB`,
        pass: run.startup.restRssMB <= EMBEDDED_TARGETS.restRssMB,
      },
    );
  else
    figures.push({
      name: `${run.database}: first page after the server starts; resident memory at rest`,
      value: `${round(run.startup.firstPageMs / 1000, 1)} s; ${run.startup.restRssMB} MB`,
    });
  for (const row of run.endpoints) {
    const failures = row.api.non2xx + row.api.errors + row.api.timeouts;
    figures.push({
      name: `${run.database}: ${row.endpoint}`,
      value: `${row.api.requestsPerSecond} req/s, p50 ${row.api.p50Ms} ms, p99 ${row.api.p99Ms} ms, server CPU ${row.api.serverCpuMsPerRequest} ms/req${row.api.dbStatementsPerRequest !== undefined ? `, ${row.api.dbStatementsPerRequest} SQL statements/req` : ''}, ${row.api.bytesPerResponse} B, run-queue wait ${row.api.runQueueWaitPerCpuSecond} s/CPU s | bare ${row.bare.requestsPerSecond} req/s, p99 ${row.bare.p99Ms} ms | bare/api throughput ${row.throughputRatio}x${failures ? ` | ${failures} failed` : ''}`,
    });
  }
  for (const f of run.fixedRates ?? []) {
    const failures = f.api.non2xx + f.api.errors + f.api.timeouts;
    const measured = `${f.api.p99Ms} ms (p50 ${f.api.p50Ms}, p90 ${f.api.p90Ms}, max ${f.api.maxMs}; ${f.api.requestsPerSecond} req/s achieved of ${f.rate}${failures ? `, ${failures} failed` : ''}; server CPU ${f.api.serverCpuMsPerRequest} ms/req = ${f.api.serverCpuPercent}% of a core${f.api.dbStatementsPerRequest !== undefined ? `, ${f.api.dbStatementsPerRequest} SQL statements/req` : ''}, ${f.api.bytesPerResponse} B; bare route p99 ${f.bare.p99Ms} ms, ratio ${f.p99Ratio}x)`;
    const pass = f.api.p99Ms < TARGET_P99_MS && f.api.requestsPerSecond >= f.rate * 0.95 && failures === 0;
    // The target is the list the library page sends; the full read form (every slide) is reported beside it.
    if (f.library)
      targets.push({
        name: `${run.database}: ${f.endpoint} p99 at ${f.rate} req/s`,
        target: `< ${TARGET_P99_MS} ms`,
        measured,
        pass,
      });
    else
      figures.push({
        name: `${run.database}: full read form ${f.endpoint} p99 at ${f.rate} req/s`,
        value: measured,
      });
  }
}
const result = {
  part: 'api',
  machine,
  conditions: `autocannon (in the bench process), ${CONNECTIONS} connections, ${DURATION} s per measurement, loopback; API: apps/api (${runs.find((r) => r.serverEntry)?.serverEntry ?? '?'}) seeded demo library, signed in as the operator admin; bare route: a separate plain Fastify process answering the same JSON body. Each measurement after a ${WARMUP} s warm-up (not counted). Fixed-rate check: open loop (bench/lib/paced.mjs), one request every ${round(1000 / RATE, 2)} ms over keep-alive sockets, latency from each request's due time (coordinated omission corrected), ${DURATION} s after a ${Math.max(WARMUP, 1)} s warm-up at the same rate.`,
  targets,
  figures,
  notes: [
    'Ratio = bare requests/s divided by API requests/s for the same response body: what authentication, validation, the query and serialization cost.',
    "Fixed rate: autocannon's overallRate is not used because it fires each connection's per-second quota back to back at the start of every second (a saturating burst) and corrects coordinated omission with a 1 ms interval; lib/paced.mjs spaces requests evenly and counts latency from when each was due.",
    'POST /authentication hashes with Argon2id (production parameters), so its throughput is bounded by design; the sign-in rate limits are lifted for the bench by environment (SIGNIN_LIMIT_*).',
  ],
  runs,
};
const file = await writeResult('api', result, args.out);
log(`wrote ${file}`);
await cleanup();
process.exit(targets.every((t) => t.pass) ? 0 : 1);
