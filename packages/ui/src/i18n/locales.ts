// The languages of the kit's catalogues and how a page picks one: the one a link asks for (`?locale=`), else the
// person's stored choice, else the first of the device's languages (navigator.languages) that the kit speaks, else
// English. No React: a server or an inline <script> (localeScript) can use them.

/** The languages the kit's catalogues speak; English is the source (the specification's own words). */
export const locales = ['en', 'es', 'de', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** Each language in its own words (what a language switch lists, so everyone finds their own). */
/* eslint-disable lingui/no-unlocalized-strings -- each name in its own language */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The localStorage key the choice is kept under (LocaleProvider's default `storageKey`). */
export const LOCALE_STORAGE_KEY = 'readyteams-locale';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Whether a language is written right to left (Arabic). */
export const isRightToLeft = (locale: string) => locale === 'ar';

// pickLocale and applyLocale name nothing outside themselves: localeScript() inlines their source in the page (so
// applyLocale says 'ar' itself rather than calling isRightToLeft).

/**
 * The language a page shows: the one its address asks for (`asked`, a link's `?locale=de`), kept under `storageKey`
 * as a choice made with the language switch is; else the choice stored there, else the first of `preferred` (the
 * device's languages, most wanted first: `es-MX` matches `es`) that is one of `supported`, else the first of
 * `supported`.
 */
export function pickLocale<L extends string>(
  supported: readonly L[],
  preferred: readonly string[],
  storageKey: string | null,
  asked: string | null = null,
): L {
  const wanted = (asked || '').toLowerCase();
  if (supported.includes(wanted as L)) {
    try {
      if (storageKey !== null) localStorage.setItem(storageKey, wanted);
    } catch {
      // Storage blocked: the address's language lasts as long as the page.
    }
    return wanted as L;
  }
  try {
    const stored = storageKey === null ? null : localStorage.getItem(storageKey);
    if (stored && supported.includes(stored as L)) return stored as L;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the device's languages decide.
  }
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (supported.includes(language as L)) return language as L;
  }
  return supported[0]!;
}

/** Puts a language on an element (the page's <html>): `lang`, and `dir`: right to left for Arabic. */
export function applyLocale(root: HTMLElement, locale: string) {
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

/** The device's languages, most wanted first (none on a server). */
export const deviceLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** The language the page's address asks for (`?locale=de`), if any (none on a server). */
const askedLocale = () =>
  typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('locale');

/** The language this page shows now: the address's, the stored choice or the device's (see pickLocale). */
export const readLocale = (storageKey: string | null = LOCALE_STORAGE_KEY): Locale =>
  pickLocale(locales, deviceLanguages(), storageKey, askedLocale());

/** Keeps the choice for the next visit (nothing when storage is blocked). */
export function storeLocale(locale: Locale, storageKey: string | null = LOCALE_STORAGE_KEY) {
  try {
    if (storageKey !== null) localStorage.setItem(storageKey, locale);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

/**
 * The body of an inline <script> for the page's <head> that puts the language the page will show (pickLocale: the
 * address's `?locale=`, the stored choice or the device's) on <html> (`lang`, `dir`) before the first paint, and on
 * `window.__locale` for a prerendered page to pick its markup by. Under a Content-Security-Policy, allow it by its
 * hash ('sha256-...' of this exact text).
 */
export function localeScript({ storageKey = LOCALE_STORAGE_KEY }: { storageKey?: string } = {}): string {
  return (
    `window.__locale=(${pickLocale.toString()})(${JSON.stringify(locales)},` +
    `navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language],` +
    // eslint-disable-next-line lingui/no-unlocalized-strings -- script source, not words
    `${JSON.stringify(storageKey)},new URLSearchParams(location.search).get("locale"));` +
    `(${applyLocale.toString()})(document.documentElement,window.__locale)`
  );
}
