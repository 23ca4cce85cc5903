// The forms' words: labels, hints, buttons, validation messages and the editors' texts. English; the other languages
// load through translations.ts.
import { defineCatalogue } from '@readyteams/ui/i18n';
import { useCallback } from 'react';
import { issueText } from './issues';
import en from './messages/forms/en';

export const forms = /* @__PURE__ */ defineCatalogue(en);

/** The `t` of the forms' catalogue, for a helper that words something. */
export type FormsT = ReturnType<typeof forms.useT>;

/**
 * Words a form's message (a field's error, the form's error): a message of the catalogue, written by `issue`, in the
 * active language; other text (the server's) as it is.
 */
export function useIssueText() {
  const t = forms.useT();
  return useCallback((message: string | null | undefined) => issueText(t, message), [t]);
}
