// Entry of the participant page (join.html): its own small bundle, nothing from the main app.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, applyLocale, readLocale } from '@readyteams/ui/i18n';
import { i18n } from '../../lib/i18n';
import { joinCatalogues } from './catalogues';
import { JoinRoot } from './join-root';
import './join.css';

const pin = (new URLSearchParams(window.location.search).get('pin') ?? '').trim().toUpperCase().slice(0, 4);
const container = document.getElementById('root')!;
const app = <JoinRoot initialPin={pin} />;
const painted = document.documentElement.lang;

// The page's language (the inline script of join.html put it on <html> and chose the prerendered markup in it) loads
// before the first render, so hydration meets the same words; if it cannot load, the page shows in English.
// Without a code the page arrives prerendered (the code form, see vite-prerender.ts): hydrate it. With one it shows
// the prerendered joining state, which the app renders anew (a participant token kept from an earlier visit may
// skip it).
void activateLocale(i18n, readLocale(), joinCatalogues)
  .catch(() => {})
  .then(() => {
    applyLocale(document.documentElement, i18n.locale);
    if (container.dataset.prerendered !== undefined && !pin && i18n.locale === painted)
      hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
