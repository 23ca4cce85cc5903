// Validation messages of the forms' catalogue as zod schemas and react-hook-form carry them: a message id (with its
// values, when the message has some) instead of words, translated where a form shows it. No React: the schemas (and
// the server's tests) use it too.
import type { Catalogue, MessageValues, Translate } from '@readyteams/ui/i18n';
import type en from './messages/forms/en';

/** The message ids of the forms' catalogue. */
export type FormsMessageId = keyof typeof en;

/**
 * A message id of a slide kind's own catalogue (scenario/slides/<kind>/i18n.ts), which starts with `forms.` like the
 * forms' own: `issue`, `parseIssue`, `issueText` and the forms' `t` carry and word it (kinds.ts). The code shared by
 * the kinds knows none of them, so it types them this loosely; inside its folder a kind types its ids exactly (its
 * catalogue's, see `kindIssue` and SlideKind's third parameter).
 */
export type KindMessageId = `forms.${string}`;

/**
 * A message of the forms' catalogue as a schema's issue or a form's error holds it: its id, then its values as JSON
 * ('forms.error.passwordLength{"min":8}').
 */
export const issue = (id: FormsMessageId, values?: MessageValues): string =>
  values ? `${id}${JSON.stringify(values)}` : id;

/**
 * `issue` for the messages of a slide kind's own catalogue, typed by it: `const issue = kindIssue(editor)` in the kind's
 * folder. The forms word them like their own (kinds.ts).
 */
export const kindIssue =
  <Id extends KindMessageId>(_catalogue: Catalogue<Id>) =>
  (id: Id, values?: MessageValues): string =>
    values ? `${id}${JSON.stringify(values)}` : id;

/**
 * The id and values of a message written by `issue` (or `kindIssue`: a kind's id), or null for other text (the
 * server's own words).
 */
export function parseIssue(
  message: string,
): { id: FormsMessageId | KindMessageId; values?: MessageValues } | null {
  const match = /^(forms\.[\w.-]+)(\{.*\})?$/s.exec(message);
  if (!match) return null;
  if (!match[2]) return { id: match[1] as KindMessageId };
  try {
    return { id: match[1] as KindMessageId, values: JSON.parse(match[2]) as MessageValues };
  } catch {
    return null;
  }
}

/**
 * What a person reads for a form's message: a message of the catalogue (`issue`) in the active language, any other
 * text (the server's message) as it is.
 */
export function issueText(t: Translate<FormsMessageId>, message: string): string;
export function issueText(
  t: Translate<FormsMessageId>,
  message: string | null | undefined,
): string | undefined;
export function issueText(t: Translate<FormsMessageId>, message: string | null | undefined) {
  if (!message) return message ?? undefined;
  const parsed = parseIssue(message);
  // The forms' `t` words a kind's id too (forms.ts), though its type names only the forms' own.
  return parsed ? (t as Translate<string>)(parsed.id, parsed.values) : message;
}
