import { say, translate, type ServerLocale } from '../i18n/index.js';
import type { MailMessage } from '../lib/mail.js';

/** One follow-up e-mail: text and simple HTML with the participant's own commitment and check-in link. */
export type FollowUpMail = Required<MailMessage>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The e-mail for one participant: only their own commitment and their own link, in the language their phone spoke
 * when they committed; where the address came from (the session, its company, its date), and a "never e-mail me
 * again" link, also as the one-click List-Unsubscribe (RFC 8058) header.
 */
export function followUpMail(input: {
  to: string;
  scenarioTitle: string;
  companyName: string;
  endedAt: Date;
  commitment: string;
  link: string;
  unsubscribe: string;
  days: number;
  locale: ServerLocale;
}): FollowUpMail {
  const { locale, days } = input;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.endedAt);
  const source = (scenario: string, company: string) =>
    translate(say('server.mail.followUpSource', { scenario, company, date }), locale);
  const unsubscribeNote = translate('server.mail.followUpUnsubscribeNote', locale);
  const unsubscribeLink = translate('server.mail.followUpUnsubscribeLink', locale);
  const intro = (scenario: string) => translate(say('server.mail.followUpIntro', { days, scenario }), locale);
  const question = translate('server.checkIn.question', locale);
  const ask = translate('server.mail.followUpAsk', locale);
  const privacy = translate('server.mail.followUpPrivacy', locale);
  const text = [
    intro(input.scenarioTitle),
    '',
    `  "${input.commitment}"`,
    '',
    `${question} ${ask}`,
    input.link,
    '',
    privacy,
    '',
    '--',
    source(input.scenarioTitle, input.companyName),
    `${unsubscribeNote} ${input.unsubscribe}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${intro(escapeHtml(input.scenarioTitle))}</p>`,
    `<blockquote style="font-size: 1.1em; margin: 1em 0; padding-inline-start: 1em; border-inline-start: 4px solid #888">${escapeHtml(input.commitment)}</blockquote>`,
    `<p><strong>${escapeHtml(question)}</strong> ${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(translate('server.mail.followUpLink', locale))}</a></p>`,
    `<p style="color: #555; font-size: 0.9em">${escapeHtml(privacy)}</p>`,
    `<p style="color: #555; font-size: 0.9em">${escapeHtml(source(input.scenarioTitle, input.companyName))}<br>${escapeHtml(unsubscribeNote)} <a href="${escapeHtml(input.unsubscribe)}">${escapeHtml(unsubscribeLink)}</a></p>`,
    '</body></html>',
  ].join('\n');
  const subject = translate(say('server.mail.followUpSubject', { scenario: input.scenarioTitle }), locale);
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { to: input.to, subject, text, html, headers };
}
