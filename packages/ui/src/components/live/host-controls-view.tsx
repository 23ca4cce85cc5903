// Host controls for the host's phone: the outline of the slides with the current one marked (a branching scenario's
// paths under their decisions, the branches not taken greyed), Previous/Next along the session's way (the decision kind's branching.ts),
// the slide type's panel (views/slides/<type>/live.tsx: video buttons, answer counts, a decision's vote; an override of
// the room's choice confirmed first), the slide's script as facilitator guide below it (collapsible), the room's pulse
// (the participants' anonymous signals of the last 2 minutes; never on the presenter), as a banner at the top once a
// signal crosses its threshold, the phones' reactions on or off, End session with confirmation.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import type { LiveRefusal, LiveSlide, LiveState, LiveTally } from '@readyteams/activities/live';
import type { I18n } from '@lingui/core';
import type { TranslateOf } from '../../i18n/catalogue';
import { Trans, useI18n } from '../../i18n/catalogue';
import { live } from '../../i18n/live';
import { LanguageSelect } from '../../i18n/locale-provider';
import { participant } from '../../i18n/participant';
import { ConfirmDialog } from '../patterns/confirm-dialog';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';
import { slideViewOf } from '../views/slides';
import type { HostCommands } from '../views/slides/kind';
import { RoadNotTakenControls } from '../views/slides/decision/live';
import { liveViewOf } from '../views/slides/live';
import {
  isDecision,
  nextStep,
  outlineOf,
  previousSlide,
  roomChoice,
  slideStatuses,
  type NextStep,
  type SlideStatus,
} from '../views/slides/decision/branching';
import { formatDuration, optionLetter, pulseKinds } from './format';
import { LiveAnnouncer, LiveRegion, useAnnouncement } from './announcer';
import { ReconnectingNote, type LiveConnection } from './connection-note';
import { useNow } from './use-now';
import { TeamControls, type OnTeamEvent } from './teams/host';
import { SwitchButton } from './switch-button';
import { QnaHostPanel } from './qna/host';

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
  /** Let the phones send reactions for the rest of the session, or stop them. */
  onAllowReactions: (allowed: boolean) => void;
  /** Team mode's events (the settings in the lobby, a name, the standings); without it the teams' part is not shown. */
  onTeamEvent?: OnTeamEvent;
  onEnd: () => Promise<void>;
  /**
   * The time the view reads (ms since the epoch), for the pacing clocks and the pause between answer counts; by
   * default the browser's clock. A story passes its own to move time on without waiting.
   */
  now?: number;
}

/** The slide's name: its type's label, or the name its type gives it (a closing poll); "Unsupported slide" for a type
 * this app does not know (a newer server), never another type's. */
const labelOf = (slide: LiveSlide, t: TranslateOf<typeof live>, i18n: I18n) => {
  const label = liveViewOf(slide)?.label?.(slide) ?? slideViewOf(slide.slideType).label;
  // A message of the live catalogue, or words of the type's own catalogue (a bundled one, in its folder).
  return typeof label === 'string' ? t(label) : label(i18n);
};

export function HostRefusal({ message }: { message?: string }) {
  const t = live.useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('live.controls.refused')}</h1>
      <p className="max-w-sm text-muted-foreground">
        {message ?? t('live.controls.notAllowed')} {t('live.controls.refusedHelp')}
      </p>
    </main>
  );
}

/**
 * Pacing, readable one-handed: the time on this slide against its suggested time, the session clock and what comes
 * next.
 */
function Pacing({ state, step, now: given }: { state: LiveState; step: NextStep; now?: number }) {
  const t = live.useT();
  const i18n = useI18n();
  const ticking = useNow(1000, state.startedAt !== null && given === undefined);
  const now = given ?? ticking;
  const current = state.slide;
  const nextSlide = step.kind === 'slide' ? state.slides[step.slide] : undefined;
  const next = nextSlide
    ? nextSlide.title || labelOf(nextSlide, t, i18n)
    : step.kind === 'road-not-taken'
      ? t('live.pacing.roadNotTaken')
      : step.kind === 'decide'
        ? t('live.pacing.decisionPath')
        : // A path that ends the scenario before its last slide.
          state.currentSlide < state.slideCount - 1 && state.slides.length
          ? t('live.pacing.end')
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
              <Trans
                catalogue={live}
                id={suggested !== null ? 'live.pacing.onSlideOf' : 'live.pacing.onSlide'}
                values={{
                  time: (
                    <strong className={`tabular-nums ${over ? 'text-destructive' : ''}`}>
                      {formatDuration(onSlide)}
                    </strong>
                  ),
                  suggested: suggested !== null ? formatDuration(suggested) : '',
                }}
              />
              {over ? <span className="sr-only"> {t('live.pacing.over')}</span> : null}
            </span>
          ) : null}
          {state.startedAt !== null ? (
            <span>
              <Trans
                catalogue={live}
                id="live.pacing.session"
                values={{
                  time: (
                    <strong className="tabular-nums">{formatDuration((now - state.startedAt) / 1000)}</strong>
                  ),
                }}
              />
            </span>
          ) : null}
        </p>
      ) : null}
      {next ? (
        <p className="text-muted-foreground">
          <Trans
            catalogue={live}
            id="live.pacing.next"
            values={{ next: <span className="font-medium text-foreground">{next}</span> }}
          />
        </p>
      ) : null}
    </div>
  );
}

/** How many participants said they are lost, find it too fast or need a break, over the last 2 minutes. */
function RoomPulse({ tally }: { tally: LiveTally | null }) {
  const t = live.useT();
  const tp = participant.useT();
  return (
    <section aria-labelledby="room-pulse" className="border-t border-border px-4 py-4">
      <h2 id="room-pulse" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('live.pulse.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('live.pulse.window')}</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {pulseKinds.map((kind) => {
          const count = tally?.pulse[kind] ?? 0;
          return (
            <div key={kind} className={`rounded-lg px-2 py-2 ${count ? 'bg-warning/15' : 'bg-muted'}`}>
              <dt className="text-sm">{tp(`participant.pulse.${kind}`)}</dt>
              <dd className="text-2xl font-bold tabular-nums">{count}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * The phones' reactions for the session: on (the default) or off; the presenter floats them. On every slide, so the
 * whole row is the switch, a thumb's target.
 */
function Reactions({
  state,
  onAllowReactions,
}: {
  state: LiveState;
  onAllowReactions: (allowed: boolean) => void;
}) {
  const t = live.useT();
  const allowed = state.reactionsAllowed;
  return (
    <section aria-labelledby="reactions" className="space-y-2 border-t border-border px-4 py-4">
      <h2 id="reactions" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('live.reactions.heading')}
      </h2>
      <SwitchButton checked={allowed} onChange={onAllowReactions}>
        {t('live.reactions.allow')}
      </SwitchButton>
    </section>
  );
}

/**
 * How many participants must send one signal for it to show as a banner: 3 (a room of 5 to 30 where three are lost
 * is a room to stop for), a tenth of a larger room (3 of 200 is not the room), never more than the room (of two, both).
 */
const pulseThreshold = (participants: number) =>
  Math.max(1, Math.min(participants, Math.max(3, Math.ceil(participants / 10))));

/**
 * The signals that crossed the threshold, at the top of the page where the host looks ("3 lost in the last 2
 * minutes"), said once when a signal crosses it; the counts of every signal stay in the room's pulse below.
 */
function PulseBanner({ tally }: { tally: LiveTally | null }) {
  const t = live.useT();
  const threshold = pulseThreshold(tally?.participantCount ?? 0);
  const crossed = pulseKinds.filter((kind) => (tally?.pulse[kind] ?? 0) >= threshold);
  const alerts = crossed.map((kind) => t(`live.pulse.alert.${kind}`, { count: tally?.pulse[kind] ?? 0 }));
  useAnnouncement(alerts.join(' ') || null, { key: crossed.join() });
  if (!alerts.length) return null;
  return (
    <ul
      aria-label={t('live.pulse.heading')}
      data-testid="pulse-banner"
      className="space-y-0.5 border-b border-warning/40 bg-warning/15 px-4 py-2 text-base font-semibold"
    >
      {alerts.map((alert) => (
        <li key={alert}>{alert}</li>
      ))}
    </ul>
  );
}

/** The slide's script, below its controls; the host may fold it away (it stays folded from slide to slide). */
function FacilitatorGuide({
  script,
  open,
  onOpenChange,
}: {
  script: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = live.useT();
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <section aria-labelledby="facilitator-guide" className="space-y-1">
        <h3 id="facilitator-guide">
          <CollapsibleTrigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-sm font-semibold text-muted-foreground uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {t('live.controls.guide')}
            <ChevronDownIcon
              aria-hidden
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent>
          <p className="text-base whitespace-pre-line [unicode-bidi:plaintext]">{script}</p>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

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
  children?: ReactNode;
}) {
  const t = live.useT();
  const i18n = useI18n();
  const isCurrent = slide.index === state.currentSlide;
  const untaken = status === 'untaken';
  return (
    <li>
      <button
        type="button"
        aria-current={isCurrent ? 'step' : undefined}
        data-status={status}
        onClick={() => onGoto(slide.index)}
        className={`flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-start text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
          isCurrent
            ? 'bg-primary font-semibold text-primary-foreground'
            : untaken
              ? 'text-muted-foreground hover:bg-muted'
              : 'hover:bg-muted'
        }`}
      >
        <span className="w-5 text-end tabular-nums">{slide.index + 1}</span>
        <span className={`flex-1 ${untaken && !isCurrent ? 'line-through' : ''}`}>
          {slide.title || labelOf(slide, t, i18n)}
          {untaken ? <span className="sr-only"> {t('live.outline.notTaken')}</span> : null}
        </span>
        <span className={isCurrent ? 'text-primary-foreground/80' : 'text-muted-foreground'}>
          {labelOf(slide, t, i18n)}
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
const optionMessage = {
  taken: 'live.outline.optionTaken',
  untaken: 'live.outline.optionUntaken',
  open: 'live.outline.option',
} as const satisfies Record<SlideStatus, string>;

function Outline({ state, onGoto }: { state: LiveState; onGoto: (slide: number) => void }) {
  const t = live.useT();
  const i18n = useI18n();
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
              className="ms-4 mt-1 space-y-1 border-s-2 border-border ps-3"
              aria-label={t('live.outline.options', { slide: slide.title || labelOf(slide, t, i18n) })}
            >
              {paths.map((path) => {
                const pathStatus = path.slides[0] ? statuses[path.slides[0].index]! : 'open';
                const labelId = `outline-${slide.index}-${path.option}`;
                return (
                  <li key={path.option} className="space-y-1">
                    <p id={labelId} className="px-3 pt-1 text-xs font-semibold text-muted-foreground">
                      {t(optionMessage[pathStatus], { letter: optionLetter(path.option), label: path.label })}
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

/** The room's choice on a decision slide by the tally's votes (null: a tie, no votes yet, not a decision). */
function roomChoiceOn(state: LiveState, tally: LiveTally | null, slideIndex: number) {
  const slide = state.slides[slideIndex];
  if (!isDecision(slide)) return null;
  const result = tally?.polls.find((poll) => poll.slideIndex === slideIndex)?.questions[0];
  return roomChoice(slide.options.map((_, i) => result?.options[i]?.count ?? 0));
}

/** A decision's option as its panel names it: "B. Call a manager". */
function optionNameOf(state: LiveState, slideIndex: number, option: number) {
  const slide = state.slides[slideIndex];
  return `${optionLetter(option)}. ${isDecision(slide) ? (slide.options[option]?.label ?? '') : ''}`;
}

/** An option the host chose against the room's choice, waiting for the host to confirm it. */
type Override = { slideIndex: number; option: number; room: number };

function HostPanel(props: { slide: LiveSlide; state: LiveState; tally: LiveTally | null } & HostCommands) {
  const Panel = liveViewOf(props.slide)?.HostPanel;
  return Panel ? <Panel {...props} /> : null;
}

/**
 * `text` changed at most once every `ms` (a change within that time shows when it is up, the latest by then), by the
 * browser's clock or by `now` when given.
 */
function useThrottledText(text: string | null, ms: number, now?: number): string | null {
  const [shown, setShown] = useState(text);
  const last = useRef(0);
  useEffect(() => {
    if (text === null) {
      setShown(null);
      return;
    }
    const show = () => {
      last.current = now ?? Date.now();
      setShown(text);
    };
    const wait = last.current + ms - (now ?? Date.now());
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [text, ms, now]);
  return shown;
}

/** The slide that was current when `tally` arrived. */
function useTallySlide(tally: LiveTally | null, slide: number) {
  const [seen, setSeen] = useState({ tally, slide });
  if (seen.tally === tally) return seen.slide;
  setSeen({ tally, slide });
  return slide;
}

/**
 * What a screen reader hears on the host controls: the slide the session moved to (or its end), and how many have
 * answered the current slide, at most every 5 seconds.
 */
function useHostAnnouncements(state: LiveState, tally: LiveTally | null, now?: number) {
  const t = live.useT();
  const i18n = useI18n();
  const current = state.slide;
  useAnnouncement(
    state.ended
      ? t('live.controls.ended')
      : current
        ? t('live.announce.slide', {
            n: state.currentSlide + 1,
            count: state.slideCount,
            title: current.title || labelOf(current, t, i18n),
          })
        : null,
    { key: state.ended ? 'ended' : String(state.currentSlide) },
  );
  // A tally that arrived before the slide changed counts the slide before: until the next one, nothing is said.
  const answered =
    useTallySlide(tally, state.currentSlide) === state.currentSlide ? (tally?.currentSlideAnswered ?? 0) : 0;
  // The slide's index leads the throttled text, so a count that waited is never said about the next slide.
  const counted = useThrottledText(
    current && !state.ended && answered > 0
      ? `${state.currentSlide}\n${t('live.poll.answered', { count: answered, total: tally?.participantCount ?? 0 })}`
      : null,
    5000,
    now,
  );
  const [slide, text] = counted?.split('\n') ?? [];
  useAnnouncement(slide === String(state.currentSlide) ? text : null, { key: counted, onMount: false });
}

export function HostControlsView(props: HostControlsViewProps) {
  const t = live.useT();
  const { state, connection, refusal } = props;
  if (connection === 'refused' || refusal) return <HostRefusal message={refusal?.message} />;
  if (!state) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <p className="text-muted-foreground" role="status">
          {t('live.connecting')}
        </p>
      </main>
    );
  }
  return (
    <LiveAnnouncer>
      <HostControls {...props} state={state} />
    </LiveAnnouncer>
  );
}

function HostControls({
  state,
  tally,
  connection,
  busy,
  error,
  onGoto,
  onAllowReactions,
  onTeamEvent,
  onEnd,
  refusal: _refusal,
  now,
  ...commands
}: HostControlsViewProps & { state: LiveState }) {
  const t = live.useT();
  const i18n = useI18n();
  useHostAnnouncements(state, tally, now);
  const [guideOpen, setGuideOpen] = useState(true);
  // One tap on a decision moves every screen down the option's path: an override of the room's choice is confirmed
  // first (an undo would come after the room had already seen the other path).
  const [override, setOverride] = useState<Override | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decide: HostCommands['onDecide'] = (slideIndex, ...choice) => {
    const [option] = choice;
    const room = roomChoiceOn(state, tally, slideIndex);
    if (option === undefined || room === null || option === room) {
      commands.onDecide(slideIndex, ...choice);
    } else {
      setOverride({ slideIndex, option, room });
      setConfirming(true);
    }
  };
  // When the screen changes under the focus (the button pressed went with its slide, the session ended), the focus
  // goes to the heading of what shows now, which draws no focus box (it is no control).
  const root = useRef<HTMLElement>(null);
  const shown = state.ended ? 'ended' : String(state.currentSlide);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const heading = root.current?.querySelector('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [shown]);
  const current = state.slide;
  const atStart = state.currentSlide < 0;
  // Along the session's way: down a decision's chosen path, the road not taken, back to the main line.
  const step = nextStep(state);
  const previous = previousSlide(state);
  const next = () => {
    if (busy) return;
    if (step.kind === 'slide') onGoto(step.slide);
    else if (step.kind === 'road-not-taken') commands.onRoadNotTaken(step.decision);
  };

  return (
    <main
      ref={root}
      className="mx-auto flex min-h-dvh max-w-lg flex-col bg-background pb-28 text-foreground [&_h2:focus]:outline-none"
    >
      <header className="space-y-1 border-b border-border px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{t('live.controls.title')}</p>
          <LanguageSelect className="-my-2 -me-2" />
        </div>
        <h1 className="text-lg leading-tight font-bold [unicode-bidi:plaintext]">{state.scenarioTitle}</h1>
        <p className="text-sm">
          <Trans
            catalogue={participant}
            id="participant.code"
            values={{ pin: <span className="font-mono font-bold">{state.pin}</span> }}
          />{' '}
          ·{' '}
          <span data-testid="joined-count">
            {t('live.participants', { count: tally?.participantCount ?? 0 })}
          </span>
          {state.isPractice ? <Badge className="ms-2">{t('live.practice')}</Badge> : null}
        </p>
      </header>
      <ReconnectingNote connection={connection} />
      {error ? (
        <p role="alert" className="bg-destructive/10 px-4 py-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {state.ended ? null : <PulseBanner tally={tally} />}

      {state.ended ? (
        <section className="space-y-2 px-4 py-8 text-center">
          <h2 className="text-xl font-bold">{t('live.controls.ended')}</h2>
          <p className="text-muted-foreground">{t('live.controls.endedBody')}</p>
        </section>
      ) : (
        <>
          <section aria-labelledby="current-slide" className="space-y-4 px-4 py-4">
            <div>
              <p className="text-sm text-muted-foreground">
                {atStart
                  ? t('live.lobby')
                  : t('live.slideOf', { n: state.currentSlide + 1, count: state.slideCount })}
              </p>
              <h2 id="current-slide" className="text-xl font-bold [unicode-bidi:plaintext]">
                {current ? current.title || labelOf(current, t, i18n) : t('live.controls.waiting')}
              </h2>
              {current ? <Badge variant="secondary">{labelOf(current, t, i18n)}</Badge> : null}
            </div>
            <Pacing state={state} step={step} now={now} />
            {atStart ? (
              <p className="text-sm">
                <Trans
                  catalogue={live}
                  id="live.controls.lobbyHelp"
                  values={{ pin: <span className="font-mono font-bold">{state.pin}</span> }}
                />
              </p>
            ) : null}
            {state.roadNotTaken !== null ? <RoadNotTakenControls state={state} onGoto={onGoto} /> : null}
            {current ? (
              <HostPanel slide={current} state={state} tally={tally} {...commands} onDecide={decide} />
            ) : null}
            {current?.script ? (
              <FacilitatorGuide script={current.script} open={guideOpen} onOpenChange={setGuideOpen} />
            ) : null}
          </section>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('live.decision.overrideTitle')}
            description={
              override
                ? t('live.decision.overrideBody', {
                    room: optionNameOf(state, override.slideIndex, override.room),
                    option: optionNameOf(state, override.slideIndex, override.option),
                  })
                : ''
            }
            confirmLabel={
              override
                ? t('live.decision.choose', {
                    option: optionNameOf(state, override.slideIndex, override.option),
                  })
                : ''
            }
            cancelLabel={t('live.cancel')}
            destructive={false}
            onConfirm={() => {
              if (override) commands.onDecide(override.slideIndex, override.option);
            }}
          />

          <RoomPulse tally={tally} />

          <QnaHostPanel state={state} tally={tally} send={commands.onKindEvent} />

          <Reactions state={state} onAllowReactions={onAllowReactions} />

          {onTeamEvent ? <TeamControls state={state} onTeamEvent={onTeamEvent} /> : null}

          <section aria-labelledby="slide-list" className="border-t border-border px-4 py-4">
            <h2 id="slide-list" className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
              {t('live.slides')}
            </h2>
            <Outline state={state} onGoto={onGoto} />
          </section>

          <section className="px-4 py-4">
            <ConfirmDialog
              trigger={
                <Button variant="destructive" className="w-full" size="touch">
                  {t('live.controls.end')}
                </Button>
              }
              title={t('live.controls.endTitle')}
              description={t('live.controls.endBody')}
              confirmLabel={t('live.controls.end')}
              cancelLabel={t('live.cancel')}
              onConfirm={onEnd}
            />
          </section>

          <nav
            aria-label={t('live.controls.navigation')}
            className="fixed inset-x-0 bottom-0 border-t border-border bg-background/95 px-4 py-3 backdrop-blur"
          >
            {step.kind === 'decide' ? (
              <p id="next-waits" className="mx-auto max-w-lg pb-2 text-center text-sm text-muted-foreground">
                {t('live.controls.decide')}
              </p>
            ) : null}
            <div className="mx-auto grid max-w-lg grid-cols-2 gap-3">
              {/* Not disabled: a button that was just pressed keeps the focus while it cannot act. */}
              <Button
                size="touch"
                variant="outline"
                aria-disabled={previous === null || busy}
                onClick={() => previous !== null && !busy && onGoto(previous)}
              >
                {t('live.previous')}
              </Button>
              <Button
                size="touch"
                aria-disabled={step.kind === 'decide' || step.kind === 'end' || busy}
                aria-describedby={step.kind === 'decide' ? 'next-waits' : undefined}
                onClick={next}
              >
                {atStart ? t('live.start') : t('live.next')}
              </Button>
            </div>
          </nav>
        </>
      )}
      <LiveRegion />
    </main>
  );
}
