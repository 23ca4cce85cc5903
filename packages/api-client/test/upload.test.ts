// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  setAccessToken,
  storedAddress,
  uploadFile,
  type ApiClient,
} from '../src/index';
import { delay, json, startServer, type TestServer } from './server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  window.happyDOM.setURL(`${server.origin}/dashboard/admin`);
  server.on('POST /s3-presigned', (req, res) => {
    const { fileName, fileType } = JSON.parse(req.body.toString()) as { fileName: string; fileType: string };
    const key =
      fileName === 'slow.mp4' ? 'slow.mp4' : fileName === 'denied.png' ? 'denied.png' : `k1-${fileName}`;
    json(res, 201, {
      url: `${server.origin}/uploads/${key}?expires=1900000000&signature=abc123`,
      method: 'PUT',
      headers: { 'Content-Type': fileType },
    });
  });
  server.on('PUT /uploads/k1-photo.png', (_req, res) =>
    json(res, 200, { url: `${server.origin}/uploads/k1-photo.png` }),
  );
  server.on('PUT /uploads/denied.png', (_req, res) =>
    json(res, 403, { name: 'Forbidden', message: 'Invalid signature', code: 403, className: 'forbidden' }),
  );
  server.on('PUT /uploads/slow.mp4', async (_req, res) => {
    await delay(3000);
    if (!res.destroyed) json(res, 200, {});
  });
});

afterAll(() => server.close());

beforeEach(() => {
  api = createApiClient({ baseUrl: server.origin });
  server.requests.length = 0;
  setAccessToken('admin-token');
});

afterEach(() => vi.restoreAllMocks());

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4])], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('presigns, PUTs the file with its content type and resolves the address without the query', async () => {
    const progress: number[] = [];
    const address = await uploadFile(png(), { client: api, onProgress: (p) => progress.push(p.fraction) });

    expect(address).toBe(`${server.origin}/uploads/k1-photo.png`);
    const [presign, put] = server.requests;
    expect(presign?.headers.authorization).toBe('Bearer admin-token');
    expect(JSON.parse(presign!.body.toString())).toEqual({
      fileName: 'photo.png',
      fileType: 'image/png',
      fileSize: 8,
    });
    expect(put?.method).toBe('PUT');
    expect(put?.query).toEqual([
      ['expires', '1900000000'],
      ['signature', 'abc123'],
    ]);
    expect(put?.headers['content-type']).toBe('image/png');
    expect([...put!.body]).toEqual([137, 80, 78, 71, 1, 2, 3, 4]);
    expect(progress.at(-1)).toBe(1);
  });

  it('reports the transfer progress the browser announces', async () => {
    // happy-dom's XMLHttpRequest sends for real but announces no upload progress; a browser does, mid-transfer.
    class AnnouncingXhr extends XMLHttpRequest {
      override send(body?: Document | XMLHttpRequestBodyInit | null) {
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 2, total: 8 }),
        );
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 6, total: 8 }),
        );
        super.send(body);
      }
    }
    const progress: { loaded: number; total: number; fraction: number }[] = [];
    await uploadFile(png(), {
      client: api,
      onProgress: (p) => progress.push(p),
      createRequest: () => new AnnouncingXhr(),
    });
    expect(progress.map((p) => p.fraction)).toEqual([0.25, 0.75, 1]);
    expect(progress[1]).toEqual({ loaded: 6, total: 8, fraction: 0.75 });
  });

  it('aborts the transfer when the signal fires', async () => {
    const controller = new AbortController();
    const video = new File([new Uint8Array(1024)], 'slow.mp4', { type: 'video/mp4' });
    const pending = uploadFile(video, { client: api, signal: controller.signal });
    await vi.waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    controller.abort();
    const error = (await pending.catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    await vi.waitFor(() => expect(server.requests.find((r) => r.method === 'PUT')?.aborted).toBe(true));
  });

  it('does not start when the signal already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = (await uploadFile(png(), { client: api, signal: controller.signal }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.name).toBe('AbortError');
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a refused transfer with API Error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = new File(['x'], 'denied.png', { type: 'image/png' });
    const error = (await uploadFile(file, { client: api }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('API Error');
    expect(error.status).toBe(403);
    expect(log).toHaveBeenCalledWith('Access denied');
  });
});

describe('storedAddress', () => {
  it('drops the query string', () => {
    expect(storedAddress('https://cdn.example.com/a/b.mp4?X-Amz-Signature=1&X-Amz-Expires=2')).toBe(
      'https://cdn.example.com/a/b.mp4',
    );
  });
});
