// Discussion slides on a participant's phone: the questions to talk about and, under each, its board: a short anonymous
// post, the room's posts (most voted first) to upvote, and this participant's own posts the room does not see (held
// back by the filter, waiting for the host's approval, hidden by the host). Plain elements: this file is all the phones
// load of the type.
import { useState, type FormEvent } from 'react';
import type { LiveBoard, LivePostStatus, LiveSlideOf } from '@readyteams/activities/live';
import { participant } from '../../../../i18n/participant';
import { screens } from '../../../../i18n/screens';
import { LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/activities/discussion';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import type { ParticipantBoard, ParticipantSlideView, SaveStatus } from '../kind';
import { buttonVariants } from '../../../ui/button-variants';

const headingOf = (slide: LiveSlideOf<'discussion'>, t: TranslateOf<typeof screens>) =>
  slide.title || t('screens.discussion.title');

const postClass = 'flex items-start gap-3 rounded-xl border border-border bg-card p-3';

/** What an own post the board does not list says instead of a vote button. */
const ownLabel = {
  // Held back by the filter or waiting for the host's approval: either way, the host decides.
  held: 'screens.board.held',
  pending: 'screens.board.held',
  hidden: 'screens.board.hidden',
  visible: 'screens.board.yours',
} as const satisfies Record<LivePostStatus, string>;

function QuestionBoard({
  id,
  slideIndex,
  questionIndex,
  question,
  shown,
  board,
}: {
  id: string;
  slideIndex: number;
  questionIndex: number;
  question: string;
  /** This slide's board (null until it arrives). */
  shown: LiveBoard | null;
  board: ParticipantBoard;
}) {
  const t = screens.useT();
  const tp = participant.useT();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SaveStatus>();
  // Votes given or taken back on this phone: shown at once, dropped again if the server refuses.
  const [voted, setVoted] = useState<Record<number, boolean>>({});
  const mine = board.myPosts.filter((p) => p.slideIndex === slideIndex && p.questionIndex === questionIndex);
  const mineIds = new Set(mine.map((p) => p.id));
  const listed = shown?.posts.filter((p) => p.questionIndex === questionIndex) ?? [];
  const unlisted = mine.filter((p) => !listed.some((l) => l.id === p.id));
  const entry = text.trim();
  const sending = status?.state === 'saving';
  useAnnouncement(
    status?.state === 'error' ? status.message : status?.state === 'saved' ? t('screens.board.posted') : null,
  );

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry || sending) return;
    setStatus({ state: 'saving' });
    const ack = await board.onPost(slideIndex, questionIndex, entry);
    if (ack.ok) setText('');
    setStatus(ack.ok ? { state: 'saved' } : { state: 'error', message: ack.message });
  };

  const vote = async (postId: number, up: boolean) => {
    setVoted((current) => ({ ...current, [postId]: up }));
    const ack = await board.onVote(postId, up);
    if (ack.ok) return;
    setVoted(({ [postId]: _refused, ...rest }) => rest);
    setStatus({ state: 'error', message: ack.message });
  };

  return (
    <section aria-labelledby={`${id}-q`} className="space-y-3">
      <h2 id={`${id}-q`} className="text-lg font-semibold [unicode-bidi:plaintext]">
        {question}
      </h2>
      {shown && !shown.postingOpen ? (
        <p className="text-muted-foreground">{t('screens.board.closed')}</p>
      ) : mine.length >= LIVE_POSTS_PER_QUESTION ? (
        <p className="text-muted-foreground">
          {t('screens.board.limit', { count: LIVE_POSTS_PER_QUESTION })}
        </p>
      ) : (
        <form className="space-y-2" onSubmit={(event) => void post(event)}>
          <label id={`${id}-label`} htmlFor={`${id}-post`} className="sr-only">
            {t('screens.board.yourPost')}
          </label>
          <textarea
            id={`${id}-post`}
            value={text}
            maxLength={LIVE_POST_MAX}
            rows={2}
            placeholder={t('screens.board.placeholder')}
            dir="auto"
            onChange={(event) => setText(event.target.value)}
            aria-labelledby={`${id}-q ${id}-label`}
            aria-describedby={`${id}-left ${id}-status`}
            className="w-full rounded-xl border-2 border-input bg-background p-3 text-base outline-none focus:border-ring"
          />
          <div className="flex items-center justify-between gap-3">
            <span id={`${id}-left`} className="text-sm text-muted-foreground">
              {t('screens.charactersLeft', { count: LIVE_POST_MAX - text.length })}
            </span>
            {/* Not disabled: the button keeps the focus once its post is sent and the box empty again. */}
            <button
              type="submit"
              className={buttonVariants({ size: 'touch' })}
              aria-disabled={!entry || sending}
            >
              {t('screens.board.post')}
            </button>
          </div>
        </form>
      )}
      <p
        id={`${id}-status`}
        className={`min-h-5 text-sm font-medium ${status?.state === 'error' ? 'text-destructive' : status?.state === 'saved' ? 'text-success' : 'text-muted-foreground'}`}
      >
        {status?.state === 'error'
          ? status.message
          : status?.state === 'saved'
            ? t('screens.board.posted')
            : sending
              ? tp('participant.sending')
              : null}
      </p>
      {listed.length || unlisted.length ? (
        <ul className="space-y-2" aria-label={t('screens.board.posts')}>
          {listed.map((p) => {
            const up = voted[p.id] ?? board.myVotes.includes(p.id);
            return (
              <li key={p.id} className={postClass}>
                <p id={`post-${p.id}`} className="min-w-0 flex-1 break-words [unicode-bidi:plaintext]">
                  {p.text}
                </p>
                {mineIds.has(p.id) ? (
                  <span className="py-2 text-end text-sm text-muted-foreground">
                    {t('screens.board.yoursVotes', { count: p.votes })}
                  </span>
                ) : (
                  <button
                    type="button"
                    aria-pressed={up}
                    aria-describedby={`post-${p.id}`}
                    onClick={() => void vote(p.id, !up)}
                    className={`flex min-h-11 min-w-14 shrink-0 items-center justify-center gap-1 rounded-lg border-2 px-2 font-semibold tabular-nums outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
                      up
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border active:bg-muted'
                    }`}
                  >
                    <span aria-hidden="true">▲ {p.votes}</span>
                    <span className="sr-only">{t('screens.board.upvote', { count: p.votes })}</span>
                  </button>
                )}
              </li>
            );
          })}
          {unlisted.map((p) => (
            <li key={p.id} className={`${postClass} border-dashed`}>
              <p className="min-w-0 flex-1 break-words text-muted-foreground [unicode-bidi:plaintext]">
                {p.text}
              </p>
              <span className="shrink-0 text-sm font-medium">{t(ownLabel[p.status])}</span>
            </li>
          ))}
        </ul>
      ) : shown ? (
        <p className="text-sm text-muted-foreground">{t('screens.board.empty')}</p>
      ) : null}
    </section>
  );
}

export const discussionParticipant: ParticipantSlideView<'discussion'> = {
  Screen: function DiscussionScreen({ slide, board }) {
    const t = screens.useT();
    const shown = board.board?.slideIndex === slide.index ? board.board : null;
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
        <p className="text-muted-foreground">{t('screens.discussion.intro')}</p>
        {shown?.feed === 'approve-first' && shown.postingOpen ? (
          <p className="font-medium">{t('screens.board.approval')}</p>
        ) : null}
        <ol className="list-decimal space-y-8 ps-5 marker:text-lg marker:font-semibold">
          {slide.questions.map((question, qi) => (
            <li key={`${slide.index}:${qi}`}>
              <QuestionBoard
                id={`q-${slide.index}-${qi}`}
                slideIndex={slide.index}
                questionIndex={qi}
                question={question.question}
                shown={shown}
                board={board}
              />
            </li>
          ))}
        </ol>
      </section>
    );
  },
  announcement: (slide, _state, t) => t('screens.announce.discussion', { title: headingOf(slide, t) }),
};
