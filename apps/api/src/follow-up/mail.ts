import type { MailMessage } from '../lib/mail.js';

/** One follow-up e-mail: text and simple HTML with the participant's own commitment and check-in link. */
export type FollowUpMail = Required<MailMessage>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const CHECK_IN_QUESTION = 'Did you put it into practice?' as const;

/** The e-mail for one participant: only their own commitment and their own link. */
export function followUpMail(input: {
  to: string;
  scenarioTitle: string;
  commitment: string;
  link: string;
  days: number;
}): FollowUpMail {
  const subject = `Your commitment from ${input.scenarioTitle}`;
  const text = [
    `${input.days} days ago, at the end of "${input.scenarioTitle}", you wrote down one thing you would do differently:`,
    '',
    `  "${input.commitment}"`,
    '',
    `${CHECK_IN_QUESTION} One question, no account needed:`,
    input.link,
    '',
    'The link works once. Your address was used only for this e-mail and has now been deleted.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${input.days} days ago, at the end of &ldquo;${escapeHtml(input.scenarioTitle)}&rdquo;, you wrote down one thing you would do differently:</p>`,
    `<blockquote style="font-size: 1.1em; margin: 1em 0; padding-left: 1em; border-left: 4px solid #888">${escapeHtml(input.commitment)}</blockquote>`,
    `<p><strong>${CHECK_IN_QUESTION}</strong> One question, no account needed:</p>`,
    `<p><a href="${escapeHtml(input.link)}">Answer the check-in</a></p>`,
    '<p style="color: #555; font-size: 0.9em">The link works once. Your address was used only for this e-mail and has now been deleted.</p>',
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
