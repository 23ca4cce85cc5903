// Join-code guessing is rate-limited per address: wrong codes count, and past the limit even a right code waits.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { openTestDatabase, seedSession, startLiveApp } from './live/helpers.js';

let database: Database;
let server: Awaited<ReturnType<typeof startLiveApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startLiveApp(database, { joinLimits: { perAddress: 10 } });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

it('answers 429 after 10 wrong codes a minute from one address', async () => {
  const { pin } = await seedSession(database);
  // Joining the right code is never counted: a whole room joins from one network address.
  for (let i = 0; i < 15; i++)
    expect((await fetch(`${server.url}/join/${pin}`, { method: 'POST' })).status).toBe(201);

  const guesses = [
    'AAAA',
    'AAAB',
    'AAAC',
    'AAAD',
    'AAAE',
    'AAAF',
    'AAAG',
    'AAAH',
    'AAAJ',
    'AAAK',
    'AAAL',
  ].filter((code) => code !== pin);
  for (const code of guesses.slice(0, 10))
    expect((await fetch(`${server.url}/join/${code}`)).status).toBe(404);

  const blocked = await fetch(`${server.url}/join/${pin}`);
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toMatchObject({
    name: 'TooManyRequests',
    code: 429,
    className: 'too-many-requests',
  });
  expect((await fetch(`${server.url}/join/${pin}`, { method: 'POST' })).status).toBe(429);
});
