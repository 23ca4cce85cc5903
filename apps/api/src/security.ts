/**
 * Browser security headers (@fastify/helmet) on every response: a Content-Security-Policy the app satisfies, no
 * framing, nosniff, a referrer policy that keeps secrets in page addresses private, HSTS over https.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** The sha256 sources of the inline scripts in the built pages (the prerendered pages' script loader). */
export function inlineScriptHashes(dist: string): string[] {
  if (!existsSync(dist)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** Pages whose address carries a secret (the host key, a reset token): the address never leaves as a referrer. */
const SECRET_PAGES = /^\/(host-controls|reset-password)(\/|\?|$)/;

export async function registerSecurityHeaders(app: FastifyInstance, config: Config, dist: string) {
  const storage = config.s3?.endpoint
    ? [new URL(config.s3.endpoint).origin]
    : config.s3
      ? [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`]
      : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(dist)],
        // Inline styles only: React and Radix position popovers and animate with them; no script can run from CSS.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Scenario thumbnails and videos may be any https address an author entered, or an upload.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The API and the live channel (same origin, websocket included), and direct uploads to S3.
        connectSrc: ["'self'", ...storage],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, and only when the request came over https.
    strictTransportSecurity: false,
    // Uploaded media may be shown by the web app from another origin (VITE_API_URL).
    crossOriginResourcePolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (SECRET_PAGES.test(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
