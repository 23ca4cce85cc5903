import { StrictMode } from 'react';
import { LocaleProvider } from '@readyteams/ui/i18n';
import { i18n } from '../../lib/i18n';
import { joinCatalogues } from './catalogues';
import { useMarkLive } from '../../lib/prerendered';
import { JoinApp } from './join-app';

/**
 * The participant page's whole tree: rendered in the browser (main.tsx) and prerendered at build time, in the language
 * `i18n` is active in (the phone's, or the one the participant chose on this page, kept for the next visit).
 */
export function JoinRoot({ initialPin }: { initialPin: string }) {
  useMarkLive();
  return (
    <StrictMode>
      <LocaleProvider i18n={i18n} catalogues={joinCatalogues}>
        <JoinApp initialPin={initialPin} />
      </LocaleProvider>
    </StrictMode>
  );
}
