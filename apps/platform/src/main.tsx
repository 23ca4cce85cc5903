import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { resolveRouteModules } from './app/routes';
import './index.css';

const container = document.getElementById('root')!;
// Set on the pages prerendered at build time (/, /auth and its variant /auth?isSignUp=true, see vite-prerender.ts).
const prerendered = container.dataset.prerendered !== undefined;

async function start() {
  // The current route's modules load before the first render, so that render is the whole page: the same
  // markup as the HTML, which React then hydrates.
  if (prerendered) await resolveRouteModules(window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
