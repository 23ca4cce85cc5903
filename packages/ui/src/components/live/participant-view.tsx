// The participant page's screens, as plain props-in views (no socket here): the code box, the waiting screen,
// each slide type's screen (views/slides/<type>/participant.tsx, together a chunk of their own, loaded while the
// participant waits in the lobby), the pulse buttons, the thank-you screen and the "reconnecting" note.
// Plain elements (the buttons styled by the design system's buttonVariants) keep the bundle tiny.
import { useEffect, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '../ui/button-variants';
import type * as ScreensModule from '../views/slides/participant';
import { pulseKinds, pulseLabels, UNSUPPORTED_SLIDE } from './format';
import { ReconnectingNote } from './connection-note';
import { Centered } from './centered';
import type {
  LiveAnswerValue,
  LiveConnection,
  LivePulseKind,
  LiveState,
  ParticipantBoard,
  ParticipantCommitments,
  PulseStatus,
  SaveStatus,
} from './types';

export function ParticipantShell({
  children,
  pin,
  connection,
}: {
  children: ReactNode;
  pin?: string;
  connection?: LiveConnection;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex items-center justify-between border-b border-border px-4 py-3">
        <span className="font-bold tracking-tight">Ready Teams</span>
        {pin ? <span className="font-mono text-sm text-muted-foreground">Code {pin}</span> : null}
      </header>
      <ReconnectingNote connection={connection} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col px-4 py-6">{children}</main>
    </div>
  );
}

export function CodeForm({
  initialCode = '',
  error,
  busy,
  onSubmit,
}: {
  initialCode?: string;
  error?: string | null;
  busy?: boolean;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value) onSubmit(value);
  };
  return (
    <form onSubmit={submit} className="my-auto space-y-4" aria-labelledby="join-heading">
      <h1 id="join-heading" className="text-2xl font-bold">
        Join a live session
      </h1>
      <label htmlFor="join-code" className="block text-base font-medium">
        Enter the code on the host's screen
      </label>
      <input
        id="join-code"
        name="pin"
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        maxLength={4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'join-error' : undefined}
        className="h-16 w-full rounded-xl border-2 border-input bg-background text-center font-mono text-3xl tracking-[0.4em] uppercase outline-none focus:border-ring aria-invalid:border-destructive"
      />
      {error ? (
        <p id="join-error" role="alert" className="text-base font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonVariants({ size: 'touch', className: 'w-full' })}
        disabled={busy}
      >
        {busy ? 'Joining…' : 'Join'}
      </button>
    </form>
  );
}

export interface ParticipantScreenProps {
  state: LiveState;
  answers: Record<string, LiveAnswerValue>;
  statuses: Record<string, SaveStatus>;
  onAnswer: (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => void;
  /** The participant's posts and votes on the boards of discussion slides. */
  board: ParticipantBoard;
  /** The participant's commitments on commitment slides. */
  commitments: ParticipantCommitments;
}

/** The slide types' phone screens (views/slides/participant.ts): a chunk of their own. */
type Screens = typeof ScreensModule;
let screens: Screens | undefined;
let loading: Promise<Screens> | undefined;

/**
 * Loads the slide types' screens, once (again after a failure: the network dropped). ParticipantPage starts it as soon
 * as the participant is in the session, so a slide's screen shows at once when the host moves to it.
 */
export function loadParticipantScreens(): Promise<Screens> {
  loading ??= import('../views/slides/participant').then(
    (module) => (screens = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The slide types' screens when `needed`: at once when loaded, else once they arrive; `failed` until `retry`. */
function useParticipantScreens(needed: boolean) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!needed || screens) return;
    let current = true;
    loadParticipantScreens().then(
      () => current && loaded(),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, attempt]);
  return {
    screens,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

/** What a joined participant sees for the session's current state. */
export function ParticipantScreen({
  state,
  answers,
  statuses,
  onAnswer,
  board,
  commitments,
}: ParticipantScreenProps) {
  const { screens, failed, retry } = useParticipantScreens(Boolean(state.slide) && !state.ended);
  if (state.ended) {
    return (
      <Centered title="Thank you for taking part!">
        <p className="text-muted-foreground">The session has ended. You can close this page.</p>
      </Centered>
    );
  }
  const slide = state.slide;
  if (!slide) {
    return (
      <Centered title="You're in!">
        <p className="text-lg">{state.scenarioTitle}</p>
        <p className="text-muted-foreground">Waiting for the host to start…</p>
      </Centered>
    );
  }
  if (!screens) {
    return (
      <Centered title={slide.title || 'Slide'}>
        {failed ? (
          <>
            <p className="text-muted-foreground">This screen did not load. Check your connection.</p>
            <button type="button" className={buttonVariants({ size: 'touch' })} onClick={retry}>
              Try again
            </button>
          </>
        ) : (
          <p className="text-muted-foreground">Loading…</p>
        )}
      </Centered>
    );
  }
  const view = screens.participantViewOf(slide);
  if (!view) {
    return (
      <Centered title={slide.title || 'Slide'}>
        <p className="text-muted-foreground">{UNSUPPORTED_SLIDE} Watch the host's screen.</p>
      </Centered>
    );
  }
  return (
    <view.Screen
      slide={slide}
      state={state}
      answers={answers}
      statuses={statuses}
      onAnswer={onAnswer}
      board={board}
      commitments={commitments}
    />
  );
}

/** A discreet row under every screen of a running session: anonymous signals to the host, each once a minute. */
function PulseButtons({
  status,
  onPulse,
}: {
  status?: PulseStatus | null;
  onPulse: (kind: LivePulseKind) => void;
}) {
  return (
    <div className="mt-auto pt-8">
      <section aria-labelledby="pulse-heading" className="space-y-2 border-t border-border pt-3">
        <h2 id="pulse-heading" className="text-sm text-muted-foreground">
          Tell the host, anonymously
        </h2>
        <div className="grid grid-cols-3 gap-2">
          {pulseKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              disabled={status?.kind === kind && status.state === 'saving'}
              onClick={() => onPulse(kind)}
              className="min-h-11 rounded-lg border border-border bg-card px-2 py-1 text-sm leading-tight font-medium outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:bg-muted disabled:opacity-50"
            >
              {pulseLabels[kind]}
            </button>
          ))}
        </div>
        <p role="status" className="min-h-5 text-sm">
          {status?.state === 'saving' ? <span className="text-muted-foreground">Sending…</span> : null}
          {status?.state === 'saved' ? (
            <span className="font-medium text-success">
              "{pulseLabels[status.kind]}" sent. The host sees how many, never who.
            </span>
          ) : null}
          {status?.state === 'error' ? (
            <span className="font-medium text-destructive">{status.message}</span>
          ) : null}
        </p>
      </section>
    </div>
  );
}

/** The whole page of a joined participant: header, connection note, the current screen and the pulse buttons. */
export function ParticipantPage({
  pin,
  connection,
  pulseStatus,
  onPulse,
  ...screen
}: ParticipantScreenProps & {
  pin: string;
  connection: LiveConnection;
  /** The last pulse signal sent, with the server's answer. */
  pulseStatus?: PulseStatus | null;
  onPulse: (kind: LivePulseKind) => void;
}) {
  // The slide types' screens load while the participant waits in the lobby, so each shows at once (a failure is
  // tried again when a slide shows).
  useEffect(() => {
    loadParticipantScreens().catch(() => {});
  }, []);
  return (
    <ParticipantShell pin={pin} connection={connection}>
      <ParticipantScreen {...screen} />
      {screen.state.ended ? null : <PulseButtons status={pulseStatus} onPulse={onPulse} />}
    </ParticipantShell>
  );
}
