// Shared helpers of the bench scripts: ports, the API server as a child process, /proc readings,
// percentiles, PostgreSQL bench databases and the results files.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pretty, writeSummary } from './summary.mjs';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(benchDir, '..');
export const resultsDir = join(benchDir, 'results');
export const apiDir = join(repoRoot, 'apps', 'api');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'bench-admin-password-1';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `--name value` / `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) args[key] = argv[++i];
    else args[key] = true;
  }
  return args;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Lifts a process's open-file limit (root may raise the hard limit; others only the soft one up to the hard). */
export function raiseFileLimit(pid, wanted = 200_000) {
  const raised = spawnSync('prlimit', ['--pid', String(pid), `--nofile=${wanted}:${wanted}`]);
  if (raised.status !== 0) {
    const hard = Number(spawnSync('sh', ['-c', 'ulimit -Hn']).stdout.toString().trim()) || 1024;
    spawnSync('prlimit', ['--pid', String(pid), `--nofile=${hard}:${hard}`]);
  }
  return fileLimitOf(pid);
}

export function fileLimitOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return Number(line?.split(/\s{2,}/)[1]);
  } catch {
    return null;
  }
}

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** CPU seconds used so far (user + system) and resident memory of a process, from /proc. */
export function procStats(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ') '.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    const fds = readdirSync(`/proc/${pid}/fd`).length;
    // Nanoseconds on a CPU and waiting in the run queue (all threads): how contended the machine is.
    const [onCpuNs, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return {
      runQueueWaitSeconds: waitNs / 1e9,
      onCpuSeconds: onCpuNs / 1e9,
      at: Date.now(),
      cpuSeconds: (utime + stime) / CLK_TCK,
      userSeconds: utime / CLK_TCK,
      systemSeconds: stime / CLK_TCK,
      rssMB: kb('VmRSS') / 1024,
      hwmMB: kb('VmHWM') / 1024,
      fds,
    };
  } catch {
    return null;
  }
}

/** Samples a process every `everyMs` to find its peak CPU use (% of one core) and peak RSS. */
export function sampler(pid, everyMs = 500) {
  const samples = [];
  let last = procStats(pid);
  const timer = setInterval(() => {
    const now = procStats(pid);
    if (now && last)
      samples.push({
        at: now.at,
        cpuPercent: ((now.cpuSeconds - last.cpuSeconds) / ((now.at - last.at) / 1000)) * 100,
        rssMB: now.rssMB,
      });
    last = now;
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
    between(from, to) {
      const inside = samples.filter((s) => s.at >= from && s.at <= to);
      return {
        peakCpuPercent: round(Math.max(0, ...inside.map((s) => s.cpuPercent)), 0),
        meanCpuPercent: inside.length
          ? round(inside.reduce((a, s) => a + s.cpuPercent, 0) / inside.length, 0)
          : null,
        peakRssMB: round(Math.max(0, ...inside.map((s) => s.rssMB)), 1),
      };
    },
  };
}

export const round = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? null : Number(Number(value).toFixed(digits));

/** p in 0..100 over a list of numbers (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function distribution(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
    mean: sorted.length ? round(sorted.reduce((a, b) => a + b, 0) / sorted.length) : null,
  };
}

/**
 * One figure over repeated runs: the median (of an even count, the higher middle value: the cautious one), the lowest
 * and the highest. A run without the figure (null: e.g. a tally that never completed) counts as Infinity.
 */
export function spread(values) {
  const sorted = values.map((v) => (v === null || v === undefined || Number.isNaN(v) ? Infinity : v));
  sorted.sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    runs: sorted.length,
  };
}

/** "14.7 s (runs 13.9-15.8)"; `missing` names an Infinity (a run without the figure). */
export function showSpread({ median, min, max, runs }, unit = '', missing = 'never') {
  const show = (v) => (v === Infinity ? missing : String(v));
  return `${show(median)}${unit}${runs > 1 ? ` (runs ${show(min)}-${show(max)})` : ''}`;
}

/** The API server: dist/index.js when it is newer than every source file, else src/index.ts through tsx. */
export function serverEntry() {
  const dist = join(apiDir, 'dist', 'index.js');
  const newest = (dir) => {
    let max = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
    }
    return max;
  };
  if (existsSync(dist) && statSync(dist).mtimeMs >= newest(join(apiDir, 'src'))) {
    return { kind: 'dist', args: [dist] };
  }
  return { kind: 'src (tsx)', args: ['--import', 'tsx', join(apiDir, 'src', 'index.ts')] };
}

/** The port a bench child process (a bare server) prints on its standard output as `listening <port>`. */
export function listeningPort(child, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start')), timeoutMs);
    child.stdout.on('data', (chunk) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
}

/**
 * Starts apps/api as a child process on a free loopback port and waits until it listens.
 * Returns { url, port, pid, child, stop(), log() }.
 */
export async function startServer({
  env = {},
  name = 'api',
  timeoutMs = 120_000,
  fileLimit = 200_000,
  nodeArgs = [],
} = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const entry = serverEntry();
  const child = spawn(process.execPath, [...nodeArgs, ...entry.args], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-0123456789',
      LOG_LEVEL: 'warn',
      // Every bench request comes from 127.0.0.1 (thousands of phones and hosts on one address): lift the limits.
      SIGNIN_LIMIT_PER_ADDRESS: '100000000',
      SIGNIN_LIMIT_PER_ACCOUNT: '100000000',
      SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '100000000',
      JOIN_LIMIT_PER_ADDRESS: '100000000',
      JOIN_LIMIT_PER_SESSION_ADDRESS: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const fileLimitNow = raiseFileLimit(child.pid, fileLimit);
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} server exited during start:\n${output.slice(-4000)}`);
    if (output.includes('is running at')) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${name} server did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`);
    }
    await sleep(100);
  }
  return {
    name,
    url,
    port,
    pid: child.pid,
    child,
    entry: entry.kind,
    fileLimit: fileLimitNow,
    dataDir,
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const done = await Promise.race([exited, sleep(10_000).then(() => null)]);
        if (!done) child.kill('SIGKILL');
        await Promise.race([exited, sleep(5_000)]);
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops and recreates a PostgreSQL database for a bench run; returns its URL. */
export async function recreateDatabase(name) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Committed transactions of the bench database so far (PostgreSQL flushes these counters about once a second). */
export async function dbTransactions(databaseUrl) {
  await sleep(1500);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** JSON request with a timeout; throws on a non-2xx answer. */
export async function api(url, path, { method = 'GET', body, token, timeoutMs = 30_000 } = {}) {
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text.slice(0, 300)}`);
  return data;
}

export const signInAdmin = async (url) =>
  (
    await api(url, '/authentication', {
      method: 'POST',
      body: { strategy: 'local', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
  ).accessToken;

/** Processes ready to run now, besides this one (/proc/stat procs_running). */
const runQueue = () => Number(/procs_running (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? 1) - 1;

/**
 * The machine before a run: its load averages and its run queue (the median of 5 samples over a second). `busy` when
 * either says more than the cores were wanted: the run's figures then measure waiting for a CPU, and the summary
 * does not call a target met.
 */
export function machineInfo() {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  const cpus = Number(spawnSync('nproc').stdout.toString().trim());
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(runQueue());
    if (i < 4) spawnSync('sleep', ['0.25']);
  }
  const queue = samples.sort((a, b) => a - b)[2];
  return {
    at: new Date().toISOString(),
    node: process.version,
    cpus,
    loadAverage: load,
    runQueue: queue,
    busy: load[0] > cpus || queue > cpus,
  };
}

/**
 * The machine's speed at the moment: JSON written and read back (a 10 KB object, as the API's answers, 4,000 times)
 * in MB/s, the best of 3. This shared machine's CPU runs at different speeds from one session's machine to the next,
 * which the load average does not show: figures from two runs compare only at about the same speed.
 */
export function jsonSpeed() {
  const value = {
    data: Array.from({ length: 40 }, (_, i) => ({
      id: i,
      title: `Scenario ${i}`,
      text: 'x'.repeat(200),
      tags: [i],
    })),
  };
  const size = JSON.stringify(value).length;
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < 4000; i++) JSON.parse(JSON.stringify(value));
    best = Math.min(best, performance.now() - started);
  }
  return Math.round((size * 4000) / 1e6 / (best / 1000));
}

/**
 * machineInfo() once the machine is quiet, waiting at most `maxWaitMs`: the 1-minute load average still holds the
 * previous run's own load for a minute or so after it ends. `waitedSeconds` says how long it took; a machine still
 * busy after the wait is reported busy.
 */
export async function quietMachine(maxWaitMs) {
  const started = Date.now();
  let info = machineInfo();
  while (info.busy && Date.now() - started < maxWaitMs) {
    await sleep(5000);
    info = machineInfo();
  }
  return { ...info, waitedSeconds: Math.round((Date.now() - started) / 1000) };
}

/**
 * Writes bench/results/<part>.json and regenerates SUMMARY.md from every results file. With `--out NAME`
 * (trial runs) it writes bench/results-dev/NAME.json instead (ignored by git), so committed figures stay whole.
 */
export async function writeResult(part, result, out) {
  const dir = out ? join(benchDir, 'results-dev') : resultsDir;
  mkdirSync(dir, { recursive: true });
  const name = !out ? part : out.startsWith(part) ? out : `${part}-${out}`;
  const file = join(dir, `${name}.json`);
  writeFileSync(file, await pretty(file, `${JSON.stringify(result, null, 2)}\n`));
  await writeSummary(dir);
  return file;
}

/** Kills the whole run if it hangs: every bench script stops by itself. */
export function hardTimeout(ms, onTimeout) {
  const timer = setTimeout(async () => {
    console.error(`bench: hard timeout after ${Math.round(ms / 1000)} s`);
    try {
      await onTimeout?.();
    } finally {
      process.exit(2);
    }
  }, ms);
  timer.unref();
  return timer;
}
