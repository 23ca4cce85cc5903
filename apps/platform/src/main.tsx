import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { resolveRouteModules } from './app/routes';
import './index.css';

const container = document.getElementById('root')!;
// Set on the pages prerendered at build time (/ and /auth, see vite-prerender.ts): the path they show.
const prerendered = container.dataset.prerendered;

async function start() {
  // On a prerendered page the current route's modules load before the first render, so that render is the
  // whole page (the same markup as the HTML) rather than a loading state that would blank it.
  if (prerendered !== undefined) await resolveRouteModules(window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  // Hydrate only the very page that was prerendered (e.g. /auth?isSignUp=true shows another view: replaced).
  if (prerendered === window.location.pathname + window.location.search) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
