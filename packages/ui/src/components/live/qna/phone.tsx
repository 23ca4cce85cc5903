// The audience Q&A on a participant's phone: the box to ask the host (280 characters), the room's questions (most
// voted first) to upvote, and this participant's own questions the room does not see (waiting for the host, held
// back by the filter, hidden by the host). Plain elements and the phone's own catalogue: the phones load this file.
import type {
  LiveAck,
  LiveAskAck,
  LiveQnaBoard,
  LiveQnaQuestion,
  LivePostStatus,
} from '@readyteams/activities/live';
import { LIVE_QUESTION_MAX, LIVE_QUESTIONS_PER_PARTICIPANT } from '@readyteams/activities/qna';
import { BoardEntries, ComposeBox, useBoardEntry } from '../board-parts';
import { useAnnouncement } from '../announcer';
import { buttonVariants } from '../../ui/button-variants';
import { phone } from './i18n';

/** A participant's part in the audience Q&A. */
export interface ParticipantQna {
  /** The room's visible questions as the phones see them (null until they arrive). */
  list: LiveQnaBoard | null;
  /** This participant's questions in the session (any status), oldest first. */
  myQuestions: LiveQnaQuestion[];
  /** Ids of the questions this participant upvoted. */
  myQuestionVotes: number[];
  /** Resolves with the server's ack once stored (or its refusal message). */
  onAsk(text: string): Promise<LiveAskAck>;
  onVote(questionId: number, up: boolean): Promise<LiveAck>;
}

/** What an own question the list does not show says instead of a vote button. */
const ownLabel = {
  held: 'qna.phone.waiting',
  pending: 'qna.phone.waiting',
  hidden: 'qna.phone.hidden',
  visible: 'qna.phone.waiting',
} as const satisfies Record<LivePostStatus, string>;

export function QnaPhonePanel({ qna }: { qna: ParticipantQna }) {
  const t = phone.useT();
  const { text, setText, status, sending, last, voted, submit, vote } = useBoardEntry(qna.onAsk, qna.onVote);
  const mineIds = new Set(qna.myQuestions.map((q) => q.id));
  const listed = qna.list?.questions ?? [];
  const unlisted = qna.myQuestions.filter((q) => !listed.some((l) => l.id === q.id));
  // A question the host sees first (approving first, or held by the filter) says so.
  const waits = last?.ok && last.question.status !== 'visible';
  const saved = status?.state === 'saved' ? t(waits ? 'qna.phone.waits' : 'qna.phone.sent') : null;
  useAnnouncement(status?.state === 'error' ? status.message : saved);
  const full = qna.myQuestions.length >= LIVE_QUESTIONS_PER_PARTICIPANT;

  return (
    <section aria-labelledby="qna-heading" className="space-y-4">
      <h1 id="qna-heading" className="text-2xl font-bold">
        {t('qna.phone.heading')}
      </h1>
      <p className="text-muted-foreground">{t('qna.phone.intro')}</p>
      {full ? (
        <p className="text-muted-foreground">
          {t('qna.phone.limit', { count: LIVE_QUESTIONS_PER_PARTICIPANT })}
        </p>
      ) : (
        <ComposeBox
          id="qna-ask"
          value={text}
          max={LIVE_QUESTION_MAX}
          label={t('qna.phone.label')}
          placeholder={t('qna.phone.placeholder')}
          left={t('qna.phone.left', { count: LIVE_QUESTION_MAX - text.length })}
          send={t('qna.phone.send')}
          busy={sending}
          statusId="qna-status"
          onChange={setText}
          onSubmit={(event) => void submit(event)}
        />
      )}
      <p
        id="qna-status"
        className={`min-h-5 text-sm font-medium ${status?.state === 'error' ? 'text-destructive' : saved ? 'text-success' : 'text-muted-foreground'}`}
      >
        {status?.state === 'error' ? status.message : (saved ?? (sending ? t('qna.phone.sending') : null))}
      </p>
      <h2 className="text-lg font-semibold">{t('qna.phone.list')}</h2>
      {listed.length || unlisted.length ? (
        <BoardEntries
          label={t('qna.phone.list')}
          idPrefix="question"
          listed={listed}
          unlisted={unlisted}
          mine={mineIds}
          upvoted={(id) => voted[id] ?? qna.myQuestionVotes.includes(id)}
          yours={(count) => t('qna.phone.yours', { count })}
          upvote={(count) => t('qna.phone.upvote', { count })}
          why={(q) => t(ownLabel[q.status])}
          extra={(q) =>
            q.answered ? <p className="text-sm font-medium text-success">{t('qna.phone.answered')}</p> : null
          }
          onVote={(id, up) => void vote(id, up)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('qna.phone.empty')}</p>
      )}
    </section>
  );
}

/**
 * The phone's way to the Q&A and back, above the session's screen at any time while the host has Q&A on (the lobby
 * too): a 44 px button that says where it leads.
 */
export function QnaToggle({ asking, onToggle }: { asking: boolean; onToggle: () => void }) {
  const t = phone.useT();
  return (
    <div className="mb-4 flex justify-end">
      <button
        type="button"
        aria-expanded={asking}
        aria-controls={asking ? 'qna-panel' : undefined}
        onClick={onToggle}
        className={buttonVariants({ variant: asking ? 'outline' : 'default', size: 'touch' })}
      >
        {t(asking ? 'qna.phone.back' : 'qna.phone.open')}
      </button>
    </div>
  );
}
