// Entry of the participant page (join.html): its own small bundle, nothing from the main app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { JoinApp } from './join-app';
import './join.css';

const pin = (new URLSearchParams(window.location.search).get('pin') ?? '').trim().toUpperCase().slice(0, 4);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JoinApp initialPin={pin} />
  </StrictMode>,
);
