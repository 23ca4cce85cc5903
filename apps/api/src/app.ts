import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import qs from 'qs';
import { createPasswords } from './auth/passwords.js';
import { createTokens, resolveJwtSecret } from './auth/tokens.js';
import type { Config } from './config.js';
import type { AuthUser, Deps, Handlers, RawCtx, RawHandler } from './context.js';
import { findContractFile, loadContract, type Contract, type Operation } from './contract.js';
import { migrate, openDatabase, packageRoot, type Database } from './db/index.js';
import { HttpError, errorBody, pageNotFound } from './errors.js';
import { localeOf } from './i18n/index.js';
import { startFollowUp, type FollowUp, type FollowUpOptions } from './follow-up/index.js';
import { unsubscribeLinks } from './follow-up/suppression.js';
import { bearer, compileValidator, installErrorHandling, trimmed, type RouteConfig } from './http.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { connectRedis } from './lib/redis.js';
import { createSessionEvents } from './lib/session-events.js';
import { redactUrl } from './lib/redact.js';
import { registerLive } from './live/index.js';
import { registerObservability } from './observability.js';
import { registerSecurityHeaders } from './security.js';
import { seed, type SeedOptions, type SeedResult } from './seed/index.js';
import {
  authHandlers,
  authRules,
  createAuthLimits,
  passwordResetRules,
  profileRules,
  verifyAccessToken,
} from './services/auth.js';
import { brandingHandlers, brandingRules } from './services/branding.js';
import { checkInHandlers } from './services/check-ins.js';
import { followUpHandlers } from './services/follow-ups.js';
import { faqHandlers, faqRules, helpGuideRules } from './services/faqs.js';
import { impactHandlers } from './services/impact.js';
import { createPdfPrinter } from './services/impact-pdf.js';
import { miscHandlers, reorderRules, waitlistRules } from './services/misc.js';
import { playlistHandlers, playlistRules } from './services/playlists.js';
import { scenarioHandlers, scenarioRules } from './services/scenarios.js';
import { sessionHandlers, sessionRules } from './services/sessions.js';
import { signUpHandlers, signUpRules } from './services/sign-up.js';
import { simpleHandlers, simpleRules } from './services/simple.js';
import { presignRules, uploadHandlers, uploadsDir } from './services/uploads.js';
import { userHandlers, userRules } from './services/users.js';
import { ssoHandlers, ssoRules } from './sso/index.js';
import type { Rules } from './validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const handlers = {
  ...authHandlers,
  ...miscHandlers,
  ...scenarioHandlers,
  ...simpleHandlers,
  ...userHandlers,
  ...faqHandlers,
  ...sessionHandlers,
  ...playlistHandlers,
  ...uploadHandlers,
  ...ssoHandlers,
  ...brandingHandlers,
  ...signUpHandlers,
} satisfies Handlers;

/** The handler of `METHOD /path`; the contract has validated the request against that operation's types. */
const handlerOf = (all: Handlers, key: string) => (all as Record<string, RawHandler | undefined>)[key];

/** The message table for each operation's request body (first path segment decides). */
function rulesFor(path: string): Rules {
  const segment = '/' + (path.split('/')[1] ?? '');
  if (path.startsWith('/profile')) return profileRules;
  if (path.startsWith('/password-reset')) return passwordResetRules;
  if (path.startsWith('/sign-up')) return signUpRules;
  if (path.startsWith('/sso') || path.endsWith('/sso')) return ssoRules;
  if (path.endsWith('/branding')) return brandingRules;
  const byPath: Record<string, Rules> = {
    '/authentication': authRules,
    '/waitlist': waitlistRules,
    '/scenarios': scenarioRules,
    '/users': userRules,
    '/faqs': faqRules,
    '/help-guides': helpGuideRules,
    '/sessions': sessionRules,
    '/playlists': playlistRules,
    '/favorites': {
      scenarioId: { required: 'server.field.scenarioRequired', type: 'server.field.scenarioRequired' },
    },
    '/reorder': reorderRules,
    '/s3-presigned': presignRules,
    ...simpleRules,
  };
  return byPath[segment] ?? {};
}

export interface BuildOptions {
  config: Config;
  /** An open database (tests); otherwise one is opened from the config. */
  database?: Database;
  contract?: Contract;
  mailer?: Mailer;
  seed?: SeedOptions | false;
  /** Pino logger options (merged over the configured ones), or false (tests). */
  logger?: false | Record<string, unknown>;
  /** The follow-up's clock, sender or worker switch (tests). */
  followUp?: Partial<Pick<FollowUpOptions, 'clock' | 'send' | 'worker'>>;
}

export interface Built {
  app: FastifyInstance;
  deps: Deps;
  seedResult: SeedResult | undefined;
  /** Follow-up e-mails and their job queue. */
  followUp: FollowUp;
  /** Stops the server, the live channel and the database. */
  close(): Promise<void>;
}

function logOptions(config: Config) {
  return {
    level: config.logLevel,
    // Access logs never carry the secrets some URLs hold (host keys, upload signatures, reset tokens).
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One short line per request (`GET /dashboard 200 3 ms`), at debug level (LOG_LEVEL=debug): a page load's dozens of
 * requests at info would bury what the server has to say, the first start's passwords among it.
 */
function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed, never addresses a client wrote itself. */
const trustedHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildOptions): Promise<Built> {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.timeouts,
    }));
  await migrate(database);
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokens(jwtSecret);
  const app = Fastify({
    logger: options.logger === false ? false : { ...logOptions(config), ...options.logger },
    // Fastify's two lines per request give way to logRequests' one, at debug level.
    disableRequestLogging: true,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
    routerOptions: {
      // qs reads Feathers queries such as $sort[title]=1 and id[$in][]=1; limits keep hostile strings cheap.
      querystringParser: (text: string) =>
        qs.parse(text, { depth: 6, arrayLimit: 200, parameterLimit: 300, allowPrototypes: false }),
      maxParamLength: 300,
    },
  });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  const deps: Deps = {
    config,
    database,
    db: database.db,
    tokens,
    jwtSecret,
    passwords: createPasswords(config.argon2Profile),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (m) => app.log.info(m) }),
    limits: createAuthLimits(redis?.client ?? null, config),
    sessionEvents: createSessionEvents((error) => app.log.error(error, 'live end announce failed')),
    verifyAccessToken: (token) => verifyAccessToken({ db: database.db, tokens }, token),
  };
  const seedResult = options.seed === false ? undefined : await seed(deps, options.seed ?? {});
  // The follow-up's job queue; a session ended through the API is scheduled at once (the sweep catches the rest).
  const unsubscribe = unsubscribeLinks(jwtSecret);
  const followUp = await startFollowUp({
    database,
    config,
    log: app.log,
    send: deps.mailer,
    unsubscribe,
    ...options.followUp,
  });
  deps.sessionEvents.onEnded(async (sessionId) => {
    await followUp.schedule(sessionId);
  });
  deps.sessionEvents.onRemoved((sessionId) => followUp.cancel(sessionId));

  app.decorateRequest('authUser', null);
  logRequests(app);
  // Browsers must take every answer as the type it says it is (nosniff; uploads included), among other headers.
  await registerSecurityHeaders(app, config, webDist(config));
  installErrorHandling(app);
  limitRequestTime(app, config.timeouts);
  const observability = registerObservability(app, { config, database, redis: redis?.client ?? null });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // The plugin's default leaves out PATCH and DELETE, which the contract uses.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  const contract = options.contract ?? loadContract(findContractFile(config.openapiPath));
  await registerDocs(app, contract);

  // Stored files: @fastify/static gives sendFile with Range support.
  await app.register(fastifyStatic, { root: uploadsDir(config.dataDir), serve: false });

  // The live channel attaches socket.io to app.server and closes with app.close(); its operations are routed below.
  const live = await registerLive(app, {
    db: deps.db,
    verifyAccessToken: deps.verifyAccessToken,
    redis,
    sessionEvents: deps.sessionEvents,
    joinLimits: config.joinLimit,
    eventBudgets: config.liveBudget,
    metrics: observability.live,
    config: {
      corsOrigins: deps.config.corsOrigins,
      publicUrl: deps.config.publicUrl,
      addressesPerSource: config.followUp.addressesPerSource,
    },
  });
  const checkIns = checkInHandlers({
    db: database.db,
    redis: redis?.client ?? null,
    limit: config.followUp.checkInLimit,
    now: followUp.now,
  });
  // The impact report's PDF: Chromium prints the web app's report page served by this very server.
  const printer = createPdfPrinter({
    executablePath: config.chromiumPath,
    log: app.log,
    redis: redis?.client ?? null,
  });
  app.addHook('onClose', () => printer.close());
  await registerOperations(
    app,
    contract,
    {
      ...handlers,
      ...live.handlers,
      ...checkIns,
      ...followUpHandlers({ db: database.db, followUp, unsubscribe }),
      ...impactHandlers(printer),
    },
    deps,
  );
  observability.setSocketCount(() => live.io.engine.clientsCount);
  if (redis && !config.s3)
    app.log.warn(
      'REDIS_URL is set (several API processes) but uploads are stored on local disk: set S3_BUCKET, or give every process the same DATA_DIR, or uploads made through one process are missing on the others',
    );

  // Every operation of the contract has its handler: one missing is a bug, stopped when the server starts.
  const missing = contract.operations.filter(
    (op) => !app.hasRoute({ method: op.method as 'GET', url: op.url }),
  );
  if (missing.length)
    throw new Error(
      `Operations of openapi.yaml without a handler: ${missing.map((op) => `${op.method} ${op.path}`).join(', ')}`,
    );

  registerWebApp(app, config);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await followUp.stop(config.timeouts.shutdownMs / 2);
    await app.close();
    await redis?.close();
    if (!options.database) await database.close();
  };
  return { app, deps, seedResult, followUp, close };
}

/**
 * Routes every operation of the contract that has a handler: the contract's checks on the request, `x-access` before
 * the body is read, the handler with its typed context, and the operation's success status.
 */
export async function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  all: Handlers,
  deps: Deps,
): Promise<void> {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compileValidator(schema as Record<string, unknown>, httpPart),
  );
  const route = (op: Operation, handler: RawHandler, instance: FastifyInstance = app) => {
    const level = op.access;
    instance.route({
      method: op.method,
      url: op.url,
      schema: {
        ...(op.body && op.bodyContentTypes.includes('application/json') ? { body: op.body } : {}),
        ...(op.querystring ? { querystring: op.querystring } : {}),
        ...(op.params ? { params: op.params } : {}),
      },
      config: { rules: rulesFor(op.path) } satisfies RouteConfig,
      ...(op.method === 'PUT' && op.path.startsWith('/uploads')
        ? { bodyLimit: deps.config.uploadMaxBytes }
        : {}),
      // Authentication and the coarse role check run before the body is even parsed.
      onRequest: async (request) => {
        const token = bearer(request);
        request.authUser = token ? await deps.verifyAccessToken(token) : null;
        if (level === 'public') return;
        if (!request.authUser) {
          throw new HttpError(401, token ? 'server.error.sessionExpired' : 'server.error.notAuthenticated');
        }
        if (level === 'admin' && !request.authUser.isAdmin)
          throw new HttpError(403, 'server.error.forbidden');
        if (level === 'operator' && !request.authUser.isOperator) {
          throw new HttpError(403, 'server.error.forbidden');
        }
      },
      preValidation: async (request) => {
        if (request.body && typeof request.body === 'object') request.body = trimmed(request.body);
        // An optional body left out (POST /join/{pin}) is an empty one.
        else if (request.body === undefined && !op.bodyRequired && op.body) request.body = {};
      },
      handler: async (request, reply) => {
        const ctx: RawCtx = {
          req: request,
          reply,
          body: (request.body ?? {}) as Record<string, unknown>,
          query: (request.query ?? {}) as Record<string, unknown>,
          params: (request.params ?? {}) as Record<string, string>,
          user: request.authUser,
          deps,
        };
        const result = await handler(ctx);
        if (reply.sent) return reply;
        if (result === reply) return reply;
        reply.code(op.successStatus);
        return result;
      },
    });
  };

  // The raw-file upload route lives in its own scope with a byte-stream body parser; so does the one-click
  // unsubscribe, whose form body (RFC 8058, any encoding a mail client picks) says nothing the link does not.
  const ownBody = (op: Operation) =>
    op.path.startsWith('/uploads/') || op.path.startsWith('/mail-suppressions/');
  const uploadOps = contract.operations.filter(ownBody);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    for (const op of uploadOps) {
      const handler = handlerOf(all, `${op.method} ${op.path}`);
      if (handler) route(op, handler, scope);
    }
  });
  for (const op of contract.operations) {
    if (ownBody(op)) continue;
    const handler = handlerOf(all, `${op.method} ${op.path}`);
    if (handler) route(op, handler);
  }
}

/**
 * Every request must arrive whole within `requestMs`, plus `bodyMsPerMb` for each megabyte it announces (so a
 * large upload on a slow line still fits); a body trickled in slower is cut off with 408 and the connection closed.
 */
function limitRequestTime(app: FastifyInstance, timeouts: Config['timeouts']) {
  app.addHook('onRequest', async (request, reply) => {
    const announced = Number(request.headers['content-length'] ?? 0) || 0;
    const ms = timeouts.requestMs + Math.ceil((announced / 1_048_576) * timeouts.bodyMsPerMb);
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      reply.raw.once('finish', () => request.raw.destroy());
      reply
        .header('connection', 'close')
        .code(408)
        .send(errorBody(408, 'server.error.requestTimeout', undefined, localeOf(request)));
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}

async function registerDocs(app: FastifyInstance, contract: Contract) {
  // @fastify/swagger-ui serves its bundled assets and reads the spec from app.swagger(), which
  // @fastify/swagger normally provides; our spec is the contract file itself, so a tiny plugin
  // under that name hands it over (the symbols are what fastify-plugin would set).
  const specPlugin = Object.assign(
    async (instance: FastifyInstance) => {
      instance.decorate('swagger', () => contract.document);
    },
    {
      [Symbol.for('skip-override')]: true,
      [Symbol.for('plugin-meta')]: { name: '@fastify/swagger', fastify: '5.x' },
      [Symbol.for('fastify.display-name')]: '@fastify/swagger',
    },
  );
  await app.register(specPlugin);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: false,
  } as Parameters<typeof swaggerUi>[1]);
}

/**
 * The built web app (apps/platform/dist), when present: its files, and for any other GET that asks for a
 * page: the page's own file when it has one (/ -> index.html, /join -> join.html, /auth -> auth.html, some
 * prerendered at build time), else the app shell spa.html (client-side routes such as
 * /dashboard/library; index.html when a build has no spa.html). An address that is none of the app's
 * (routes.json) gets the shell too, whose app shows its not-found page, with status 404.
 */
const webDist = (config: Config) => config.webDist ?? join(packageRoot(), '..', 'platform', 'dist');

/**
 * Whether a path is one of the app's addresses: the patterns its build lists in routes.json (`/session/:pin`, matched
 * as its router does: any case, a parameter one segment). Every path is, for a build without the list.
 */
function appAddresses(dist: string): (path: string) => boolean {
  const file = join(dist, 'routes.json');
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(
    (route) =>
      new RegExp(
        `^${route
          .split('/')
          .map((segment) =>
            segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}$`,
        'i',
      ),
  );
  return (path) => patterns.some((pattern) => pattern.test(path));
}

function registerWebApp(app: FastifyInstance, config: Config) {
  const dist = webDist(config);
  const index = join(dist, 'index.html');
  const hasWeb = existsSync(index);
  const shell = existsSync(join(dist, 'spa.html')) ? join(dist, 'spa.html') : index;
  const isAppAddress = hasWeb ? appAddresses(dist) : () => false;
  if (hasWeb) {
    precompress(dist, app);
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Built assets have content hashes in their names: cache them for good; pages are revalidated.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          /[\\/]assets[\\/]/.test(path)
            ? 'public, max-age=31536000, immutable'
            : path.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    if (hasWeb && wantsPage) {
      const path = request.url.split('?')[0]!.replace(/\/+$/, '');
      // A page of its own (e.g. /join -> join.html) wins over the single-page fallback.
      const page =
        path === ''
          ? index
          : /^\/[A-Za-z0-9-]+$/.test(path)
            ? join(dist, `${path.slice(1)}.html`)
            : undefined;
      const file = page && existsSync(page) ? page : shell;
      const found = file !== shell || isAppAddress(path || '/');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding =
        /\bbr\b/.test(accepts) && existsSync(`${file}.br`)
          ? 'br'
          : /\bgzip\b/.test(accepts) && existsSync(`${file}.gz`)
            ? 'gzip'
            : undefined;
      reply
        .code(found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file));
    }
    return reply.code(404).send(pageNotFound(request));
  });
}

/**
 * Writes .br and .gz next to the web app's text files (once per version of a file; skipped when the
 * folder is read-only), so @fastify/static serves them compressed without work per request.
 */
function precompress(dir: string, app: FastifyInstance) {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !compressible.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      if (statSync(file).size < 1024) continue;
      const content = readFileSync(file);
      // Copies of another version of the file are stale (a build restored from a cache keeps old ones): redo them.
      const gz = `${file}.gz`;
      if (existsSync(`${file}.br`) && existsSync(gz) && gunzipSync(readFileSync(gz)).equals(content))
        continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  } catch (error) {
    app.log.warn({ err: error }, 'could not precompress the web app; serving it uncompressed');
  }
}
