import { useEffect, useState, type ReactNode } from 'react';
import {
  activateLocale,
  applyLocale,
  LocaleProvider,
  readLocale,
  type CatalogueName,
} from '@readyteams/ui/i18n';
import { i18n } from '../lib/i18n';

/** The kit's catalogues of these pages: the live screens and what they share with the phones. */
const catalogues: CatalogueName[] = ['participant', 'screens', 'live'];

/**
 * A page in the host's language (the live pages: presenter and host controls, the app's language the host chose in
 * Settings or on the host controls, kept in this browser) or the participant's (the check-in page): the stored choice,
 * else the device's. It renders once that language has loaded (English at once, or when it cannot load), puts it on
 * <html> (lang, dir) while it shows, and offers the language switch (LanguageSelect) to the views inside. The other
 * pages are English for now, so <html> goes back to English when it leaves.
 */
export function Localized({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => i18n.locale === readLocale());
  useEffect(() => {
    let current = true;
    void activateLocale(i18n, readLocale(), catalogues)
      .catch(() => {})
      .then(() => {
        if (!current) return;
        applyLocale(document.documentElement, i18n.locale);
        setReady(true);
      });
    return () => {
      current = false;
      applyLocale(document.documentElement, 'en');
    };
  }, []);
  return ready ? (
    <LocaleProvider i18n={i18n} catalogues={catalogues}>
      {children}
    </LocaleProvider>
  ) : null;
}
