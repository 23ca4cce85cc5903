// Container of the participant page: code -> anonymous participant token (kept per session in local storage)
// -> live channel. A reload or a lost network comes back to the same place with the answers already given.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CodeForm, Joining, ParticipantShell, type JoinError } from '@readyteams/ui/live-participant';
import { apiUrl } from '../../lib/config';

/** The joined page and its live channel: a chunk of its own (the first screens are the code form and joining). */
const LiveParticipant = lazy(() => import('./live-participant'));

const storageKey = (pin: string) => `readyteams.participant.${pin}`;

function storedToken(pin: string): string | null {
  try {
    const raw = localStorage.getItem(storageKey(pin));
    return raw ? ((JSON.parse(raw) as { participantToken?: string }).participantToken ?? null) : null;
  } catch {
    return null;
  }
}

// One POST per code at a time: a double-run effect or a double tap must not make two participants.
const joining = new Map<string, Promise<{ token: string } | { error: JoinError }>>();

function joinSession(pin: string): Promise<{ token: string } | { error: JoinError }> {
  let request = joining.get(pin);
  if (!request) {
    request = postJoin(pin).finally(() => joining.delete(pin));
    joining.set(pin, request);
  }
  return request;
}

async function postJoin(pin: string): Promise<{ token: string } | { error: JoinError }> {
  try {
    const response = await fetch(`${apiUrl}/join/${encodeURIComponent(pin)}`, { method: 'POST' });
    const body = (await response.json().catch(() => ({}))) as { participantToken?: string; message?: string };
    if (response.status === 201 && body.participantToken) {
      localStorage.setItem(storageKey(pin), JSON.stringify({ participantToken: body.participantToken }));
      return { token: body.participantToken };
    }
    if (response.status === 404) return { error: { kind: 'not-found', pin } };
    return { error: { kind: 'refused', message: body.message } };
  } catch {
    return { error: { kind: 'network' } };
  }
}

function setPinInUrl(pin: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('pin', pin);
  window.history.replaceState(null, '', url);
}

export function JoinApp({ initialPin }: { initialPin: string }) {
  const [pin, setPin] = useState(initialPin);
  const [token, setToken] = useState<string | null>(() => (initialPin ? storedToken(initialPin) : null));
  const [error, setError] = useState<JoinError | null>(null);
  // With a code in the address the page joins at once: its first render is the joining state (prerendered too).
  const [busy, setBusy] = useState(() => Boolean(initialPin) && !storedToken(initialPin));

  const join = useCallback(async (code: string) => {
    setPin(code);
    setError(null);
    setPinInUrl(code);
    const saved = storedToken(code);
    if (saved) return setToken(saved);
    setBusy(true);
    const result = await joinSession(code);
    setBusy(false);
    if ('token' in result) setToken(result.token);
    else setError(result.error);
  }, []);

  useEffect(() => {
    if (initialPin && !storedToken(initialPin)) void join(initialPin);
  }, [initialPin, join]);

  const refused = useCallback(
    (refusal: JoinError) => {
      localStorage.removeItem(storageKey(pin));
      setToken(null);
      setError(refusal);
    },
    [pin],
  );

  if (token && pin)
    return (
      <Suspense
        fallback={
          <ParticipantShell pin={pin}>
            <Joining pin={pin} />
          </ParticipantShell>
        }
      >
        <LiveParticipant pin={pin} token={token} onRefused={refused} />
      </Suspense>
    );
  return (
    <ParticipantShell>
      {busy && !error ? (
        <Joining pin={pin} />
      ) : (
        <CodeForm
          key={pin}
          initialCode={pin}
          error={error}
          busy={busy}
          onSubmit={(code) => void join(code)}
        />
      )}
    </ParticipantShell>
  );
}
