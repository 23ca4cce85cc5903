// REST side of live sessions: join by code (rate-limited), host lookup, results and the CSV export.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { answerLabel, confidence, confidenceQuestions, pollResults } from './analytics.js';
import { bearerOf, mayHost, userMayHost, type VerifyAccessToken } from './access.js';
import type { JoinGuard } from './guard.js';
import type { LiveChannel } from './channel.js';
import type { LiveStore, SessionRow } from './store.js';
import type { SessionResults } from './types.js';

const errorKinds: Record<number, [string, string]> = {
  400: ['BadRequest', 'bad-request'],
  401: ['NotAuthenticated', 'not-authenticated'],
  403: ['Forbidden', 'forbidden'],
  404: ['NotFound', 'not-found'],
  429: ['TooManyRequests', 'too-many-requests'],
};

function sendError(reply: FastifyReply, code: number, message: string, headers: Record<string, string> = {}) {
  const [name, className] = errorKinds[code] ?? ['GeneralError', 'general-error'];
  return reply.code(code).headers(headers).send({ name, message, code, className });
}

/** Runs a step the join guard may refuse with 429; a refusal is sent (then `reply.sent`) and null returned. */
async function limited<T>(reply: FastifyReply, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError && error.code === 429) {
      sendError(reply, 429, error.message, error.headers);
      return null;
    }
    throw error;
  }
}

export interface LiveRouteOptions {
  store: LiveStore;
  guard: JoinGuard;
  channel: LiveChannel;
  verifyAccessToken: VerifyAccessToken;
}

export function sessionReadForm(
  session: SessionRow,
  scenarioTitle: string,
  counts: { participantCount: number; answerCount: number },
  withKey: boolean,
) {
  return {
    id: session.id,
    pin: session.pin,
    scenarioId: session.scenarioId,
    scenarioTitle,
    hostId: session.hostId,
    companyId: session.companyId,
    isPractice: session.isPractice,
    completedAt: session.completedAt?.toISOString() ?? null,
    createdAt: session.createdAt.toISOString(),
    participantCount: counts.participantCount,
    answerCount: counts.answerCount,
    ...(withKey ? { hostKey: session.hostKey } : {}),
  };
}

export async function sessionResults(store: LiveStore, session: SessionRow): Promise<SessionResults> {
  const { scenarioTitle, slides } = await store.snapshot(session);
  const [counts, answers] = await Promise.all([store.counts(session.id), store.answerCounts(session.id)]);
  const polls = pollResults(slides, answers);
  const which = confidenceQuestions(slides);
  const pairs = which ? await store.pairCount(session.id, which.before, which.after) : 0;
  return {
    sessionId: session.id,
    pin: session.pin,
    scenarioTitle,
    isPractice: session.isPractice,
    createdAt: session.createdAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    participantCount: counts.participantCount,
    answerCount: counts.answerCount,
    polls,
    confidence: confidence(slides, polls, pairs),
  };
}

const csvCell = (value: unknown) => {
  let text = value === null || value === undefined ? '' : String(value);
  // Spreadsheets run cells starting with these as formulas: keep free text inert.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function registerLiveRoutes(
  app: FastifyInstance,
  { store, guard, channel, verifyAccessToken }: LiveRouteOptions,
) {
  async function openSessionFor(request: FastifyRequest<{ Params: { pin: string } }>, reply: FastifyReply) {
    const pin = String(request.params.pin ?? '').toUpperCase();
    const found = await limited(reply, () =>
      guard.lookup(request.ip, async () => store.openSessionByPin(pin)),
    );
    if (reply.sent) return null;
    if (!found) sendError(reply, 404, `No live session with code ${pin}`);
    return found;
  }

  app.get<{ Params: { pin: string } }>('/join/:pin', async (request, reply) => {
    const session = await openSessionFor(request, reply);
    if (!session) return reply;
    const { scenarioTitle } = await store.snapshot(session);
    return { sessionId: session.id, pin: session.pin, scenarioTitle };
  });

  app.post<{ Params: { pin: string } }>('/join/:pin', async (request, reply) => {
    const session = await openSessionFor(request, reply);
    if (!session) return reply;
    await limited(reply, () => guard.join(session.id, request.ip));
    if (reply.sent) return reply;
    await store.snapshot(session);
    const participant = await store.createParticipant(session.id);
    // The session ended between the lookup and the insert.
    if (!participant) return sendError(reply, 404, `No live session with code ${session.pin}`);
    channel.scheduleTally(session.id);
    return reply
      .code(201)
      .send({ participantId: participant.id, participantToken: participant.token, sessionId: session.id });
  });

  app.get<{ Params: { pin: string }; Querystring: { key?: string } }>(
    '/host-sessions/:pin',
    async (request, reply) => {
      const session = await store.latestSessionByPin(String(request.params.pin ?? ''));
      const credentials = {
        hostKey: request.query.key,
        accessToken: bearerOf(request.headers.authorization),
      };
      if (!session || !(await mayHost(session, credentials, verifyAccessToken))) {
        return sendError(reply, 403, 'You are not allowed to control this session.');
      }
      const { scenarioTitle, slides } = await store.snapshot(session);
      return {
        session: sessionReadForm(session, scenarioTitle, await store.counts(session.id), true),
        scenario: { id: session.scenarioId, title: scenarioTitle, slides },
      };
    },
  );

  /** The session when the caller may read its results: its host, its company's admins, operator admins, or the host key. */
  async function readableSession(
    request: FastifyRequest<{ Params: { id: string }; Querystring: { key?: string } }>,
    reply: FastifyReply,
  ) {
    const token = bearerOf(request.headers.authorization);
    const user = token ? await verifyAccessToken(token).catch(() => null) : null;
    if (!user && !request.query.key) {
      sendError(reply, 401, 'Not authenticated');
      return null;
    }
    const session = await store.sessionById(request.params.id);
    const allowed =
      session &&
      ((user && userMayHost(user, session)) ||
        (await mayHost(session, { hostKey: request.query.key }, verifyAccessToken)));
    if (!session || !allowed) {
      sendError(reply, 404, `No record found for id '${request.params.id}'`);
      return null;
    }
    return session;
  }

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>(
    '/sessions/:id/results',
    async (request, reply) => {
      const session = await readableSession(request, reply);
      if (!session) return reply;
      return sessionResults(store, session);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>(
    '/sessions/:id/answers.csv',
    async (request, reply) => {
      const session = await readableSession(request, reply);
      if (!session) return reply;
      const { slides } = await store.snapshot(session);
      const lines = [['participant', 'slide', 'poll', 'question', 'answer', 'value', 'answeredAt'].join(',')];
      for (const row of await store.csvRows(session.id)) {
        const slide = slides[row.slideIndex];
        const question = slide?.questions[row.questionIndex];
        const answeredAt = row.answeredAt instanceof Date ? row.answeredAt : new Date(String(row.answeredAt));
        lines.push(
          [
            `Participant ${row.participant}`,
            row.slideIndex + 1,
            slide?.title ?? '',
            question?.question ?? '',
            answerLabel(question, row.value),
            row.value,
            answeredAt.toISOString(),
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="session-${session.pin}-answers.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
}
