import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Decoded query pairs in order, e.g. [['$sort[title]', '1']]. */
  query: [string, string][];
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** True when the client went away before the response was sent. */
  aborted: boolean;
}

type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1:<random port> whose answers the test decides per route. */
export async function startServer() {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers: req.headers,
      body: Buffer.alloc(0),
      aborted: false,
    };
    res.on('close', () => {
      if (!res.writableFinished) recorded.aborted = true;
    });
    for await (const chunk of req) chunks.push(chunk as Buffer);
    recorded.body = Buffer.concat(chunks);
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    if (!handler)
      return json(res, 404, { name: 'NotFound', message: 'No route', code: 404, className: 'not-found' });
    await handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export const feathersError = (
  code: number,
  name: string,
  message: string,
  errors?: Record<string, string>,
) => ({
  name,
  message,
  code,
  className: name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
  ...(errors ? { errors } : {}),
});

export const queryValue = (request: RecordedRequest, key: string) =>
  request.query.find(([name]) => name === key)?.[1];

/** A free port: bound once, then closed, so a request to it finds nobody listening. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
