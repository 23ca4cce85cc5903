// bench:live — N anonymous participants join one live session on the real server (PostgreSQL), the host opens a
// poll, everyone answers within a 10 s window, the host moves on to a word cloud and everyone sends 3 words within
// the window. Also with two API processes behind Redis.
//
//   node bench/live.mjs                      # N = 1000, 5000, 10000 on one process, then 10000 on two + Redis
//   node bench/live.mjs --n 200              # one size (comma list allowed), single process + cluster
//   node bench/live.mjs --n 200 --no-cluster # skip the two-process run; --cluster-only for just that one
//   options: --workers 4 --concurrency 32 --window 10000 --client raw|socket.io --transports websocket,polling
//            --keep-db
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
  fileLimitOf,
  hardTimeout,
  machineInfo,
  parseArgs,
  procStats,
  raiseFileLimit,
  recreateDatabase,
  round,
  sampler,
  signInAdmin,
  sleep,
  startServer,
  writeResult,
} from './lib/common.mjs';

const args = parseArgs();
const sizes = String(args.n ?? '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const clusterSizes = args['cluster-n']
  ? String(args['cluster-n']).split(',').map(Number)
  : [Math.max(...sizes)];
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
const DB_NAME = 'bench_live';
const now = () => performance.timeOrigin + performance.now();

const TARGETS = { joinSeconds: 20, ackP99Ms: 250, tallyLagMs: 1000, cloudLagMs: 1000 };
/** Words each participant sends to the word cloud (its entry limit). */
const WORDS_EACH = 3;

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
  const host = { socket, state: null, tally: null, tallies: 0, watchers: [] };
  socket.on('state', (state) => {
    if (!host.state || state.version >= host.state.version) host.state = state;
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

async function runOne({ n, processes }) {
  const mode = processes === 1 ? 'one API process' : `${processes} API processes + Redis`;
  log(`--- N=${n}, ${mode}`);
  const databaseUrl = await recreateDatabase(DB_NAME);
  const env = {
    DATABASE_URL: databaseUrl,
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
    // The session's scenario: a seeded library's poll (a scenario question with four choices), then a word cloud.
    const [category] = (await api(primary.url, '/scenario-categories?$limit=1', { token })).data;
    const scenario = await api(primary.url, '/scenarios', {
      method: 'POST',
      token,
      body: {
        title: 'Bench: a poll and a word cloud',
        description: 'The live bench: everyone answers a poll, then sends three words.',
        script: 'The room answers the poll, then says in three words how the case felt.',
        status: 'published',
        isDemo: false,
        rating: 0,
        isPublic: false,
        authorName: 'Bench',
        authorEmail: 'bench@example.com',
        categoryId: category.id,
        tags: [],
        slides: [
          {
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
          },
          {
            slideType: 'word-cloud',
            title: 'In a word',
            prompt: 'How did the case feel?',
            entryLimit: WORDS_EACH,
          },
        ],
        resources: [],
      },
    });
    const session = await api(primary.url, '/sessions', {
      method: 'POST',
      token,
      body: { scenarioId: scenario.id },
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

    // Poll: the host opens it, everyone answers within the window, acks are timed.
    const answersDone = collect(workers, 'answered', WINDOW_MS + 120_000);
    const gotoAt = now();
    const gotoAck = await host.emit('goto', { slide: pollSlide });
    const gotoAckMs = now() - gotoAt;
    if (!gotoAck?.ok) throw new Error(`goto poll refused: ${JSON.stringify(gotoAck)}`);
    for (const worker of workers) worker.send({ type: 'answers' });
    const answered = await answersDone;
    const acked = answered.reduce((a, m) => a + m.acked, 0);
    const lastAckAt = Math.max(...answered.map((m) => m.lastAckAt));
    const lastSentAt = Math.max(...answered.map((m) => m.lastSentAt));
    const tallyDone = await host.until((t) => (t.answerCounts?.[question] ?? 0) >= acked, 15_000);
    const afterAnswers = servers.map((s) => procStats(s.pid));
    const txAfterAnswers = await dbTransactions(databaseUrl);
    const ack = distribution(answered.flatMap((m) => m.ackLatencies));
    log(
      `answers acked ${acked}/${joined}, ack p99 ${ack.p99} ms, tally ${tallyDone ? round(tallyDone.at - lastAckAt, 0) : 'never'} ms after the last ack`,
    );

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
    const nextAt = now();
    const nextAck = await host.emit('goto', { slide: wordSlide });
    const moved = await movedOn;
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
      storedAnswers: stored,
      storedParticipants: pollStored.p,
      lost: n - stored,
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
        // The simulated phones cost CPU on the same 2 cores.
        loadGeneratorCpuSecondsJoin: round(
          sum(workersAfterJoin, 'cpuSeconds') - sum(workersBase, 'cpuSeconds'),
          2,
        ),
        // User and kernel time of the load generator while joining (kernel = the loopback TCP work of the phones).
        loadGeneratorCpuMsPerJoin: {
          user: round(
            joinedMessages.reduce((a, m) => a + (m.cpu?.user ?? 0), 0) / 1000 / Math.max(1, joined),
            2,
          ),
          system: round(
            joinedMessages.reduce((a, m) => a + (m.cpu?.system ?? 0), 0) / 1000 / Math.max(1, joined),
            2,
          ),
        },
        cpuMsPerJoin: round(
          ((sum(afterJoin, 'cpuSeconds') - sum(base, 'cpuSeconds')) * 1000) / Math.max(1, joined),
          2,
        ),
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
        dbStatementsPerJoin: round((txAfterJoin - txBase) / Math.max(1, joined), 1),
        dbStatementsPerAnswer: round((txAfterAnswers - txAfterJoin) / Math.max(1, acked), 1),
        samples,
      },
      pass: {
        join: joined === n && joinSeconds < TARGETS.joinSeconds,
        ackP99: ack.p99 !== null && ack.p99 < TARGETS.ackP99Ms,
        tally: tallyLagMs !== null && tallyLagMs <= TARGETS.tallyLagMs,
        // Every joined participant's answer acked, and every acked answer in the database.
        nothingLost: stored === acked && acked === joined,
        wordAckP99: wordAck.p99 !== null && wordAck.p99 < TARGETS.ackP99Ms,
        cloud: cloudLagMs !== null && cloudLagMs <= TARGETS.cloudLagMs,
        wordsNothingLost: wordsStored === wordsAcked && wordsAcked === joined * WORDS_EACH,
      },
    };
  } finally {
    await cleanup();
    if (!args['keep-db']) await dropDatabase(DB_NAME).catch(() => {});
  }
}

const machine = machineInfo();
log(
  `load generator: ${WORKERS} workers, ${CONCURRENCY} joins in flight each, ${clientDescription}; own nofile ${fileLimitOf(process.pid)}`,
);
const plan = [
  ...(args['cluster-only'] ? [] : sizes.map((n) => ({ n, processes: 1 }))),
  ...(args['no-cluster'] ? [] : clusterSizes.map((n) => ({ n, processes: 2 }))),
];
const label = (r) => `N=${r.n.toLocaleString('en-US')}, ${r.mode}`;

/** Results so far: written after every run, so a long run that is stopped still leaves its figures. */
async function writeResults(runs) {
  const targets = [];
  const figures = [];
  for (const r of runs) {
    if (r.error) {
      targets.push({
        name: `${label(r)}: run completed`,
        target: 'no error',
        measured: r.error.slice(0, 200),
        pass: false,
      });
      continue;
    }
    targets.push(
      {
        name: `${label(r)}: all joined`,
        target: `${r.n} in < ${TARGETS.joinSeconds} s`,
        measured: `${r.joined} in ${r.joinSeconds} s`,
        pass: r.pass.join,
      },
      {
        name: `${label(r)}: answer ack p99`,
        target: `< ${TARGETS.ackP99Ms} ms`,
        measured: `${r.ackMs.p99} ms (p50 ${r.ackMs.p50}, p95 ${r.ackMs.p95})`,
        pass: r.pass.ackP99,
      },
      {
        name: `${label(r)}: host tally complete after last answer`,
        target: `<= ${TARGETS.tallyLagMs} ms`,
        measured: r.tallyLagMs === null ? 'never reached N' : `${r.tallyLagMs} ms`,
        pass: r.pass.tally,
      },
      {
        name: `${label(r)}: nothing lost (answers stored)`,
        target: "every joined participant's answer acked and stored",
        measured: `${r.storedAnswers} stored, ${r.answered} acked, of ${r.joined} joined`,
        pass: r.pass.nothingLost,
      },
      {
        name: `${label(r)}: word cloud (${r.wordCloud.wordsEach} words each), word ack p99`,
        target: `< ${TARGETS.ackP99Ms} ms`,
        measured: `${r.wordCloud.ackMs.p99} ms (p50 ${r.wordCloud.ackMs.p50}, p95 ${r.wordCloud.ackMs.p95})`,
        pass: r.pass.wordAckP99,
      },
      {
        name: `${label(r)}: word cloud complete on the presenter after the last word`,
        target: `<= ${TARGETS.cloudLagMs} ms`,
        measured:
          r.wordCloud.cloudLagMs === null ? 'never counted every word' : `${r.wordCloud.cloudLagMs} ms`,
        pass: r.pass.cloud,
      },
      {
        name: `${label(r)}: word cloud, nothing lost (words stored)`,
        target: `${r.wordCloud.wordsEach} words of every joined participant acked and stored`,
        measured: `${r.wordCloud.stored} stored, ${r.wordCloud.acked} acked, of ${r.joined * r.wordCloud.wordsEach}`,
        pass: r.pass.wordsNothingLost,
      },
    );
    figures.push(
      {
        name: `${label(r)}: joins/s; join latency p50/p99`,
        value: `${r.joinsPerSecond}/s; ${r.joinLatencyMs.p50} / ${r.joinLatencyMs.p99} ms`,
      },
      {
        name: `${label(r)}: server memory per connection`,
        value: `${r.server.memoryPerConnectionKB} KB (RSS ${r.server.rssBaselineMB} MB before, ${r.server.rssAfterJoinMB} MB after joins, peak ${r.server.rssPeakDuringJoinMB} MB)`,
      },
      {
        name: `${label(r)}: server CPU per join / per answer (PostgreSQL statements per join / per answer)`,
        value: `${r.server.cpuMsPerJoin} ms / ${r.server.cpuMsPerAnswer} ms (${r.server.dbStatementsPerJoin} / ${r.server.dbStatementsPerAnswer}); peak ${r.server.samples.map((s) => `${s.peakCpuPercent}%`).join(' + ')} of one core; run-queue wait ${r.server.runQueueWaitPerCpuSecond} s per CPU s`,
      },
      {
        name: `${label(r)}: poll shown to all / next slide reached all`,
        value: `${r.pollShownToAllMs} ms / ${r.nextSlide.allWithinMs} ms`,
      },
    );
  }
  // The named comparison: two processes + Redis against one, same N, same run.
  for (const cluster of runs.filter((r) => r.processes > 1 && !r.error)) {
    const single = runs.find((r) => r.processes === 1 && r.n === cluster.n && !r.error);
    if (!single) continue;
    figures.push({
      name: `N=${cluster.n.toLocaleString('en-US')}: ${cluster.mode} vs one process (ratio)`,
      value: `join time ${round(cluster.joinSeconds / single.joinSeconds, 2)}x, ack p99 ${round(cluster.ackMs.p99 / Math.max(0.1, single.ackMs.p99), 2)}x, tally lag ${cluster.tallyLagMs} vs ${single.tallyLagMs} ms`,
    });
  }
  const result = {
    part: 'live',
    machine,
    conditions: `Server: apps/api (${runs.find((r) => r.serverEntry)?.serverEntry ?? '?'}) on PostgreSQL 127.0.0.1 (database ${DB_NAME}, recreated per run); load generator: ${WORKERS} processes on the same machine, ${WORKERS * CONCURRENCY} joins in flight, phones on ${clientDescription}, answers spread uniformly over a ${WINDOW_MS / 1000} s window.`,
    targets,
    figures,
    notes: [
      'Load generator and server share the 2 cores: the figures include the cost of simulating every phone on the same machine.',
      'Ack latency = emit of `answer` to its ack (the server stores the answer before it acks). Tally lag = last ack to the first host `tally` whose count for the question reaches the acked total.',
      "Memory per connection = (max(server RSS after all joined, peak RSS while joining) - RSS before) / N; CPU per join = server CPU seconds during the join phase / N (the load generator's CPU is reported beside it in live.json).",
      'Run-queue wait per CPU second (from /proc/<pid>/schedstat) shows how busy the machine was: near 0 on a quiet machine; above ~1 the latencies mostly measure waiting for a CPU.',
    ],
    runs,
  };
  return writeResult('live', result, args.out);
}

const runs = [];
for (const step of plan) {
  try {
    runs.push(await runOne(step));
  } catch (error) {
    log(`run N=${step.n} (${step.processes} processes) failed: ${error.stack ?? error}`);
    runs.push({
      n: step.n,
      processes: step.processes,
      mode: step.processes === 1 ? 'one API process' : `${step.processes} API processes + Redis`,
      error: String(error.message ?? error),
    });
  }
  await writeResults(runs);
}
const file = await writeResults(runs);
log(`wrote ${file}`);
await cleanup();
process.exit(runs.every((r) => !r.error && Object.values(r.pass).every(Boolean)) ? 0 : 1);
