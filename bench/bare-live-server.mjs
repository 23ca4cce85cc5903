// The floor of bench:live: the same joins against nothing of ours. Fastify answers POST /join/{pin} with a token,
// socket.io (apps/api/src/live/channel.ts's options: its path, no client served, a ping every 25 s) greets each phone
// with a lobby `state` and puts it in a room; no origin check, no token check, no database, no presence, no Redis.
// What a join costs here is what the libraries and the kernel's loopback TCP cost, the share of the API's CPU and
// memory per phone that no code of ours can remove. Usage: node bench/bare-live-server.mjs; prints `listening <port>`.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Server } from 'socket.io';

const app = Fastify({ logger: false });
app.post('/join/:pin', async (request, reply) =>
  reply.code(201).send({ participantToken: randomUUID(), pin: request.params.pin }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const io = new Server(app.server, {
  path: '/socket.io',
  serveClient: false,
  pingInterval: 25_000,
  pingTimeout: 20_000,
});
let version = 0;
io.on('connection', (socket) => {
  socket.join('participants');
  socket.emit('state', {
    version: ++version,
    pin: socket.handshake.auth.pin,
    scenarioTitle: 'Bench: a poll and a word cloud',
    currentSlide: null,
    slideCount: 2,
    slide: null,
    ended: false,
    myAnswers: {},
  });
});
console.log(`listening ${app.server.address().port}`);
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => io.close(() => process.exit(0)));
