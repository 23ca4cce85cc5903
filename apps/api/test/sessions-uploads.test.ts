import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_ALPHABET } from '../src/services/sessions.js';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
let scenarioId: number;
beforeAll(async () => {
  s = await createTestServer();
  scenarioId = (
    await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx) })
  ).json().id;
});
afterAll(async () => {
  await s?.close();
});

describe('sessions', () => {
  let sessionId: string;

  it('starts a session with a 4-character PIN from the alphabet and a host key', async () => {
    const res = await s.request({ method: 'POST', url: '/sessions', as: 'host', payload: { scenarioId } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    sessionId = body.id;
    expect(body.pin).toMatch(new RegExp(`^[${PIN_ALPHABET}]{4}$`));
    expect(body).toMatchObject({
      scenarioId,
      isPractice: false,
      completedAt: null,
      scenario: { id: scenarioId },
    });
    expect(body.hostKey.length).toBeGreaterThan(20);
  });

  it('answers 409 to a second open session, but allows a practice session', async () => {
    const second = await s.request({ method: 'POST', url: '/sessions', as: 'host', payload: { scenarioId } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ name: 'Conflict', className: 'conflict' });
    const practice = await s.request({
      method: 'POST',
      url: '/sessions',
      as: 'host',
      payload: { scenarioId, isPractice: true },
    });
    expect(practice.statusCode).toBe(201);
    expect(practice.json().isPractice).toBe(true);
  });

  it('lists open sessions and reports, gets one with its counts', async () => {
    const open = (await s.request({ method: 'GET', url: '/sessions?completedAt=null', as: 'host' })).json();
    expect(open.total).toBe(2);
    const one = (await s.request({ method: 'GET', url: `/sessions/${sessionId}`, as: 'host' })).json();
    expect(one).toMatchObject({
      id: sessionId,
      scenarioTitle: 'Handling a difficult conversation',
      participantCount: 0,
      answerCount: 0,
    });
    expect(one.hostKey).toBeDefined();
    // Another host of the same company does not see it; the company admin does, with the host key.
    expect((await s.request({ method: 'GET', url: `/sessions/${sessionId}`, as: 'host2A' })).statusCode).toBe(
      404,
    );
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${sessionId}`, as: 'adminA' })).json().hostKey,
    ).toBe(one.hostKey);
    expect(
      (await s.request({ method: 'GET', url: '/sessions/00000000-0000-4000-8000-000000000000', as: 'host' }))
        .statusCode,
    ).toBe(404);
  });

  it('ends a session with completedAt; reports then list it and a new session can start', async () => {
    const ended = await s.request({
      method: 'PATCH',
      url: `/sessions/${sessionId}`,
      as: 'host',
      payload: { completedAt: new Date().toISOString() },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().completedAt).not.toBeNull();
    const reports = (
      await s.request({
        method: 'GET',
        url: '/sessions?completedAt[$ne]=null&isPractice=false&$sort[completedAt]=-1',
        as: 'host',
      })
    ).json();
    expect(reports.data.map((x: { id: string }) => x.id)).toEqual([sessionId]);
    const again = await s.request({ method: 'POST', url: '/sessions', as: 'host', payload: { scenarioId } });
    expect(again.statusCode).toBe(201);
    expect(
      (await s.request({ method: 'DELETE', url: `/sessions/${again.json().id}`, as: 'host' })).statusCode,
    ).toBe(200);
    expect(
      (await s.request({ method: 'GET', url: `/sessions/${again.json().id}`, as: 'host' })).statusCode,
    ).toBe(404);
  });

  it("refuses to start sessions when the host's plan has expired (403)", async () => {
    const user = await s.request({
      method: 'POST',
      url: '/users',
      as: 'operator',
      payload: {
        firstName: 'Old',
        lastName: 'Plan',
        email: 'expired@test.example',
        companyId: s.fx.companyA,
        isAdmin: false,
        subscriptionPlan: 'core',
        expiresAt: '2020-01-01',
        password: 'tester-pass-123',
      },
    });
    expect(user.statusCode).toBe(201);
    const login = await s.request({
      method: 'POST',
      url: '/authentication',
      payload: { strategy: 'local', email: 'expired@test.example', password: 'tester-pass-123' },
    });
    expect(login.statusCode).toBe(201); // can still sign in and browse
    const res = await s.app.inject({
      method: 'POST',
      url: '/sessions',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
      payload: { scenarioId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your subscription has expired');
  });

  it('lets only one of several simultaneous starts through (the database decides)', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.request({ method: 'POST', url: '/sessions', as: 'host2A', payload: { scenarioId } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });

  it('answers 404 for a scenario the host cannot see', async () => {
    expect(
      (await s.request({ method: 'POST', url: '/sessions', as: 'host2A', payload: { scenarioId: 424242 } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('uploads (local signed URLs)', () => {
  it('signs, stores with PUT, serves back with Range', async () => {
    const presign = await s.request({
      method: 'POST',
      url: '/s3-presigned',
      as: 'admin',
      payload: { fileName: 'My Video.mp4', fileType: 'video/mp4', fileSize: 10 },
    });
    expect(presign.statusCode).toBe(201);
    const { url, method, headers } = presign.json();
    expect(method).toBe('PUT');
    expect(headers['Content-Type']).toBe('video/mp4');
    const target = new URL(url);
    expect(target.origin).toBe('http://localhost:3030');
    const put = await s.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      headers: { 'content-type': 'video/mp4' },
      payload: Buffer.from('0123456789'),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().url).toBe(url.split('?')[0]);
    const whole = await s.app.inject({ method: 'GET', url: target.pathname });
    expect(whole.statusCode).toBe(200);
    expect(whole.body).toBe('0123456789');
    expect(whole.headers['content-type']).toContain('video/mp4');
    const range = await s.app.inject({
      method: 'GET',
      url: target.pathname,
      headers: { range: 'bytes=2-5' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('2345');
    expect(range.headers['content-range']).toBe('bytes 2-5/10');
    const outside = await s.app.inject({
      method: 'GET',
      url: target.pathname,
      headers: { range: 'bytes=50-60' },
    });
    expect(outside.statusCode).toBe(416);
    // The signed link is single-use.
    const reuse = await s.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      headers: { 'content-type': 'video/mp4' },
      payload: 'x',
    });
    expect(reuse.statusCode).toBe(403);
  });

  it('is used once by five PUTs sent at once: one 200, four 403, and the first file stays', async () => {
    const { url } = (
      await s.request({
        method: 'POST',
        url: '/s3-presigned',
        as: 'admin',
        payload: { fileName: 'race.png', fileType: 'image/png', fileSize: 16 },
      })
    ).json();
    const target = new URL(url);
    const puts = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        s.app.inject({
          method: 'PUT',
          url: target.pathname + target.search,
          headers: { 'content-type': 'image/png' },
          payload: `file number ${i}`,
        }),
      ),
    );
    expect(puts.map((put) => put.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const put of puts.filter((p) => p.statusCode === 403))
      expect(put.json().message).toBe('This upload link is invalid or has expired');
    const winner = puts.findIndex((put) => put.statusCode === 200);
    const stored = await s.app.inject({ method: 'GET', url: target.pathname });
    expect(stored.body).toBe(`file number ${winner}`);
  });

  it('gives the link back when its PUT fails, so it can be used once more', async () => {
    const { url } = (
      await s.request({
        method: 'POST',
        url: '/s3-presigned',
        as: 'admin',
        payload: { fileName: 'retry.png', fileType: 'image/png', fileSize: 4 },
      })
    ).json();
    const target = new URL(url);
    const path = target.pathname + target.search;
    // No length announced (a streamed body): it is refused while it streams, after the link was claimed.
    if (!s.app.server.listening) await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address() as { port: number };
    const tooBig = await fetch(`http://127.0.0.1:${address.port}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('abcdefgh'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    const put = () =>
      s.app.inject({ method: 'PUT', url: path, headers: { 'content-type': 'image/png' }, payload: 'abcd' });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(403);
  });

  it('refuses a wrong content type, a larger body, a bad signature and disallowed types', async () => {
    const { url } = (
      await s.request({
        method: 'POST',
        url: '/s3-presigned',
        as: 'admin',
        payload: { fileName: 'a.png', fileType: 'image/png', fileSize: 4 },
      })
    ).json();
    const target = new URL(url);
    const path = target.pathname + target.search;
    const wrongType = await s.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/gif' },
      payload: 'abcd',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().name).toBe('UnsupportedMediaType');
    const tooBig = await s.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/png' },
      payload: 'abcdefgh',
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().name).toBe('PayloadTooLarge');
    const missing = await s.app.inject({
      method: 'PUT',
      url: target.pathname,
      headers: { 'content-type': 'image/png' },
      payload: 'abcd',
    });
    expect(missing.statusCode).toBe(400);
    const forged = path.replace(/signature=[^&]+/, 'signature=AAAA');
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: forged,
          headers: { 'content-type': 'image/png' },
          payload: 'abcd',
        })
      ).statusCode,
    ).toBe(403);
    const html = await s.request({
      method: 'POST',
      url: '/s3-presigned',
      as: 'admin',
      payload: { fileName: 'x.html', fileType: 'text/html' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors.fileType).toBeDefined();
    const huge = await s.request({
      method: 'POST',
      url: '/s3-presigned',
      as: 'admin',
      payload: { fileName: 'x.mp4', fileType: 'video/mp4', fileSize: 10 ** 12 },
    });
    expect(huge.statusCode).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: '/uploads/missing-file.mp4' })).statusCode).toBe(404);
  });

  it('hosts cannot upload', async () => {
    expect(
      (
        await s.request({
          method: 'POST',
          url: '/s3-presigned',
          as: 'host',
          payload: { fileName: 'a.png', fileType: 'image/png' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('uploads (S3 presign)', () => {
  it('presigns a PUT to the bucket when S3 settings are present', async () => {
    s.deps.config.s3 = {
      bucket: 'media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'k',
      secretAccessKey: 's',
    };
    try {
      const res = await s.request({
        method: 'POST',
        url: '/s3-presigned',
        as: 'operator',
        payload: { fileName: 'clip.mp4', fileType: 'video/mp4', fileSize: 1000 },
      });
      expect(res.statusCode).toBe(201);
      const url = new URL(res.json().url);
      expect(url.origin).toBe('http://127.0.0.1:9000');
      expect(url.pathname).toMatch(/^\/media\/uploads\/.+\.mp4$/);
      expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
      expect(res.json().headers['Content-Type']).toBe('video/mp4');
    } finally {
      s.deps.config.s3 = undefined;
    }
  });
});
