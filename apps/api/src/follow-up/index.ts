/**
 * Follow-up (issue 18 item 2): some days after a session (its `follow_up_days`: 7, 14 or 30), each participant who
 * left an address with their commitment gets one e-mail with that commitment and a one-question check-in link.
 *
 * The jobs are on pg-boss, in PostgreSQL itself (the server's, or embedded PGlite through pg-boss's PGlite adapter):
 * they survive restarts, and any number of processes may work the queue.
 *
 * - `follow-up` (one job per session, its id the session's id so ending twice or in two processes schedules once,
 *   due at the session's end + follow_up_days): mails every address of the session's commitments.
 * - `follow-up-sweep` (every minute, once across processes): schedules the ended sessions that have addresses and no
 *   job yet, whoever ended them (the host's live screen, the dashboard, the practice expiry, another process).
 * - `follow-up-purge` (daily): deletes addresses older than 60 days and those a crashed sender left behind.
 * - `retention-purge` (daily): keeps only the totals of sessions past their company's retention (retention.ts).
 *
 * Deleting a session deletes its job (`cancel`); a job that runs anyway finds no address left to mail. The host may
 * cancel a session's follow-up before it goes out (`cancelSession`, DELETE /sessions/{id}/follow-up): its addresses
 * are deleted and the job, should it run, sends nothing.
 *
 * No mail bombing (issue 33 item 1): each e-mail's claim (one transaction, before sending) also takes
 * - the session's address (follow_up_sends: the sha256 of the case-folded address, unique per session), so of many
 *   commitments with one address, in any case, only one is mailed; the others' addresses are deleted;
 * - one of its company's e-mails of the day (follow_up_daily_sends, a conditional upsert: never past
 *   FOLLOW_UP_DAILY_CAP_PER_COMPANY, whatever the number of workers); at the cap the rest of the session waits for a
 *   job due the next day (UTC);
 * and an address on the suppression list (suppression.ts: its e-mail's "never e-mail me again" link) is deleted
 * instead of mailed, for every company. The e-mail says where the address came from. Addresses kept per session from
 * one source address are capped when they are stored (slides/commitment/store.ts).
 *
 * Sending is at most once per address, and exactly once unless a process dies between claiming an address and the
 * SMTP server accepting its message: the claim is the check_ins row (its primary key is the commitment), inserted
 * before the e-mail goes out, so of two workers (or a retry) only one ever sends. A failed send (SMTP error) gives
 * the claim back and the job is retried; a claim left by a process that died mid-send is never sent again (the
 * address is deleted by the next run or the purge), since the link's token exists nowhere but in that lost message.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgBoss, fromPglite, type Clock, type Db as BossDb, type PGliteLike } from 'pg-boss';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { ServerLocale } from '../i18n/index.js';
import type { Mailer } from '../lib/mail.js';
import { commitmentRows } from '../live/records.js';
import { followUpMail } from './mail.js';
import { RETENTION_QUEUE, createRetention } from './retention.js';
import { addressHash, type UnsubscribeLinks } from './suppression.js';

export const FOLLOW_UP_QUEUE = 'follow-up';
export const SWEEP_QUEUE = 'follow-up-sweep';
export const PURGE_QUEUE = 'follow-up-purge';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A check-in link works this long after its e-mail. */
export const CHECK_IN_DAYS = 30;
/** Addresses are deleted after this, sent or not. */
export const CONTACT_MAX_DAYS = 60;
/** A claim this old without sent_at was left by a process that died while sending. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

export interface FollowUpLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface FollowUpOptions {
  database: Database;
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'databaseUrl' | 'followUp'>;
  log: FollowUpLog;
  /** Time for the queue and for every expiry here: pg-boss's system clock, or its TestClock in tests. */
  clock?: Clock;
  /** Where the e-mails go: the app's mailer (SMTP_URL, else the log), or a test's. */
  send: Mailer;
  /** Work the queue in this process (default: config.followUp.worker). */
  worker?: boolean;
  /** The e-mails' "never e-mail me again" links (signed with the server's secret). */
  unsubscribe: UnsubscribeLinks;
}

export interface FollowUp {
  boss: PgBoss;
  /** The queue's schema (PostgreSQL). */
  schema: string;
  now(): Date;
  /** Queues the follow-up of an ended session that has addresses; true when a job is (now or already) queued. */
  schedule(sessionId: string): Promise<boolean>;
  /** Schedules every ended session with addresses and no job yet; answers how many it scheduled. */
  sweep(): Promise<number>;
  /** The job: mails each address of the session's commitments once; answers how many were sent by this call. */
  run(sessionId: string): Promise<number>;
  /** Deletes addresses past 60 days and those of dead claims; answers how many. */
  purge(): Promise<number>;
  /** Deletes the follow-up job of a session (deleted); its addresses went with it. */
  cancel(sessionId: string): Promise<void>;
  /**
   * The host's cancel: marks the session's follow-up cancelled and deletes its addresses not yet being mailed, in one
   * transaction (an address a worker already claimed is past stopping); answers whether it was cancelled now.
   */
  cancelSession(sessionId: string): Promise<boolean>;
  /** Keeps only the totals of the ended sessions past their company's retention; answers how many. */
  purgeRawData(): Promise<number>;
  /** Stops the workers and the queue (waiting for a running job up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A job id of its own for a session's follow-up continued on `day` (the same in every process: queued once). */
const continuedJobId = (sessionId: string, day: string) => {
  const hex = createHash('sha256').update(`${sessionId}/${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Why an address was not claimed; the claim's transaction is rolled back. */
class NotClaimed extends Error {
  constructor(readonly reason: 'duplicate' | 'capped') {
    super(reason);
  }
}

type Pool = {
  query(text: string, values?: unknown[]): Promise<unknown>;
};

/** pg-boss on the database the server already has: its own pool from DATABASE_URL, else the server's pool or PGlite. */
function bossDatabase(database: Database, config: FollowUpOptions['config']) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGliteLike), backend: 'pglite' as const };
  if (config.databaseUrl) return { connectionString: config.databaseUrl, max: 3 };
  // A pool handed over without its URL (tests): pg-boss statements go through it.
  const pool = client as Pool;
  const db: BossDb = {
    executeSql: async (text, values) => (await pool.query(text, values)) as { rows: unknown[] },
  };
  return { db };
}

export async function startFollowUp(options: FollowUpOptions): Promise<FollowUp> {
  const { database, config, log } = options;
  const db = database.db;
  const rows = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as { rows: T[] }).rows;
  const clock = options.clock;
  const now = () => new Date(clock ? clock.now() : Date.now());
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const { send } = options;

  // The queue's tables: JOBS_SCHEMA, else `pgboss`, or the connection's own schema when it is not `public` (a
  // server, or a test, working in a schema of its own keeps its jobs there too).
  const [{ schema: current } = { schema: 'public' }] = await rows<{ schema: string }>(
    sql`SELECT current_schema() AS schema`,
  );
  const schema = config.followUp.jobsSchema ?? (current && current !== 'public' ? current : 'pgboss');

  const boss = new PgBoss({
    ...bossDatabase(database, config),
    schema,
    ...(clock ? { clock } : {}),
    application_name: 'readyteams-jobs',
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const retention = { retentionSeconds: 90 * 24 * 3600, deleteAfterSeconds: 7 * 24 * 3600 };
  for (const [name, queueOptions] of [
    // Retried with backoff while SMTP fails: 1, 2, 4 ... minutes, 8 times.
    [
      FOLLOW_UP_QUEUE,
      { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 900, ...retention },
    ],
    [SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 }],
    [
      PURGE_QUEUE,
      { retryLimit: 3, retryDelay: 300, expireInSeconds: 900, deleteAfterSeconds: 7 * 24 * 3600 },
    ],
    [
      RETENTION_QUEUE,
      { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600, deleteAfterSeconds: 7 * 24 * 3600 },
    ],
  ] as const) {
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, queueOptions).catch(async (error: unknown) => {
        // Two processes starting together: the other one created it.
        if (!(await boss.getQueue(name))) throw error;
      });
    }
  }
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.schedule(PURGE_QUEUE, '17 3 * * *');
  await boss.schedule(RETENTION_QUEUE, '37 3 * * *');
  const rawData = createRetention({ db, now, log });

  async function schedule(sessionId: string): Promise<boolean> {
    const [session] = await rows<{ completedAt: Date | null; days: number; hasContacts: boolean }>(
      sql`SELECT s.completed_at AS "completedAt", s.follow_up_days AS days,
            EXISTS (SELECT 1 FROM ${commitmentRows} c JOIN follow_up_contacts fc ON fc.commitment_id = c.id
                    WHERE c.session_id = s.id) AS "hasContacts"
          FROM sessions s WHERE s.id = ${sessionId}`,
    );
    if (!session?.completedAt || !session.hasContacts) return false;
    const startAfter = new Date(new Date(session.completedAt).getTime() + session.days * DAY_MS);
    // The job's id is the session's: a second send (ended twice, two processes, the sweep) is a no-op.
    await boss.send(FOLLOW_UP_QUEUE, { sessionId }, { id: sessionId, startAfter });
    await db.execute(
      sql`UPDATE sessions SET follow_up_scheduled_at = ${at(now())} WHERE id = ${sessionId} AND follow_up_scheduled_at IS NULL`,
    );
    return true;
  }

  async function sweep(): Promise<number> {
    const due = await rows<{ id: string }>(
      sql`SELECT DISTINCT c.session_id AS id FROM follow_up_contacts fc
          JOIN ${commitmentRows} c ON c.id = fc.commitment_id
          JOIN sessions s ON s.id = c.session_id
          WHERE s.completed_at IS NOT NULL AND s.follow_up_scheduled_at IS NULL
          LIMIT 500`,
    );
    let count = 0;
    for (const { id } of due) if (await schedule(id)) count++;
    return count;
  }

  const dailyCap = config.followUp.dailyCapPerCompany;

  async function run(sessionId: string): Promise<number> {
    const contacts = await rows<{
      id: string;
      text: string;
      email: string;
      locale: ServerLocale;
      scenarioTitle: string;
      companyId: number;
      companyName: string;
      endedAt: Date;
      days: number;
    }>(
      sql`SELECT c.id::text AS id, c.text, fc.email, fc.locale, sc.title AS "scenarioTitle", s.follow_up_days AS days,
            s.company_id AS "companyId", co.name AS "companyName", s.completed_at AS "endedAt"
          FROM ${commitmentRows} c
          JOIN follow_up_contacts fc ON fc.commitment_id = c.id
          JOIN sessions s ON s.id = c.session_id
          JOIN scenarios sc ON sc.id = s.scenario_id
          JOIN companies co ON co.id = s.company_id
          WHERE c.session_id = ${sessionId} AND s.follow_up_cancelled_at IS NULL AND s.completed_at IS NOT NULL
          ORDER BY c.id`,
    );
    let sent = 0;
    const failures: unknown[] = [];
    const dropAddress = (commitmentId: string) =>
      db.execute(sql`DELETE FROM follow_up_contacts WHERE commitment_id = ${commitmentId}`);
    for (const contact of contacts) {
      const hash = addressHash(contact.email);
      // On the "never e-mail me again" list: deleted, not mailed (for every company).
      const [suppressed] = await rows<{ hit: number }>(
        sql`SELECT 1 AS hit FROM mail_suppressions WHERE address_hash = ${hash}`,
      );
      if (suppressed) {
        await dropAddress(contact.id);
        continue;
      }
      const token = randomBytes(24).toString('base64url');
      const checkInHash = tokenHash(token);
      const claimedAt = now();
      const day = claimedAt.toISOString().slice(0, 10);
      let claimed: boolean;
      try {
        claimed = await db.transaction(async (tx) => {
          const txRows = async <T>(query: SQL) => ((await tx.execute(query)) as { rows: T[] }).rows;
          // The claim: one check-in per commitment (its primary key), made only while the address is still there and
          // the host has not cancelled (the session's row is share-locked: a cancel waits for the claim, or the claim
          // for the cancel and then finds it).
          const checkIn = await txRows<{ id: string }>(
            sql`INSERT INTO check_ins (commitment_id, token_hash, claimed_at, expires_at)
                SELECT fc.commitment_id, ${checkInHash}, ${at(claimedAt)}, ${at(new Date(claimedAt.getTime() + CHECK_IN_DAYS * DAY_MS))}
                FROM follow_up_contacts fc JOIN sessions s ON s.id = ${sessionId}
                WHERE fc.commitment_id = ${contact.id} AND s.follow_up_cancelled_at IS NULL
                FOR SHARE OF s
                ON CONFLICT (commitment_id) DO NOTHING
                RETURNING commitment_id::text AS id`,
          );
          if (checkIn.length === 0) return false;
          // One e-mail per address per session: a second commitment with this address (any case) waits here for the
          // first's claim and finds it.
          const address = await txRows<{ id: string }>(
            sql`INSERT INTO follow_up_sends (session_id, address_hash, commitment_id)
                VALUES (${sessionId}, ${hash}, ${contact.id})
                ON CONFLICT (session_id, address_hash) DO NOTHING
                RETURNING commitment_id::text AS id`,
          );
          if (address.length === 0) throw new NotClaimed('duplicate');
          // One of the company's e-mails of the day: the row's lock makes the count exact across workers.
          const counted = await txRows<{ sent: number }>(
            sql`INSERT INTO follow_up_daily_sends AS d (company_id, day, sent)
                SELECT ${contact.companyId}, ${day}::date, 1 WHERE ${dailyCap}::int > 0
                ON CONFLICT (company_id, day) DO UPDATE SET sent = d.sent + 1 WHERE d.sent < ${dailyCap}::int
                RETURNING sent`,
          );
          if (counted.length === 0) throw new NotClaimed('capped');
          return true;
        });
      } catch (error) {
        if (!(error instanceof NotClaimed)) throw error;
        if (error.reason === 'duplicate') {
          // This address has (or had) its e-mail of this session through another commitment.
          await dropAddress(contact.id);
          continue;
        }
        // The company's e-mails of the day are used up: the rest goes out tomorrow (UTC), by a job of its own.
        const tomorrow = new Date(Date.parse(day) + DAY_MS);
        await boss.send(
          FOLLOW_UP_QUEUE,
          { sessionId },
          { id: continuedJobId(sessionId, tomorrow.toISOString().slice(0, 10)), startAfter: tomorrow },
        );
        log.warn({ sessionId, companyId: contact.companyId, cap: dailyCap }, 'follow-up daily cap reached');
        break;
      }
      if (!claimed) {
        // Sent by another worker (then its address is gone or going), or claimed by one that died mid-send.
        await db.execute(
          sql`DELETE FROM follow_up_contacts fc USING check_ins ci
              WHERE fc.commitment_id = ${contact.id} AND ci.commitment_id = fc.commitment_id
                AND ci.sent_at IS NULL AND ci.claimed_at < ${at(new Date(claimedAt.getTime() - STALE_CLAIM_MS))}`,
        );
        continue;
      }
      try {
        await send(
          followUpMail({
            to: contact.email,
            scenarioTitle: contact.scenarioTitle,
            companyName: contact.companyName,
            endedAt: new Date(contact.endedAt),
            commitment: contact.text,
            link: `${config.publicUrl}/check-in/${token}`,
            unsubscribe: `${config.publicUrl}/mail-suppressions/${options.unsubscribe.token(contact.email)}`,
            days: contact.days,
            locale: contact.locale,
          }),
        );
      } catch (error) {
        // Not sent: give the claim back (the check-in, the address's place, the day's count), so the retry sends it.
        await db.transaction(async (tx) => {
          const given = (await tx.execute(
            sql`DELETE FROM check_ins WHERE commitment_id = ${contact.id} AND token_hash = ${checkInHash} AND sent_at IS NULL
                RETURNING 1 AS ok`,
          )) as { rows: unknown[] };
          if (given.rows.length === 0) return;
          await tx.execute(
            sql`DELETE FROM follow_up_sends WHERE session_id = ${sessionId} AND commitment_id = ${contact.id}`,
          );
          await tx.execute(
            sql`UPDATE follow_up_daily_sends SET sent = sent - 1
                WHERE company_id = ${contact.companyId} AND day = ${day}::date AND sent > 0`,
          );
        });
        failures.push(error);
        continue;
      }
      const sentAt = now();
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE check_ins SET sent_at = ${at(sentAt)}, expires_at = ${at(new Date(sentAt.getTime() + CHECK_IN_DAYS * DAY_MS))}
              WHERE commitment_id = ${contact.id}`,
        );
        // Used for this e-mail only: gone once it is sent.
        await tx.execute(sql`DELETE FROM follow_up_contacts WHERE commitment_id = ${contact.id}`);
      });
      sent++;
    }
    if (sent || failures.length)
      log.info({ sessionId, sent, failed: failures.length }, 'follow-up e-mails of a session');
    if (failures.length)
      throw new Error(`${failures.length} follow-up e-mail(s) could not be sent`, { cause: failures[0] });
    return sent;
  }

  async function purge(): Promise<number> {
    const time = now();
    const deleted = await rows<{ id: string }>(
      sql`DELETE FROM follow_up_contacts fc
          WHERE fc.created_at < ${at(new Date(time.getTime() - CONTACT_MAX_DAYS * DAY_MS))}
             OR EXISTS (SELECT 1 FROM check_ins ci WHERE ci.commitment_id = fc.commitment_id
                        AND (ci.sent_at IS NOT NULL OR ci.claimed_at < ${at(new Date(time.getTime() - STALE_CLAIM_MS))}))
          RETURNING fc.commitment_id::text AS id`,
    );
    if (deleted.length) log.info({ count: deleted.length }, 'follow-up addresses purged');
    return deleted.length;
  }

  if (options.worker ?? config.followUp.worker) {
    const polling = { pollingIntervalSeconds: config.followUp.pollSeconds, batchSize: 1 };
    await boss.work<{ sessionId: string }>(FOLLOW_UP_QUEUE, polling, async ([job]) => {
      if (job) await run(job.data.sessionId);
    });
    await boss.work(SWEEP_QUEUE, polling, async () => {
      await sweep();
    });
    await boss.work(PURGE_QUEUE, polling, async () => {
      await purge();
    });
    await boss.work(RETENTION_QUEUE, polling, async () => {
      await rawData.purgeExpired();
    });
  }

  let stopped = false;
  return {
    boss,
    schema,
    now,
    schedule,
    sweep,
    run,
    purge,
    async cancel(sessionId) {
      await boss.deleteJob(FOLLOW_UP_QUEUE, sessionId);
    },
    async cancelSession(sessionId) {
      const cancelled = await db.transaction(async (tx) => {
        const marked = (await tx.execute(
          sql`UPDATE sessions SET follow_up_cancelled_at = ${at(now())}
              WHERE id = ${sessionId} AND follow_up_cancelled_at IS NULL RETURNING 1 AS ok`,
        )) as { rows: unknown[] };
        await tx.execute(
          sql`DELETE FROM follow_up_contacts fc USING ${commitmentRows} c
              WHERE c.id = fc.commitment_id AND c.session_id = ${sessionId}
                AND NOT EXISTS (SELECT 1 FROM check_ins ci WHERE ci.commitment_id = fc.commitment_id)`,
        );
        return marked.rows.length > 0;
      });
      await boss.deleteJob(FOLLOW_UP_QUEUE, sessionId);
      return cancelled;
    },
    purgeRawData: rawData.purgeExpired,
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
