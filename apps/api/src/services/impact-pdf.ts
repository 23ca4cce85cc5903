/**
 * The impact report as a PDF: Chromium (CHROMIUM_PATH) prints the web app's print page of the report
 * (`/impact/print?<the same query>`, served by this server), signed in as the caller through the `accessToken` cookie
 * the api-client reads, once the page marks `<html data-report-ready="true">` (every chart and table drawn); a page
 * that marks it "error" (the report failed to load) or does not answer 2xx fails the export at once.
 *
 * One export at a time per process, with at most 2 waiting; each is bounded to 30 seconds from its request's arrival,
 * waiting included. Busy, slow, failing or missing Chromium: 503 with one message. The slots are shared fairly
 * (issue 33): a user holds at most one of them, printing or waiting (another export of theirs meanwhile: 429), a
 * company at most `companyShare` (2 of the 3 by default: one company never holds them all, so another company can
 * always get in; its users' next export: 503), and when an export ends the next to print is the longest waiting of
 * another company than the one that just printed, if any. The slots are checked and taken in one synchronous step,
 * so exports requested at once cannot all pass. With Redis (REDIS_URL) the user's one export counts across every
 * process too: a key set only if absent (`SET NX`, expiring with the export's bound) claims it, and a Redis that errors
 * or takes over 500 ms leaves this process's own count to decide. Chromium is launched per export
 * (about 0.3 s here, against 0.2 s to print a page) and closed after it, so no browser is left running between
 * exports; one still printing when the server closes is closed with it.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import type { RedisClientType } from 'redis';
import { HttpError } from '../errors.js';
import type { ServerLocale } from '../i18n/index.js';

export const PDF_UNAVAILABLE_MESSAGE = 'server.impact.pdfUnavailable';
export const PDF_ONE_PER_USER_MESSAGE = 'server.impact.pdfOnePerUser';

/** Headless, without a sandbox (containers), and without the background traffic of a desktop browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless',
];

const unavailable = () => new HttpError(503, PDF_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': '60' });
const onePerUser = () => new HttpError(429, PDF_ONE_PER_USER_MESSAGE, undefined, { 'retry-after': '30' });

/** Who asks for an export: their slots are counted per user and per company. */
export interface PdfRequester {
  userId: number;
  companyId: number;
}

export interface PdfPrinter {
  /**
   * Prints `path` (with its query) of the web app served by `server`, signed in with `token`, in `locale` (the
   * browser's language, which the page speaks).
   */
  print(
    server: Server,
    path: string,
    token: string,
    locale: ServerLocale,
    requester?: PdfRequester,
  ): Promise<Buffer>;
  /** Closes a browser still printing and refuses the exports still waiting. */
  close(): Promise<void>;
}

export interface PdfPrinterOptions {
  executablePath: string;
  /** The bound of one export from its request's arrival (default 30 s). */
  timeoutMs?: number;
  /** Exports that may wait while one prints (default 2); more are refused at once. */
  maxWaiting?: number;
  /** The slots (printing and waiting) one company may hold (default: all but one, at least one). */
  companyShare?: number;
  /** Redis (REDIS_URL): a user's one export counts across every process. */
  redis?: RedisClientType | null;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/** How long an export waits on Redis for its user's claim before this process's own count decides alone. */
const REDIS_WAIT_MS = 500;
/** Deletes the claim only if it is still this export's (an expired one may be another's by now). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/** The server's own origin as Chromium on this machine reaches it (null when it is not listening). */
function originOf(server: Server): string | null {
  const address = server.address();
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', '::ffff:0.0.0.0'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function createPdfPrinter(options: PdfPrinterOptions): PdfPrinter {
  const { executablePath, log } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxWaiting = options.maxWaiting ?? 2;
  const companyShare = Math.max(1, options.companyShare ?? maxWaiting);
  let busy = false;
  /** The company of the export printing (null: none, or one without a requester). */
  let printing: number | null = null;
  const waiting: { company: number | null; go(): void; refuse(): void }[] = [];
  const browsers = new Set<Browser>();
  /** The users holding a slot, and how many slots each company holds. */
  const users = new Set<number>();
  const companies = new Map<number, number>();

  /**
   * Takes a slot for `requester`, at once: 429 when the user holds one already, 503 when their company holds its
   * share. Returns what gives it back.
   */
  function hold(requester: PdfRequester | undefined) {
    if (!requester) return () => {};
    const { userId, companyId } = requester;
    if (users.has(userId)) throw onePerUser();
    const held = companies.get(companyId) ?? 0;
    if (held >= companyShare) throw unavailable();
    users.add(userId);
    companies.set(companyId, held + 1);
    return () => {
      users.delete(userId);
      const left = (companies.get(companyId) ?? 1) - 1;
      if (left > 0) companies.set(companyId, left);
      else companies.delete(companyId);
    };
  }

  /**
   * Claims the user's one export across processes until `deadline` (and a little after, for the print that ends it):
   * 429 when another process has it. Returns what gives it back.
   */
  async function claimAcrossProcesses(requester: PdfRequester | undefined, deadline: number) {
    const redis = options.redis;
    if (!requester || !redis) return () => {};
    const key = `impact-pdf:user:${requester.userId}`;
    const token = randomUUID();
    const set = redis.set(key, token, { NX: true, PX: Math.max(1000, deadline - Date.now() + 5000) });
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      set.then(
        (reply) => (reply === 'OK' ? 'claimed' : 'taken'),
        () => 'failed',
      ),
      new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), REDIS_WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
    if (answer === 'taken') throw onePerUser();
    if (answer !== 'claimed')
      log.warn({ answer }, 'PDF export: Redis did not answer; this process counts alone');
    return () =>
      void set
        .then((reply) =>
          reply === 'OK' ? redis.eval(RELEASE_SCRIPT, { keys: [key], arguments: [token] }) : undefined,
        )
        .catch(() => {});
  }

  /** Waits for this export's turn until `deadline`; refused when too many wait already. */
  async function turn(deadline: number, company: number | null) {
    if (!busy) {
      busy = true;
      printing = company;
      return;
    }
    if (waiting.length >= maxWaiting) throw unavailable();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        company,
        go: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: () => {
          clearTimeout(timer);
          reject(unavailable());
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(unavailable());
      }, deadline - Date.now());
      waiting.push(entry);
    });
  }
  /** The next export to print: the longest waiting of another company than the one that just printed, if any. */
  const next = () => {
    const other = waiting.findIndex((entry) => printing === null || entry.company !== printing);
    const [entry] = waiting.splice(Math.max(0, other), 1);
    printing = entry?.company ?? null;
    if (entry) entry.go();
    else busy = false;
  };

  async function render(origin: string, path: string, token: string, locale: ServerLocale, deadline: number) {
    const remaining = () => Math.max(1, deadline - Date.now());
    const browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: remaining(),
    });
    browsers.add(browser);
    // Past the deadline the browser is closed, which ends whatever step is still waiting on it.
    const stop = setTimeout(() => void browser.close().catch(() => {}), remaining());
    try {
      const context = await browser.newContext({ locale });
      await context.addCookies([{ name: 'accessToken', value: encodeURIComponent(token), url: origin }]);
      const page = await context.newPage();
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: remaining() });
      if (!response?.ok()) throw new Error(`the print page answered ${response?.status() ?? 'nothing'}`);
      await page.waitForSelector('html[data-report-ready]', { state: 'attached', timeout: remaining() });
      const ready = await page.getAttribute('html', 'data-report-ready');
      if (ready !== 'true') throw new Error(`the print page says data-report-ready="${ready}"`);
      // Tagged (headings, tables and the page's language for screen readers) with its headings as bookmarks.
      const pdf = await page.pdf({ format: 'A4', printBackground: true, tagged: true, outline: true });
      await context.close();
      return pdf;
    } finally {
      clearTimeout(stop);
      browsers.delete(browser);
      await browser.close().catch(() => {});
    }
  }

  return {
    async print(server, path, token, locale, requester) {
      const started = Date.now();
      const deadline = started + timeoutMs;
      const origin = originOf(server);
      if (!origin) {
        log.warn({}, 'PDF export: the server is not listening on a port Chromium can reach');
        throw unavailable();
      }
      if (!existsSync(executablePath)) {
        log.warn({ executablePath }, 'PDF export: Chromium is missing (set CHROMIUM_PATH)');
        throw unavailable();
      }
      const releaseHere = hold(requester);
      let releaseShared = () => {};
      const release = () => {
        releaseHere();
        releaseShared();
      };
      try {
        releaseShared = await claimAcrossProcesses(requester, deadline);
        await turn(deadline, requester?.companyId ?? null);
      } catch (error) {
        release();
        throw error;
      }
      try {
        const pdf = await render(origin, path, token, locale, deadline);
        log.info({ ms: Date.now() - started, bytes: pdf.length }, 'impact report PDF printed');
        return pdf;
      } catch (error) {
        log.warn({ err: error, ms: Date.now() - started }, 'PDF export failed');
        throw unavailable();
      } finally {
        release();
        next();
      }
    },

    async close() {
      for (const entry of waiting.splice(0)) entry.refuse();
      await Promise.all([...browsers].map((browser) => browser.close().catch(() => {})));
    },
  };
}
