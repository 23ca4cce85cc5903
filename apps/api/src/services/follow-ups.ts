// The follow-up e-mails as the host sees and cancels them before they go out, and the e-mails' "never e-mail me again"
// link (issue 33 item 1; src/follow-up).
import { sql } from 'drizzle-orm';
import type { Ctx, Handlers } from '../context.js';
import type { Db } from '../db/index.js';
import { conflict, notFound } from '../errors.js';
import type { FollowUp } from '../follow-up/index.js';
import { commitmentRows } from '../live/records.js';
import type { UnsubscribeLinks } from '../follow-up/suppression.js';
import { localeOf, translate, type ServerLocale } from '../i18n/index.js';
import { loadHostedSession } from './sessions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The unsubscribe link's small page (no script: the button posts the form to the same address). */
function page(locale: ServerLocale, body: string) {
  const title = escapeHtml(translate('server.mail.followUpUnsubscribeLink', locale));
  return [
    `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${title}</title></head><body style="font-family: sans-serif; line-height: 1.5; max-width: 36em; margin: 3em auto; padding: 0 1em">`,
    body,
    '</body></html>',
  ].join('\n');
}

export function followUpHandlers(options: { db: Db; followUp: FollowUp; unsubscribe: UnsubscribeLinks }) {
  const { db, followUp, unsubscribe } = options;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** What the host sees: addresses still to mail (each once, case-folded), e-mails sent, when, cancelled. */
  async function status(sessionId: string) {
    const [row] = await rows<{
      addresses: number;
      sent: number;
      completedAt: string | null;
      days: number;
      cancelledAt: string | null;
    }>(
      sql`SELECT
            (SELECT count(DISTINCT lower(btrim(fc.email)))::int FROM follow_up_contacts fc
               JOIN ${commitmentRows} c ON c.id = fc.commitment_id
               WHERE c.session_id = s.id
                 AND NOT EXISTS (SELECT 1 FROM check_ins ci WHERE ci.commitment_id = fc.commitment_id)) AS addresses,
            (SELECT count(*)::int FROM check_ins ci JOIN ${commitmentRows} c ON c.id = ci.commitment_id
               WHERE c.session_id = s.id AND ci.sent_at IS NOT NULL) AS sent,
            s.completed_at AS "completedAt", s.follow_up_days AS days, s.follow_up_cancelled_at AS "cancelledAt"
          FROM sessions s WHERE s.id = ${sessionId}`,
    );
    if (!row) throw notFound('server.sessions.notFound');
    const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
    return {
      addresses: row.addresses,
      sent: row.sent,
      sendsAt: row.completedAt
        ? iso(new Date(new Date(row.completedAt).getTime() + row.days * DAY_MS))
        : null,
      cancelledAt: iso(row.cancelledAt),
    };
  }

  /** The address hash of an unsubscribe token; 404 for anything not signed by this server. */
  function hashOf(ctx: Ctx<'GET /mail-suppressions/{token}'> | Ctx<'POST /mail-suppressions/{token}'>) {
    const hash = unsubscribe.verify(ctx.params.token);
    if (!hash) throw notFound('server.unsubscribe.invalid');
    return hash;
  }

  return {
    'GET /sessions/{id}/follow-up': async (ctx) => {
      const session = await loadHostedSession(ctx, ctx.params.id);
      return status(session.id);
    },

    'DELETE /sessions/{id}/follow-up': async (ctx) => {
      const session = await loadHostedSession(ctx, ctx.params.id);
      const before = await status(session.id);
      if (!before.cancelledAt && before.addresses === 0 && before.sent > 0)
        throw conflict('server.sessions.followUpSent');
      await followUp.cancelSession(session.id);
      return status(session.id);
    },

    'GET /mail-suppressions/{token}': async (ctx) => {
      hashOf(ctx);
      const locale = localeOf(ctx.req);
      const say = (id: Parameters<typeof translate>[0]) => escapeHtml(translate(id, locale));
      return ctx.reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          page(
            locale,
            `<p>${say('server.unsubscribe.confirm')}</p>\n<form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click">${say('server.mail.followUpUnsubscribeLink')}</button></form>`,
          ),
        );
    },

    'POST /mail-suppressions/{token}': async (ctx) => {
      const hash = hashOf(ctx);
      await db.execute(
        sql`INSERT INTO mail_suppressions (address_hash) VALUES (${hash}) ON CONFLICT (address_hash) DO NOTHING`,
      );
      // Addresses waiting for a follow-up are deleted now rather than at their job.
      await db.execute(
        sql`DELETE FROM follow_up_contacts fc
            WHERE encode(sha256(convert_to(lower(btrim(fc.email)), 'UTF8')), 'hex') = ${hash}
              AND NOT EXISTS (SELECT 1 FROM check_ins ci WHERE ci.commitment_id = fc.commitment_id)`,
      );
      const locale = localeOf(ctx.req);
      return ctx.reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(locale, `<p>${escapeHtml(translate('server.unsubscribe.done', locale))}</p>`));
    },
  } satisfies Handlers;
}
