import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, applyLocale, readLocale } from '@readyteams/ui/i18n';
import { App, createAppRouter } from './app/app';
import { resolveRouteModules } from './app/routes';
import { appCatalogues } from './i18n/catalogues';
import { i18n } from './lib/i18n';
import './index.css';

const container = document.getElementById('root')!;
// Set on the pages prerendered at build time (/, /auth and its variant /auth?isSignUp=true, see vite-prerender.ts).
const prerendered = container.dataset.prerendered !== undefined;

async function start() {
  // The person's language (their choice kept in this browser, else the device's) and the current route's modules
  // load before the first render, so that render is the whole page in its words: the same markup as prerendered HTML
  // in that language, which React then hydrates (else it renders anew). If the language cannot load: English.
  const painted = document.documentElement.lang;
  await Promise.all([
    activateLocale(i18n, readLocale(), appCatalogues).catch(() => {}),
    prerendered && resolveRouteModules(window.location.pathname),
  ]);
  applyLocale(document.documentElement, i18n.locale);
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  if (prerendered && i18n.locale === painted) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
