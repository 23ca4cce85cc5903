// The participant page's screens, as plain props-in views (no socket here): the code box, the waiting screen,
// each slide type, results, the thank-you screen and the "reconnecting" note. Plain elements (the buttons styled by
// the design system's buttonVariants) keep the bundle tiny.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { LiveAnswerValue, LiveQuestion, LiveState } from '@readyteams/api-client';
import { buttonVariants } from '@readyteams/ui/utils';
import type { LiveConnection } from '../live-client';
import { UNSUPPORTED_SLIDE, answerKey, optionLetter, unsupported } from '../letters';
import { PollResults } from '../results-chart';

export const TEXT_MAX = 500;

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
      {connection === 'reconnecting' ? (
        <p role="status" className="bg-warning/15 px-4 py-2 text-center text-sm font-medium">
          Connection lost. Reconnecting…
        </p>
      ) : null}
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

export function Centered({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="my-auto space-y-3 text-center" aria-live="polite">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

export type SaveStatus = { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

interface QuestionProps {
  question: LiveQuestion;
  id: string;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  disabled?: boolean;
  onAnswer: (value: LiveAnswerValue) => void;
}

function Status({ status, id }: { status?: SaveStatus; id: string }) {
  return (
    <p id={`${id}-status`} role="status" className="min-h-6 text-sm">
      {status?.state === 'saving' ? <span className="text-muted-foreground">Saving…</span> : null}
      {status?.state === 'saved' ? (
        <span className="font-medium text-success">
          Answer saved. You can change it until the host moves on.
        </span>
      ) : null}
      {status?.state === 'error' ? (
        <span className="font-medium text-destructive">{status.message}</span>
      ) : null}
    </p>
  );
}

const choiceClass = (selected: boolean) =>
  `flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left text-base outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
    selected ? 'border-primary bg-primary/10 font-semibold' : 'border-border bg-card active:bg-muted'
  }`;

function ChoiceQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  const lettered = question.kind === 'choice';
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-status`}>
      <legend className="mb-3 text-lg font-semibold">{question.question}</legend>
      <div role="radiogroup" aria-label={question.question} className="space-y-2">
        {question.options.map((label, i) => {
          const optionValue = lettered ? i : i + 1;
          const selected = value === optionValue;
          return (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={disabled}
              onClick={() => onAnswer(optionValue)}
              className={choiceClass(selected)}
            >
              <span
                aria-hidden
                className={`flex size-9 shrink-0 items-center justify-center rounded-lg font-bold ${selected ? 'bg-primary text-primary-foreground' : 'bg-muted'}`}
              >
                {lettered ? optionLetter(i) : i + 1}
              </span>
              <span>
                <span className="sr-only">{lettered ? `${optionLetter(i)}. ` : `${i + 1}. `}</span>
                {label}
              </span>
            </button>
          );
        })}
      </div>
      <Status status={status} id={id} />
    </fieldset>
  );
}

function NpsQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-status`}>
      <legend className="mb-3 text-lg font-semibold">{question.question}</legend>
      <div role="radiogroup" aria-label={question.question} className="grid grid-cols-6 gap-2">
        {Array.from({ length: 11 }, (_, n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            disabled={disabled}
            onClick={() => onAnswer(n)}
            className={`min-h-12 rounded-xl border-2 text-lg font-semibold outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
              value === n
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card active:bg-muted'
            }`}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>0 = Not at all likely</span>
        <span>10 = Extremely likely</span>
      </div>
      <Status status={status} id={id} />
    </fieldset>
  );
}

function TextQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  const changed = text.trim() !== saved;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAnswer(text.trim());
      }}
    >
      <label htmlFor={`${id}-text`} className="block text-lg font-semibold">
        {question.question}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={TEXT_MAX}
        rows={4}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count ${id}-status`}
        className="w-full rounded-xl border-2 border-input bg-background p-3 text-base outline-none focus:border-ring"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-count`} className="text-sm text-muted-foreground">
          {text.length}/{TEXT_MAX}
        </span>
        <button
          type="submit"
          className={buttonVariants({ size: 'touch' })}
          disabled={disabled || !text.trim() || !changed}
        >
          {saved ? 'Update answer' : 'Send answer'}
        </button>
      </div>
      <Status status={status} id={id} />
    </form>
  );
}

export function QuestionInput(props: QuestionProps) {
  if (props.question.kind === 'nps') return <NpsQuestion {...props} />;
  if (props.question.kind === 'text') return <TextQuestion {...props} />;
  return <ChoiceQuestion {...props} />;
}

export interface ParticipantScreenProps {
  state: LiveState;
  answers: Record<string, LiveAnswerValue>;
  statuses: Record<string, SaveStatus>;
  onAnswer: (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => void;
}

/** What a joined participant sees for the session's current state. */
export function ParticipantScreen({ state, answers, statuses, onAnswer }: ParticipantScreenProps) {
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
  switch (slide.slideType) {
    case 'video':
      return (
        <Centered title={slide.title || 'Video'}>
          <p className="text-muted-foreground">Watch the host's screen.</p>
        </Centered>
      );
    case 'discussion':
      return (
        <section className="space-y-4">
          <h1 className="text-2xl font-bold">{slide.title || 'Discussion'}</h1>
          <ol className="list-decimal space-y-3 pl-6 text-lg">
            {slide.questions.map((question, i) => (
              <li key={i}>{question.question}</li>
            ))}
          </ol>
        </section>
      );
    case 'poll-results':
      return (
        <section className="space-y-4">
          <h1 className="text-2xl font-bold">
            {state.results?.title ? `Results: ${state.results.title}` : 'Results'}
          </h1>
          {state.results ? (
            <PollResults poll={state.results} level={2} />
          ) : (
            <p className="text-muted-foreground">No results to show.</p>
          )}
        </section>
      );
    case 'poll':
      return (
        <section className="space-y-8">
          <h1 className="text-2xl font-bold">{slide.title || 'Poll'}</h1>
          {slide.questions.map((question, qi) => {
            const key = answerKey(slide.index, qi);
            return (
              <QuestionInput
                key={key}
                id={`q-${slide.index}-${qi}`}
                question={question}
                value={answers[key]}
                status={statuses[key]}
                onAnswer={(value) => onAnswer(slide.index, qi, value)}
              />
            );
          })}
        </section>
      );
    default:
      unsupported(slide.slideType);
      return (
        <Centered title={slide.title || 'Slide'}>
          <p className="text-muted-foreground">{UNSUPPORTED_SLIDE} Watch the host's screen.</p>
        </Centered>
      );
  }
}

/** The whole page of a joined participant: header, connection note and the current screen. */
export function ParticipantPage({
  pin,
  connection,
  ...screen
}: ParticipantScreenProps & { pin: string; connection: LiveConnection }) {
  return (
    <ParticipantShell pin={pin} connection={connection}>
      <ParticipantScreen {...screen} />
    </ParticipantShell>
  );
}
