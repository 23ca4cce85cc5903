// Discussion slides on the host's screens: the questions for the room, large, and beside them the posts the host put
// on screen; on the host's phone the board: posting on or off, and every post by votes to hide, show or put on
// screen.
import type { LivePost } from '@readyteams/activities/live';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { live } from '../../../../i18n/live';
import { presenterType as type } from '../../../live/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';
import type { HostCommands, LiveSlideProps, LiveSlideView } from '../kind';

/** This slide's board in the hosts' tally (every post, most voted first). */
const boardOf = ({ slide, tally }: LiveSlideProps<'discussion'>) =>
  tally?.board?.slideIndex === slide.index ? tally.board : null;

const votes = (post: LivePost, t: TranslateOf<typeof live>) =>
  t('live.discussion.votes', { count: post.votes });

function HostPost({ post, onModeratePost }: { post: LivePost } & Pick<HostCommands, 'onModeratePost'>) {
  const t = live.useT();
  const visible = post.status === 'visible';
  const textId = `board-post-${post.id}`;
  return (
    <li className="space-y-2 rounded-lg bg-muted p-3">
      <p id={textId} className={`text-base break-words ${visible ? '' : 'text-muted-foreground'}`}>
        {post.text}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold tabular-nums">{votes(post, t)}</span>
        {post.status === 'hidden' ? <Badge variant="outline">{t('live.discussion.hidden')}</Badge> : null}
        {post.status === 'held' ? <Badge variant="destructive">{t('live.discussion.held')}</Badge> : null}
        {visible && post.highlighted ? <Badge>{t('live.discussion.onScreen')}</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          aria-describedby={textId}
          onClick={() => onModeratePost(post.id, visible ? 'hide' : 'show')}
        >
          {visible ? t('live.hide') : t('live.show')}
        </Button>
        {post.highlighted ? (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11"
            aria-describedby={textId}
            onClick={() => onModeratePost(post.id, 'unhighlight')}
          >
            {t('live.discussion.unhighlight')}
          </Button>
        ) : visible ? (
          <Button
            size="sm"
            className="min-h-11"
            aria-describedby={textId}
            onClick={() => onModeratePost(post.id, 'highlight')}
          >
            {t('live.discussion.highlight')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export const discussionLive: LiveSlideView<'discussion'> = {
  Presenter: function DiscussionPresenter(props) {
    const t = live.useT();
    const { slide } = props;
    const board = boardOf(props);
    const onScreen = board?.posts.filter((post) => post.highlighted && post.status === 'visible') ?? [];
    return (
      <div
        className={`mx-auto grid h-full max-w-7xl gap-[4vh] p-12 ${onScreen.length ? 'lg:max-w-none lg:grid-cols-2 lg:gap-x-[4vw]' : ''}`}
      >
        <div className="flex flex-col justify-center gap-[4vh]">
          <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
            {slide.title || t('live.discussion.title')}
          </h1>
          <ol className={`list-decimal space-y-[3vh] ps-[1.5em] ${type.question}`}>
            {slide.questions.map((question, i) => (
              <li key={i}>{question.question}</li>
            ))}
          </ol>
          {board?.postingOpen ? (
            <p className={`${type.body} text-muted-foreground`}>{t('live.discussion.postOnPhone')}</p>
          ) : null}
        </div>
        {onScreen.length ? (
          <section
            aria-label={t('live.discussion.postsOnScreen')}
            className="flex min-h-0 flex-col justify-center gap-[2vh] overflow-hidden"
          >
            {onScreen.map((post) => (
              <figure
                key={post.id}
                className="space-y-[1vh] rounded-2xl border-2 border-primary bg-card p-[3vh]"
              >
                {slide.questions.length > 1 ? (
                  <figcaption className={`${type.corner} text-muted-foreground`}>
                    {t('live.discussion.question', { n: post.questionIndex + 1 })}
                  </figcaption>
                ) : null}
                <blockquote className={`${type.question} break-words`}>{post.text}</blockquote>
                <p className={`${type.corner} font-semibold`}>
                  <span aria-hidden="true">▲ </span>
                  {votes(post, t)}
                </p>
              </figure>
            ))}
          </section>
        ) : null}
      </div>
    );
  },

  HostPanel: function DiscussionPanel(props) {
    const t = live.useT();
    const { slide, onModeratePost, onPosting } = props;
    const board = boardOf(props);
    const open = board?.postingOpen ?? true;
    const posts = board?.posts ?? [];
    const held = posts.filter((post) => post.status === 'held').length;
    const switchId = `posting-${slide.index}`;
    return (
      <section aria-labelledby="board-posts" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="board-posts" className="text-sm font-semibold text-muted-foreground uppercase">
            {t('live.discussion.board')}
          </h2>
          <p className="text-sm" data-testid="post-count">
            {held
              ? t('live.discussion.postsHeld', { count: board?.postCount ?? 0, held })
              : t('live.discussion.posts', { count: board?.postCount ?? 0 })}
          </p>
        </div>
        <div className="flex items-center gap-3 rounded-lg border border-border px-3">
          <label htmlFor={switchId} className="flex min-h-12 flex-1 items-center text-base font-medium">
            {t('live.discussion.canPost')}
          </label>
          <Switch
            id={switchId}
            checked={open}
            onCheckedChange={(checked) => onPosting(slide.index, checked)}
          />
        </div>
        {posts.length ? (
          slide.questions.map((question, qi) => {
            const ofQuestion = posts.filter((post) => post.questionIndex === qi);
            return ofQuestion.length ? (
              <div key={qi} className="space-y-2">
                <h3 className="text-sm font-semibold">
                  {qi + 1}. {question.question}
                </h3>
                <ul className="space-y-2">
                  {ofQuestion.map((post) => (
                    <HostPost key={post.id} post={post} onModeratePost={onModeratePost} />
                  ))}
                </ul>
              </div>
            ) : null;
          })
        ) : (
          <p className="text-sm text-muted-foreground">{t('live.discussion.empty')}</p>
        )}
      </section>
    );
  },
};
