// The participant page's screens, as plain props-in views (no socket here): the code box, the waiting screen,
// each slide type's screen (views/slides/<type>/participant.tsx, together a chunk of their own, loaded while the
// participant waits in the lobby), the reactions and the pulse buttons, the thank-you screen and the "reconnecting"
// note.
// Plain elements (the buttons styled by the design system's buttonVariants) keep the bundle tiny.
import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LiveAnswerValue, LivePulseKind, LiveReaction, LiveState } from '@readyteams/activities/live';
import { LIVE_REACTIONS, REACTION_EMOJI } from '@readyteams/activities/reactions';
import { LanguageSelect } from '../../i18n/locale-provider';
import { participant } from '../../i18n/participant';
import { buttonVariants } from '../ui/button-variants';
import type * as ScreensModule from '../views/slides/participant';
import { LiveAnnouncer, LiveRegion, useAnnouncement } from './announcer';
import { pulseKinds } from './format';
import { Centered } from './centered';
import type { ParticipantBoard, ParticipantCommitments, SaveStatus } from '../views/slides/kind';
import { ReconnectingNote, type LiveConnection } from './connection-note';
import { PhoneTeam, type ParticipantTeam } from './teams/phone';
import { QnaPhonePanel, QnaToggle, type ParticipantQna } from './qna/phone';

export function ParticipantShell({
  children,
  pin,
  connection,
}: {
  children: ReactNode;
  pin?: string;
  connection?: LiveConnection;
}) {
  const t = participant.useT();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex items-center gap-3 border-b border-border px-4 py-1.5">
        <span className="me-auto py-1.5 font-bold tracking-tight">Ready Teams</span>
        {pin ? (
          <span className="font-mono text-sm text-muted-foreground">{t('participant.code', { pin })}</span>
        ) : null}
        <LanguageSelect className="-me-2" />
      </header>
      <ReconnectingNote connection={connection} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col px-4 py-6">{children}</main>
    </div>
  );
}

/**
 * Why a code did not join: no open session has it, the network failed, or the server refused it (its words when it
 * gave some).
 */
export type JoinError =
  { kind: 'not-found'; pin: string } | { kind: 'network' } | { kind: 'refused'; message?: string };

/** The code box, with what went wrong at the last try. */
export function CodeForm({
  initialCode = '',
  error,
  busy,
  onSubmit,
}: {
  initialCode?: string;
  error?: JoinError | null;
  busy?: boolean;
  onSubmit: (code: string) => void;
}) {
  const t = participant.useT();
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value) onSubmit(value);
  };
  return (
    <form onSubmit={submit} className="my-auto space-y-4" aria-labelledby="join-heading">
      <h1 id="join-heading" className="text-2xl font-bold">
        {t('participant.join.heading')}
      </h1>
      <label htmlFor="join-code" className="block text-base font-medium">
        {t('participant.join.label')}
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
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'join-error' : undefined}
        className="h-16 w-full rounded-xl border-2 border-input bg-background text-center font-mono text-3xl tracking-[0.4em] uppercase outline-none focus:border-ring aria-invalid:border-destructive"
      />
      {error ? (
        <p id="join-error" role="alert" className="text-base font-medium text-destructive">
          {error.kind === 'not-found'
            ? t('participant.join.notFound', { pin: error.pin })
            : error.kind === 'network'
              ? t('participant.network')
              : error.message || t('participant.failed')}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonVariants({ size: 'touch', className: 'w-full' })}
        disabled={busy}
      >
        {busy ? t('participant.join.busy') : t('participant.join.submit')}
      </button>
    </form>
  );
}

/** While the code is checked and the channel opens: the code being joined, large, as on the host's screen. */
export function Joining({ pin }: { pin: string }) {
  const t = participant.useT();
  return (
    <Centered title={t('participant.joining.title')}>
      <p dir="ltr" className="font-mono text-5xl font-bold tracking-[0.2em]">
        {pin}
      </p>
      <p className="text-muted-foreground">{t('participant.joining.connecting')}</p>
    </Centered>
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

/** What a joined participant sees for the session's current state, announced, with the focus kept on the page. */
export function ParticipantScreen(props: ParticipantScreenProps) {
  const { state } = props;
  const t = participant.useT();
  const loaded = useParticipantScreens(Boolean(state.slide) && !state.ended);
  const { screens } = loaded;
  const slide = state.slide;
  // The lobby, the end and a slide this version cannot show are announced here; a slide by its type
  // (SlideAnnouncement, beside its screen).
  useAnnouncement(
    state.ended
      ? `${t('participant.ended.title')} ${t('participant.ended.body')}`
      : !slide
        ? `${t('participant.lobby.title')} ${t('participant.lobby.waiting')}`
        : screens && !screens.participantViewOf(slide)
          ? t('participant.unsupported')
          : null,
  );
  // When the screen changes under the focus (the host moved on, the page joined), the focus goes to the new screen's
  // heading, where a screen reader reads on; focus elsewhere on the page (the pulse buttons) stays. The heading shows
  // no focus box: it is no control, and Chromium draws one on a focus by script when the phone was never touched.
  const root = useRef<HTMLDivElement>(null);
  const shown = state.ended ? 'ended' : slide ? `${slide.index}:${Boolean(screens)}` : 'lobby';
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const heading = root.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [shown]);
  return (
    <div ref={root} className="contents [&_h1:focus]:outline-none">
      <CurrentScreen {...props} {...loaded} />
    </div>
  );
}

function CurrentScreen({
  state,
  answers,
  statuses,
  onAnswer,
  board,
  commitments,
  screens,
  failed,
  retry,
}: ParticipantScreenProps & ReturnType<typeof useParticipantScreens>) {
  const t = participant.useT();
  if (state.ended) {
    return (
      <Centered title={t('participant.ended.title')}>
        <p className="text-muted-foreground">{t('participant.ended.body')}</p>
      </Centered>
    );
  }
  const slide = state.slide;
  if (!slide) {
    return (
      <Centered title={t('participant.lobby.title')}>
        <p className="text-lg [unicode-bidi:plaintext]">{state.scenarioTitle}</p>
        <p className="text-muted-foreground">{t('participant.lobby.waiting')}</p>
      </Centered>
    );
  }
  if (!screens) {
    return (
      <Centered title={slide.title || t('participant.slide')}>
        {failed ? (
          <>
            <p className="text-muted-foreground">{t('participant.screens.failed')}</p>
            <button type="button" className={buttonVariants({ size: 'touch' })} onClick={retry}>
              {t('participant.retry')}
            </button>
          </>
        ) : (
          <p className="text-muted-foreground">{t('participant.loading')}</p>
        )}
      </Centered>
    );
  }
  const view = screens.participantViewOf(slide);
  if (!view) {
    return (
      <Centered title={slide.title || t('participant.slide')}>
        <p className="text-muted-foreground">
          {t('participant.unsupported')} {t('participant.watchHost')}
        </p>
      </Centered>
    );
  }
  return (
    <>
      <screens.SlideAnnouncement slide={slide} state={state} />
      <view.Screen
        slide={slide}
        state={state}
        answers={answers}
        statuses={statuses}
        onAnswer={onAnswer}
        board={board}
        commitments={commitments}
      />
    </>
  );
}

/** Where a participant's last reaction is on its way to the presenter. */
export type ReactionStatus = { reaction: LiveReaction } & SaveStatus;

/**
 * A row of emoji under every screen of a running session while the host allows reactions: each tap floats one on the
 * presenter (a few every few seconds; the server says so past that).
 */
function ReactionBar({
  status,
  onReact,
}: {
  status?: ReactionStatus | null;
  onReact: (reaction: LiveReaction) => void;
}) {
  const t = participant.useT();
  const sent =
    status?.state === 'saved'
      ? t('participant.reactions.sent', { reaction: t(`participant.reactions.${status.reaction}`) })
      : null;
  useAnnouncement(sent ?? (status?.state === 'error' ? status.message : null), { onMount: false });
  return (
    <section aria-labelledby="reactions-heading" className="space-y-2 border-t border-border pt-3">
      <h2 id="reactions-heading" className="text-sm text-muted-foreground">
        {t('participant.reactions.heading')}
      </h2>
      <div className="grid grid-cols-5 gap-2">
        {LIVE_REACTIONS.map((reaction) => (
          <button
            key={reaction}
            type="button"
            onClick={() => onReact(reaction)}
            className="flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-border bg-card text-2xl leading-none outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:bg-muted"
          >
            <span aria-hidden="true" className="font-emoji">
              {REACTION_EMOJI[reaction]}
            </span>
            <span className="sr-only">{t(`participant.reactions.${reaction}`)}</span>
          </button>
        ))}
      </div>
      <p className="min-h-5 text-sm">
        {sent ? <span className="font-medium text-success">{sent}</span> : null}
        {status?.state === 'error' ? (
          <span className="font-medium text-destructive">{status.message}</span>
        ) : null}
      </p>
    </section>
  );
}

/** Where a participant's last pulse signal is on its way to the host. */
export type PulseStatus = { kind: LivePulseKind } & SaveStatus;

/** A discreet row under every screen of a running session: anonymous signals to the host, each once a minute. */
function PulseButtons({
  status,
  onPulse,
}: {
  status?: PulseStatus | null;
  onPulse: (kind: LivePulseKind) => void;
}) {
  const t = participant.useT();
  useAnnouncement(
    status?.state === 'saved'
      ? t('participant.pulse.sent', { signal: t(`participant.pulse.${status.kind}`) })
      : status?.state === 'error'
        ? status.message
        : null,
    { onMount: false },
  );
  return (
    <section aria-labelledby="pulse-heading" className="space-y-2 border-t border-border pt-3">
      <h2 id="pulse-heading" className="text-sm text-muted-foreground">
        {t('participant.pulse.heading')}
      </h2>
      <div className="grid grid-cols-3 gap-2">
        {pulseKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            // Not disabled while it is sent: the button keeps the focus.
            aria-disabled={status?.kind === kind && status.state === 'saving'}
            onClick={() => {
              if (status?.kind !== kind || status.state !== 'saving') onPulse(kind);
            }}
            className="min-h-11 rounded-lg border border-border bg-card px-2 py-1 text-sm leading-tight font-medium outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:bg-muted aria-disabled:opacity-50"
          >
            {t(`participant.pulse.${kind}`)}
          </button>
        ))}
      </div>
      <p className="min-h-5 text-sm">
        {status?.state === 'saving' ? (
          <span className="text-muted-foreground">{t('participant.sending')}</span>
        ) : null}
        {status?.state === 'saved' ? (
          <span className="font-medium text-success">
            {t('participant.pulse.sent', { signal: t(`participant.pulse.${status.kind}`) })}
          </span>
        ) : null}
        {status?.state === 'error' ? (
          <span className="font-medium text-destructive">{status.message}</span>
        ) : null}
      </p>
    </section>
  );
}

/**
 * The whole page of a joined participant: header, connection note, the current screen, the reactions (while the host
 * allows them) and the pulse buttons.
 */
export function ParticipantPage({
  pin,
  connection,
  pulseStatus,
  onPulse,
  reactionStatus,
  onReact,
  team,
  qna,
  ...screen
}: ParticipantScreenProps & {
  /** Team mode: the phone's team and picking one (shown while the session has teams). */
  team?: ParticipantTeam;
  pin: string;
  connection: LiveConnection;
  /** The last pulse signal sent, with the server's answer. */
  pulseStatus?: PulseStatus | null;
  onPulse: (kind: LivePulseKind) => void;
  /** The last reaction sent, with the server's answer. */
  reactionStatus?: ReactionStatus | null;
  onReact: (reaction: LiveReaction) => void;
  /** The audience Q&A (absent: the page offers none). */
  qna?: ParticipantQna;
}) {
  const [asking, setAsking] = useState(false);
  // The Questions entry, while the host has Q&A on and the session runs (the lobby too).
  const qnaOpen = Boolean(qna && screen.state.qna.open && !screen.state.ended);
  // The slide types' screens load while the participant waits in the lobby, so each shows at once (a failure is
  // tried again when a slide shows).
  useEffect(() => {
    loadParticipantScreens().catch(() => {});
  }, []);
  return (
    <LiveAnnouncer>
      <ParticipantShell pin={pin} connection={connection}>
        {qnaOpen ? <QnaToggle asking={asking} onToggle={() => setAsking(!asking)} /> : null}
        {qnaOpen && asking ? (
          <div id="qna-panel">
            <QnaPhonePanel qna={qna!} />
          </div>
        ) : (
          <>
            <ParticipantScreen {...screen} />
            {team && screen.state.teams && !screen.state.ended ? (
              <div className="pt-6">
                <PhoneTeam teams={screen.state.teams} lobby={screen.state.currentSlide < 0} team={team} />
              </div>
            ) : null}
          </>
        )}
        {screen.state.ended ? null : (
          <div className="mt-auto space-y-4 pt-8">
            {screen.state.reactionsAllowed ? <ReactionBar status={reactionStatus} onReact={onReact} /> : null}
            <PulseButtons status={pulseStatus} onPulse={onPulse} />
          </div>
        )}
        <LiveRegion />
      </ParticipantShell>
    </LiveAnnouncer>
  );
}
