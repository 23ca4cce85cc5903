// The check-in link of a follow-up e-mail (src/follow-up): one question, no account, answered once.
import { sql } from 'drizzle-orm';
import type { RedisClientType } from 'redis';
import type { Ctx, Handlers } from '../context.js';
import type { Db } from '../db/index.js';
import { HttpError, conflict, notFound } from '../errors.js';
import { tokenHash } from '../follow-up/index.js';
import { localeOf, translate } from '../i18n/index.js';
import { createLimit } from '../lib/limits.js';
import { commitmentRows } from '../live/records.js';

export const CHECK_IN_MESSAGES = {
  invalid: 'server.checkIn.invalid',
  expired: 'server.checkIn.expired',
  answered: 'server.checkIn.answered',
} as const;

interface Row {
  scenarioTitle: string;
  commitment: string;
  expiresAt: Date;
  answeredAt: Date | null;
}

export function checkInHandlers(options: {
  db: Db;
  redis: RedisClientType | null;
  /** Wrong tokens an address may try per window (then 429 with backoff). */
  limit: { perAddress: number; windowMs: number };
  now(): Date;
}) {
  const { db, now } = options;
  const wrongTokens = createLimit(options.redis, {
    name: 'check-in',
    points: options.limit.perAddress,
    windowMs: options.limit.windowMs,
    backoff: { maxBlockMs: 60 * 60 * 1000 },
    message: 'server.limit.attempts',
  });

  const read = async (hash: string) =>
    (
      (await db.execute(
        sql`SELECT sc.title AS "scenarioTitle", c.text AS commitment, ci.expires_at AS "expiresAt",
              ci.answered_at AS "answeredAt"
            FROM check_ins ci
            JOIN ${commitmentRows} c ON c.id = ci.commitment_id
            JOIN sessions s ON s.id = c.session_id
            JOIN scenarios sc ON sc.id = s.scenario_id
            WHERE ci.token_hash = ${hash}`,
      )) as unknown as { rows: Row[] }
    ).rows[0];

  /** The check-in of a token; each unknown token counts against the caller's address. */
  async function find(ctx: Ctx<'GET /check-ins/{token}'> | Ctx<'POST /check-ins/{token}'>) {
    const address = ctx.req.ip;
    await wrongTokens.take(address);
    const hash = tokenHash(ctx.params.token);
    let row: Row | undefined;
    try {
      row = await read(hash);
    } catch (error) {
      await wrongTokens.giveBack(address);
      throw error;
    }
    if (!row) throw notFound(CHECK_IN_MESSAGES.invalid);
    await wrongTokens.giveBack(address);
    if (new Date(row.expiresAt).getTime() <= now().getTime())
      throw new HttpError(410, CHECK_IN_MESSAGES.expired);
    return { hash, row };
  }

  /** The check-in as its page shows it: the question in the request's language. */
  const view = (
    ctx: Ctx<'GET /check-ins/{token}'> | Ctx<'POST /check-ins/{token}'>,
    row: Row,
    answered: boolean,
  ) => ({
    scenarioTitle: row.scenarioTitle,
    commitment: row.commitment,
    question: translate('server.checkIn.question', localeOf(ctx.req)),
    answered,
  });

  return {
    'GET /check-ins/{token}': async (ctx) => {
      const { row } = await find(ctx);
      ctx.reply.header('cache-control', 'no-store');
      return view(ctx, row, row.answeredAt !== null);
    },

    'POST /check-ins/{token}': async (ctx) => {
      const { hash, row } = await find(ctx);
      const time = now().toISOString();
      // Race-free: of two answers sent at once, only one finds answered_at still empty.
      const updated = (
        (await db.execute(
          sql`UPDATE check_ins SET answer = ${ctx.body.answer}, comment = ${ctx.body.comment || null},
                answered_at = ${time}::timestamptz
              WHERE token_hash = ${hash} AND answered_at IS NULL AND expires_at > ${time}::timestamptz
              RETURNING 1 AS ok`,
        )) as unknown as { rows: unknown[] }
      ).rows;
      if (updated.length === 0) throw conflict(CHECK_IN_MESSAGES.answered);
      ctx.reply.header('cache-control', 'no-store');
      return view(ctx, row, true);
    },
  } satisfies Handlers;
}
