// Container of the participant page: code -> anonymous participant token (kept per session in local storage)
// -> live channel. A reload or a lost network comes back to the same place with the answers already given.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LiveAnswerValue, LiveAuth, LivePulseKind } from '@readyteams/api-client';
import { apiUrl } from '../../lib/config';
import { useLiveSession } from '../live-client';
import {
  answerKey,
  Centered,
  CodeForm,
  ParticipantPage,
  ParticipantShell,
  type ParticipantBoard,
  type ParticipantCommitments,
  type PulseStatus,
  type SaveStatus,
} from '@readyteams/ui/live-participant';

const storageKey = (pin: string) => `readyteams.participant.${pin}`;

export const noSessionMessage = (pin: string) => `No live session with code ${pin}`;

function storedToken(pin: string): string | null {
  try {
    const raw = localStorage.getItem(storageKey(pin));
    return raw ? ((JSON.parse(raw) as { participantToken?: string }).participantToken ?? null) : null;
  } catch {
    return null;
  }
}

// One POST per code at a time: a double-run effect or a double tap must not make two participants.
const joining = new Map<string, Promise<{ token: string } | { error: string }>>();

function joinSession(pin: string): Promise<{ token: string } | { error: string }> {
  let request = joining.get(pin);
  if (!request) {
    request = postJoin(pin).finally(() => joining.delete(pin));
    joining.set(pin, request);
  }
  return request;
}

async function postJoin(pin: string): Promise<{ token: string } | { error: string }> {
  try {
    const response = await fetch(`${apiUrl}/join/${encodeURIComponent(pin)}`, { method: 'POST' });
    const body = (await response.json().catch(() => ({}))) as { participantToken?: string; message?: string };
    if (response.status === 201 && body.participantToken) {
      localStorage.setItem(storageKey(pin), JSON.stringify({ participantToken: body.participantToken }));
      return { token: body.participantToken };
    }
    if (response.status === 404) return { error: noSessionMessage(pin) };
    return { error: body.message || 'Something went wrong. Please try again.' };
  } catch {
    return { error: 'Network error occurred' };
  }
}

/** While the code is checked and the channel opens: the code being joined, large, as on the host's screen. */
const Joining = ({ pin }: { pin: string }) => (
  <Centered title="Joining session">
    <p className="font-mono text-5xl font-bold tracking-[0.2em]">{pin}</p>
    <p className="text-muted-foreground">Connecting…</p>
  </Centered>
);

function setPinInUrl(pin: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('pin', pin);
  window.history.replaceState(null, '', url);
}

function LiveParticipant({
  pin,
  token,
  onRefused,
}: {
  pin: string;
  token: string;
  onRefused: (message: string) => void;
}) {
  const auth = useMemo<LiveAuth>(() => ({ role: 'participant', pin, participantToken: token }), [pin, token]);
  const live = useLiveSession(apiUrl, auth);
  const [pending, setPending] = useState<Record<string, LiveAnswerValue>>({});
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const [pulseStatus, setPulseStatus] = useState<PulseStatus | null>(null);
  const { emit } = live;

  useEffect(() => {
    if (live.connection === 'refused') onRefused(live.refusal?.message ?? noSessionMessage(pin));
  }, [live.connection, live.refusal, onRefused, pin]);

  const answer = useCallback(
    async (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => {
      const key = answerKey(slideIndex, questionIndex);
      setPending((current) => ({ ...current, [key]: value }));
      setStatuses((current) => ({ ...current, [key]: { state: 'saving' } }));
      const ack = await emit('answer', { slideIndex, questionIndex, value });
      setPending(({ [key]: _done, ...rest }) => rest);
      setStatuses((current) => ({
        ...current,
        [key]: ack.ok ? { state: 'saved' } : { state: 'error', message: ack.message },
      }));
    },
    [emit],
  );

  const pulse = useCallback(
    async (kind: LivePulseKind) => {
      setPulseStatus({ kind, state: 'saving' });
      const ack = await emit('pulse', { kind });
      setPulseStatus(ack.ok ? { kind, state: 'saved' } : { kind, state: 'error', message: ack.message });
    },
    [emit],
  );

  const answers = useMemo(() => ({ ...live.answers, ...pending }), [live.answers, pending]);
  const board = useMemo<ParticipantBoard>(
    () => ({
      board: live.board,
      myPosts: live.myPosts,
      myVotes: live.myVotes,
      onPost: (slideIndex, questionIndex, text) => emit('post', { slideIndex, questionIndex, text }),
      onVote: (postId, up) => emit('vote', { postId, up }),
    }),
    [live.board, live.myPosts, live.myVotes, emit],
  );
  const commitments = useMemo<ParticipantCommitments>(
    () => ({
      mine: live.myCommitments,
      onCommit: (slideIndex, text, email) => emit('commit', { slideIndex, text, email }),
    }),
    [live.myCommitments, emit],
  );

  if (live.state) {
    return (
      <ParticipantPage
        pin={pin}
        connection={live.connection}
        state={live.state}
        answers={answers}
        statuses={statuses}
        onAnswer={(s, q, v) => void answer(s, q, v)}
        board={board}
        commitments={commitments}
        pulseStatus={pulseStatus}
        onPulse={(kind) => void pulse(kind)}
      />
    );
  }
  return (
    <ParticipantShell pin={pin} connection={live.connection}>
      <Joining pin={pin} />
    </ParticipantShell>
  );
}

export function JoinApp({ initialPin }: { initialPin: string }) {
  const [pin, setPin] = useState(initialPin);
  const [token, setToken] = useState<string | null>(() => (initialPin ? storedToken(initialPin) : null));
  const [error, setError] = useState<string | null>(null);
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
    (message: string) => {
      localStorage.removeItem(storageKey(pin));
      setToken(null);
      setError(message);
    },
    [pin],
  );

  if (token && pin) return <LiveParticipant pin={pin} token={token} onRefused={refused} />;
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
