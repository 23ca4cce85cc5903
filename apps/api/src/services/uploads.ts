/**
 * Uploads: POST /s3-presigned signs a short-lived PUT URL; the file then goes straight to storage.
 * Default backend: this server (PUT /uploads/{key}, files on disk under DATA_DIR/uploads, served
 * back with Range support). With S3 settings: a real S3 presigned URL.
 *
 * A local signed URL is single-use, also against PUTs sent at once (to one process or several): the PUT claims the
 * upload's row with one conditional statement (`completed_at` set where it is still null, which PostgreSQL re-checks
 * on the newest row after waiting for a concurrent claim) before it writes anything, so exactly one PUT gets it and the
 * others are refused (403) without touching the file. A PUT whose body then fails gives the claim back, so the link
 * can be used again while it is valid; `size` is set once the file is stored.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { and, eq, isNull } from 'drizzle-orm';
import type { Handlers } from '../context.js';
import { requireAdmin } from '../context.js';
import { uploads } from '../db/schema.js';
import { HttpError, badRequest, fieldErrors, forbidden, notFound } from '../errors.js';
import { say } from '../i18n/index.js';
import type { Rules } from '../validation.js';

export const UPLOAD_TTL_SECONDS = 15 * 60;

/** Media the product uses: thumbnails (images), slide and help videos, their captions (WebVTT), PDF resources. */
export const ALLOWED_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
  'application/pdf': 'pdf',
  'text/vtt': 'vtt',
};

export const presignRules: Rules = {
  fileName: { required: 'server.uploads.fileNameRequired' },
  fileType: { required: 'server.uploads.fileTypeRequired', type: 'server.uploads.fileType' },
  fileSize: { type: 'server.uploads.fileSize' },
};

export function uploadsDir(dataDir: string): string {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('uploads').digest();
}

export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', signingKey(secret)).update(`${key}\n${expires}`).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A safe, flat key: uuid + a cleaned-up name + the extension of the declared type. */
function keyFor(fileName: string, fileType: string): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return `${randomUUID()}-${base}.${ALLOWED_TYPES[fileType]}`;
}

let s3Client: S3Client | undefined;

export const uploadHandlers: Handlers = {
  'POST /s3-presigned': async (ctx) => {
    const user = requireAdmin(ctx);
    const { config } = ctx.deps;
    const fileType = String(ctx.body.fileType).toLowerCase();
    const fileSize = ctx.body.fileSize as number | undefined;
    if (!ALLOWED_TYPES[fileType]) {
      throw fieldErrors({ fileType: 'server.uploads.fileTypes' });
    }
    if (fileSize !== undefined && fileSize > config.uploadMaxBytes) {
      throw fieldErrors({
        fileSize: say('server.uploads.tooLarge', {
          megabytes: Math.floor(config.uploadMaxBytes / 1024 / 1024),
        }),
      });
    }
    const key = keyFor(String(ctx.body.fileName), fileType);
    if (config.s3) {
      // Loaded on first use: the SDK is large and most installs use the local backend.
      const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      s3Client ??= new S3Client({
        region: config.s3.region,
        ...(config.s3.endpoint ? { endpoint: config.s3.endpoint, forcePathStyle: true } : {}),
        ...(config.s3.accessKeyId && config.s3.secretAccessKey
          ? {
              credentials: { accessKeyId: config.s3.accessKeyId, secretAccessKey: config.s3.secretAccessKey },
            }
          : {}),
      });
      const command = new PutObjectCommand({
        Bucket: config.s3.bucket,
        Key: `uploads/${key}`,
        ContentType: fileType,
        // Signing the length makes S3 refuse a bigger body.
        ...(fileSize !== undefined ? { ContentLength: fileSize } : {}),
      });
      const url = await getSignedUrl(s3Client, command, { expiresIn: UPLOAD_TTL_SECONDS });
      return { url, method: 'PUT', headers: { 'Content-Type': fileType } };
    }
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS;
    await ctx.deps.db.insert(uploads).values({
      key,
      contentType: fileType,
      maxBytes: Math.min(fileSize ?? config.uploadMaxBytes, config.uploadMaxBytes),
      expiresAt: new Date(expires * 1000),
      userId: user.id,
    });
    const signature = signUpload(ctx.deps.jwtSecret, key, expires);
    return {
      url: `${config.publicUrl}/uploads/${key}?expires=${expires}&signature=${signature}`,
      method: 'PUT',
      headers: { 'Content-Type': fileType },
    };
  },

  'PUT /uploads/{key}': async (ctx) => {
    const key = String(ctx.params.key);
    const expires = Number(ctx.query.expires);
    const signature = String(ctx.query.signature);
    if (
      !sameSignature(signature, signUpload(ctx.deps.jwtSecret, key, expires)) ||
      expires * 1000 < Date.now()
    ) {
      throw forbidden('server.uploads.linkInvalid');
    }
    const [upload] = await ctx.deps.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, key), isNull(uploads.completedAt)));
    if (!upload) throw forbidden('server.uploads.linkInvalid');
    const sentType = String(ctx.req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (sentType !== upload.contentType) {
      throw new HttpError(415, say('server.uploads.contentType', { contentType: upload.contentType }));
    }
    const declared = Number(ctx.req.headers['content-length'] ?? 0);
    if (declared > upload.maxBytes) throw tooLarge(upload.maxBytes);
    // The link is used up here, atomically: of PUTs sent at once, one claims the row and the others are refused.
    const claimed = await ctx.deps.db
      .update(uploads)
      .set({ completedAt: new Date() })
      .where(and(eq(uploads.key, key), isNull(uploads.completedAt)))
      .returning({ key: uploads.key });
    if (claimed.length === 0) throw forbidden('server.uploads.linkInvalid');
    const release = () => ctx.deps.db.update(uploads).set({ completedAt: null }).where(eq(uploads.key, key));
    const dir = uploadsDir(ctx.deps.config.dataDir);
    const temp = join(dir, `.${key}.${randomUUID()}.part`);
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > upload.maxBytes) done(tooLarge(upload.maxBytes));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(ctx.req.raw, limit, createWriteStream(temp));
    } catch (error) {
      await rm(temp, { force: true });
      await release();
      throw error instanceof HttpError ? error : badRequest('server.uploads.interrupted');
    }
    try {
      await rename(temp, join(dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      await release();
      throw error;
    }
    await ctx.deps.db.update(uploads).set({ size, completedAt: new Date() }).where(eq(uploads.key, key));
    return { url: `${ctx.deps.config.publicUrl}/uploads/${key}` };
  },

  'GET /uploads/{key}': async (ctx) => {
    const key = String(ctx.params.key);
    const dir = uploadsDir(ctx.deps.config.dataDir);
    if (!existsSync(join(dir, key))) throw notFound('server.uploads.fileNotFound');
    // Stored files are served as inert content: never run as a page on this origin.
    ctx.reply.header('X-Content-Type-Options', 'nosniff');
    ctx.reply.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    ctx.reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return ctx.reply.sendFile(key, dir);
  },
};

function tooLarge(max: number) {
  return new HttpError(413, say('server.uploads.overLimit', { max }));
}
