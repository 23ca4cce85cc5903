// A page's language: Lingui's context over an app's instance (as its I18nProvider gives it), the person's choice
// kept in localStorage and put on <html> (lang, dir), and the switch that changes it. The language a page starts in is activated before the first
// render (activateLocale with readLocale()), so a prerendered page hydrates in the language it was painted in.
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { activateLocale, type Translations } from './catalogue';
import {
  applyLocale,
  isLocale,
  localeNames,
  locales,
  LOCALE_STORAGE_KEY,
  storeLocale,
  type Locale,
} from './locales';
import { participant } from './participant';

interface LocaleSwitch {
  locale: Locale;
  /** Loads the language's catalogues, then switches to it, keeps the choice and puts it on `<html>`. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleSwitch | null>(null);

/** The page's language and its setter; null outside a LocaleProvider (the kit then speaks English). */
export const useLocaleSwitch = () => useContext(LocaleContext);

export interface LocaleProviderProps {
  /** The app's Lingui instance, already active in the language the page starts in (see activateLocale). */
  i18n: I18n;
  /** The catalogues the page shows (each loads its own chunk per language): `translations.live`, the app's own. */
  catalogues: readonly Translations[];
  /** Where the choice is kept (default 'readyteams-locale'); null keeps it in memory only. */
  storageKey?: string | null;
  children?: ReactNode;
}

export function LocaleProvider({
  i18n,
  catalogues,
  storageKey = LOCALE_STORAGE_KEY,
  children,
}: LocaleProviderProps) {
  const [locale, setState] = useState<Locale>(() => (isLocale(i18n.locale) ? i18n.locale : 'en'));
  // The last choice: a slower language arriving after a later choice is not switched to.
  const wanted = useRef(locale);
  const setLocale = useCallback(
    async (next: Locale) => {
      wanted.current = next;
      await activateLocale(i18n, next, catalogues, () => wanted.current === next);
      if (wanted.current !== next) return;
      storeLocale(next, storageKey);
      applyLocale(document.documentElement, next);
      setState(next);
    },
    [i18n, catalogues, storageKey],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // What Lingui's I18nProvider gives (useLingui works under it), a new object for each language: the components
  // re-render in it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new context for each language (the same instance)
  const lingui = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n, locale]);
  return (
    <LinguiContext.Provider value={lingui}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </LinguiContext.Provider>
  );
}

/**
 * The language switch: a native select labelled "Language" listing each language in its own words, compact (a globe
 * and the language's code) so it fits a 320 px phone's header. Nothing outside a LocaleProvider.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const t = participant.useT();
  const current = useLocaleSwitch();
  const [failed, setFailed] = useState(false);
  if (!current) return null;
  return (
    <label
      className={`relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium focus-within:ring-[3px] focus-within:ring-ring/50 ${failed ? 'text-destructive' : ''} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M2 12h20M12 2a15.3 15.3 0 0 1 0 20M12 2a15.3 15.3 0 0 0 0 20" />
      </svg>
      <span aria-hidden="true" className="uppercase">
        {current.locale}
      </span>
      <span className="sr-only">{t('participant.language')}</span>
      <select
        value={current.locale}
        onChange={(event) => {
          setFailed(false);
          // The language stays as it was when its catalogue does not load (the network dropped): try again.
          current.setLocale(event.target.value as Locale).catch(() => setFailed(true));
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
