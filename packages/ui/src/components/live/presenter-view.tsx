// The presenter screen (the host's computer, shared on the web conference): lobby, each slide full screen (its
// type's view: views/slides/<type>/live.tsx), results only on a poll-results slide, a branching scenario's road not
// taken, the end screen; over the stage, the phones' reactions floating up.
import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type {
  LiveReaction,
  LiveReactions,
  LiveRefusal,
  LiveSlide,
  LiveState,
  LiveTally,
} from '@readyteams/activities/live';
import { REACTION_EMOJI } from '@readyteams/activities/reactions';
import { Trans } from '../../i18n/catalogue';
import { live } from '../../i18n/live';
import { participant } from '../../i18n/participant';
import { Button } from '../ui/button';
import { RoadNotTaken } from '../views/slides/decision/live';
import { liveViewOf } from '../views/slides/live';
import { isDecision, nextStep, previousSlide } from '../views/slides/decision/branching';
import { QnaAskAt, QnaSpotlight, spotlightOf } from './qna/host';
import { presenterType as type } from './format';
import { ReconnectingNote, type LiveConnection } from './connection-note';
import { TeamStandings } from './teams/host';

export interface PresenterViewProps {
  state: LiveState | null;
  tally: LiveTally | null;
  connection: LiveConnection;
  refusal?: LiveRefusal | null;
  /** The participant page with this session's code, e.g. https://host/join?pin=ABCD (for the QR code). */
  joinUrl: string;
  /** The phones' reactions that last arrived (each burst a new object): they float up the stage for a moment. */
  reactions?: LiveReactions | null;
  onGoto?: (slide: number) => void;
  /**
   * Show a decision's road not taken (Next at the end of the chosen path); without it, Next goes on to where the path
   * rejoins.
   */
  onRoadNotTaken?: (slideIndex: number) => void;
}

/** The participant page's address as people type it: host and path, no scheme, no code. */
const joinAddress = (joinUrl: string) => {
  const url = new URL(joinUrl, 'http://localhost');
  return `${url.host}${url.pathname}`;
};

function Lobby({ state, tally, joinUrl }: { state: LiveState; tally: LiveTally | null; joinUrl: string }) {
  const t = live.useT();
  const count = tally?.participantCount ?? 0;
  return (
    <div className="mx-auto grid h-full w-full max-w-[178vh] items-center gap-[6vh] px-[min(6vh,5vw)] py-[4vh] lg:grid-cols-[1fr_auto]">
      <div className="space-y-[4vh]">
        <h1 className={`${type.question} font-bold tracking-tight [unicode-bidi:plaintext]`}>
          {state.scenarioTitle}
        </h1>
        <div className="space-y-[1vh]">
          <p className={`${type.body} text-muted-foreground`}>{t('live.lobby.joinAt')}</p>
          <p dir="ltr" className={`${type.question} font-semibold break-all`} data-testid="join-address">
            {joinAddress(joinUrl)}
          </p>
        </div>
        <div className="space-y-[1vh]">
          <p className={`${type.body} text-muted-foreground`}>{t('live.lobby.withCode')}</p>
          <p
            className="font-mono text-6xl leading-none font-bold tracking-[0.2em] sm:text-[12vh]"
            data-testid="session-code"
          >
            {state.pin}
          </p>
        </div>
        <p
          className={`${type.body} font-semibold`}
          role="status"
          aria-live="polite"
          data-testid="participant-count"
        >
          {t('live.lobby.joined', { count })}
        </p>
      </div>
      <figure className="space-y-[1.5vh] justify-self-center">
        <div className="rounded-2xl bg-white p-[2vh]">
          <QRCodeSVG
            value={joinUrl}
            size={256}
            className="size-[max(10rem,min(32vh,60vw))]"
            level="H"
            bgColor="#ffffff"
            fgColor="#000000"
            title={t('live.lobby.qr', { pin: state.pin })}
          />
        </div>
        <figcaption className={`${type.body} text-center text-muted-foreground`}>
          {t('live.lobby.scan')}
        </figcaption>
      </figure>
    </div>
  );
}

function SlideContent({
  slide,
  state,
  tally,
}: {
  slide: LiveSlide;
  state: LiveState;
  tally: LiveTally | null;
}) {
  const t = participant.useT();
  const view = liveViewOf(slide);
  if (!view) {
    return (
      <div className={`${type.slide} items-center text-center`}>
        <h1 className={type.title}>{slide.title || t('participant.slide')}</h1>
        <p className={`${type.question} text-muted-foreground`}>{t('participant.unsupported')}</p>
      </div>
    );
  }
  return <view.Presenter slide={slide} state={state} tally={tally} />;
}

/** How long a reaction floats over the stage (its animation: theme.css, rt-float-up). */
const FLOAT_MS = 4000;
/** The most reactions floating at once (a burst from a large room floats the newest this many). */
const FLOATING_MAX = 30;
/** Where a reaction rises, in % of the stage's width from its start: spread over it, by the reaction's number. */
const laneOf = (id: number) => 4 + ((id * 37) % 86);

/**
 * The phones' reactions, each an emoji rising from the foot of the stage and fading within FLOAT_MS; a decoration
 * (hidden from screen readers), under no control. When the screen prefers reduced motion they stand still for as
 * long instead.
 */
function FloatingReactions({ reactions }: { reactions: LiveReactions | null | undefined }) {
  const [floating, setFloating] = useState<{ id: number; reaction: LiveReaction }[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    if (!reactions) return;
    const added = (Object.entries(reactions.counts) as [LiveReaction, number][]).flatMap(
      ([reaction, count]) =>
        Array.from({ length: Math.min(count, FLOATING_MAX) }, () => ({ id: next.current++, reaction })),
    );
    if (!added.length) return;
    setFloating((current) => [...current, ...added].slice(-FLOATING_MAX));
    const gone = new Set(added.map(({ id }) => id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFloating((current) => current.filter(({ id }) => !gone.has(id)));
    }, FLOAT_MS);
    timers.current.add(timer);
  }, [reactions]);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {floating.map(({ id, reaction }) => (
        <span
          key={id}
          data-testid="floating-reaction"
          data-reaction={reaction}
          className="absolute bottom-[2vh] font-emoji text-[6vh] leading-none motion-safe:animate-float-up"
          // A burst's reactions rise one after the other, at their own places.
          style={{ insetInlineStart: `${laneOf(id)}%`, animationDelay: `${(id % 5) * 150}ms` }}
        >
          {REACTION_EMOJI[reaction]}
        </span>
      ))}
    </div>
  );
}

/** The navigation's buttons, as on a laptop and growing with a larger screen. */
const NAV_BUTTON = 'h-[max(2rem,4.5vh)] px-[max(0.75rem,2vh)] text-[length:inherit]';

/** Previous and Next along the session's way (views/slides/decision/branching.ts): Next waits on a decision still to take. */
function SlideNavigation({
  state,
  onGoto,
  onRoadNotTaken,
}: {
  state: LiveState;
  onGoto: (slide: number) => void;
  onRoadNotTaken?: (slideIndex: number) => void;
}) {
  const t = live.useT();
  const step = nextStep(state);
  const previous = previousSlide(state);
  const target =
    step.kind === 'slide' ? step.slide : step.kind === 'road-not-taken' && !onRoadNotTaken ? step.then : null;
  return (
    <nav
      aria-label={t('live.slides')}
      className="flex items-center justify-end gap-[1vh] border-t border-border px-6 py-[1vh] text-[max(0.875rem,2vh)]"
    >
      <span className="me-auto text-muted-foreground">
        {state.currentSlide < 0
          ? t('live.lobby')
          : t('live.slideOf', { n: state.currentSlide + 1, count: state.slideCount })}
        {step.kind === 'decide' ? ` · ${t('live.nav.decide')}` : null}
      </span>
      <Button
        variant="outline"
        size="sm"
        className={NAV_BUTTON}
        disabled={previous === null}
        onClick={() => previous !== null && onGoto(previous)}
      >
        {t('live.previous')}
      </Button>
      <Button
        size="sm"
        className={NAV_BUTTON}
        disabled={target === null && !(step.kind === 'road-not-taken' && onRoadNotTaken)}
        onClick={() => {
          if (step.kind === 'road-not-taken' && onRoadNotTaken) onRoadNotTaken(step.decision);
          else if (target !== null) onGoto(target);
        }}
      >
        {state.currentSlide < 0 ? t('live.start') : t('live.next')}
      </Button>
    </nav>
  );
}

export function PresenterView({
  state,
  tally,
  connection,
  refusal,
  joinUrl,
  reactions,
  onGoto,
  onRoadNotTaken,
}: PresenterViewProps) {
  const t = live.useT();
  if (connection === 'refused' || refusal) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-3xl font-bold">{t('live.presenter.refused')}</h1>
        <p className="max-w-md text-lg text-muted-foreground">
          {refusal?.message ?? t('live.presenter.signIn')}
        </p>
      </main>
    );
  }
  if (!state) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-8">
        <p className="text-2xl text-muted-foreground" role="status">
          {t('live.connecting')}
        </p>
      </main>
    );
  }
  // The question the host put on screen takes the stage until they take it off.
  const spotlight = state.ended ? null : spotlightOf(state, tally);
  return (
    <main className="flex h-dvh flex-col bg-background text-foreground" data-slide={state.currentSlide}>
      <header
        className={`flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-b border-border px-6 py-3 ${type.corner}`}
      >
        <span className="font-bold">Ready Teams</span>
        {/* How to join stays in view during the session, for whoever arrives late. */}
        <span data-testid="join-corner">
          {state.slide ? (
            <Trans
              catalogue={live}
              id="live.corner.join"
              values={{
                address: (
                  <span dir="ltr" className="font-semibold">
                    {joinAddress(joinUrl)}
                  </span>
                ),
                pin: <span className="font-mono font-bold">{state.pin}</span>,
              }}
            />
          ) : (
            <Trans
              catalogue={participant}
              id="participant.code"
              values={{ pin: <span className="font-mono font-bold">{state.pin}</span> }}
            />
          )}
          <span className="ms-4 text-muted-foreground">
            {t('live.participants', { count: tally?.participantCount ?? 0 })}
          </span>
          {/* While Q&A is on, in the session: where to ask (the lobby says where to join already). */}
          {state.qna.open && state.slide && !state.ended ? <QnaAskAt address={joinAddress(joinUrl)} /> : null}
        </span>
      </header>
      <ReconnectingNote connection={connection} className="" />
      {/* The stage: everything on it is sized in proportion to the screen (presenterType) and fits it. */}
      <div className="relative min-h-0 flex-1" data-slot="stage">
        {/* The team standings, while the host shows them: in the lobby, between slides and at the end. */}
        {state.teams?.standings ? (
          <TeamStandings standings={state.teams.standings} />
        ) : state.ended ? (
          <div className={`${type.slide} items-center text-center`}>
            <h1 className={type.title}>{t('live.end.title')}</h1>
            <p className={`${type.question} text-muted-foreground`}>{t('live.end.body')}</p>
          </div>
        ) : spotlight ? (
          <QnaSpotlight question={spotlight} />
        ) : state.roadNotTaken !== null && isDecision(state.slides[state.roadNotTaken]) ? (
          <RoadNotTaken state={state} />
        ) : state.slide ? (
          <SlideContent slide={state.slide} state={state} tally={tally} />
        ) : (
          <Lobby state={state} tally={tally} joinUrl={joinUrl} />
        )}
        <FloatingReactions reactions={reactions} />
      </div>
      {onGoto && !state.ended ? (
        <SlideNavigation state={state} onGoto={onGoto} onRoadNotTaken={onRoadNotTaken} />
      ) : null}
    </main>
  );
}
