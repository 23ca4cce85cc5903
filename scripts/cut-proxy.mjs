// A TCP proxy on loopback between a browser and a server that can cut the network for real: `cut()` resets every
// connection through it and refuses new ones (its port closed) until `restore()` listens again on the same port. What
// a phone's page meets when its network drops (its socket really closes, every retry fails at once), which Chromium's
// offline emulation does not reproduce. Its one home: bench/reconnect.mjs and the e2e reconnect test use it.
import { connect, createServer } from 'node:net';

/** A proxy to `target` (e.g. http://127.0.0.1:3030) on a free loopback port. */
export async function startCutProxy(target) {
  const { hostname, port: targetPort } = new URL(target);
  /** The connections through the proxy: the browser's side and the server's. */
  const pairs = new Set();
  let server;
  let port = 0;

  const accept = (client) => {
    const upstream = connect(Number(targetPort), hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const listen = () =>
    new Promise((resolve, reject) => {
      server = createServer(accept);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const dropAll = () => {
    for (const { client, upstream } of pairs) {
      // A reset, as a network that dropped the connection says it to the browser; the server sees it closed.
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  await listen();

  return {
    url: `http://127.0.0.1:${port}`,
    /** Resets every connection and refuses new ones. */
    cut() {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      dropAll();
      return closed;
    },
    /** Accepts connections again on the same port. */
    restore: listen,
    close() {
      const closed = new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      dropAll();
      return closed;
    },
  };
}
