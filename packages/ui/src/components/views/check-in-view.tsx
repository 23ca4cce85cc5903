// The follow-up e-mail's check-in page (/check-in/<token>), phone first: the participant's own commitment, one
// question (not yet, partly, yes) and an optional comment, sent once without an account.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LanguageSelect } from '../../i18n/locale-provider';
import { Trans } from '../../i18n/catalogue';
import { screens } from '../../i18n/screens';
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

/** What went wrong: the server's words when it gave some (a link not valid, expired), else the view says it failed. */
export interface CheckInError {
  message?: string;
}

export interface CheckInViewProps {
  /** The check-in, or null while it loads (or when `error` says why there is none). */
  checkIn: CheckIn | null;
  /** Why the page cannot show the check-in: the link is not valid, has expired, or the page failed to load it. */
  error?: CheckInError | null;
  /** The answer was recorded just now. */
  sent?: boolean;
  /** The answer is being sent: the send button spins and the choices are locked. */
  sending?: boolean;
  /** Why the last send failed (the form stays filled in to try again). */
  sendError?: CheckInError | null;
  /** Called with the participant's answer (and comment) when they send it. */
  onSend: (submission: CheckInSubmission) => void;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex items-center border-b border-border px-4 py-1.5">
        <span className="me-auto py-1.5 font-bold tracking-tight">Ready Teams</span>
        <LanguageSelect className="-me-2" />
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
  const t = screens.useT();
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
        <p className="text-sm text-muted-foreground">{t('screens.checkIn.followUp')}</p>
        <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{checkIn.scenarioTitle}</h1>
      </div>
      <section aria-labelledby={`${id}-commitment`} className="space-y-2">
        <h2 id={`${id}-commitment`} className="text-lg font-semibold">
          {t('screens.commitment.yours')}
        </h2>
        <blockquote className="rounded-xl border-s-4 border-primary bg-muted px-4 py-3 text-base break-words [unicode-bidi:plaintext]">
          {checkIn.commitment}
        </blockquote>
      </section>
      <form noValidate onSubmit={submit} className="space-y-6">
        <fieldset className="space-y-3" aria-describedby={missing && !answer ? `${id}-missing` : undefined}>
          <legend className="mb-3 text-lg font-semibold [unicode-bidi:plaintext]">{checkIn.question}</legend>
          {CHECK_IN_ANSWERS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-base has-focus-visible:ring-4 has-focus-visible:ring-ring/50',
                answer === value
                  ? 'border-primary bg-primary/10 font-semibold'
                  : 'border-border bg-card active:bg-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-answer`}
                value={value}
                checked={answer === value}
                disabled={sending}
                onChange={() => setAnswer(value)}
                className="size-5 accent-primary outline-none"
              />
              {t(`screens.checkIn.${value}`)}
            </label>
          ))}
          {missing && !answer ? (
            <p id={`${id}-missing`} className="text-sm font-medium text-destructive">
              {t('screens.checkIn.choose')}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-2">
          <label htmlFor={`${id}-comment`} className="block font-medium">
            <Trans
              catalogue={screens}
              id="screens.checkIn.comment"
              components={{ 0: <span className="font-normal text-muted-foreground" /> }}
            />
          </label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={CHECK_IN_COMMENT_MAX}
            rows={4}
            disabled={sending}
            onChange={(event) => setComment(event.target.value)}
            dir="auto"
            aria-describedby={`${id}-count`}
            className="min-h-24 text-base md:text-base"
          />
          <p id={`${id}-count`} className="text-end text-sm text-muted-foreground">
            {comment.length}/{CHECK_IN_COMMENT_MAX}
          </p>
        </div>
        {sendError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {sendError.message || t('screens.checkIn.sendFailed')}
          </p>
        ) : null}
        <Button type="submit" size="touch" className="w-full" loading={sending}>
          {t('screens.send')}
        </Button>
      </form>
    </>
  );
}

/** The whole check-in page for each state: loading, not available, open, answered before, sent. */
export function CheckInView({ checkIn, error, sent, sending, sendError, onSend }: CheckInViewProps) {
  const t = screens.useT();
  let content: ReactNode;
  if (error) content = <Message title={error.message || t('screens.checkIn.loadFailed')} alert />;
  else if (!checkIn)
    content = (
      <p role="status" className="my-auto text-center text-muted-foreground">
        {t('screens.checkIn.loading')}
      </p>
    );
  else if (sent)
    content = (
      <Message title={t('screens.checkIn.thanks')}>
        <p className="text-muted-foreground">{t('screens.checkIn.close')}</p>
      </Message>
    );
  else if (checkIn.answered) content = <Message title={t('screens.checkIn.answered')} />;
  else content = <CheckInForm checkIn={checkIn} sending={sending} sendError={sendError} onSend={onSend} />;
  return <Page>{content}</Page>;
}
