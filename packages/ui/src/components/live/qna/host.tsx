// The audience Q&A on the host's screens: the host controls' panel (Q&A on or off, approving first or not, the
// questions by votes or newest, each to approve, hide or show, mark answered and put on the presenter), the
// presenter's spotlight (one question, full screen, with its votes) and the presenter's "ask at" line, and the
// report's section (the questions the room saw, with their votes and whether they were answered).
import { useState } from 'react';
import type { LiveQnaQuestion, LiveState, LiveTally } from '@readyteams/activities/live';
import { presenterType as type } from '../format';
import { SwitchButton } from '../switch-button';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { HostCommands } from '../../views/slides/kind';
import { host } from './i18n';

type Order = 'votes' | 'newest';

const ordered = (questions: LiveQnaQuestion[], order: Order) =>
  order === 'votes' ? questions : [...questions].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);

function HostQuestion({
  question,
  spotlit,
  send,
}: {
  question: LiveQnaQuestion;
  spotlit: boolean;
  send: NonNullable<HostCommands['onKindEvent']>;
}) {
  const t = host.useT();
  const { id, status } = question;
  const visible = status === 'visible';
  const textId = `qna-question-${id}`;
  const moderate = (action: 'hide' | 'show' | 'answered' | 'unanswered') =>
    send('moderate-question', { questionId: id, action });
  const action = (label: string, onClick: () => void, variant: 'default' | 'outline' = 'outline') => (
    <Button size="sm" variant={variant} className="min-h-11" aria-describedby={textId} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <li className="space-y-2 rounded-lg bg-muted p-3">
      <p id={textId} className={`text-base break-words ${visible ? '' : 'text-muted-foreground'}`}>
        {question.text}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold tabular-nums">{t('qna.host.votes', { count: question.votes })}</span>
        {status === 'pending' ? <Badge variant="secondary">{t('qna.host.waiting')}</Badge> : null}
        {status === 'held' ? <Badge variant="destructive">{t('qna.host.held')}</Badge> : null}
        {status === 'hidden' ? <Badge variant="outline">{t('qna.host.hidden')}</Badge> : null}
        {question.answered ? <Badge variant="outline">{t('qna.host.answered')}</Badge> : null}
        {spotlit ? <Badge>{t('qna.host.onScreen')}</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {status === 'pending' ? action(t('qna.host.approve'), () => moderate('show'), 'default') : null}
        {visible || status === 'pending'
          ? action(t('qna.host.hide'), () => moderate('hide'))
          : action(t('qna.host.show'), () => moderate('show'))}
        {visible
          ? action(t(spotlit ? 'qna.host.unspotlight' : 'qna.host.spotlight'), () =>
              send('spotlight', { questionId: spotlit ? null : id }),
            )
          : null}
        {action(t(question.answered ? 'qna.host.markUnanswered' : 'qna.host.markAnswered'), () =>
          moderate(question.answered ? 'unanswered' : 'answered'),
        )}
      </div>
    </li>
  );
}

/** The host controls' Q&A panel. Without `send` (a view that cannot send the Q&A's events) it shows nothing. */
export function QnaHostPanel({
  state,
  tally,
  send,
}: {
  state: LiveState;
  tally: LiveTally | null;
  send: HostCommands['onKindEvent'];
}) {
  const t = host.useT();
  const [order, setOrder] = useState<Order>('votes');
  if (!send) return null;
  const { open, moderated, spotlight } = state.qna;
  const questions = ordered(tally?.qna.questions ?? [], order);
  return (
    <section aria-labelledby="qna-panel" className="space-y-3 border-t border-border px-4 py-4">
      <h2 id="qna-panel" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('qna.host.heading')}
      </h2>
      <SwitchButton checked={open} onChange={(on) => send('qna', { open: on })}>
        {t('qna.host.open')}
      </SwitchButton>
      <SwitchButton checked={moderated} onChange={(on) => send('qna-moderate', { moderated: on })}>
        {t('qna.host.moderated')}
      </SwitchButton>
      {questions.length ? (
        <>
          <div role="group" aria-label={t('qna.host.order')} className="grid grid-cols-2 gap-2">
            {(['votes', 'newest'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={order === value ? 'default' : 'outline'}
                className="min-h-11"
                aria-pressed={order === value}
                onClick={() => setOrder(value)}
              >
                {t(value === 'votes' ? 'qna.host.byVotes' : 'qna.host.newest')}
              </Button>
            ))}
          </div>
          <ul className="space-y-2">
            {questions.map((question) => (
              <HostQuestion
                key={question.id}
                question={question}
                spotlit={question.id === spotlight}
                send={send}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('qna.host.empty')}</p>
      )}
    </section>
  );
}

/** The question the host put on the presenter (from the tally, with its votes), or null. */
export const spotlightOf = (state: LiveState, tally: LiveTally | null) =>
  state.qna.spotlight === null
    ? null
    : (tally?.qna.questions.find((question) => question.id === state.qna.spotlight) ?? null);

/** The presenter's spotlight: one question of the room, full screen, its text as large as a slide's question. */
export function QnaSpotlight({ question }: { question: LiveQnaQuestion }) {
  const t = host.useT();
  return (
    <section aria-labelledby="qna-spotlight" className={`${type.slide} items-center text-center`}>
      <p className={`${type.body} text-muted-foreground`}>{t('qna.host.fromRoom')}</p>
      <h1 id="qna-spotlight" className={`${type.title} break-words [unicode-bidi:plaintext]`}>
        {question.text}
      </h1>
      <p className={`${type.question} font-semibold tabular-nums`}>
        <span aria-hidden="true">▲ </span>
        {t('qna.host.votes', { count: question.votes })}
      </p>
      {question.answered ? <p className={`${type.body} text-success`}>{t('qna.host.answered')}</p> : null}
    </section>
  );
}

/** The presenter header's line while Q&A is on: where to ask. */
export function QnaAskAt({ address }: { address: string }) {
  const t = host.useT();
  return <span className="ms-4 font-semibold">{t('qna.host.askAt', { url: address })}</span>;
}

/** The report's section: the questions the room saw, most voted first, with their votes and answered state. */
export function QnaReportSection({ questions }: { questions: LiveQnaQuestion[] }) {
  const t = host.useT();
  return (
    <section aria-labelledby="report-qna" className="space-y-3">
      <h2 id="report-qna" className="text-xl font-semibold">
        {t('qna.host.report')}
      </h2>
      {questions.length ? (
        <ol className="space-y-2">
          {questions.map((question) => (
            <li key={question.id} className="flex items-start gap-3 rounded-lg border border-border p-3">
              <p className="min-w-0 flex-1 break-words [unicode-bidi:plaintext]">{question.text}</p>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {t('qna.host.votes', { count: question.votes })}
              </span>
              {question.answered ? <Badge variant="outline">{t('qna.host.answered')}</Badge> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground">{t('qna.host.reportEmpty')}</p>
      )}
    </section>
  );
}
