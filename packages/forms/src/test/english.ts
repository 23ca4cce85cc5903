import { setupI18n } from '@lingui/core';
import { forms } from '../i18n/forms';
import { issueText } from '../i18n/issues';

/** The forms' catalogue in English, as a page without a language of its own shows it. */
export const englishT = forms.translator(setupI18n({ locale: 'en', messages: { en: {} } }));

/** What a person reads in English for a schema's message (an id of the catalogue, with its values). */
export const inEnglish = (message: string) => issueText(englishT, message);
