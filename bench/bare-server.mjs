// The bare route of bench:api: plain Fastify answering the same JSON bodies the API answers, with nothing else
// (no auth, no validation, no database). Runs as its own process so it never shares an event loop with autocannon.
// Usage: node bench/bare-server.mjs <payloads.json>; prints `listening <port>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payloads = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare/:name', async (request, reply) => {
  const body = payloads[request.params.name];
  return body === undefined ? reply.code(404).send({ message: 'no such payload' }) : body;
});
app.post('/bare/:name', async (request, reply) => reply.code(201).send(payloads[request.params.name] ?? {}));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
