/** A generic FeathersJS REST client (fetch) works against this server over real HTTP. */
import authentication, { MemoryStorage } from '@feathersjs/authentication-client';
import { NotAuthenticated, NotFound } from '@feathersjs/errors';
import { feathers } from '@feathersjs/feathers';
import rest from '@feathersjs/rest-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
let baseUrl: string;
beforeAll(async () => {
  s = await createTestServer();
  for (const title of ['Charlie', 'Alpha', 'Bravo', 'Delta']) {
    await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { title }),
    });
  }
  baseUrl = await s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await s?.close();
});

function client() {
  const app = feathers();
  app.configure(rest(baseUrl).fetch(fetch));
  app.configure(authentication({ storage: new MemoryStorage() }));
  return app;
}

describe('FeathersJS client', () => {
  it('signs in, lists with $limit/$skip/$sort, gets, patches and receives a NotFound', async () => {
    const app = client();
    const auth = await app.authenticate({
      strategy: 'local',
      email: 'admin@example.com',
      password: ADMIN_PASSWORD,
    });
    expect(auth.user.email).toBe('admin@example.com');
    expect(typeof auth.accessToken).toBe('string');

    const scenarios = app.service('scenarios');
    const page = await scenarios.find({ query: { $limit: 2, $skip: 1, $sort: { title: 1 } } });
    expect(page).toMatchObject({ total: 4, limit: 2, skip: 1 });
    expect(page.data.map((x: { title: string }) => x.title)).toEqual(['Bravo', 'Charlie']);

    const one = (await scenarios.get(page.data[0].id)) as { id: number; title: string };
    expect(one.title).toBe('Bravo');

    const patched = (await scenarios.patch(one.id, { title: 'Bravo 2' })) as { title: string };
    expect(patched.title).toBe('Bravo 2');

    const contains = await scenarios.find({ query: { title: '%RAV%' } });
    expect(contains.data.map((x: { title: string }) => x.title)).toEqual(['Bravo 2']);

    const error = await scenarios.get(987654).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFound);
    expect((error as NotFound).code).toBe(404);

    // Re-authentication with the stored token (jwt strategy), then logout.
    const again = await app.reAuthenticate(true);
    expect(again.user.id).toBe(auth.user.id);
    await app.logout();
  });

  it('gets NotAuthenticated without a token and BadRequest with field errors', async () => {
    const app = client();
    const anonymous = await app
      .service('scenarios')
      .find()
      .catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(NotAuthenticated);
    await app.authenticate({ strategy: 'local', email: 'admin@example.com', password: ADMIN_PASSWORD });
    const bad = await app
      .service('scenario-categories')
      .create({ category: '' })
      .catch((e: { name: string; errors: unknown }) => e);
    expect(bad.name).toBe('BadRequest');
    expect(bad.errors).toEqual({ category: 'Category name is required' });
  });
});
