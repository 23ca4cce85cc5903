// One load-generator process of bench:live: drives its share of participants like the participant page
// (apps/platform/src/live/join): POST /join/{pin}, then a socket.io handshake with the participant token, the same
// reconnection delays, answers emitted with an ack. Its phones speak the socket.io protocol through the light client
// (lib/raw-socket.mjs, WebSocket only) or, with --client socket.io, through socket.io-client itself (as the page
// does: websocket then polling). Talks to the orchestrator (live.mjs) over the IPC channel.
import http from 'node:http';
import { io } from 'socket.io-client';
import { connect as connectRaw } from './lib/raw-socket.mjs';

const now = () => performance.timeOrigin + performance.now();
const send = (message) => process.send?.(message);

// The orchestrator going away means the run is over.
process.on('disconnect', () => process.exit(0));

let config;
let agents = [];
const participants = [];
/** Phones of this worker that joined, and those that show the poll: the slide change is over when they are equal. */
let joinedCount = null;
let pollShownCount = 0;
let pollShownTold = false;

function postJoin(base, pin, agent) {
  return new Promise((resolve, reject) => {
    const url = new URL(`/join/${encodeURIComponent(pin)}`, base);
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-length': 0 }, timeout: 30_000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve(JSON.parse(body));
          else reject(new Error(`POST /join -> ${response.statusCode} ${body.slice(0, 200)}`));
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('POST /join timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** One participant: join over HTTP, connect the socket, resolve when the first state arrives. */
function joinOne(index) {
  const base = config.urls[index % config.urls.length];
  const agent = agents[index % agents.length];
  const p = {
    index,
    started: now(),
    joinedAt: null,
    state: null,
    answered: false,
    disconnects: 0,
    socket: null,
    pollStateAt: null,
    nextStateAt: null,
    seen: {},
  };
  participants.push(p);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(new Error('join timed out')), config.joinTimeoutMs);
    let done = false;
    function finish(error) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) {
        p.error = String(error.message ?? error);
        p.socket?.disconnect();
      }
      resolve(p);
    }
    postJoin(base, config.pin, agent).then(({ participantToken }) => {
      p.httpJoinedAt = now();
      const auth = { role: 'participant', pin: config.pin, participantToken };
      const socket =
        config.client === 'raw'
          ? connectRaw(base, {
              auth,
              localAddress: config.localAddresses[index % config.localAddresses.length],
            })
          : io(base, {
              path: '/socket.io',
              auth,
              reconnectionDelay: 500,
              reconnectionDelayMax: 3000,
              forceNew: true,
              transports: config.transports,
              tryAllTransports: true,
              // One keep-alive agent per source address: spreads the connections over loopback addresses so the
              // ephemeral ports of one address pair do not run out.
              agent,
            });
      p.socket = socket;
      socket.on('connect_error', (error) => {
        const data = error.data;
        if (data && data.code >= 400 && data.code < 500)
          finish(new Error(`refused ${data.code} ${data.message}`));
      });
      socket.on('disconnect', (reason) => {
        p.disconnects++;
        // socket.io-client stays away after the server disconnects it; the light client comes back by itself.
        if (reason === 'io server disconnect' && config.client !== 'raw') socket.connect();
      });
      socket.on('state', (state) => {
        if (p.state && state.version < p.state.version) return;
        p.state = state;
        if (!p.joinedAt) {
          p.joinedAt = now();
          finish();
        }
        onState(p, state);
      });
    }, finish);
  });
}

/** The slide types of the first question. */
const ANSWERED = new Set(['poll', 'knowledge-check']);
/** The states a phone's arrival time is kept for, by name (waitSeen). */
const SEEN = {
  revealed: (state) => state.slide?.slideType === 'knowledge-check' && state.slide.revealed === true,
  standings: (state) => Boolean(state.teams?.standings),
};

function onState(p, state) {
  if (state.ended) return;
  const slide = state.slide;
  // When each phone first got a state the orchestrator waits for (the knowledge check's reveal, team standings).
  for (const [name, seen] of Object.entries(SEEN)) if (!p.seen[name] && seen(state)) p.seen[name] = now();
  // The first question: a poll, or in the knowledge-check round a check, answered alike.
  if (ANSWERED.has(slide?.slideType) && state.currentSlide === config.pollSlide) {
    if (!p.pollStateAt) {
      p.pollStateAt = now();
      pollShownCount++;
      tellPollShown();
    }
    if (p.answerScheduled) return;
    p.answerScheduled = true;
    // A person reads the question and taps within the answer window.
    const delay = Math.random() * config.answerWindowMs;
    setTimeout(() => answer(p, slide), delay);
  } else if (p.pollStateAt && state.currentSlide !== config.pollSlide && !p.nextStateAt) {
    p.nextStateAt = now();
  }
  if (slide?.slideType === 'word-cloud' && state.currentSlide === config.wordSlide && !p.words) {
    // A person thinks of a word, types it and sends it, up to the slide's limit, within the window.
    p.words = Array.from({ length: config.wordsEach }, (_, k) => {
      const entry = { sentAt: null, ackAt: null, ok: false, error: null };
      setTimeout(() => sendWord(p, slide, k, entry), Math.random() * config.answerWindowMs);
      return entry;
    });
  }
}

// What a room says about a case in a word: a few words very often, most rarely (Zipf), in several spellings.
const VOCABULARY = Array.from({ length: 400 }, (_, i) => `word${i}`);
const wordOf = () => {
  const word = VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(1 / Math.random() ** 0.9) - 1)];
  return Math.random() < 0.2 ? word.toUpperCase() : word;
};

/** Emits `event` with an ack on either client; `callback(error, ack)`. */
function emitWithAck(socket, event, payload, callback) {
  if (config.client === 'raw') socket.emit(event, payload, config.ackTimeoutMs, callback);
  else socket.timeout(config.ackTimeoutMs).emit(event, payload, callback);
}

function sendWord(p, slide, questionIndex, entry) {
  entry.sentAt = now();
  emitWithAck(
    p.socket,
    'answer',
    { slideIndex: slide.index, questionIndex, value: wordOf() },
    (error, ack) => {
      entry.ackAt = now();
      if (error) entry.error = 'ack timed out';
      else if (!ack?.ok) entry.error = ack?.message ?? 'refused';
      else entry.ok = true;
    },
  );
}

/** Once every joined phone of this worker shows the poll: the orchestrator reads the server's event loop then. */
function tellPollShown() {
  if (pollShownTold || joinedCount === null || pollShownCount < joinedCount) return;
  pollShownTold = true;
  send({ type: 'poll-shown', at: now() });
}

function valueFor(question) {
  switch (question.kind) {
    case 'choice':
      return Math.floor(Math.random() * question.options.length);
    case 'check':
      return String(Math.floor(Math.random() * question.options.length));
    case 'scale':
      return 1 + Math.floor(Math.random() * 5);
    case 'nps':
      return Math.floor(Math.random() * 11);
    default:
      return `bench answer ${Math.random().toString(36).slice(2, 10)}`;
  }
}

function answer(p, slide) {
  const question = slide.questions[0];
  const payload = { slideIndex: slide.index, questionIndex: 0, value: valueFor(question) };
  p.sentAt = now();
  emitWithAck(p.socket, 'answer', payload, (error, ack) => {
    p.ackAt = now();
    if (error) p.answerError = 'ack timed out';
    else if (!ack?.ok) p.answerError = ack?.message ?? 'refused';
    else p.answered = true;
  });
}

async function joinAll() {
  const queue = Array.from({ length: config.count }, (_, i) => config.offset + i);
  const workers = Array.from({ length: Math.min(config.concurrency, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await joinOne(next);
  });
  const progress = setInterval(
    () => send({ type: 'progress', joined: participants.filter((p) => p.joinedAt).length }),
    1000,
  );
  await Promise.all(workers);
  clearInterval(progress);
  const joined = participants.filter((p) => p.joinedAt);
  joinedCount = joined.length;
  const errors = {};
  for (const p of participants) if (p.error) errors[p.error] = (errors[p.error] ?? 0) + 1;
  send({
    type: 'joined',
    joined: joined.length,
    failed: participants.length - joined.length,
    errors,
    firstJoinedAt: Math.min(...joined.map((p) => p.joinedAt)),
    lastJoinedAt: Math.max(...joined.map((p) => p.joinedAt)),
    joinLatencies: joined.map((p) => p.joinedAt - p.started),
  });
}

async function waitAnswers() {
  const deadline = now() + config.answerWindowMs + config.ackTimeoutMs + 5_000;
  const live = () => participants.filter((p) => p.joinedAt);
  while (now() < deadline && live().some((p) => !p.ackAt)) await new Promise((r) => setTimeout(r, 100));
  const list = live();
  const acked = list.filter((p) => p.answered);
  const errors = {};
  for (const p of list) {
    const why =
      p.answerError ??
      (p.ackAt ? null : p.sentAt ? 'no ack' : p.pollStateAt ? 'not sent' : 'poll never shown');
    if (why) errors[why] = (errors[why] ?? 0) + 1;
  }
  send({
    type: 'answered',
    acked: acked.length,
    failed: list.length - acked.length,
    errors,
    ackLatencies: acked.map((p) => p.ackAt - p.sentAt),
    lastSentAt: Math.max(0, ...list.filter((p) => p.sentAt).map((p) => p.sentAt)),
    lastAckAt: Math.max(0, ...acked.map((p) => p.ackAt)),
    pollStateLatest: Math.max(0, ...list.filter((p) => p.pollStateAt).map((p) => p.pollStateAt)),
    pollStateCount: list.filter((p) => p.pollStateAt).length,
    disconnects: list.reduce((a, p) => a + p.disconnects, 0),
  });
}

async function waitWords() {
  const deadline = now() + config.answerWindowMs + config.ackTimeoutMs + 5_000;
  const live = () => participants.filter((p) => p.joinedAt);
  const entries = () => live().flatMap((p) => p.words ?? []);
  while (now() < deadline && (live().some((p) => !p.words) || entries().some((e) => !e.ackAt)))
    await new Promise((r) => setTimeout(r, 100));
  const list = entries();
  const acked = list.filter((e) => e.ok);
  const errors = {};
  for (const p of live())
    if (!p.words) errors['word cloud never shown'] = (errors['word cloud never shown'] ?? 0) + 1;
  for (const e of list) {
    const why = e.error ?? (e.ackAt ? null : e.sentAt ? 'no ack' : 'not sent');
    if (why) errors[why] = (errors[why] ?? 0) + 1;
  }
  send({
    type: 'words',
    acked: acked.length,
    errors,
    ackLatencies: acked.map((e) => e.ackAt - e.sentAt),
    lastAckAt: Math.max(0, ...acked.map((e) => e.ackAt)),
  });
}

async function waitMovedOn() {
  const deadline = now() + 30_000;
  const live = () => participants.filter((p) => p.joinedAt);
  while (now() < deadline && live().some((p) => !p.nextStateAt)) await new Promise((r) => setTimeout(r, 50));
  const list = live();
  send({
    type: 'moved-on',
    received: list.filter((p) => p.nextStateAt).length,
    latest: Math.max(0, ...list.filter((p) => p.nextStateAt).map((p) => p.nextStateAt)),
  });
}

/** Once every joined phone has had a state `name` (SEEN) or 30 s passed: how many and the latest arrival. */
async function waitSeen(name) {
  const deadline = now() + 30_000;
  const live = () => participants.filter((p) => p.joinedAt);
  while (now() < deadline && live().some((p) => !p.seen[name])) await new Promise((r) => setTimeout(r, 50));
  const seen = live().flatMap((p) => (p.seen[name] ? [p.seen[name]] : []));
  send({ type: 'seen', name, received: seen.length, latest: Math.max(0, ...seen) });
}

process.on('message', async (message) => {
  try {
    if (message.type === 'init') {
      config = message.config;
      agents = config.localAddresses.map(
        (localAddress) => new http.Agent({ keepAlive: true, maxSockets: Infinity, localAddress }),
      );
      send({ type: 'ready' });
    } else if (message.type === 'join') await joinAll();
    else if (message.type === 'answers') {
      // A worker without phones (or whose phones all had the poll before this message) answers at once.
      tellPollShown();
      await waitAnswers();
    } else if (message.type === 'moved-on') await waitMovedOn();
    else if (message.type === 'words') await waitWords();
    else if (message.type === 'seen') await waitSeen(message.name);
    else if (message.type === 'close') {
      for (const p of participants) p.socket?.disconnect();
      for (const agent of agents) agent.destroy();
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 200);
    }
  } catch (error) {
    send({ type: 'error', message: String(error?.stack ?? error) });
  }
});
