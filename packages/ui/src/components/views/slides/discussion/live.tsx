// Discussion slides on the host's screens: the questions for the room, large, with how many posts the room sees, and
// beside them the posts the host put on screen or, while there are none, the room's posts as they come (newest
// first, as many as the column holds); on the host's phone the board: posting on or off, approving posts first or
// not, the posts waiting for approval, and every post by votes to hide, show or put on screen.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const pending = post.status === 'pending';
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
        {pending ? <Badge variant="secondary">{t('live.discussion.waiting')}</Badge> : null}
        {visible && post.highlighted ? <Badge>{t('live.discussion.onScreen')}</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {pending ? (
          // Approving a post is showing it to the room.
          <Button
            size="sm"
            className="min-h-11"
            aria-describedby={textId}
            onClick={() => onModeratePost(post.id, 'show')}
          >
            {t('live.discussion.approve')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          className="min-h-11"
          aria-describedby={textId}
          onClick={() => onModeratePost(post.id, visible || pending ? 'hide' : 'show')}
        >
          {visible || pending ? t('live.hide') : t('live.show')}
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

/** The sizes the posts on screen step down through to fit before they are split into pages (shares of the height). */
const POST_SIZES = ['text-[5vh]', 'text-[4.25vh]', 'text-[3.5vh]'];
/** How long each page of posts stays on screen. */
const PAGE_MS = 8000;
/** The page indicator's line, in vh (kept free under the posts once they take turns). */
const INDICATOR_VH = 5;

/** The posts' heights (px) packed in order into pages no taller than `room`. */
function pack(heights: number[], gap: number, room: number): number[][] {
  const pages: number[][] = [];
  let used = Infinity;
  heights.forEach((height, i) => {
    if (used + gap + height > room) {
      pages.push([i]);
      used = height;
    } else {
      pages.at(-1)!.push(i);
      used += gap + height;
    }
  });
  return pages;
}

/**
 * The size of `element` once it changed after its first report (`WxH`; '' until then): what a column's posts were
 * fitted to is fitted again when it changes.
 */
function useResized(element: React.RefObject<HTMLElement | null>) {
  const [area, setArea] = useState('');
  const measured = useRef('');
  useEffect(() => {
    const current = element.current;
    if (!current || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const size = `${current.clientWidth}x${current.clientHeight}`;
      // Its first report is the size the posts were just fitted to.
      if (measured.current && size !== measured.current) setArea(size);
      measured.current = size;
    });
    observer.observe(current);
    return () => observer.disconnect();
  }, [element]);
  return area;
}

/**
 * The highlighted posts, as large as their column holds: their text shrinks within limits (question size down to the
 * results' size) and, when they still do not fit, they take turns in pages that advance every few seconds, with a
 * page indicator (each page appears without a fade when the screen prefers reduced motion).
 */
function PostsOnScreen({ posts, questions }: { posts: LivePost[]; questions: number }) {
  const t = live.useT();
  const column = useRef<HTMLElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ size: number; pages: number[][] | null }>({ size: 0, pages: null });
  const [page, setPage] = useState(0);
  // Fitted again, from the largest size, when the posts or the column's size change.
  const posted = posts.map((post) => `${post.id}:${post.text}:${post.votes}`).join('|');
  const area = useResized(column);
  useLayoutEffect(() => {
    setFit({ size: 0, pages: null });
    setPage(0);
  }, [posted, area]);

  useLayoutEffect(() => {
    const element = box.current;
    const section = column.current;
    if (!element || !section || fit.pages || element.scrollHeight <= element.clientHeight + 1) return;
    if (fit.size < POST_SIZES.length - 1) {
      setFit({ size: fit.size + 1, pages: null });
      return;
    }
    const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
    const heights = [...element.children].map((child) => child.getBoundingClientRect().height);
    const room = section.clientHeight - (innerHeight * INDICATOR_VH) / 100 - gap;
    setFit({ ...fit, pages: pack(heights, gap, room) });
  }, [fit]);

  const count = fit.pages?.length ?? 1;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setPage((n) => (n + 1) % count), PAGE_MS);
    return () => clearInterval(timer);
  }, [count, posted]);

  const shown = fit.pages ? (fit.pages[page % count] ?? []).map((i) => posts[i]!) : posts;
  return (
    <section
      ref={column}
      aria-label={t('live.discussion.postsOnScreen')}
      className="flex min-h-0 flex-col justify-center gap-[2vh]"
    >
      <div
        ref={box}
        key={fit.pages ? page : 'all'}
        className={`flex min-h-0 flex-col gap-[2vh] overflow-hidden ${
          fit.pages ? 'motion-safe:animate-in motion-safe:duration-500 motion-safe:fade-in' : ''
        }`}
      >
        {shown.map((post) => (
          <figure
            key={post.id}
            className={`shrink-0 space-y-[1vh] rounded-2xl border-2 border-primary bg-card p-[2.5vh] ${type.body}`}
          >
            {questions > 1 ? (
              <figcaption className="text-muted-foreground">
                {t('live.discussion.question', { n: post.questionIndex + 1 })}
              </figcaption>
            ) : null}
            <blockquote className={`${POST_SIZES[fit.size]} leading-snug break-words`}>
              {post.text}
            </blockquote>
            <p className="font-semibold">
              <span aria-hidden="true">▲ </span>
              {votes(post, t)}
            </p>
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <p
          className={`${type.body} h-[5vh] shrink-0 text-center leading-[5vh] text-muted-foreground`}
          data-testid="posts-page"
        >
          {t('live.discussion.page', { n: (page % count) + 1, count })}
        </p>
      ) : null}
    </section>
  );
}

/** The posts a feed shows at most (the newest; fewer when the column holds fewer). */
const FEED_MAX = 8;

/** The room's posts newest first: as they were shown (posted, or approved by the host), then as they were posted. */
const newestFirst = (a: LivePost, b: LivePost) =>
  (b.shownAt ?? b.createdAt) - (a.shownAt ?? a.createdAt) || b.id - a.id;

/**
 * The room's posts as they come, newest first at the top: as many whole posts as the column holds (an older one
 * leaves when a new one arrives), each fading in (not when the screen prefers reduced motion).
 */
function PostFeed({ posts, questions }: { posts: LivePost[]; questions: number }) {
  const t = live.useT();
  const list = useRef<HTMLOListElement>(null);
  const newest = posts.slice(0, FEED_MAX);
  // How many of the newest fit the column whole (null: all of them are measured first).
  const [fits, setFits] = useState<number | null>(null);
  const shown = newest.map((post) => `${post.id}:${post.text}`).join('|');
  const area = useResized(list);
  useLayoutEffect(() => setFits(null), [shown, area]);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || fits !== null) return;
    const bottom = element.getBoundingClientRect().bottom + 1;
    const whole = [...element.children].findIndex((item) => item.getBoundingClientRect().bottom > bottom);
    setFits(whole < 0 ? element.children.length : whole);
  }, [fits]);
  return (
    <section aria-label={t('live.discussion.feed')} className="flex min-h-0 flex-col">
      <ol ref={list} className="flex min-h-0 flex-1 flex-col gap-[2vh] overflow-hidden">
        {newest.slice(0, fits ?? newest.length).map((post) => (
          <li
            key={post.id}
            className={`shrink-0 space-y-[0.5vh] rounded-2xl border-2 border-border bg-card p-[2vh] ${type.body} motion-safe:animate-in`}
          >
            {questions > 1 ? (
              <p className="text-muted-foreground">
                {t('live.discussion.question', { n: post.questionIndex + 1 })}
              </p>
            ) : null}
            <p className="text-[4vh] leading-snug break-words [unicode-bidi:plaintext]">{post.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const discussionLive: LiveSlideView<'discussion'> = {
  Presenter: function DiscussionPresenter(props) {
    const t = live.useT();
    const { slide } = props;
    const board = boardOf(props);
    // What the room sees of the board: its visible posts (as they come, or once the host approved them).
    const shown = board?.posts.filter((post) => post.status === 'visible') ?? [];
    const onScreen = shown.filter((post) => post.highlighted);
    const questions = (
      <div className="flex flex-col justify-center gap-[3vh]">
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || t('live.discussion.title')}
        </h1>
        <ol
          data-slot="discussion-questions"
          className={`list-decimal space-y-[2vh] ps-[1.5em] ${type.question}`}
        >
          {slide.questions.map((question, i) => (
            <li key={i}>{question.question}</li>
          ))}
        </ol>
        {board?.postingOpen ? (
          <p className={`${type.body} text-muted-foreground`}>{t('live.discussion.postOnPhone')}</p>
        ) : null}
        {board ? (
          <p className={`${type.body} font-semibold`} data-testid="feed-count">
            {t('live.discussion.posts', { count: shown.length })}
          </p>
        ) : null}
      </div>
    );
    return (
      <div className={type.slide}>
        {shown.length ? (
          // The questions beside the posts, each column the stage's height: the highlighted posts (they fit it or
          // take turns), else the room's posts as they come.
          <div className="grid min-h-0 flex-1 grid-cols-2 grid-rows-[minmax(0,1fr)] gap-x-[5vh]">
            {questions}
            {onScreen.length ? (
              <PostsOnScreen posts={onScreen} questions={slide.questions.length} />
            ) : (
              <PostFeed posts={[...shown].sort(newestFirst)} questions={slide.questions.length} />
            )}
          </div>
        ) : (
          questions
        )}
      </div>
    );
  },

  HostPanel: function DiscussionPanel(props) {
    const t = live.useT();
    const { slide, onModeratePost, onPosting, onFeed } = props;
    const board = boardOf(props);
    const open = board?.postingOpen ?? true;
    const approveFirst = board?.feed === 'approve-first';
    const posts = board?.posts ?? [];
    const held = posts.filter((post) => post.status === 'held').length;
    // Waiting for the host, oldest first (the order they came in); the others by question, most voted first.
    const pending = posts
      .filter((post) => post.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt);
    const listed = posts.filter((post) => post.status !== 'pending');
    const switchId = `posting-${slide.index}`;
    const feedId = `feed-${slide.index}`;
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
        <div className="flex items-center gap-3 rounded-lg border border-border px-3">
          <label htmlFor={feedId} className="flex min-h-12 flex-1 items-center text-base font-medium">
            {t('live.discussion.approveFirst')}
          </label>
          <Switch
            id={feedId}
            checked={approveFirst}
            onCheckedChange={(checked) => onFeed(slide.index, checked ? 'approve-first' : 'as-they-come')}
          />
        </div>
        {pending.length ? (
          <section aria-labelledby={`pending-${slide.index}`} className="space-y-2">
            <h3 id={`pending-${slide.index}`} className="text-sm font-semibold" data-testid="pending-count">
              {t('live.discussion.pending', { count: pending.length })}
            </h3>
            <ul className="space-y-2">
              {pending.map((post) => (
                <HostPost key={post.id} post={post} onModeratePost={onModeratePost} />
              ))}
            </ul>
          </section>
        ) : null}
        {posts.length ? (
          slide.questions.map((question, qi) => {
            const ofQuestion = listed.filter((post) => post.questionIndex === qi);
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
