import { StrictMode } from 'react';
import { useMarkLive } from '../../lib/prerendered';
import { JoinApp } from './join-app';

/** The participant page's whole tree: rendered in the browser (main.tsx) and prerendered at build time. */
export function JoinRoot({ initialPin }: { initialPin: string }) {
  return (
    <StrictMode>
      <Live />
      <JoinApp initialPin={initialPin} />
    </StrictMode>
  );
}

function Live() {
  useMarkLive();
  return null;
}
