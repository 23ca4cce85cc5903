// What a screen reader announces on a live page (the participant page, the host controls): one polite live region
// per page whose text is replaced by the last thing that happened (a new slide, an answer received, results shown),
// so nothing is announced twice and no large, re-rendering part of the page is a live region. The parts that have
// something to say call useAnnouncement; the page wraps them in LiveAnnouncer and places its LiveRegion.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

// Apart, so a part that announces does not render again with every announcement.
const AnnounceContext = createContext<(text: string) => void>(() => {});
/** The last announcement and how many came before it. */
const MessageContext = createContext({ text: '', count: 0 });

/** Holds the page's announcements for its LiveRegion. */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setMessage((last) => ({ text, count: last.count + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      <MessageContext.Provider value={message}>{children}</MessageContext.Provider>
    </AnnounceContext.Provider>
  );
}

/** The page's one live region: visually hidden, read out politely. Place it inside the page's main landmark. */
export function LiveRegion() {
  const message = useContext(MessageContext);
  return (
    <p role="status" className="sr-only" data-testid="live-announcer">
      {message.text}
      {/* Every other announcement ends in a no-break space: the same words again (an answer saved twice) are a
          change a screen reader announces. */}
      {message.count % 2 ? '\u00a0' : ''}
    </p>
  );
}

/**
 * Announces `text` when it appears and whenever `key` (the text itself by default; a slide's index with its text)
 * changes; null or empty says nothing. With `onMount: false` the text the component starts with stays unsaid (a
 * status already known when its screen comes back).
 */
export function useAnnouncement(
  text: string | null | undefined,
  { key = text, onMount = true }: { key?: string | null; onMount?: boolean } = {},
) {
  const announce = useContext(AnnounceContext);
  const said = useRef(onMount ? undefined : key);
  useEffect(() => {
    if (key === said.current) return;
    said.current = key;
    if (text) announce(text);
  }, [announce, key, text]);
}
