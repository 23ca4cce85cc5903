// A light socket.io client for the load generator: the socket.io protocol (v5) over engine.io (v4) on one WebSocket
// (`ws`), only what a simulated phone does: connect to the main namespace with `auth`, receive events, emit with an
// ack, answer the server's pings, reconnect when the connection drops or the server disconnects it. No polling
// transport, no upgrade, no binary, no buffering while disconnected: per phone it costs a fraction of
// socket.io-client's CPU, so the bench measures the server rather than its own phones.
//
// Every phone of a worker receives the same broadcasts (a slide change, a word cloud): the last few event frames are
// parsed once and their payload shared (read-only) by every phone that receives the same text.
import WebSocket from 'ws';

const parsed = new Map();
const PARSED_KEPT = 16;

/** `42["state",{...}]` -> ['state', {...}], parsed once per distinct frame. */
function parseFrame(text) {
  let value = parsed.get(text);
  if (value === undefined) {
    value = JSON.parse(text.slice(2));
    parsed.set(text, value);
    if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value);
  }
  return value;
}

/**
 * Connects a phone. `url`: the server's base address; `auth`: the socket.io handshake's auth; `localAddress`: the
 * source address of the TCP connection. Returns { on(event, listener), emit(event, payload, timeoutMs, callback),
 * disconnect() }; listeners also get 'connect', 'connect_error' ({ message, data }) and 'disconnect' (reason).
 */
export function connect(url, { auth, localAddress, reconnectionDelay = 500, reconnectionDelayMax = 3000 }) {
  const target = new URL('/socket.io/?EIO=4&transport=websocket', url);
  target.protocol = target.protocol === 'https:' ? 'wss:' : 'ws:';
  const listeners = new Map();
  const acks = new Map();
  let nextAck = 0;
  let ws = null;
  let connected = false;
  let closedByUs = false;
  let attempts = 0;
  let retry = null;

  const fire = (event, ...args) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };

  function open() {
    ws = new WebSocket(target, { localAddress, perMessageDeflate: false });
    ws.on('message', (data) => onFrame(data.toString()));
    ws.on('close', () => onClose('transport close'));
    ws.on('error', () => {});
  }

  function onFrame(text) {
    switch (text[0]) {
      case '0': // engine.io open: join the main namespace
        ws.send(`40${JSON.stringify(auth)}`);
        return;
      case '2': // ping
        ws.send('3');
        return;
      case '4':
        break;
      default:
        return;
    }
    switch (text[1]) {
      case '0': // namespace connected
        connected = true;
        attempts = 0;
        fire('connect');
        return;
      case '1': // disconnected by the server
        connected = false;
        fire('disconnect', 'io server disconnect');
        ws.close();
        return;
      case '2': {
        // an event: 42["name", payload]
        const [event, ...args] = parseFrame(text);
        fire(event, ...args);
        return;
      }
      case '3': {
        // an ack: 43<id>[payload]
        const bracket = text.indexOf('[');
        const id = Number(text.slice(2, bracket));
        const pending = acks.get(id);
        if (!pending) return;
        acks.delete(id);
        clearTimeout(pending.timer);
        pending.callback(null, ...JSON.parse(text.slice(bracket)));
        return;
      }
      case '4': {
        // connect_error: 44{ message, data }
        const error = JSON.parse(text.slice(2));
        fire('connect_error', error);
        closedByUs = true;
        ws.close();
        return;
      }
    }
  }

  function onClose(reason) {
    const was = connected;
    connected = false;
    if (was) fire('disconnect', reason);
    if (closedByUs) return;
    // Back off as the participant page does (socket.io-client's defaults with the page's delays).
    const delay = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** attempts++);
    retry = setTimeout(open, delay * (0.5 + Math.random()));
  }

  open();
  return {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    /** Emits `event` with an ack; `callback(error, ...ack)`, error 'ack timed out' after `timeoutMs`. */
    emit(event, payload, timeoutMs, callback) {
      const id = nextAck++;
      const timer = setTimeout(() => {
        acks.delete(id);
        callback(new Error('ack timed out'));
      }, timeoutMs);
      acks.set(id, { callback, timer });
      if (connected) ws.send(`42${id}${JSON.stringify([event, payload])}`);
    },
    disconnect() {
      closedByUs = true;
      clearTimeout(retry);
      if (ws.readyState === WebSocket.OPEN) ws.send('41');
      ws.close();
    },
  };
}
