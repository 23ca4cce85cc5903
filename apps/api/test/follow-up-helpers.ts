// Shared by the follow-up tests: sessions with commitments and addresses, a follow-up instance on a test server's
// database, and a real SMTP server that keeps what it receives.
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from 'pg-boss';
import { startFollowUp, type FollowUp } from '../src/follow-up/index.js';
import { unsubscribeLinks } from '../src/follow-up/suppression.js';
import { PIN_ALPHABET } from '../src/services/sessions.js';
import { createMailer, type Mailer, type MailMessage } from '../src/lib/mail.js';
import { scenarioBody, type TestServer } from './helpers.js';

// The live tests' polling wait, for the follow-up tests too; the in-test SMTP server (the e2e test uses it too).
export { until } from './live/helpers.js';
export { startSmtp, tokenOf } from './smtp.js';

export const rowsOf = async <T>(s: TestServer, query: ReturnType<typeof sql>) =>
  ((await s.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

export async function createScenario(s: TestServer, title = 'Handling a difficult conversation') {
  const res = await s.request({
    method: 'POST',
    url: '/scenarios',
    as: 'operator',
    payload: scenarioBody(s.fx, { title }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
}

/**
 * A session of host A (or `host`) with one participant per entry: a commitment, and an address when `email` is given (with the
 * language of its e-mail, `locale`, English by default). Ended
 * `endedDaysAgo` days ago unless null (open).
 */
export async function seedSession(
  s: TestServer,
  scenarioId: number,
  people: { text: string; email?: string; locale?: string }[],
  options: { days?: 7 | 14 | 30; endedAt?: Date | null; host?: 'hostA' | 'hostB' } = {},
) {
  const host = options.host ?? 'hostA';
  const companyId = host === 'hostB' ? s.fx.companyB : s.fx.companyA;
  const pin = Array.from({ length: 4 }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');
  const endedAt = options.endedAt ? options.endedAt.toISOString() : null;
  const [session] = await rowsOf<{ id: string }>(
    s,
    sql`INSERT INTO sessions (pin, scenario_id, host_id, company_id, host_key, follow_up_days, completed_at, created_at)
        VALUES (${pin}, ${scenarioId}, ${s.fx.users[host].id}, ${companyId}, ${randomBytes(16).toString('hex')},
                ${options.days ?? 14}, ${endedAt}::timestamptz,
                LEAST(now(), COALESCE(${endedAt}::timestamptz - interval '1 hour', now())))
        RETURNING id`,
  );
  const sessionId = session!.id;
  for (const person of people) {
    const [participant] = await rowsOf<{ id: string }>(
      s,
      sql`INSERT INTO live_participants (session_id, token_hash) VALUES (${sessionId}, ${randomBytes(16).toString('hex')}) RETURNING id`,
    );
    const [commitment] = await rowsOf<{ id: string }>(
      s,
      sql`INSERT INTO live_commitments (session_id, participant_id, slide_index, text)
          VALUES (${sessionId}, ${participant!.id}, 3, ${person.text}) RETURNING id::text AS id`,
    );
    if (person.email)
      await s.deps.db.execute(
        sql`INSERT INTO follow_up_contacts (commitment_id, email, locale)
            VALUES (${commitment!.id}, ${person.email}, ${person.locale ?? 'en'})`,
      );
  }
  return sessionId;
}

export const contactCount = async (s: TestServer, sessionId?: string) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        s,
        sessionId
          ? sql`SELECT count(*) AS n FROM follow_up_contacts fc JOIN live_commitments c ON c.id = fc.commitment_id WHERE c.session_id = ${sessionId}`
          : sql`SELECT count(*) AS n FROM follow_up_contacts`,
      )
    )[0]!.n,
  );

/** A follow-up instance (queue + worker) of its own on the test server's database. */
export function followUpOn(
  s: TestServer,
  options: {
    clock?: Clock;
    send?: Mailer;
    worker?: boolean;
    smtpUrl?: string;
    log?: { info(o: object, m: string): void };
    /** FOLLOW_UP_DAILY_CAP_PER_COMPANY of this instance. */
    dailyCap?: number;
  } = {},
): Promise<FollowUp> {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const log = { ...quiet, ...options.log };
  return startFollowUp({
    database: s.deps.database,
    config: {
      ...s.config,
      // Its own pool on PostgreSQL (a TestClock needs one), on the test's database.
      databaseUrl: s.databaseUrl,
      smtpUrl: options.smtpUrl,
      followUp: {
        ...s.config.followUp,
        pollSeconds: 0.5,
        ...(options.dailyCap === undefined ? {} : { dailyCapPerCompany: options.dailyCap }),
      },
    },
    // Signed as the test server signs them, so its unsubscribe operation takes them.
    unsubscribe: unsubscribeLinks(s.deps.jwtSecret),
    log,
    ...(options.clock ? { clock: options.clock } : {}),
    // The app's mailer (SMTP_URL, else the log) unless the test collects the mails itself.
    send:
      options.send ??
      createMailer({ smtpUrl: options.smtpUrl, from: s.config.mailFrom, log: (line) => log.info({}, line) }),
    worker: options.worker ?? true,
  });
}

/** Collects what a follow-up instance would send. */
export function outbox() {
  const mails: MailMessage[] = [];
  return {
    mails,
    send: async (mail: MailMessage) => {
      mails.push(mail);
    },
  };
}
