// The follow-up e-mail's check-in page (/check-in/<token>), phone first: the participant's own commitment, one
// question (not yet, partly, yes) and an optional comment, sent once without an account.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';
import { CHECK_IN_ANSWERS, CHECK_IN_COMMENT_MAX, type CheckInAnswerValue } from './check-in-answers';

/** What a check-in link shows (openapi.yaml CheckIn): the participant's own commitment and the question. */
export interface CheckIn {
  scenarioTitle: string;
  commitment: string;
  question: string;
  answered: boolean;
}

export interface CheckInSubmission {
  answer: CheckInAnswerValue;
  /** Left out when empty. */
  comment?: string;
}

export interface CheckInViewProps {
  /** The check-in, or null while it loads (or when `error` says why there is none). */
  checkIn: CheckIn | null;
  /** Why the page cannot show the check-in: the link is not valid, has expired, or the page failed to load it. */
  error?: string | null;
  /** The answer was recorded just now. */
  sent?: boolean;
  /** The answer is being sent: the send button spins and the choices are locked. */
  sending?: boolean;
  /** Why the last send failed (the form stays filled in to try again). */
  sendError?: string | null;
  /** Called with the participant's answer (and comment) when they send it. */
  onSend: (submission: CheckInSubmission) => void;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b border-border px-4 py-3">
        <span className="font-bold tracking-tight">Ready Teams</span>
      </header>
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}

function Message({ title, children, alert }: { title: string; children?: ReactNode; alert?: boolean }) {
  return (
    <section className="my-auto space-y-3 text-center" role={alert ? 'alert' : 'status'}>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

function CheckInForm({
  checkIn,
  sending,
  sendError,
  onSend,
}: Pick<CheckInViewProps, 'sending' | 'sendError' | 'onSend'> & { checkIn: CheckIn }) {
  const id = useId();
  const [answer, setAnswer] = useState<CheckInAnswerValue | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    onSend(text ? { answer, comment: text } : { answer });
  };
  return (
    <>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">Follow-up</p>
        <h1 className="text-2xl font-bold">{checkIn.scenarioTitle}</h1>
      </div>
      <section aria-labelledby={`${id}-commitment`} className="space-y-2">
        <h2 id={`${id}-commitment`} className="text-lg font-semibold">
          Your commitment
        </h2>
        <blockquote className="rounded-xl border-l-4 border-primary bg-muted px-4 py-3 text-base break-words">
          {checkIn.commitment}
        </blockquote>
      </section>
      <form noValidate onSubmit={submit} className="space-y-6">
        <fieldset className="space-y-3" aria-describedby={missing && !answer ? `${id}-missing` : undefined}>
          <legend className="mb-3 text-lg font-semibold">{checkIn.question}</legend>
          {CHECK_IN_ANSWERS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-base has-focus-visible:ring-4 has-focus-visible:ring-ring/50',
                answer === option.value
                  ? 'border-primary bg-primary/10 font-semibold'
                  : 'border-border bg-card active:bg-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-answer`}
                value={option.value}
                checked={answer === option.value}
                disabled={sending}
                onChange={() => setAnswer(option.value)}
                className="size-5 accent-primary outline-none"
              />
              {option.label}
            </label>
          ))}
          {missing && !answer ? (
            <p id={`${id}-missing`} className="text-sm font-medium text-destructive">
              Choose an answer.
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-2">
          <label htmlFor={`${id}-comment`} className="block font-medium">
            Comment <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={CHECK_IN_COMMENT_MAX}
            rows={4}
            disabled={sending}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}-count`}
            className="min-h-24 text-base md:text-base"
          />
          <p id={`${id}-count`} className="text-right text-sm text-muted-foreground">
            {comment.length}/{CHECK_IN_COMMENT_MAX}
          </p>
        </div>
        {sendError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {sendError}
          </p>
        ) : null}
        <Button type="submit" size="touch" className="w-full" loading={sending}>
          Send
        </Button>
      </form>
    </>
  );
}

/** The whole check-in page for each state: loading, not available, open, answered before, sent. */
export function CheckInView({ checkIn, error, sent, sending, sendError, onSend }: CheckInViewProps) {
  let content: ReactNode;
  if (error) content = <Message title={error} alert />;
  else if (!checkIn)
    content = (
      <p role="status" className="my-auto text-center text-muted-foreground">
        Loading...
      </p>
    );
  else if (sent)
    content = (
      <Message title="Thank you. Your answer has been recorded.">
        <p className="text-muted-foreground">You can close this page.</p>
      </Message>
    );
  else if (checkIn.answered) content = <Message title="This check-in has already been answered." />;
  else content = <CheckInForm checkIn={checkIn} sending={sending} sendError={sendError} onSend={onSend} />;
  return <Page>{content}</Page>;
}
