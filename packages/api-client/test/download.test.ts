// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  clearAccessToken,
  createApiClient,
  downloadSessionAnswers,
  getAccessToken,
  setAccessToken,
  type ApiClient,
} from '../src/index';
import { feathersError, json, startServer, type TestServer } from './server';

let server: TestServer;
let api: ApiClient;
const onUnauthorized = vi.fn();
const session = { id: '42', pin: 'K7QD' };

beforeAll(async () => {
  server = await startServer();
  window.happyDOM.setURL(`${server.origin}/dashboard/reports`);
  server.on('GET /sessions/42/answers.csv', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/csv' });
    res.end('participant,answer\nP1,Listen first\n');
  });
  server.on('GET /sessions/43/answers.csv', (_req, res) =>
    json(res, 401, feathersError(401, 'NotAuthenticated', 'jwt expired')),
  );
});

afterAll(() => server.close());

beforeEach(() => {
  api = createApiClient({ baseUrl: server.origin, onUnauthorized });
  onUnauthorized.mockReset();
  clearAccessToken();
});

afterEach(() => vi.restoreAllMocks());

describe('downloadSessionAnswers', () => {
  it('fetches the CSV with the bearer token and saves it under the session code', async () => {
    setAccessToken('token-123');
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answers');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.href).toBe('blob:answers');
      expect(this.download).toBe('session-K7QD-answers.csv');
    });

    await downloadSessionAnswers(session, api);

    expect(click).toHaveBeenCalledTimes(1);
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer token-123');
    const csv = createUrl.mock.calls[0]?.[0] as Blob;
    expect(await csv.text()).toBe('participant,answer\nP1,Listen first\n');
  });

  it('signs the user out on a 401 like every other call, and saves nothing', async () => {
    setAccessToken('expired-token');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');

    const error = await downloadSessionAnswers({ id: '43', pin: 'ZZ99' }, api).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });
});
