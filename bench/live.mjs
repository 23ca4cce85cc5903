// bench:live — N anonymous participants join one live session on the real server (PostgreSQL), the host opens a
// poll, everyone answers within a 10 s window, the host moves on to a word cloud and everyone sends 3 words within
// the window. One API process, or two behind Redis. Every scenario runs --runs times (3): each figure is the median
// of its runs, shown with their spread; the machine's load is read before each run (after waiting for it to settle).
//
//   node bench/live.mjs                      # the issue's scenarios: N = 20,000 on one process and on two + Redis,
//                                            # 10,000 on two (stricter targets) and 10,000 on one (the baseline)
//   node bench/live.mjs --n 300 --runs 1     # a trial: one size (comma list allowed), single process + cluster
//   node bench/live.mjs --n 200 --no-cluster # skip the two-process run; --cluster-only for just that one
//   options: --runs 3 --settle 90 (s to wait for a quiet machine before a run) --workers 4 --concurrency 32
//            --window 10000 --client raw|socket.io --transports websocket,polling --cluster-n 2000 --keep-db
//            --profile --out NAME
//   the flood (issue 33): 5 phones send 8,670 answers a second in all while another participant answers every 250 ms;
//   that participant's ack p99 must stay under 100 ms (the event budgets refuse the flood at once, src/live/budget.ts).
//   --flood-rate 8670 --flood-seconds 10; --no-flood to skip it, --flood-only for just that one
//   the knowledge-check round (issue 35): in team mode, a check instead of the poll, then the host's reveal and the
//   team standings, timed to the presenter and every phone;
//   --no-check to skip it, --check-only for just that one, --check with --n for a trial at that size
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import {
  REDIS_URL,
  api,
  benchDir,
  dbTransactions,
  distribution,
  dropDatabase,
  hardTimeout,
  jsonSpeed,
  listeningPort,
  machineInfo,
  parseArgs,
  procStats,
  quietMachine,
  raiseFileLimit,
  recreateDatabase,
  round,
  sampler,
  showSpread,
  signInAdmin,
  sleep,
  spread,
  startServer,
  writeResult,
} from './lib/common.mjs';

const args = parseArgs();
const RUNS = Math.max(1, Number(args.runs ?? 3));
const SETTLE_MS = Number(args.settle ?? 90) * 1000;
const WORKERS = Number(args.workers ?? 4);
const CONCURRENCY = Number(args.concurrency ?? 32);
const WINDOW_MS = Number(args.window ?? 10_000);
// The phones' client: the light one (bench/lib/raw-socket.mjs, WebSocket only), or socket.io-client with the
// participant page's transports (apps/platform/src/live/live-client.ts: WebSocket first, polling as the fallback).
const CLIENT = args.client === 'socket.io' ? 'socket.io' : 'raw';
const TRANSPORTS = String(args.transports ?? 'websocket,polling').split(',');
const clientDescription =
  CLIENT === 'raw'
    ? 'the light socket.io client (bench/lib/raw-socket.mjs: WebSocket only, shared parsing of broadcasts)'
    : `socket.io-client, transports ${TRANSPORTS.join(' then ')} with tryAllTransports (as the participant page)`;
// Its own database: a bench started meanwhile by someone else on the machine drops only its own.
const DB_NAME = `bench_live_${process.pid}`;
/** The servers' GET /metrics token (METRICS_TOKEN): the bench reads their event-loop delay there. */
const METRICS_TOKEN = 'bench-metrics-token';
const now = () => performance.timeOrigin + performance.now();

/** Issue 21's targets for N = 20,000 in one session, on one process and on two + Redis. */
const TARGETS = { joinSeconds: 20, ackP99Ms: 250, tallyLagMs: 1000, cloudLagMs: 1000, eventLoopMs: 50 };
/** Two processes at half that size: the stricter targets. */
const STRICT = { ...TARGETS, joinSeconds: 12, ackP99Ms: 150 };
/**
 * Issue 35's knowledge-check round, in team mode (the most teams, phones dealt in turn): the reveal on every phone
 * within, the standings on the presenter within (computed over every participant's answers) and on every phone.
 */
const CHECK_TARGETS = { revealMs: 2000, standingsPresenterMs: 1000, standingsMs: 2000 };
const CHECK_TEAMS = { count: 12, assign: 'round-robin' };
/** What serving one phone may cost the server, whatever the scenario. */
const COSTS = {
  cpuMsPerJoin: 0.35,
  cpuMsPerAnswer: 0.15,
  memoryPerConnectionKB: 8,
  dbStatementsPerAnswer: 0.5,
};
/** Issue 33's flood: five connections sending this many answers a second must not slow another participant's ack. */
const FLOOD = {
  connections: 5,
  rate: Number(args['flood-rate'] ?? 8670),
  seconds: Number(args['flood-seconds'] ?? 10),
  ackP99Ms: 100,
  /** How often the other participant answers: 4 a second stays within their own budget (60 per 10 s). */
  victimEveryMs: 250,
};
const FLOOD_MODE = `flood: ${FLOOD.connections} connections sending ${FLOOD.rate.toLocaleString('en-US')} answers/s, another participant answering`;
/** Open files a server needs besides its phones' sockets (database pool, Redis, join requests in flight). */
const FILE_HEADROOM = 1000;
/** Words each participant sends to the word cloud (its entry limit). */
const WORDS_EACH = 3;
/** The floor's name in the results: the same joins against bench/bare-live-server.mjs. */
const FLOOR = 'bare Fastify + socket.io server (the floor)';

const list = (value) =>
  String(value)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
const custom = args.n !== undefined || args['cluster-n'] !== undefined;
const sizes = args.n === undefined ? [] : list(args.n);
const clusterSizes = args['cluster-n'] === undefined ? [Math.max(...sizes)] : list(args['cluster-n']);
// The issue's scenarios. 1,000 and 5,000 on one process (the earlier rows) are gone: 10,000 and 20,000 carry the same
// figures, and three runs of everything must fit bench/run.mjs's 50 minutes.
const scenarios = (
  custom
    ? [
        ...sizes.map((n) => ({ n, processes: 1, targets: TARGETS })),
        ...clusterSizes.map((n) => ({ n, processes: 2, targets: TARGETS })),
        ...(args.check || args['check-only']
          ? sizes.map((n) => ({ n, processes: 1, targets: TARGETS, check: true }))
          : []),
      ]
    : [
        { n: 20_000, processes: 1, targets: TARGETS },
        { n: 20_000, processes: 2, targets: TARGETS },
        { n: 10_000, processes: 2, targets: STRICT },
        // The baseline of the two-process run at the same size, and the one-process figures where the open-file
        // limit keeps 20,000 sockets off one process.
        { n: 10_000, processes: 1, targets: TARGETS },
        // Issue 35's knowledge-check round: in team mode, a check instead of the poll, revealed, the standings shown.
        { n: 10_000, processes: 1, targets: TARGETS, check: true },
      ]
)
  .filter((s) => (args['check-only'] ? s.check : !(args['no-check'] && s.check)))
  .filter((s) => !(args['cluster-only'] && s.processes === 1) && !(args['no-cluster'] && s.processes > 1))
  .map((s) => ({
    ...s,
    mode: `${s.check ? 'knowledge check, ' : ''}${s.processes === 1 ? 'one API process' : `${s.processes} API processes + Redis`}`,
    runs: [],
  }));
// The flood (runFlood): one process, 5 flooding phones and the one whose acks are timed.
if (!args['no-flood'])
  scenarios.push({ n: FLOOD.connections + 1, processes: 1, flood: true, mode: FLOOD_MODE, runs: [] });
if (args['flood-only']) scenarios.splice(0, scenarios.length - 1);
// The floor beside them (runFloor), at the one-process size that fits this machine: figures, no targets.
if (!args['no-floor'] && !args['flood-only'])
  scenarios.push({
    n: custom ? Math.max(...sizes, 0) || 10_000 : 10_000,
    floor: true,
    mode: FLOOR,
    runs: [],
  });

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
hardTimeout(Number(args.timeout ?? 45 * 60_000), cleanup);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanup().then(() => process.exit(130)));

function log(...parts) {
  console.log(`[live ${new Date().toISOString().slice(11, 19)}]`, ...parts);
}

/** Waits for `count` messages of a type from the workers. */
function collect(workers, type, timeoutMs, onProgress) {
  return new Promise((resolve, reject) => {
    const got = [];
    const timer = setTimeout(() => {
      cleanupListeners();
      reject(
        new Error(
          `workers: no '${type}' from ${workers.length - got.length} of ${workers.length} within ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    const listeners = workers.map((worker, i) => {
      const listener = (message) => {
        if (message.type === 'error') {
          cleanupListeners();
          reject(new Error(`worker ${i}: ${message.message}`));
        } else if (message.type === 'progress') onProgress?.(i, message);
        else if (message.type === type) {
          got[i] = message;
          if (got.filter(Boolean).length === workers.length) {
            cleanupListeners();
            resolve(got);
          }
        }
      };
      worker.on('message', listener);
      return listener;
    });
    function cleanupListeners() {
      clearTimeout(timer);
      workers.forEach((worker, i) => worker.off('message', listeners[i]));
    }
  });
}

async function startWorkers(count, config) {
  const workers = [];
  for (let w = 0; w < count; w++) {
    const worker = fork(join(benchDir, 'live-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    raiseFileLimit(worker.pid, 100_000);
    workers.push(worker);
  }
  cleanups.push(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  });
  const ready = collect(workers, 'ready', 30_000);
  const perWorker = Math.ceil(config.n / count);
  workers.forEach((worker, w) => {
    const offset = w * perWorker;
    worker.send({
      type: 'init',
      config: {
        ...config,
        offset,
        count: Math.max(0, Math.min(perWorker, config.n - offset)),
        // Four loopback source addresses per worker (127.0.0.0/8 is all loopback).
        localAddresses: [0, 1, 2, 3].map((k) => `127.0.${1 + w}.${10 + k}`),
      },
    });
  });
  await ready;
  return workers;
}

function connectHost(url, pin, accessToken) {
  const socket = io(url, {
    path: '/socket.io',
    auth: { role: 'host', pin, accessToken, view: 'presenter' },
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
  });
  const host = { socket, state: null, tally: null, tallies: 0, watchers: [], stateWatchers: [] };
  socket.on('state', (state) => {
    if (host.state && state.version < host.state.version) return;
    host.state = state;
    const at = now();
    for (const watcher of [...host.stateWatchers])
      if (watcher.test(state)) {
        host.stateWatchers.splice(host.stateWatchers.indexOf(watcher), 1);
        watcher.resolve(at);
      }
  });
  /** When the presenter first gets a state that passes `test` (null after `timeoutMs`). */
  host.stateWhen = (test, timeoutMs) =>
    new Promise((resolve) => {
      const watcher = { test, resolve };
      host.stateWatchers.push(watcher);
      setTimeout(() => {
        const i = host.stateWatchers.indexOf(watcher);
        if (i !== -1) {
          host.stateWatchers.splice(i, 1);
          resolve(null);
        }
      }, timeoutMs);
    });
  socket.on('tally', (tally) => {
    host.tally = tally;
    host.tallies++;
    const at = now();
    for (const watcher of [...host.watchers]) {
      if (watcher.test(tally)) {
        host.watchers.splice(host.watchers.indexOf(watcher), 1);
        watcher.resolve({ at, tally });
      }
    }
  });
  host.until = (test, timeoutMs) =>
    new Promise((resolve) => {
      if (host.tally && test(host.tally)) return resolve({ at: now(), tally: host.tally, already: true });
      const watcher = { test, resolve };
      host.watchers.push(watcher);
      setTimeout(() => {
        const i = host.watchers.indexOf(watcher);
        if (i !== -1) {
          host.watchers.splice(i, 1);
          resolve(null);
        }
      }, timeoutMs);
    });
  host.emit = (event, payload) =>
    new Promise((resolve) =>
      socket
        .timeout(30_000)
        .emit(event, payload, (error, ack) => resolve(error ? { ok: false, message: String(error) } : ack)),
    );
  host.connected = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return host;
}

/**
 * The longest event-loop delay (ms) of the servers since the previous call: prom-client's
 * nodejs_eventloop_lag_max_seconds comes from a histogram it resets at every scrape of GET /metrics. Null when a
 * server did not answer.
 */
async function eventLoopMaxMs(servers) {
  const each = await Promise.all(
    servers.map(async (server) => {
      try {
        const response = await fetch(`${server.url}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          signal: AbortSignal.timeout(10_000),
        });
        const value = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(await response.text())?.[1];
        return response.ok && value !== undefined ? Number(value) * 1000 : null;
      } catch {
        return null;
      }
    }),
  );
  return each.includes(null) ? null : round(Math.max(...each), 1);
}

async function runOne({ n, processes, mode, check }) {
  log(`--- N=${n}, ${mode}`);
  const databaseUrl = await recreateDatabase(DB_NAME);
  // Dropped last (cleanups run in reverse), also when the hard timeout stops the run.
  if (!args['keep-db']) cleanups.push(() => dropDatabase(DB_NAME));
  const env = {
    DATABASE_URL: databaseUrl,
    METRICS_ENABLED: 'true',
    METRICS_TOKEN,
    ...(processes > 1 ? { REDIS_URL } : {}),
  };
  const servers = [];
  try {
    // The first process migrates and seeds; the others start on the ready database.
    for (let i = 0; i < processes; i++) {
      // --profile: V8 CPU profiles of the server(s), written on exit to bench/results-dev/profiles.
      const nodeArgs = args.profile
        ? ['--cpu-prof', `--cpu-prof-dir=${join(benchDir, 'results-dev', 'profiles')}`]
        : [];
      const server = await startServer({ env, name: `live-${i}`, nodeArgs });
      servers.push(server);
      cleanups.push(() => server.stop());
    }
    const [primary] = servers;
    log(
      `servers: ${servers.map((s) => `${s.url} pid ${s.pid} (${s.entry}, nofile ${s.fileLimit})`).join(', ')}`,
    );

    const token = await signInAdmin(primary.url);
    // The session's scenario: a poll (the knowledge-check round: a check), then a word cloud.
    const session = await startSession(primary.url, token, {
      title: 'Bench: a poll and a word cloud',
      description: 'The live bench: everyone answers a poll, then sends three words.',
      ...(check ? { first: CHECK_SLIDE, session: { teams: CHECK_TEAMS } } : {}),
      script: 'The room answers the poll, then says in three words how the case felt.',
      then: [
        {
          slideType: 'word-cloud',
          title: 'In a word',
          prompt: 'How did the case feel?',
          entryLimit: WORDS_EACH,
        },
      ],
    });
    const [pollSlide, wordSlide] = [0, 1];
    const question = `${pollSlide}:0`;

    const host = connectHost(primary.url, session.pin, token);
    cleanups.push(async () => host.socket.disconnect());
    await host.connected;

    // Generous but bounded: a loaded machine joins slower, a hung one still ends the run.
    const joinTimeoutMs = Math.max(120_000, n * 30);
    const workers = await startWorkers(WORKERS, {
      n,
      urls: servers.map((s) => s.url),
      pin: session.pin,
      pollSlide,
      wordSlide,
      wordsEach: WORDS_EACH,
      concurrency: CONCURRENCY,
      answerWindowMs: WINDOW_MS,
      ackTimeoutMs: 30_000,
      joinTimeoutMs,
      transports: TRANSPORTS,
      client: CLIENT,
    });

    const samplers = servers.map((s) => sampler(s.pid, 500));
    await sleep(1000);
    const base = servers.map((s) => procStats(s.pid));
    const workersBase = workers.map((w) => procStats(w.pid));
    const txBase = await dbTransactions(databaseUrl);

    // Join.
    const joinStart = now();
    let lastLog = 0;
    const progress = new Array(workers.length).fill(0);
    const joinedPromise = collect(workers, 'joined', joinTimeoutMs + 60_000, (i, message) => {
      progress[i] = message.joined;
      if (now() - lastLog > 5000) {
        lastLog = now();
        log(`joined ${progress.reduce((a, b) => a + b, 0)} / ${n}`);
      }
    });
    for (const worker of workers) worker.send({ type: 'join' });
    const joinedMessages = await joinedPromise;
    const joined = joinedMessages.reduce((a, m) => a + m.joined, 0);
    const joinEnd = Math.max(...joinedMessages.map((m) => m.lastJoinedAt));
    const hostSawJoined = await host.until(
      (t) => t.connectedCount >= joined && t.participantCount >= joined,
      30_000,
    );
    const afterJoin = servers.map((s) => procStats(s.pid));
    const workersAfterJoin = workers.map((w) => procStats(w.pid));
    const txAfterJoin = await dbTransactions(databaseUrl);
    const joinPeakRss = samplers.reduce((a, sp) => a + sp.between(joinStart, now()).peakRssMB, 0);
    log(`joined ${joined}/${n} in ${round((joinEnd - joinStart) / 1000, 2)} s`);

    // Poll: the host opens it, everyone answers within the window, acks are timed. The servers' event loop is read
    // before the slide change, once every phone shows the poll, and once the tally counts every answer.
    const answersDone = collect(workers, 'answered', WINDOW_MS + 120_000);
    const pollShown = collect(workers, 'poll-shown', 60_000).catch(() => null);
    await eventLoopMaxMs(servers);
    const gotoAt = now();
    const gotoAck = await host.emit('goto', { slide: pollSlide });
    const gotoAckMs = now() - gotoAt;
    if (!gotoAck?.ok) throw new Error(`goto poll refused: ${JSON.stringify(gotoAck)}`);
    for (const worker of workers) worker.send({ type: 'answers' });
    const eventLoop = { pollChange: (await pollShown) ? await eventLoopMaxMs(servers) : null };
    const answered = await answersDone;
    const acked = answered.reduce((a, m) => a + m.acked, 0);
    const lastAckAt = Math.max(...answered.map((m) => m.lastAckAt));
    const lastSentAt = Math.max(...answered.map((m) => m.lastSentAt));
    const tallyDone = await host.until((t) => (t.answerCounts?.[question] ?? 0) >= acked, 15_000);
    eventLoop.answersAndTally = await eventLoopMaxMs(servers);
    const afterAnswers = servers.map((s) => procStats(s.pid));
    const txAfterAnswers = await dbTransactions(databaseUrl);
    const ack = distribution(answered.flatMap((m) => m.ackLatencies));
    log(
      `answers acked ${acked}/${joined}, ack p99 ${ack.p99} ms, tally ${tallyDone ? round(tallyDone.at - lastAckAt, 0) : 'never'} ms after the last ack`,
    );

    // The knowledge-check round: the host reveals the answers; every phone gets the correct options.
    const checkFigures = check ? await revealCheck(host, workers, pollSlide) : null;

    // Stored answers, straight from the database.
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const storedOn = async (slideIndex) =>
      (
        await client.query(
          'SELECT count(*)::int AS n, count(DISTINCT participant_id)::int AS p FROM live_answers WHERE session_id = $1 AND slide_index = $2',
          [session.id, slideIndex],
        )
      ).rows[0];
    const pollStored = await storedOn(pollSlide);
    const stored = pollStored.n;

    // The host moves on to the word cloud; time until every participant has the new slide.
    const movedOn = collect(workers, 'moved-on', 60_000);
    for (const worker of workers) worker.send({ type: 'moved-on' });
    await eventLoopMaxMs(servers);
    const nextAt = now();
    const nextAck = await host.emit('goto', { slide: wordSlide });
    const moved = await movedOn;
    eventLoop.wordChange = await eventLoopMaxMs(servers);
    const movedReceived = moved.reduce((a, m) => a + m.received, 0);
    const movedLatest = Math.max(...moved.map((m) => m.latest));

    // Word cloud: everyone sends their words within the window; the cloud (the hosts' tally, as the presenter shows
    // it) is complete once it counts every acked word.
    const wordsDone = collect(workers, 'words', WINDOW_MS + 120_000);
    for (const worker of workers) worker.send({ type: 'words' });
    const sentWords = await wordsDone;
    const wordsAcked = sentWords.reduce((a, m) => a + m.acked, 0);
    const lastWordAckAt = Math.max(...sentWords.map((m) => m.lastAckAt));
    const cloudDone = await host.until(
      (t) => (t.polls?.find((p) => p.slideIndex === wordSlide)?.questions[0]?.answerCount ?? 0) >= wordsAcked,
      15_000,
    );
    const cloudLagMs = cloudDone ? Math.max(0, cloudDone.at - lastWordAckAt) : null;
    eventLoop.wordsAndCloud = await eventLoopMaxMs(servers);
    // CPU from the first join to the last word, per participant: the phones' (load generator) and the servers'.
    const serversEnd = servers.map((s) => procStats(s.pid));
    const workersEnd = workers.map((w) => procStats(w.pid));
    const wordAck = distribution(sentWords.flatMap((m) => m.ackLatencies));
    const wordsStored = (await storedOn(wordSlide)).n;
    await client.end();
    const cloud = host.tally?.polls?.find((p) => p.slideIndex === wordSlide)?.questions[0];
    log(
      `words acked ${wordsAcked}/${joined * WORDS_EACH}, ack p99 ${wordAck.p99} ms, cloud ${cloudLagMs === null ? 'never' : round(cloudLagMs, 0)} ms after the last ack, ${cloud?.options.length ?? 0} distinct words`,
    );

    await host.emit('end', {});
    const closed = collect(workers, 'closed', 30_000).catch(() => null);
    for (const worker of workers) worker.send({ type: 'close' });
    await closed;
    const samples = samplers.map((s, i) => ({ name: servers[i].name, ...s.between(joinStart, now()) }));
    samplers.forEach((s) => s.stop());

    const sum = (list, key) => list.reduce((a, s) => a + (s?.[key] ?? 0), 0);
    const joinSeconds = (joinEnd - joinStart) / 1000;
    const tallyLagMs = tallyDone ? Math.max(0, tallyDone.at - lastAckAt) : null;
    const errors = {};
    for (const m of [...joinedMessages, ...answered])
      for (const [k, v] of Object.entries(m.errors)) errors[k] = (errors[k] ?? 0) + v;
    const perParticipant = (end, start) =>
      round(((sum(end, 'cpuSeconds') - sum(start, 'cpuSeconds')) * 1000) / Math.max(1, joined), 2);
    return {
      n,
      mode,
      processes,
      serverEntry: primary.entry,
      serverFileLimit: servers.map((s) => s.fileLimit),
      workers: WORKERS,
      joinConcurrency: WORKERS * CONCURRENCY,
      transports: TRANSPORTS,
      client: CLIENT,
      joined,
      joinSeconds: round(joinSeconds, 2),
      joinsPerSecond: round(joined / joinSeconds, 0),
      joinLatencyMs: distribution(joinedMessages.flatMap((m) => m.joinLatencies)),
      hostSawAllJoinedSeconds: hostSawJoined ? round((hostSawJoined.at - joinStart) / 1000, 2) : null,
      gotoAckMs: round(gotoAckMs, 0),
      pollShownToAllMs: round(Math.max(...answered.map((m) => m.pollStateLatest)) - gotoAt, 0),
      pollShownTo: answered.reduce((a, m) => a + m.pollStateCount, 0),
      answered: acked,
      ackMs: ack,
      tallyLagMs: round(tallyLagMs, 0),
      tallyLagFromLastSentMs: tallyDone ? round(tallyDone.at - lastSentAt, 0) : null,
      hostTallyAnswers: host.tally?.answerCounts?.[question] ?? 0,
      tallies: host.tallies,
      check: checkFigures,
      storedAnswers: stored,
      storedParticipants: pollStored.p,
      errors,
      disconnects: answered.reduce((a, m) => a + m.disconnects, 0),
      nextSlide: {
        ack: nextAck?.ok ?? false,
        reached: movedReceived,
        allWithinMs: round(movedLatest - nextAt, 0),
      },
      wordCloud: {
        wordsEach: WORDS_EACH,
        acked: wordsAcked,
        stored: wordsStored,
        ackMs: wordAck,
        cloudLagMs: round(cloudLagMs, 0),
        distinctWords: cloud?.options.length ?? 0,
        errors: Object.assign({}, ...sentWords.map((m) => m.errors)),
      },
      // The servers' longest event-loop delay (ms, the larger of the processes') in each phase: the poll's slide
      // change (until every phone shows it), answers until the tally counts them all, the move to the word cloud
      // (until every phone has it), words until the cloud counts them all.
      eventLoopMaxMs: eventLoop,
      // CPU per participant from the first join to the last word: the simulated phones against the servers.
      cpuMsPerParticipant: {
        server: perParticipant(serversEnd, base),
        loadGenerator: perParticipant(workersEnd, workersBase),
        // The load generator's kernel share: the loopback TCP work of the phones.
        loadGeneratorSystem: round(
          ((sum(workersEnd, 'systemSeconds') - sum(workersBase, 'systemSeconds')) * 1000) /
            Math.max(1, joined),
          2,
        ),
      },
      server: {
        rssBaselineMB: round(sum(base, 'rssMB')),
        rssAfterJoinMB: round(sum(afterJoin, 'rssMB')),
        rssAfterAnswersMB: round(sum(afterAnswers, 'rssMB')),
        // Garbage collection moves RSS both ways: take the higher of "after all joined" and the peak while joining.
        rssPeakDuringJoinMB: round(joinPeakRss, 1),
        memoryPerConnectionKB: round(
          ((Math.max(sum(afterJoin, 'rssMB'), joinPeakRss) - sum(base, 'rssMB')) * 1024) /
            Math.max(1, joined),
          1,
        ),
        cpuSecondsJoin: round(sum(afterJoin, 'cpuSeconds') - sum(base, 'cpuSeconds'), 2),
        cpuMsPerJoin: round(
          ((sum(afterJoin, 'cpuSeconds') - sum(base, 'cpuSeconds')) * 1000) / Math.max(1, joined),
          2,
        ),
        // Of it in the kernel: the system calls of the sockets (on loopback they also deliver to the phones).
        systemMsPerJoin: round(
          ((sum(afterJoin, 'systemSeconds') - sum(base, 'systemSeconds')) * 1000) / Math.max(1, joined),
          2,
        ),
        // The simulated phones cost CPU on the same 2 cores.
        loadGeneratorCpuMsPerJoin: perParticipant(workersAfterJoin, workersBase),
        cpuSecondsAnswers: round(sum(afterAnswers, 'cpuSeconds') - sum(afterJoin, 'cpuSeconds'), 2),
        cpuMsPerAnswer: round(
          ((sum(afterAnswers, 'cpuSeconds') - sum(afterJoin, 'cpuSeconds')) * 1000) / Math.max(1, acked),
          2,
        ),
        openFilesAfterJoin: sum(afterJoin, 'fds'),
        // Seconds the server waited for a CPU per second it ran: above ~0.5 the machine was busy with other work.
        runQueueWaitPerCpuSecond: round(
          (sum(afterAnswers, 'runQueueWaitSeconds') - sum(base, 'runQueueWaitSeconds')) /
            Math.max(0.001, sum(afterAnswers, 'onCpuSeconds') - sum(base, 'onCpuSeconds')),
          2,
        ),
        // Each statement outside a transaction block is one transaction: round trips to PostgreSQL.
        dbStatementsPerJoin: round((txAfterJoin - txBase) / Math.max(1, joined), 2),
        dbStatementsPerAnswer: round((txAfterAnswers - txAfterJoin) / Math.max(1, acked), 2),
        samples,
      },
    };
  } finally {
    await cleanup();
  }
}

/**
 * The host sends `event`; resolves with the time until the presenter (the host's connection) and every phone had the
 * state that follows (`name`, the workers' SEEN test; `test`, the presenter's).
 */
async function everyScreenSees(host, workers, name, test, event, payload) {
  const seen = collect(workers, 'seen', 60_000);
  for (const worker of workers) worker.send({ type: 'seen', name });
  const onPresenter = host.stateWhen(test, 30_000);
  const at = now();
  const ack = await host.emit(event, payload);
  if (!ack?.ok) throw new Error(`${event}: refused ${JSON.stringify(ack)}`);
  const [presenterAt, messages] = await Promise.all([onPresenter, seen]);
  return {
    presenterMs: presenterAt === null ? null : round(presenterAt - at, 0),
    reached: messages.reduce((a, m) => a + m.received, 0),
    allWithinMs: round(Math.max(...messages.map((m) => m.latest)) - at, 0),
  };
}

/** The knowledge-check round after the answers: the reveal, then the team standings, on every screen. */
async function revealCheck(host, workers, slideIndex) {
  const revealed = await everyScreenSees(
    host,
    workers,
    'revealed',
    (state) => state.slide?.revealed === true,
    'reveal-check',
    { slideIndex },
  );
  log(`check revealed on ${revealed.reached} phones within ${revealed.allWithinMs} ms`);
  const standings = await everyScreenSees(
    host,
    workers,
    'standings',
    (state) => Boolean(state.teams?.standings),
    'show-standings',
    { shown: true },
  );
  log(
    `standings on the presenter ${standings.presenterMs} ms, on ${standings.reached} phones within ${standings.allWithinMs} ms`,
  );
  await host.emit('show-standings', { shown: false });
  return { revealed, standings };
}

/**
 * The floor: the same phones join bench/bare-live-server.mjs (Fastify and socket.io with nothing of ours). Its CPU and
 * memory per join are what the libraries and the kernel cost alone, the part of the API's figures that no change to
 * our code can remove.
 */
async function runFloor({ n }) {
  log(`--- N=${n}, ${FLOOR}`);
  const child = fork(join(benchDir, 'bare-live-server.mjs'), [], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  try {
    raiseFileLimit(child.pid, 200_000);
    const url = `http://127.0.0.1:${await listeningPort(child)}`;
    const joinTimeoutMs = Math.max(120_000, n * 30);
    const workers = await startWorkers(WORKERS, {
      n,
      urls: [url],
      pin: 'FLOOR',
      concurrency: CONCURRENCY,
      joinTimeoutMs,
      transports: TRANSPORTS,
      client: CLIENT,
    });
    const rss = sampler(child.pid, 500);
    await sleep(1000);
    const base = procStats(child.pid);
    const joinStart = now();
    const joinedPromise = collect(workers, 'joined', joinTimeoutMs + 60_000);
    for (const worker of workers) worker.send({ type: 'join' });
    const joinedMessages = await joinedPromise;
    const after = procStats(child.pid);
    const peakRss = rss.between(joinStart, now()).peakRssMB;
    rss.stop();
    const joined = joinedMessages.reduce((a, m) => a + m.joined, 0);
    const joinSeconds = (Math.max(...joinedMessages.map((m) => m.lastJoinedAt)) - joinStart) / 1000;
    log(`floor: joined ${joined}/${n} in ${round(joinSeconds, 2)} s`);
    const perJoin = (field) => round(((after[field] - base[field]) * 1000) / Math.max(1, joined), 2);
    return {
      joined,
      joinSeconds: round(joinSeconds, 2),
      cpuMsPerJoin: perJoin('cpuSeconds'),
      systemMsPerJoin: perJoin('systemSeconds'),
      memoryPerConnectionKB: round(
        ((Math.max(after.rssMB, peakRss) - base.rssMB) * 1024) / Math.max(1, joined),
        1,
      ),
    };
  } finally {
    await cleanup();
  }
}

/**
 * A live session of a new scenario: a seeded library's poll (a scenario question with four choices), then the slides
 * `then`.
 */
/** The poll the phones answer first in the main scenarios. */
const POLL_SLIDE = {
  slideType: 'poll',
  type: 'scenario',
  title: 'What would you do?',
  script: 'Pick what you would do first.',
  questions: [
    {
      question: 'A customer shouts at a colleague. What do you do first?',
      type: 'single-choice',
      layoutType: 'default',
      answers: {
        options: ['Step in', 'Call a manager', 'Wait', 'Leave'].map((a, i) => ({
          [`option ${i + 1}`]: a,
        })),
      },
    },
  ],
};
/** The knowledge check of the knowledge-check round, answered as the poll is. */
const CHECK_SLIDE = {
  slideType: 'knowledge-check',
  title: 'A customer shouts at a colleague. What helps first?',
  script: 'Reveal once everyone answered.',
  choices: [
    { label: 'Step in calmly', correct: true },
    { label: 'Call a manager', correct: false },
    { label: 'Wait', correct: false },
    { label: 'Leave', correct: false },
  ],
  explanation: 'Stepping in calmly lowers the temperature before anything else can work.',
};

async function startSession(
  url,
  token,
  { title, description, script, first = POLL_SLIDE, then, session = {} },
) {
  const [category] = (await api(url, '/scenario-categories?$limit=1', { token })).data;
  const scenario = await api(url, '/scenarios', {
    method: 'POST',
    token,
    body: {
      title,
      description,
      script,
      status: 'published',
      isDemo: false,
      rating: 0,
      isPublic: false,
      authorName: 'Bench',
      authorEmail: 'bench@example.com',
      categoryId: category.id,
      tags: [],
      slides: [first, ...then],
      resources: [],
    },
  });
  return api(url, '/sessions', { method: 'POST', token, body: { scenarioId: scenario.id, ...session } });
}

/**
 * The flood (issue 33): five phones of five participants send FLOOD.rate answers a second in all (from a process of
 * their own, bench/live-flood-worker.mjs) while another participant answers every FLOOD.victimEveryMs; their acks are
 * timed here, against the same participant's acks before the flood (another participant, so each has its own budget).
 */
async function runFlood() {
  log(`--- ${FLOOD_MODE}`);
  const databaseUrl = await recreateDatabase(DB_NAME);
  if (!args['keep-db']) cleanups.push(() => dropDatabase(DB_NAME));
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, METRICS_ENABLED: 'true', METRICS_TOKEN },
    name: 'live-flood',
  });
  cleanups.push(() => server.stop());
  try {
    const token = await signInAdmin(server.url);
    const session = await startSession(server.url, token, {
      title: 'Bench: a flooded poll',
      description: 'The live bench: five phones flood a poll while another answers.',
      script: 'The room answers the poll.',
      then: [],
    });
    const host = connectHost(server.url, session.pin, token);
    cleanups.push(async () => host.socket.disconnect());
    await host.connected;
    const gotoAck = await host.emit('goto', { slide: 0 });
    if (!gotoAck?.ok) throw new Error(`goto poll refused: ${JSON.stringify(gotoAck)}`);
    const joinSession = async () =>
      (await api(server.url, `/join/${session.pin}`, { method: 'POST' })).participantToken;
    const floodTokens = [];
    for (let i = 0; i < FLOOD.connections; i++) floodTokens.push(await joinSession());

    /** A participant's phone whose answers are acked and timed (socket.io-client, WebSocket). */
    const phone = async () => {
      const socket = io(server.url, {
        path: '/socket.io',
        auth: { role: 'participant', pin: session.pin, participantToken: await joinSession() },
        transports: ['websocket'],
        forceNew: true,
      });
      cleanups.push(async () => socket.disconnect());
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    /** Answers every FLOOD.victimEveryMs for `ms`: each ack's latency, and the refusals. */
    const answerFor = async (socket, ms) => {
      const latencies = [];
      const refusals = [];
      const start = now();
      while (now() - start < ms) {
        const sent = now();
        const ack = await new Promise((resolve) =>
          socket
            .timeout(10_000)
            .emit(
              'answer',
              { slideIndex: 0, questionIndex: 0, value: latencies.length % 4 },
              (error, result) => resolve(error ? { ok: false, message: String(error) } : result),
            ),
        );
        latencies.push(now() - sent);
        if (!ack?.ok) refusals.push(ack?.message ?? String(ack));
        await sleep(Math.max(0, FLOOD.victimEveryMs - (now() - sent)));
      }
      return { ackMs: distribution(latencies), refusals: refusals.length, firstRefusal: refusals[0] ?? null };
    };

    // Before the flood: the quiet figure.
    const quiet = await answerFor(await phone(), 3000);
    const victim = await phone();

    const worker = fork(join(benchDir, 'live-flood-worker.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    cleanups.push(async () => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    });
    await collect([worker], 'ready', 30_000);
    const connected = collect([worker], 'connected', 30_000);
    const done = collect([worker], 'done', FLOOD.seconds * 1000 + 60_000);
    worker.send({
      type: 'flood',
      url: server.url,
      pin: session.pin,
      tokens: floodTokens,
      rate: FLOOD.rate,
      durationMs: FLOOD.seconds * 1000,
      slideIndex: 0,
    });
    await connected;
    await eventLoopMaxMs([server]);
    const base = procStats(server.pid);
    const flooded = await answerFor(victim, FLOOD.seconds * 1000);
    const eventLoop = await eventLoopMaxMs([server]);
    const after = procStats(server.pid);
    const [{ counts }] = await done;
    log(
      `flood: ${counts.ratePerSecond}/s sent, ${counts.tooFast} refused too fast, ${counts.ok} taken; the other participant's ack p99 ${flooded.ackMs.p99} ms (quiet ${quiet.ackMs.p99} ms)`,
    );
    return {
      serverEntry: server.entry,
      quietAckMs: quiet.ackMs,
      victimAckMs: flooded.ackMs,
      victimRefusals: flooded.refusals + quiet.refusals,
      firstVictimRefusal: flooded.firstRefusal ?? quiet.firstRefusal,
      flood: counts,
      serverCpuPercent: round(((after.cpuSeconds - base.cpuSeconds) * 100) / FLOOD.seconds, 1),
      eventLoopMaxMs: eventLoop,
    };
  } finally {
    await cleanup();
  }
}

/** The flood's target rows (medians of its runs). */
function floodRows(scenario) {
  const name = scenario.mode;
  const runs = scenario.runs.filter((r) => !r.error);
  const busy = scenario.runs.some((r) => r.machine.busy);
  const failed = scenario.runs.filter((r) => r.error);
  const rows = failed.length
    ? [
        {
          name: `${name}: runs completed`,
          target: `${scenario.runs.length} of ${scenario.runs.length}`,
          measured: `${failed.length} failed: ${failed[0].error.slice(0, 200)}`,
          pass: false,
        },
      ]
    : [];
  if (runs.length) {
    const ack = values(runs, (r) => r.victimAckMs.p99);
    const rate = values(runs, (r) => r.flood.ratePerSecond);
    const refused = values(runs, (r) => round((r.flood.tooFast * 100) / Math.max(1, r.flood.sent), 1));
    rows.push(
      {
        name: `${name}: the other participant's answer ack p99, every ack ok`,
        target: `< ${FLOOD.ackP99Ms} ms`,
        measured: `${showSpread(ack, ' ms')}; p50 ${showSpread(
          values(runs, (r) => r.victimAckMs.p50),
          ' ms',
        )}; without the flood p99 ${showSpread(
          values(runs, (r) => r.quietAckMs.p99),
          ' ms',
        )}; refused ${runs.reduce((a, r) => a + r.victimRefusals, 0)}`,
        pass: below(ack, FLOOD.ackP99Ms) && runs.every((r) => r.victimRefusals === 0),
      },
      {
        name: `${name}: flood sent`,
        target: `>= 95% of ${FLOOD.rate}/s`,
        measured: showSpread(rate, '/s'),
        pass: rate.median >= FLOOD.rate * 0.95,
      },
      {
        name: `${name}: flood refused "too fast" by the event budgets, at once`,
        target: '> 95%, none left unacked',
        measured: `${showSpread(refused, '%')}; unacked ${runs.reduce((a, r) => a + r.flood.unacked, 0)}; server CPU ${showSpread(
          values(runs, (r) => r.serverCpuPercent),
          '%',
        )}, longest event-loop delay ${showSpread(
          values(runs, (r) => r.eventLoopMaxMs),
          ' ms',
          'not read',
        )}`,
        pass: refused.median > 95 && runs.every((r) => r.flood.unacked === 0),
      },
    );
  }
  return rows.map((row) => ({ ...row, busy }));
}

const label = (s) => `N=${s.n.toLocaleString('en-US')}, ${s.mode}`;
const values = (runs, pick) => spread(runs.map(pick));
/** A median over runs against a goal (`<` or `<=`); a run without the figure counts as missing it. */
const below = (figure, goal, strict = true) => (strict ? figure.median < goal : figure.median <= goal);

/** A scenario's target rows: each figure the median of its runs with their spread. */
function targetRows(scenario) {
  const { n, targets: goal } = scenario;
  if (scenario.flood) return floodRows(scenario);
  const name = label(scenario);
  if (scenario.floor) return [];
  if (scenario.notMeasured)
    return [{ name: `${name}: measured`, target: 'a run', measured: scenario.notMeasured, pass: null }];
  const runs = scenario.runs.filter((r) => !r.error);
  // A run on a busy machine measured waiting for a CPU: none of the scenario's targets is called met.
  const busy = scenario.runs.some((r) => r.machine.busy);
  const rows = [];
  const failed = scenario.runs.filter((r) => r.error);
  if (failed.length)
    rows.push({
      name: `${name}: runs completed`,
      target: `${scenario.runs.length} of ${scenario.runs.length}`,
      measured: `${failed.length} failed: ${failed[0].error.slice(0, 200)}`,
      pass: false,
    });
  if (!runs.length) return rows.map((row) => ({ ...row, busy }));
  const each = (test) => runs.every(test);
  const join = values(runs, (r) => r.joinSeconds);
  const ack = values(runs, (r) => r.ackMs.p99);
  const tally = values(runs, (r) => r.tallyLagMs);
  const wordAck = values(runs, (r) => r.wordCloud.ackMs.p99);
  const cloud = values(runs, (r) => r.wordCloud.cloudLagMs);
  const maxOf = (...list) => (list.includes(null) ? null : Math.max(...list));
  const slideLoop = values(runs, (r) => maxOf(r.eventLoopMaxMs.pollChange, r.eventLoopMaxMs.wordChange));
  const tallyLoop = values(runs, (r) =>
    maxOf(r.eventLoopMaxMs.answersAndTally, r.eventLoopMaxMs.wordsAndCloud),
  );
  const generator = values(runs, (r) => r.cpuMsPerParticipant.loadGenerator);
  const server = values(runs, (r) => r.cpuMsPerParticipant.server);
  const generatorShare = values(runs, (r) =>
    round(r.cpuMsPerParticipant.loadGenerator / r.cpuMsPerParticipant.server, 2),
  );
  const cpuJoin = values(runs, (r) => r.server.cpuMsPerJoin);
  const cpuAnswer = values(runs, (r) => r.server.cpuMsPerAnswer);
  const memory = values(runs, (r) => r.server.memoryPerConnectionKB);
  const statements = values(runs, (r) => r.server.dbStatementsPerAnswer);
  const worst = (pick) => runs.reduce((a, r) => (pick(r) < pick(a) ? r : a));
  const lostAnswers = (r) => !(r.storedAnswers === r.answered && r.answered === r.joined);
  const lostWords = (r) =>
    !(r.wordCloud.stored === r.wordCloud.acked && r.wordCloud.acked === r.joined * r.wordCloud.wordsEach);
  const inRuns = `in ${runs.length === 1 ? 'the run' : `each of ${runs.length} runs`}`;
  rows.push(
    {
      name: `${name}: all joined`,
      target: `${n} in < ${goal.joinSeconds} s`,
      measured: `${each((r) => r.joined === n) ? n : `${worst((r) => r.joined).joined} (fewest)`} in ${showSpread(join, ' s')}`,
      pass: each((r) => r.joined === n) && below(join, goal.joinSeconds),
    },
    {
      name: `${name}: answer ack p99`,
      target: `< ${goal.ackP99Ms} ms`,
      measured: `${showSpread(ack, ' ms')}; p50 ${showSpread(
        values(runs, (r) => r.ackMs.p50),
        ' ms',
      )}`,
      pass: below(ack, goal.ackP99Ms),
    },
    {
      name: `${name}: host tally complete after the last answer`,
      target: `< ${goal.tallyLagMs} ms`,
      measured: showSpread(tally, ' ms'),
      pass: below(tally, goal.tallyLagMs),
    },
    {
      name: `${name}: nothing lost (answers stored)`,
      target: "every joined participant's answer acked and stored, in every run",
      measured: runs.some(lostAnswers)
        ? (({ storedAnswers, answered, joined }) =>
            `${storedAnswers} stored, ${answered} acked, of ${joined} joined`)(runs.find(lostAnswers))
        : `${runs[0].joined} answers stored ${inRuns}`,
      pass: !runs.some(lostAnswers),
    },
    {
      name: `${name}: word cloud (${WORDS_EACH} words each), word ack p99`,
      target: `< ${goal.ackP99Ms} ms`,
      measured: `${showSpread(wordAck, ' ms')}; p50 ${showSpread(
        values(runs, (r) => r.wordCloud.ackMs.p50),
        ' ms',
      )}`,
      pass: below(wordAck, goal.ackP99Ms),
    },
    {
      name: `${name}: word cloud complete on the presenter after the last word`,
      target: `< ${goal.cloudLagMs} ms`,
      measured: showSpread(cloud, ' ms'),
      pass: below(cloud, goal.cloudLagMs),
    },
    {
      name: `${name}: word cloud, nothing lost (words stored)`,
      target: `${WORDS_EACH} words of every joined participant acked and stored, in every run`,
      measured: runs.some(lostWords)
        ? (({ wordCloud: w, joined }) => `${w.stored} stored, ${w.acked} acked, of ${joined * w.wordsEach}`)(
            runs.find(lostWords),
          )
        : `${runs[0].joined * WORDS_EACH} words stored ${inRuns}`,
      pass: !runs.some(lostWords),
    },
    {
      name: `${name}: server's longest event-loop delay during the slide changes / answers and tally`,
      target: `<= ${goal.eventLoopMs} ms`,
      measured: `${showSpread(slideLoop, ' ms', 'not read')} / ${showSpread(tallyLoop, ' ms', 'not read')}`,
      pass: below(slideLoop, goal.eventLoopMs, false) && below(tallyLoop, goal.eventLoopMs, false),
    },
    {
      name: `${name}: load generator CPU per participant below the server's (first join to last word)`,
      target: "< the server's",
      measured: `ratio ${showSpread(generatorShare)}: load generator ${showSpread(generator, ' ms')}, server ${showSpread(server, ' ms')}`,
      pass: below(generatorShare, 1),
    },
    {
      name: `${name}: server CPU per join`,
      target: `<= ${COSTS.cpuMsPerJoin} ms`,
      measured: showSpread(cpuJoin, ' ms'),
      pass: below(cpuJoin, COSTS.cpuMsPerJoin, false),
    },
    {
      name: `${name}: server CPU per answer`,
      target: `<= ${COSTS.cpuMsPerAnswer} ms`,
      measured: showSpread(cpuAnswer, ' ms'),
      pass: below(cpuAnswer, COSTS.cpuMsPerAnswer, false),
    },
    {
      name: `${name}: server memory per connection`,
      target: `<= ${COSTS.memoryPerConnectionKB} KB`,
      measured: showSpread(memory, ' KB'),
      pass: below(memory, COSTS.memoryPerConnectionKB, false),
    },
    {
      name: `${name}: PostgreSQL statements per answer`,
      target: `<= ${COSTS.dbStatementsPerAnswer}`,
      measured: showSpread(statements),
      pass: below(statements, COSTS.dbStatementsPerAnswer, false),
    },
  );
  if (scenario.check) rows.push(...checkRows(name, runs, each));
  return rows.map((row) => ({ ...row, busy }));
}

/** The knowledge-check round's own targets: the reveal and the team standings on every screen. */
function checkRows(name, runs, each) {
  const revealed = values(runs, (r) => r.check.revealed.allWithinMs);
  const presenter = values(runs, (r) => r.check.standings.presenterMs);
  const standings = values(runs, (r) => r.check.standings.allWithinMs);
  const everyPhone = (r) => r.check.standings.reached === r.joined;
  return [
    {
      name: `${name}: team standings (${CHECK_TEAMS.count} teams) on the presenter after the host's command`,
      target: `< ${CHECK_TARGETS.standingsPresenterMs} ms`,
      measured: showSpread(presenter, ' ms', 'never'),
      pass: below(presenter, CHECK_TARGETS.standingsPresenterMs),
    },
    {
      name: `${name}: team standings on every phone (its team's place)`,
      target: `every phone in < ${CHECK_TARGETS.standingsMs} ms`,
      measured: `${each(everyPhone) ? 'every phone' : 'not every phone'} in ${showSpread(standings, ' ms')}`,
      pass: each(everyPhone) && below(standings, CHECK_TARGETS.standingsMs),
    },
    {
      name: `${name}: the reveal on every phone after the host's`,
      target: `every phone in < ${CHECK_TARGETS.revealMs} ms`,
      measured: `${each((r) => r.check.revealed.reached === r.joined) ? 'every phone' : 'not every phone'} in ${showSpread(revealed, ' ms')}`,
      pass: each((r) => r.check.revealed.reached === r.joined) && below(revealed, CHECK_TARGETS.revealMs),
    },
  ];
}

/** A scenario's figures besides its targets (medians of its runs too). */
function figureRows(scenario) {
  const runs = scenario.runs.filter((r) => !r.error);
  if (!runs.length || scenario.flood) return [];
  const name = label(scenario);
  const median = (pick, unit = '') => showSpread(values(runs, pick), unit, 'not read');
  if (scenario.floor)
    return [
      {
        name: `${name}: all joined; server CPU per join, of it in the kernel; memory per connection`,
        value: `${runs[0].joined} in ${median((r) => r.joinSeconds, ' s')}; ${median((r) => r.cpuMsPerJoin, ' ms')}, ${median((r) => r.systemMsPerJoin, ' ms')}; ${median((r) => r.memoryPerConnectionKB, ' KB')}`,
      },
    ];
  return [
    {
      name: `${name}: the machine before each run (load average 1 min, run queue; waited for it to settle)`,
      value: scenario.runs
        .map(
          ({ machine: m }, i) =>
            `run ${i + 1}: ${m.loadAverage[0]}, ${m.runQueue}${m.busy ? ' **busy**' : ''} (${m.waitedSeconds} s)`,
        )
        .join('; '),
    },
    {
      name: `${name}: joins/s; join latency p50 / p99`,
      value: `${median((r) => r.joinsPerSecond, '/s')}; ${median((r) => r.joinLatencyMs.p50, ' ms')} / ${median((r) => r.joinLatencyMs.p99, ' ms')}`,
    },
    {
      name: `${name}: server RSS before / after the joins / peak while joining`,
      value: `${median((r) => r.server.rssBaselineMB, ' MB')} / ${median((r) => r.server.rssAfterJoinMB, ' MB')} / ${median((r) => r.server.rssPeakDuringJoinMB, ' MB')}`,
    },
    {
      name: `${name}: PostgreSQL statements per join; peak server CPU (% of one core); run-queue wait per CPU second`,
      value: `${median((r) => r.server.dbStatementsPerJoin)}; ${median((r) => Math.max(...r.server.samples.map((x) => x.peakCpuPercent)), '%')}; ${median((r) => r.server.runQueueWaitPerCpuSecond, ' s')}`,
    },
    {
      name: `${name}: server CPU per join, of it in the kernel (the sockets' system calls)`,
      value: `${median((r) => r.server.cpuMsPerJoin, ' ms')}, ${median((r) => r.server.systemMsPerJoin, ' ms')}`,
    },
    {
      name: `${name}: load generator CPU per join; its kernel share per participant (loopback TCP)`,
      value: `${median((r) => r.server.loadGeneratorCpuMsPerJoin, ' ms')}; ${median((r) => r.cpuMsPerParticipant.loadGeneratorSystem, ' ms')}`,
    },
    {
      name: `${name}: poll shown to all / next slide reached all`,
      value: `${median((r) => r.pollShownToAllMs, ' ms')} / ${median((r) => r.nextSlide.allWithinMs, ' ms')}`,
    },
    {
      name: `${name}: longest event-loop delay: poll slide change / answers and tally / word-cloud slide change / words and cloud`,
      value: ['pollChange', 'answersAndTally', 'wordChange', 'wordsAndCloud']
        .map((phase) => median((r) => r.eventLoopMaxMs[phase], ' ms'))
        .join(' / '),
    },
  ];
}

/** Results so far: written after every run, so a long run that is stopped still leaves its figures. */
async function writeResults(machine) {
  const targets = scenarios.flatMap(targetRows);
  const figures = scenarios.flatMap(figureRows);
  // The named comparison: two processes + Redis against one, same N (medians).
  for (const cluster of scenarios.filter((s) => s.processes > 1)) {
    const single = scenarios.find((s) => s.processes === 1 && s.n === cluster.n);
    const [c, o] = [cluster, single].map((s) => s?.runs.filter((r) => !r.error) ?? []);
    if (!c.length || !o.length) continue;
    const median = (runs, pick) => values(runs, pick).median;
    figures.push({
      name: `N=${cluster.n.toLocaleString('en-US')}: ${cluster.mode} vs one process (ratio of the medians)`,
      value: `join time ${round(median(c, (r) => r.joinSeconds) / median(o, (r) => r.joinSeconds), 2)}x, ack p99 ${round(
        median(c, (r) => r.ackMs.p99) /
          Math.max(
            0.1,
            median(o, (r) => r.ackMs.p99),
          ),
        2,
      )}x, tally lag ${median(c, (r) => r.tallyLagMs)} vs ${median(o, (r) => r.tallyLagMs)} ms`,
    });
  }
  const serverEntry = scenarios.flatMap((s) => s.runs).find((r) => r.serverEntry)?.serverEntry ?? '?';
  const result = {
    part: 'live',
    machine,
    conditions: `Each figure is the median of ${RUNS} run${RUNS > 1 ? 's' : ''} of its scenario (the spread in brackets; the scenarios take turns, and before each run the bench waits up to ${SETTLE_MS / 1000} s for the machine to settle). Server: apps/api (${serverEntry}) on PostgreSQL 127.0.0.1 (database ${DB_NAME}, recreated per run); load generator: ${WORKERS} processes on the same machine, ${WORKERS * CONCURRENCY} joins in flight, phones on ${clientDescription}, answers spread uniformly over a ${WINDOW_MS / 1000} s window.`,
    targets,
    figures,
    notes: [
      'Load generator and server share the 2 cores: the figures include the cost of simulating every phone on the same machine.',
      'Ack latency = emit of `answer` to its ack (the server stores the answer before it acks). Tally lag = last ack to the first host `tally` whose count for the question reaches the acked total.',
      "Memory per connection = (max(server RSS after all joined, peak RSS while joining) - RSS before) / N; CPU per join = server CPU seconds during the join phase / N; CPU per answer = server CPU seconds from the poll's slide change to the complete tally / answers (all processes summed). Load generator and server CPU per participant: from the first join to the last word, over N.",
      "Event-loop delay: prom-client's nodejs_eventloop_lag_max_seconds from each server's GET /metrics, read just before and just after each phase (the histogram restarts at each read), the larger process's. It is the longest gap between the 10 ms ticks of Node's monitorEventLoopDelay, so an idle loop reads about 10 ms. Slide changes: from the host's `goto` until every phone has the slide (the first answers and words arrive meanwhile); answers and tally: from then until the host's tally (or cloud) counts everything.",
      "PostgreSQL statements per answer count every transaction of the bench database in the answer phase, including the bench's own few (a /metrics read's session count, the counter's read).",
      'Run-queue wait per CPU second (from /proc/<pid>/schedstat) shows how busy the machine was: near 0 on a quiet machine; above ~1 the latencies mostly measure waiting for a CPU.',
    ],
    scenarios: scenarios.map(({ runs, ...scenario }) => ({ ...scenario, runs })),
  };
  return writeResult('live', result, args.out);
}

const machine = { ...machineInfo(), jsonMBps: jsonSpeed() };
// Children may raise their open-file limit as far as this process can: a server holds one socket per phone.
const fileLimit = raiseFileLimit(process.pid, 200_000);
log(
  `load generator: ${WORKERS} workers, ${CONCURRENCY} joins in flight each, ${clientDescription}; open-file limit ${fileLimit}; ${RUNS} runs per scenario`,
);
for (const scenario of scenarios) {
  const perProcess = Math.ceil(scenario.n / scenario.processes);
  if (perProcess + FILE_HEADROOM > fileLimit)
    scenario.notMeasured = `not measured: ${perProcess.toLocaleString('en-US')} sockets per process need an open-file limit above ${(perProcess + FILE_HEADROOM).toLocaleString('en-US')}, this machine allows ${fileLimit.toLocaleString('en-US')}`;
}
// The scenarios take turns (run 1 of each, then run 2...): a stopped run still leaves every scenario measured, and a
// busy spell on the machine spreads over them rather than spoiling one.
for (let run = 1; run <= RUNS; run++) {
  for (const scenario of scenarios.filter((s) => !s.notMeasured)) {
    const before = await quietMachine(SETTLE_MS);
    log(
      `run ${run}/${RUNS}: load average ${before.loadAverage.join(' ')}, run queue ${before.runQueue}${before.busy ? ' (busy)' : ''}, waited ${before.waitedSeconds} s`,
    );
    try {
      scenario.runs.push({
        machine: before,
        ...(await (scenario.floor
          ? runFloor(scenario)
          : scenario.flood
            ? runFlood(scenario)
            : runOne(scenario))),
      });
    } catch (error) {
      log(`run N=${scenario.n} (${scenario.mode}) failed: ${error.stack ?? error}`);
      scenario.runs.push({ machine: before, error: String(error.message ?? error) });
    }
    await writeResults(machine);
  }
}
const file = await writeResults(machine);
log(`wrote ${file}`);
await cleanup();
process.exit(scenarios.flatMap(targetRows).some((t) => t.pass === false) ? 1 : 0);
