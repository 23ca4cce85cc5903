// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  clearAccessToken,
  createApiClient,
  downloadImpactReport,
  downloadSessionAnswers,
  getAccessToken,
  setAccessToken,
  type ApiClient,
} from '../src/index';
import { feathersError, json, queryValue, startServer, type TestServer } from './server';

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
  server.on('GET /reports/impact.csv', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/csv' });
    res.end('section,item,value,count\nscope,sessions,6,\n');
  });
  server.on('GET /reports/impact.pdf', (_req, res) =>
    json(
      res,
      503,
      feathersError(503, 'Unavailable', 'PDF export is not available right now. Try again in a minute.'),
    ),
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

describe('downloadImpactReport', () => {
  it('fetches the CSV for the filters with the bearer token and saves it as impact-report.csv', async () => {
    setAccessToken('token-123');
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:impact');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('impact-report.csv');
    });

    await downloadImpactReport('csv', { scenarioId: 7, from: '2026-01-01', to: '2026-03-31' }, api);

    expect(click).toHaveBeenCalledTimes(1);
    const request = server.requests.at(-1)!;
    expect(request.path).toBe('/reports/impact.csv');
    expect(request.headers.authorization).toBe('Bearer token-123');
    expect(queryValue(request, 'scenarioId')).toBe('7');
    expect(queryValue(request, 'from')).toBe('2026-01-01');
    expect(queryValue(request, 'to')).toBe('2026-03-31');
    expect(await (createUrl.mock.calls[0]?.[0] as Blob).text()).toBe(
      'section,item,value,count\nscope,sessions,6,\n',
    );
  });

  it("rejects with the server's message when the PDF cannot be made now, and saves nothing", async () => {
    setAccessToken('token-123');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');

    const error = await downloadImpactReport('pdf', {}, api).catch((caught) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).serverMessage).toBe(
      'PDF export is not available right now. Try again in a minute.',
    );
    expect(server.requests.at(-1)?.path).toBe('/reports/impact.pdf');
    expect(click).not.toHaveBeenCalled();
  });
});
