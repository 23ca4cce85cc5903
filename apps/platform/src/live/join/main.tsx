// Entry of the participant page (join.html): its own small bundle, nothing from the main app.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { JoinRoot } from './join-root';
import './join.css';

const pin = (new URLSearchParams(window.location.search).get('pin') ?? '').trim().toUpperCase().slice(0, 4);
const container = document.getElementById('root')!;
const app = <JoinRoot initialPin={pin} />;

// Without a code the page arrives prerendered (the code form, see vite-prerender.ts): hydrate it. With one it shows
// the prerendered joining state, which the app renders anew (a participant token kept from an earlier visit may
// skip it).
if (container.dataset.prerendered !== undefined && !pin) hydrateRoot(container, app);
else createRoot(container).render(app);
