/**
 * The impact report as a PDF: Chromium (CHROMIUM_PATH) prints the web app's print page of the report
 * (`/impact/print?<the same query>`, served by this server), signed in as the caller through the `accessToken` cookie
 * the api-client reads, once the page marks `<html data-report-ready="true">` (every chart and table drawn); a page
 * that marks it "error" (the report failed to load) or does not answer 2xx fails the export at once.
 *
 * One export at a time per process, with at most 2 waiting; each is bounded to 30 seconds from its request's arrival,
 * waiting included. Busy, slow, failing or missing Chromium: 503 with one message. Chromium is launched per export
 * (about 0.3 s here, against 0.2 s to print a page) and closed after it, so no browser is left running between
 * exports; one still printing when the server closes is closed with it.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { HttpError } from '../errors.js';
import type { ServerLocale } from '../i18n/index.js';

export const PDF_UNAVAILABLE_MESSAGE = 'server.impact.pdfUnavailable';

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

export interface PdfPrinter {
  /**
   * Prints `path` (with its query) of the web app served by `server`, signed in with `token`, in `locale` (the
   * browser's language, which the page speaks).
   */
  print(server: Server, path: string, token: string, locale: ServerLocale): Promise<Buffer>;
  /** Closes a browser still printing and refuses the exports still waiting. */
  close(): Promise<void>;
}

export interface PdfPrinterOptions {
  executablePath: string;
  /** The bound of one export from its request's arrival (default 30 s). */
  timeoutMs?: number;
  /** Exports that may wait while one prints (default 2); more are refused at once. */
  maxWaiting?: number;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

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
  let busy = false;
  const waiting: { go(): void; refuse(): void }[] = [];
  const browsers = new Set<Browser>();

  /** Waits for this export's turn until `deadline`; refused when too many wait already. */
  async function turn(deadline: number) {
    if (!busy) {
      busy = true;
      return;
    }
    if (waiting.length >= maxWaiting) throw unavailable();
    await new Promise<void>((resolve, reject) => {
      const entry = {
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
  const next = () => {
    const entry = waiting.shift();
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
    async print(server, path, token, locale) {
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
      await turn(deadline);
      try {
        const pdf = await render(origin, path, token, locale, deadline);
        log.info({ ms: Date.now() - started, bytes: pdf.length }, 'impact report PDF printed');
        return pdf;
      } catch (error) {
        log.warn({ err: error, ms: Date.now() - started }, 'PDF export failed');
        throw unavailable();
      } finally {
        next();
      }
    },

    async close() {
      for (const entry of waiting.splice(0)) entry.refuse();
      await Promise.all([...browsers].map((browser) => browser.close().catch(() => {})));
    },
  };
}
