// Discussion slides on the host's screens: the questions for the room, large, and beside them the posts the host put
// on screen; on the host's phone the board: posting on or off, and every post by votes to hide, show or put on
// screen.
import { plural, presenterType as type } from '../../../live/format';
import type { LivePost } from '../../../live/types';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Switch } from '../../../ui/switch';
import type { HostCommands, LiveSlideProps, LiveSlideView } from '../kind';

/** This slide's board in the hosts' tally (every post, most voted first). */
const boardOf = ({ slide, tally }: LiveSlideProps<'discussion'>) =>
  tally?.board?.slideIndex === slide.index ? tally.board : null;

const votes = (post: LivePost) => plural(post.votes, 'vote', 'votes');

function HostPost({ post, onModeratePost }: { post: LivePost } & Pick<HostCommands, 'onModeratePost'>) {
  const visible = post.status === 'visible';
  const textId = `board-post-${post.id}`;
  return (
    <li className="space-y-2 rounded-lg bg-muted p-3">
      <p id={textId} className={`text-base break-words ${visible ? '' : 'text-muted-foreground'}`}>
        {post.text}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold tabular-nums">{votes(post)}</span>
        {post.status === 'hidden' ? <Badge variant="outline">Hidden</Badge> : null}
        {post.status === 'held' ? <Badge variant="destructive">Held by the filter</Badge> : null}
        {visible && post.highlighted ? <Badge>On screen</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          aria-describedby={textId}
          onClick={() => onModeratePost(post.id, visible ? 'hide' : 'show')}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
        {post.highlighted ? (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11"
            aria-describedby={textId}
            onClick={() => onModeratePost(post.id, 'unhighlight')}
          >
            Remove from screen
          </Button>
        ) : visible ? (
          <Button
            size="sm"
            className="min-h-11"
            aria-describedby={textId}
            onClick={() => onModeratePost(post.id, 'highlight')}
          >
            Highlight
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export const discussionLive: LiveSlideView<'discussion'> = {
  Presenter: (props) => {
    const { slide } = props;
    const board = boardOf(props);
    const onScreen = board?.posts.filter((post) => post.highlighted && post.status === 'visible') ?? [];
    return (
      <div
        className={`mx-auto grid h-full max-w-7xl gap-[4vh] p-12 ${onScreen.length ? 'lg:max-w-none lg:grid-cols-2 lg:gap-x-[4vw]' : ''}`}
      >
        <div className="flex flex-col justify-center gap-[4vh]">
          <h1 className={type.title}>{slide.title || 'Discussion'}</h1>
          <ol className={`list-decimal space-y-[3vh] pl-[1.5em] ${type.question}`}>
            {slide.questions.map((question, i) => (
              <li key={i}>{question.question}</li>
            ))}
          </ol>
          {board?.postingOpen ? (
            <p className={`${type.body} text-muted-foreground`}>Post your thoughts on your phone.</p>
          ) : null}
        </div>
        {onScreen.length ? (
          <section
            aria-label="Posts on screen"
            className="flex min-h-0 flex-col justify-center gap-[2vh] overflow-hidden"
          >
            {onScreen.map((post) => (
              <figure
                key={post.id}
                className="space-y-[1vh] rounded-2xl border-2 border-primary bg-card p-[3vh]"
              >
                {slide.questions.length > 1 ? (
                  <figcaption className={`${type.corner} text-muted-foreground`}>
                    Question {post.questionIndex + 1}
                  </figcaption>
                ) : null}
                <blockquote className={`${type.question} break-words`}>{post.text}</blockquote>
                <p className={`${type.corner} font-semibold`}>
                  <span aria-hidden="true">▲ </span>
                  {votes(post)}
                </p>
              </figure>
            ))}
          </section>
        ) : null}
      </div>
    );
  },

  HostPanel: (props) => {
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
            Board
          </h2>
          <p className="text-sm" data-testid="post-count">
            {plural(board?.postCount ?? 0, 'post', 'posts')}
            {held ? `, ${held} held by the filter` : ''}
          </p>
        </div>
        <div className="flex items-center gap-3 rounded-lg border border-border px-3">
          <label htmlFor={switchId} className="flex min-h-12 flex-1 items-center text-base font-medium">
            Participants can post
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
          <p className="text-sm text-muted-foreground">No posts yet.</p>
        )}
      </section>
    );
  },
};
