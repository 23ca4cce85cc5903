// Discussion slides on a participant's phone: the questions to talk about and, under each, its board: a short anonymous
// post, the room's posts (most voted first) to upvote, and this participant's own posts the room does not see (held
// back by the filter, waiting for the host's approval, hidden by the host). Plain elements: this file is all the phones
// load of the type.
import type { LiveBoard, LivePostStatus, LiveSlideOf } from '@readyteams/activities/live';
import { participant } from '../../../../i18n/participant';
import { screens } from '../../../../i18n/screens';
import { LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/activities/discussion';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import type { ParticipantBoard, ParticipantSlideView } from '../kind';
import { BoardEntries, ComposeBox, useBoardEntry } from '../../../live/board-parts';

const headingOf = (slide: LiveSlideOf<'discussion'>, t: TranslateOf<typeof screens>) =>
  slide.title || t('screens.discussion.title');

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
  const { text, setText, status, sending, voted, submit, vote } = useBoardEntry(
    (entry) => board.onPost(slideIndex, questionIndex, entry),
    board.onVote,
  );
  const mine = board.myPosts.filter((p) => p.slideIndex === slideIndex && p.questionIndex === questionIndex);
  const mineIds = new Set(mine.map((p) => p.id));
  const listed = shown?.posts.filter((p) => p.questionIndex === questionIndex) ?? [];
  const unlisted = mine.filter((p) => !listed.some((l) => l.id === p.id));
  useAnnouncement(
    status?.state === 'error' ? status.message : status?.state === 'saved' ? t('screens.board.posted') : null,
  );

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
        <ComposeBox
          id={id}
          value={text}
          max={LIVE_POST_MAX}
          label={t('screens.board.yourPost')}
          labelledBy={`${id}-q`}
          placeholder={t('screens.board.placeholder')}
          left={t('screens.charactersLeft', { count: LIVE_POST_MAX - text.length })}
          send={t('screens.board.post')}
          busy={sending}
          statusId={`${id}-status`}
          onChange={setText}
          onSubmit={(event) => void submit(event)}
        />
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
        <BoardEntries
          label={t('screens.board.posts')}
          idPrefix="post"
          listed={listed}
          unlisted={unlisted}
          mine={mineIds}
          upvoted={(postId) => voted[postId] ?? board.myVotes.includes(postId)}
          yours={(count) => t('screens.board.yoursVotes', { count })}
          upvote={(count) => t('screens.board.upvote', { count })}
          why={(p) => t(ownLabel[p.status])}
          onVote={(postId, up) => void vote(postId, up)}
        />
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
