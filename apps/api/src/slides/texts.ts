// A slide kind's list of short texts (a ranking's items, the 100 points' options, a grid's items): as stored, and the
// rule that no two of one list are alike.
import type { FieldErrors } from '../errors.js';
import type { Message } from '../i18n/index.js';

/** A list of texts as stored (anything else is dropped). */
export const storedTexts = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((text): text is string => typeof text === 'string') : [];

/** How a list's texts are told apart: trimmed, case-folded. */
const textKey = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The `listErrors` of a kind with a list of texts in `field`: each text that repeats an earlier one of its list
 * (trimmed, case-folded), keyed `slides.N.<field>.K`, with the kind's message.
 */
export const distinctTexts =
  (slideType: string, field: string, message: Message) =>
  (slides: readonly ({ slideType: string } & Record<string, unknown>)[]): FieldErrors => {
    const errors: FieldErrors = {};
    slides.forEach((slide, n) => {
      if (slide.slideType !== slideType) return;
      const seen = new Set<string>();
      storedTexts(slide[field]).forEach((text, k) => {
        if (seen.has(textKey(text))) errors[`slides.${n}.${field}.${k}`] = message;
        seen.add(textKey(text));
      });
    });
    return errors;
  };
