import { StrictMode } from 'react';
import { useMarkLive } from '../../lib/prerendered';
import { JoinApp } from './join-app';

/** The participant page's whole tree: rendered in the browser (main.tsx) and prerendered at build time. */
export function JoinRoot({ initialPin }: { initialPin: string }) {
  useMarkLive();
  return (
    <StrictMode>
      <JoinApp initialPin={initialPin} />
    </StrictMode>
  );
}
