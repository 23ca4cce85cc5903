// The live bench's flood (bench/live.mjs, scenario "flood"): in a process of its own, so sending the flood does not
// delay the bench's timing of the victim's acks. Connects one phone per participant token given, then sends `rate`
// answers a second in all, spread evenly over the phones in 10 ms ticks, for `durationMs`; reports how many were sent,
// acked ok, refused "too fast" (the event budget) or otherwise, and left unacked.
import { io } from 'socket.io-client';

const TICK_MS = 10;

process.on('message', async (message) => {
  if (message.type !== 'flood') return;
  const { url, pin, tokens, rate, durationMs, slideIndex } = message;
  try {
    const phones = await Promise.all(
      tokens.map(
        (participantToken) =>
          new Promise((resolve, reject) => {
            const socket = io(url, {
              path: '/socket.io',
              auth: { role: 'participant', pin, participantToken },
              transports: ['websocket'],
              forceNew: true,
              reconnection: false,
            });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      ),
    );
    process.send({ type: 'connected' });
    const counts = { sent: 0, ok: 0, tooFast: 0, otherRefusals: 0, firstRefusal: null };
    const ack = (result) => {
      if (result?.ok) counts.ok++;
      else if (/too fast/i.test(result?.message ?? '')) counts.tooFast++;
      else {
        counts.otherRefusals++;
        counts.firstRefusal ??= result?.message ?? String(result);
      }
    };
    const started = performance.now();
    let due = 0;
    while (performance.now() - started < durationMs) {
      // Catch up to the rate (a late tick sends more), one phone after another.
      const target = Math.floor(((performance.now() - started) / 1000) * rate);
      for (; due < target; due++) {
        const socket = phones[due % phones.length];
        socket.emit('answer', { slideIndex, questionIndex: 0, value: due % 4 }, ack);
        counts.sent++;
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    const elapsedMs = performance.now() - started;
    // The last acks: at most 5 s.
    const deadline = Date.now() + 5000;
    while (counts.ok + counts.tooFast + counts.otherRefusals < counts.sent && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of phones) socket.disconnect();
    process.send({
      type: 'done',
      counts: {
        ...counts,
        unacked: counts.sent - counts.ok - counts.tooFast - counts.otherRefusals,
        ratePerSecond: Math.round((counts.sent / elapsedMs) * 1000),
      },
    });
  } catch (error) {
    process.send({ type: 'error', message: String(error?.stack ?? error) });
  }
});
process.send({ type: 'ready' });
