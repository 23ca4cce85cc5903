// An open-loop, fixed-rate HTTP load generator for bench:api's "p99 at N requests/s" checks.
//
// autocannon's overallRate is not one: it gives each connection a quota per second, and every connection fires
// its whole quota back to back as soon as the second starts, then sits idle. The server sees a burst of
// `connections` concurrent requests at full speed every second (latency = a saturated server's), and the
// "coordinated omission correction" it applies uses an expected interval of ceil(1 / per-connection rate) = 1 ms.
//
// Here request i is due at start + i / rate (evenly spaced, like many independent browsers), is sent at that
// moment whatever happened to the earlier ones (keep-alive sockets from a pool; a request waits for a free socket
// only when all are busy), and its latency counts from when it was due, not from when it could be sent: a stalled
// server is charged for every request that queued behind the stall (coordinated omission corrected). A warm-up
// at the same rate comes first and is not counted.
import http from 'node:http';

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
    : null;
const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * Sends GET/POST `url` at `rate` requests/s for `durationMs` after `warmupMs`. Returns latency percentiles (ms,
 * from the due time), the service time percentiles (from the moment the request was written), the achieved rate,
 * the generator's own lateness (how late it sent requests: should stay ~1 ms) and failures.
 */
export async function paced({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  durationMs,
  warmupMs = 3000,
  sockets = 64,
  timeoutMs = 10_000,
  /** Called when the counted part starts (after the warm-up), e.g. to read the server's CPU. */
  onMeasure = () => {},
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const target = new URL(url);
  const latencies = [];
  const service = [];
  const lateness = [];
  let bytes = 0;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let outstanding = 0;
  let maxOutstanding = 0;

  const send = (dueAt, counted) =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      if (counted) lateness.push(sentAt - dueAt);
      outstanding++;
      maxOutstanding = Math.max(maxOutstanding, outstanding);
      let writtenAt = sentAt;
      let finished = false;
      const done = (kind, size = 0) => {
        if (finished) return;
        finished = true;
        outstanding--;
        const end = performance.now();
        if (counted) {
          if (kind === 'ok') {
            ok++;
            bytes += size;
            latencies.push(end - dueAt);
            service.push(end - writtenAt);
          } else if (kind === 'non2xx') non2xx++;
          else if (kind === 'timeout') timeouts++;
          else errors++;
        }
        resolve();
      };
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
          timeout: timeoutMs,
        },
        (response) => {
          let size = 0;
          response.on('data', (chunk) => (size += chunk.length));
          response.on('end', () =>
            done(response.statusCode >= 200 && response.statusCode < 300 ? 'ok' : 'non2xx', size),
          );
          response.on('error', () => done('error'));
        },
      );
      // The moment a socket was free and the request went out (waiting for a socket is the server's fault too,
      // but is not part of the service time).
      request.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => (writtenAt = performance.now()));
        else writtenAt = performance.now();
      });
      request.on('timeout', () => {
        request.destroy();
        done('timeout');
      });
      request.on('error', () => done('error'));
      request.end(body);
    });

  const phase = async (ms, counted) => {
    const interval = 1000 / rate;
    const total = Math.round((ms / 1000) * rate);
    const start = performance.now();
    const inflight = [];
    let next = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (next < total && start + next * interval <= now) {
          inflight.push(send(start + next * interval, counted));
          next++;
        }
        if (next >= total) resolve();
        else setTimeout(tick, Math.max(0, Math.min(1, start + next * interval - performance.now())));
      };
      tick();
    });
    const sentFor = performance.now() - start;
    await Promise.all(inflight);
    return { total, sentForMs: sentFor, elapsedMs: performance.now() - start };
  };

  const warmup = warmupMs > 0 ? await phase(warmupMs, false) : { total: 0 };
  onMeasure();
  const measured = await phase(durationMs, true);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  service.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    rate,
    sent: measured.total,
    warmupSent: warmup.total,
    // Requests answered per second of the measurement (until the last answer arrived).
    requestsPerSecond: round((ok / measured.elapsedMs) * 1000, 0),
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? null),
    serviceP50Ms: round(percentile(service, 50)),
    serviceP99Ms: round(percentile(service, 99)),
    generatorLatenessP99Ms: round(percentile(lateness, 99), 2),
    maxOutstanding,
    total: ok,
    non2xx,
    errors,
    timeouts,
    bytesPerResponse: ok ? Math.round(bytes / ok) : null,
  };
}
