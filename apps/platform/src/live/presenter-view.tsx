// The presenter screen (the host's computer, shared on the web conference): lobby, each slide full screen,
// results only on a poll-results slide, the end screen.
import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { LiveSlide, LiveState, LiveTally, LiveVideoState } from '@readyteams/api-client';
import { Button } from '@readyteams/ui';
import type { LiveConnection, LiveRefusal } from './live-client';
import { UNSUPPORTED_SLIDE, optionLetter, plural, unsupported } from './letters';
import { PollResults } from './results-chart';

export interface PresenterViewProps {
  state: LiveState | null;
  tally: LiveTally | null;
  connection: LiveConnection;
  refusal?: LiveRefusal | null;
  /** The participant page with this session's code, e.g. https://host/join?pin=ABCD (for the QR code). */
  joinUrl: string;
  onGoto?: (slide: number) => void;
}

/**
 * Type that grows with the screen (a projector, a TV at the end of the room): question text is at least 4% of the
 * viewport's height, never smaller than it is on a laptop.
 */
const type = {
  title: 'text-[max(3rem,6.5vh)] font-bold leading-tight',
  question: 'text-[max(1.875rem,4.5vh)] leading-snug',
  body: 'text-[max(1.5rem,3.6vh)]',
  corner: 'text-[max(1.125rem,2.8vh)]',
};

/** The participant page's address as people type it: host and path, no scheme, no code. */
const joinAddress = (joinUrl: string) => {
  const url = new URL(joinUrl, 'http://localhost');
  return `${url.host}${url.pathname}`;
};

/** Where the video should be now, from the last play/pause/restart the host sent. */
export const videoPosition = (video: LiveVideoState, now = Date.now()) =>
  video.status === 'playing' ? video.position + Math.max(0, now - video.changedAt) / 1000 : video.position;

function PresenterVideo({ slide, video }: { slide: LiveSlide; video: LiveVideoState }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const position = videoPosition(video);
    if (Math.abs(element.currentTime - position) > 1) element.currentTime = position;
    if (video.status === 'playing') {
      element.play().then(
        () => setBlocked(false),
        // Browsers refuse sound without a click on the page: ask for one.
        () => setBlocked(true),
      );
    } else {
      element.pause();
    }
  }, [video]);

  // The host switches captions for the room; the track loads once and is shown or hidden.
  useEffect(() => {
    const track = ref.current?.textTracks[0];
    if (track) track.mode = video.captions ? 'showing' : 'hidden';
  }, [video.captions, slide.captionsUrl]);

  return (
    <div
      className="relative flex h-full w-full items-center justify-center bg-black"
      data-video-status={video.status}
    >
      {slide.videoUrl ? (
        <video
          ref={ref}
          src={slide.videoUrl}
          className="max-h-full max-w-full"
          playsInline
          preload="auto"
          aria-label={slide.title}
        >
          {slide.captionsUrl ? (
            <track kind="captions" src={slide.captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </video>
      ) : (
        <p className="text-2xl text-white">{slide.title}</p>
      )}
      {blocked ? (
        <Button
          size="lg"
          className="absolute"
          onClick={() => {
            void ref.current?.play().then(() => setBlocked(false));
          }}
        >
          Click to start the video
        </Button>
      ) : null}
    </div>
  );
}

function Lobby({ state, tally, joinUrl }: { state: LiveState; tally: LiveTally | null; joinUrl: string }) {
  const count = tally?.participantCount ?? 0;
  return (
    <div className="grid h-full items-center gap-12 p-6 sm:p-12 lg:grid-cols-[1fr_auto]">
      <div className="space-y-[max(2rem,4vh)]">
        <h1 className={`${type.question} font-bold tracking-tight`}>{state.scenarioTitle}</h1>
        <div className="space-y-2">
          <p className={`${type.body} text-muted-foreground`}>Join at</p>
          <p className="text-[max(2.25rem,5vh)] font-semibold break-all" data-testid="join-address">
            {joinAddress(joinUrl)}
          </p>
        </div>
        <div className="space-y-2">
          <p className={`${type.body} text-muted-foreground`}>with the code</p>
          <p
            className="font-mono text-6xl font-bold tracking-[0.2em] sm:text-[max(6rem,12vh)]"
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
          {plural(count, 'participant', 'participants')} joined
        </p>
      </div>
      <figure className="space-y-3 justify-self-center">
        <div className="rounded-2xl bg-white p-4">
          <QRCodeSVG
            value={joinUrl}
            size={256}
            className="size-[max(16rem,30vh)]"
            level="H"
            bgColor="#ffffff"
            fgColor="#000000"
            title={`QR code to join with code ${state.pin}`}
          />
        </div>
        <figcaption className="text-center text-muted-foreground">Scan to join</figcaption>
      </figure>
    </div>
  );
}

function AnswerCount({ state, tally }: { state: LiveState; tally: LiveTally | null }) {
  const answered = tally?.currentSlideAnswered ?? 0;
  const total = tally?.participantCount ?? 0;
  return (
    <p className={`${type.body} font-semibold`} role="status" aria-live="polite" data-testid="answer-count">
      {answered} of {plural(total, 'participant', 'participants')} answered
      <span className="sr-only"> on slide {state.currentSlide + 1}</span>
    </p>
  );
}

function SlideContent({ state, tally }: { state: LiveState; tally: LiveTally | null }) {
  const slide = state.slide!;
  switch (slide.slideType) {
    case 'video':
      return <PresenterVideo slide={slide} video={state.video} />;
    case 'discussion':
      return (
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] p-12">
          <h1 className={type.title}>{slide.title || 'Discussion'}</h1>
          <ol className={`list-decimal space-y-[3vh] pl-[1.5em] ${type.question}`}>
            {slide.questions.map((question, i) => (
              <li key={i}>{question.question}</li>
            ))}
          </ol>
        </div>
      );
    case 'poll-results':
      return (
        <div className="mx-auto h-full max-w-7xl space-y-[4vh] overflow-auto p-12">
          <h1 className={type.title}>{state.results ? `Results: ${state.results.title}` : 'Results'}</h1>
          {state.results ? (
            <PollResults poll={state.results} size="lg" level={2} />
          ) : (
            <p className={type.body}>There is no poll to show results for.</p>
          )}
        </div>
      );
    case 'poll':
      if (slide.type === 'closing question') {
        return (
          <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] p-12 text-center">
            <h1 className={type.title}>{slide.title || 'Closing Questions'}</h1>
            <p className={`${type.question} text-muted-foreground`}>
              Answer the {plural(slide.questions.length, 'question', 'questions')} on your phone.
            </p>
            <AnswerCount state={state} tally={tally} />
          </div>
        );
      }
      return (
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] overflow-auto p-12">
          <h1 className={type.title}>{slide.title || 'Poll'}</h1>
          {slide.questions.map((question, qi) => (
            <section key={qi} className="space-y-[2vh]">
              <h2 className={`${type.question} font-semibold`}>{question.question}</h2>
              <ul className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}>
                {question.options.map((label, i) => (
                  <li
                    key={i}
                    className="flex items-center gap-[0.6em] rounded-xl border-2 border-border px-[0.7em] py-[0.5em]"
                  >
                    <span className="flex size-[1.8em] shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground">
                      {optionLetter(i)}
                    </span>
                    {label}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <AnswerCount state={state} tally={tally} />
        </div>
      );
    default:
      unsupported(slide.slideType);
      return (
        <div className="flex h-full flex-col items-center justify-center gap-6 p-12 text-center">
          <h1 className={type.title}>{slide.title || 'Slide'}</h1>
          <p className={`${type.question} text-muted-foreground`}>{UNSUPPORTED_SLIDE}</p>
        </div>
      );
  }
}

export function PresenterView({ state, tally, connection, refusal, joinUrl, onGoto }: PresenterViewProps) {
  if (connection === 'refused' || refusal) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-3xl font-bold">You can't present this session</h1>
        <p className="max-w-md text-lg text-muted-foreground">
          {refusal?.message ?? 'Sign in as the session host to present it.'}
        </p>
      </main>
    );
  }
  if (!state) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-8">
        <p className="text-2xl text-muted-foreground" role="status">
          Connecting to the session…
        </p>
      </main>
    );
  }
  return (
    <main className="flex h-dvh flex-col bg-background text-foreground" data-slide={state.currentSlide}>
      <header
        className={`flex flex-wrap items-center justify-between gap-x-6 gap-y-1 border-b border-border px-6 py-3 ${type.corner}`}
      >
        <span className="font-bold">Ready Teams</span>
        {/* How to join stays in view during the session, for whoever arrives late. */}
        <span data-testid="join-corner">
          {state.slide ? (
            <>
              Join at <span className="font-semibold">{joinAddress(joinUrl)}</span> with code{' '}
            </>
          ) : (
            'Code '
          )}
          <span className="font-mono font-bold">{state.pin}</span>
          <span className="ml-4 text-muted-foreground">
            {plural(tally?.participantCount ?? 0, 'participant', 'participants')}
          </span>
        </span>
      </header>
      {connection === 'reconnecting' ? (
        <p role="status" className="bg-warning/15 px-4 py-2 text-center font-medium">
          Connection lost. Reconnecting…
        </p>
      ) : null}
      <div className="min-h-0 flex-1">
        {state.ended ? (
          <div className="flex h-full flex-col items-center justify-center gap-6 p-12 text-center">
            <h1 className={type.title}>Thank you!</h1>
            <p className={`${type.question} text-muted-foreground`}>This session has ended.</p>
          </div>
        ) : state.slide ? (
          <SlideContent state={state} tally={tally} />
        ) : (
          <Lobby state={state} tally={tally} joinUrl={joinUrl} />
        )}
      </div>
      {onGoto && !state.ended ? (
        <nav
          aria-label="Slides"
          className="flex items-center justify-end gap-2 border-t border-border px-6 py-2"
        >
          <span className="mr-auto text-sm text-muted-foreground">
            {state.currentSlide < 0 ? 'Lobby' : `Slide ${state.currentSlide + 1} of ${state.slideCount}`}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={state.currentSlide < 0}
            onClick={() => onGoto(state.currentSlide - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            disabled={state.currentSlide >= state.slideCount - 1}
            onClick={() => onGoto(state.currentSlide + 1)}
          >
            {state.currentSlide < 0 ? 'Start' : 'Next'}
          </Button>
        </nav>
      ) : null}
    </main>
  );
}
