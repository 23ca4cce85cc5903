// Host controls for the host's phone: the outline of the slides with the current one marked (a branching scenario's
// paths under their decisions, the branches not taken greyed), Previous/Next along the session's way (branching.ts),
// the slide's script as facilitator guide, the slide type's panel (views/slides/<type>/live.tsx: video buttons,
// answer counts, a decision's vote), the room's pulse (the participants' anonymous signals of the last 2 minutes;
// never on the presenter), End session with confirmation.
import type * as React from 'react';
import { ConfirmDialog } from '../patterns/confirm-dialog';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { slideViewOf } from '../views/slides';
import type { HostCommands } from '../views/slides/kind';
import { RoadNotTakenControls } from '../views/slides/decision/live';
import { liveViewOf } from '../views/slides/live';
import {
  nextStep,
  outlineOf,
  previousSlide,
  slideStatuses,
  type NextStep,
  type SlideStatus,
} from './branching';
import { formatDuration, optionLetter, plural, pulseKinds, pulseLabels } from './format';
import { ReconnectingNote } from './connection-note';
import { useNow } from './use-now';
import type { LiveConnection, LiveRefusal, LiveSlide, LiveState, LiveTally } from './types';

/** The slide panels' commands (HostCommands) come with the view's. */
export interface HostControlsViewProps extends HostCommands {
  state: LiveState | null;
  tally: LiveTally | null;
  connection: LiveConnection;
  refusal?: LiveRefusal | null;
  /** Shown while a command waits for the server. */
  busy?: boolean;
  error?: string | null;
  onGoto: (slide: number) => void;
  onEnd: () => Promise<void>;
}

/** The slide's name: its type's label, or the name its type gives it (a closing poll); "Unsupported slide" for a type
 * this app does not know (a newer server), never another type's. */
const labelOf = (slide: LiveSlide) => liveViewOf(slide)?.label?.(slide) ?? slideViewOf(slide.slideType).label;

export function HostRefusal({ message }: { message?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">You can't control this session</h1>
      <p className="max-w-sm text-muted-foreground">
        {message ?? 'You are not allowed to control this session.'} Open the host controls from the QR code of
        your session, or sign in as its host.
      </p>
    </main>
  );
}

/**
 * Pacing, readable one-handed: the time on this slide against its suggested time, the session clock and what comes
 * next.
 */
function Pacing({ state, step }: { state: LiveState; step: NextStep }) {
  const now = useNow(1000, state.startedAt !== null);
  const current = state.slide;
  const nextSlide = step.kind === 'slide' ? state.slides[step.slide] : undefined;
  const next = nextSlide
    ? nextSlide.title || labelOf(nextSlide)
    : step.kind === 'road-not-taken'
      ? 'The road not taken'
      : step.kind === 'decide'
        ? 'The path the decision takes'
        : // A path that ends the scenario before its last slide.
          state.currentSlide < state.slideCount - 1 && state.slides.length
          ? 'The end of the scenario'
          : null;
  const onSlide = state.slideStartedAt === null ? null : (now - state.slideStartedAt) / 1000;
  const suggested = current?.suggestedSeconds ?? null;
  const over = onSlide !== null && suggested !== null && onSlide > suggested;
  return (
    <div className="space-y-1 text-base" data-testid="pacing">
      {onSlide !== null || state.startedAt !== null ? (
        <p className="flex flex-wrap justify-between gap-x-4">
          {onSlide !== null ? (
            <span>
              On this slide{' '}
              <strong className={`tabular-nums ${over ? 'text-destructive' : ''}`}>
                {formatDuration(onSlide)}
              </strong>
              {suggested !== null ? ` of ${formatDuration(suggested)}` : null}
              {over ? <span className="sr-only"> (over the suggested time)</span> : null}
            </span>
          ) : null}
          {state.startedAt !== null ? (
            <span>
              Session{' '}
              <strong className="tabular-nums">{formatDuration((now - state.startedAt) / 1000)}</strong>
            </span>
          ) : null}
        </p>
      ) : null}
      {next ? (
        <p className="text-muted-foreground">
          Next: <span className="font-medium text-foreground">{next}</span>
        </p>
      ) : null}
    </div>
  );
}

/** How many participants said they are lost, find it too fast or need a break, over the last 2 minutes. */
function RoomPulse({ tally }: { tally: LiveTally | null }) {
  return (
    <section aria-labelledby="room-pulse" className="border-t border-border px-4 py-4">
      <h2 id="room-pulse" className="text-sm font-semibold text-muted-foreground uppercase">
        Room pulse
      </h2>
      <p className="text-sm text-muted-foreground">Last 2 minutes, anonymous</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {pulseKinds.map((kind) => {
          const count = tally?.pulse[kind] ?? 0;
          return (
            <div key={kind} className={`rounded-lg px-2 py-2 ${count ? 'bg-warning/15' : 'bg-muted'}`}>
              <dt className="text-sm">{pulseLabels[kind]}</dt>
              <dd className="text-2xl font-bold tabular-nums">{count}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

const statusText: Record<SlideStatus, string> = { taken: '', untaken: ' (not taken)', open: '' };

function OutlineSlide({
  slide,
  state,
  status,
  onGoto,
  children,
}: {
  slide: LiveSlide;
  state: LiveState;
  status: SlideStatus;
  onGoto: (slide: number) => void;
  /** A decision's options with their paths. */
  children?: React.ReactNode;
}) {
  const isCurrent = slide.index === state.currentSlide;
  const untaken = status === 'untaken';
  return (
    <li>
      <button
        type="button"
        aria-current={isCurrent ? 'step' : undefined}
        data-status={status}
        onClick={() => onGoto(slide.index)}
        className={`flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
          isCurrent
            ? 'bg-primary font-semibold text-primary-foreground'
            : untaken
              ? 'text-muted-foreground hover:bg-muted'
              : 'hover:bg-muted'
        }`}
      >
        <span className="w-5 text-right tabular-nums">{slide.index + 1}</span>
        <span className={`flex-1 ${untaken && !isCurrent ? 'line-through' : ''}`}>
          {slide.title || labelOf(slide)}
          <span className="sr-only">{statusText[status]}</span>
        </span>
        <span className={isCurrent ? 'text-primary-foreground/80' : 'text-muted-foreground'}>
          {labelOf(slide)}
        </span>
      </button>
      {children}
    </li>
  );
}

/**
 * Where the session is: the main line in order, each decision's options with their paths indented under it, the
 * current slide marked and what the session did not take greyed (another option's path, a slide a path skips).
 */
function Outline({ state, onGoto }: { state: LiveState; onGoto: (slide: number) => void }) {
  const statuses = slideStatuses(state.slides, state.decisions);
  return (
    <ol className="space-y-1">
      {outlineOf(state.slides).map(({ slide, paths }) => (
        <OutlineSlide
          key={slide.index}
          slide={slide}
          state={state}
          status={statuses[slide.index]!}
          onGoto={onGoto}
        >
          {paths.length ? (
            <ul
              className="mt-1 ml-4 space-y-1 border-l-2 border-border pl-3"
              aria-label={`Options of ${slide.title || labelOf(slide)}`}
            >
              {paths.map((path) => {
                const pathStatus = path.slides[0] ? statuses[path.slides[0].index]! : 'open';
                const labelId = `outline-${slide.index}-${path.option}`;
                return (
                  <li key={path.option} className="space-y-1">
                    <p id={labelId} className="px-3 pt-1 text-xs font-semibold text-muted-foreground">
                      Option {optionLetter(path.option)}: {path.label}
                      {pathStatus === 'taken' ? ' · taken' : pathStatus === 'untaken' ? ' · not taken' : ''}
                    </p>
                    <ol aria-labelledby={labelId} className="space-y-1">
                      {path.slides.map((pathSlide) => (
                        <OutlineSlide
                          key={pathSlide.index}
                          slide={pathSlide}
                          state={state}
                          status={statuses[pathSlide.index]!}
                          onGoto={onGoto}
                        />
                      ))}
                    </ol>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </OutlineSlide>
      ))}
    </ol>
  );
}

function HostPanel(props: { slide: LiveSlide; state: LiveState; tally: LiveTally | null } & HostCommands) {
  const Panel = liveViewOf(props.slide)?.HostPanel;
  return Panel ? <Panel {...props} /> : null;
}

export function HostControlsView({
  state,
  tally,
  connection,
  refusal,
  busy,
  error,
  onGoto,
  onEnd,
  ...commands
}: HostControlsViewProps) {
  if (connection === 'refused' || refusal) return <HostRefusal message={refusal?.message} />;
  if (!state) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <p className="text-muted-foreground" role="status">
          Connecting to the session…
        </p>
      </main>
    );
  }
  const current = state.slide;
  const atStart = state.currentSlide < 0;
  // Along the session's way: down a decision's chosen path, the road not taken, back to the main line.
  const step = nextStep(state);
  const previous = previousSlide(state);
  const next = () => {
    if (step.kind === 'slide') onGoto(step.slide);
    else if (step.kind === 'road-not-taken') commands.onRoadNotTaken(step.decision);
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col bg-background pb-28 text-foreground">
      <header className="space-y-1 border-b border-border px-4 py-3">
        <p className="text-sm text-muted-foreground">Host controls</p>
        <h1 className="text-lg leading-tight font-bold">{state.scenarioTitle}</h1>
        <p className="text-sm">
          Code <span className="font-mono font-bold">{state.pin}</span> ·{' '}
          <span data-testid="joined-count">
            {plural(tally?.participantCount ?? 0, 'participant', 'participants')}
          </span>
          {state.isPractice ? <Badge className="ml-2">Practice</Badge> : null}
        </p>
      </header>
      <ReconnectingNote connection={connection} />
      {error ? (
        <p role="alert" className="bg-destructive/10 px-4 py-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}

      {state.ended ? (
        <section className="space-y-2 px-4 py-8 text-center">
          <h2 className="text-xl font-bold">This session has ended</h2>
          <p className="text-muted-foreground">
            Participants see the thank-you screen. The answers are in your reports.
          </p>
        </section>
      ) : (
        <>
          <section aria-labelledby="current-slide" className="space-y-4 px-4 py-4">
            <div>
              <p className="text-sm text-muted-foreground">
                {atStart ? 'Lobby' : `Slide ${state.currentSlide + 1} of ${state.slideCount}`}
              </p>
              <h2 id="current-slide" className="text-xl font-bold">
                {current ? current.title || labelOf(current) : 'Waiting for participants'}
              </h2>
              {current ? <Badge variant="secondary">{labelOf(current)}</Badge> : null}
            </div>
            <Pacing state={state} step={step} />
            {atStart ? (
              <p className="text-sm">
                Participants join with the code <span className="font-mono font-bold">{state.pin}</span>.
                Press Start when everyone is in.
              </p>
            ) : null}
            {state.roadNotTaken !== null ? <RoadNotTakenControls state={state} onGoto={onGoto} /> : null}
            {current ? <HostPanel slide={current} state={state} tally={tally} {...commands} /> : null}
            {current?.script ? (
              <section aria-labelledby="facilitator-guide" className="space-y-1">
                <h3 id="facilitator-guide" className="text-sm font-semibold text-muted-foreground uppercase">
                  Facilitator guide
                </h3>
                <p className="text-base whitespace-pre-line">{current.script}</p>
              </section>
            ) : null}
          </section>

          <RoomPulse tally={tally} />

          <section aria-labelledby="slide-list" className="border-t border-border px-4 py-4">
            <h2 id="slide-list" className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
              Slides
            </h2>
            <Outline state={state} onGoto={onGoto} />
          </section>

          <section className="px-4 py-4">
            <ConfirmDialog
              trigger={
                <Button variant="destructive" className="w-full" size="touch">
                  End session
                </Button>
              }
              title="End this session?"
              description="Everyone's screen shows the end of the session and no more answers are accepted."
              confirmLabel="End session"
              onConfirm={onEnd}
            />
          </section>

          <nav
            aria-label="Slide navigation"
            className="fixed inset-x-0 bottom-0 border-t border-border bg-background/95 px-4 py-3 backdrop-blur"
          >
            {step.kind === 'decide' ? (
              <p id="next-waits" className="mx-auto max-w-lg pb-2 text-center text-sm text-muted-foreground">
                Take the decision to go on.
              </p>
            ) : null}
            <div className="mx-auto grid max-w-lg grid-cols-2 gap-3">
              <Button
                size="touch"
                variant="outline"
                disabled={previous === null || busy}
                onClick={() => previous !== null && onGoto(previous)}
              >
                Previous
              </Button>
              <Button
                size="touch"
                disabled={step.kind === 'decide' || step.kind === 'end' || busy}
                aria-describedby={step.kind === 'decide' ? 'next-waits' : undefined}
                onClick={next}
              >
                {atStart ? 'Start' : 'Next'}
              </Button>
            </div>
          </nav>
        </>
      )}
    </main>
  );
}
