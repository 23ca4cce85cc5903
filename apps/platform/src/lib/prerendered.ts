import { useEffect } from 'react';

type PendingSubmit = [form: HTMLFormElement, submitter: HTMLElement | null];
declare global {
  interface Window {
    /** A form submitted before the app was live (held back by the prerendered page's inline script). */
    __pendingSubmit?: PendingSubmit;
    /** The last button clicked before the app was live (nothing listened yet). */
    __pendingClick?: HTMLButtonElement;
  }
}

/**
 * Text typed into the prerendered HTML before React ran is on screen but not in the components' state (a
 * controlled input would submit its old value): hand it to React as if typed now. The value goes back to the
 * prerendered one through React's own setter (so React knows it), then to the typed one past it, then an input
 * event, which React reads as a change.
 */
function replayTyping(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (['checkbox', 'radio', 'file', 'hidden'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Marks the page live once React runs it: the HTML prerendered at build time (vite-prerender.ts) carries
 * data-prerendered on #root until then. A form submitted in the meantime was held back (a native submit would
 * put the typed password into the URL): it is submitted again now, to the app, with what was typed. A button
 * clicked in the meantime (nothing listened yet) is clicked again.
 */
export function useMarkLive() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered')) return;
    root.removeAttribute('data-prerendered');
    replayTyping(root);
    const pending = window.__pendingSubmit;
    const clicked = window.__pendingClick;
    delete window.__pendingSubmit;
    delete window.__pendingClick;
    // Hydration keeps the prerendered nodes: the button clicked is the live one now.
    if (clicked) requestAnimationFrame(() => clicked.isConnected && clicked.click());
    if (!pending) return;
    const [form, submitter] = pending;
    // After React has replayed the typing it saw before hydration (its queued change events, a task later).
    const submit = () => {
      if (!form.isConnected) return;
      form.requestSubmit(
        submitter instanceof HTMLButtonElement && submitter.form === form && submitter.type === 'submit'
          ? submitter
          : undefined,
      );
    };
    requestAnimationFrame(() => setTimeout(submit));
  }, []);
}
