// The forms' words: labels, hints, buttons, validation messages and the editors' texts. English; the other languages
// load through translations.ts.
import { defineCatalogue, type Translate } from '@readyteams/ui/i18n';
import { useCallback } from 'react';
import { issueText, type FormsMessageId, type KindMessageId } from './issues';
import { kindMessage } from './kinds';
import en from './messages/forms/en';

/**
 * Its `english` is the forms' own messages, the ones translations.ts translates; a slide kind's messages (kinds.ts:
 * the catalogues the slides registry added) come from the kind's catalogue, in the active language. Its ids' type
 * names the forms' own only, so a typo in one is a compile error; `kindsT` words a kind's.
 */
export const forms = /* @__PURE__ */ defineCatalogue<FormsMessageId>(
  en,
  (locale, id) => (id in en ? en[id] : kindMessage(locale, id)) ?? id,
);

/** The `t` of the forms' catalogue, for a helper that words something. */
export type FormsT = ReturnType<typeof forms.useT>;

/** The forms' `t` for code shared by the slide kinds, which words a kind's message (any `forms.` id) too. */
export type KindsT = Translate<FormsMessageId | KindMessageId>;

/** The forms' `t` as the code shared by the slide kinds uses it (the same function: see `forms` above). */
export const kindsT = (t: FormsT): KindsT => t as KindsT;

/**
 * Words a form's message (a field's error, the form's error): a message of the catalogue, written by `issue`, in the
 * active language; other text (the server's) as it is.
 */
export function useIssueText() {
  const t = forms.useT();
  return useCallback((message: string | null | undefined) => issueText(t, message), [t]);
}
