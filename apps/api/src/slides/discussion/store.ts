// Discussion boards in the live module: participants' posts to a discussion slide's questions (at most 5 per
// question each, held back when the profanity filter matches, pending on a slide whose posts the host approves
// first), their upvotes (one per participant and post), the host's moderation (hide, show or approve, highlight),
// posting switch and feed per slide; the boards the screens get, the report's and the CSV's rows. Every write is one
// statement whose conditions PostgreSQL checks, so requests sent at once, on any process, never pass a limit.
import type { LiveEventPayload } from '@readyteams/activities/live';
import { sql, type SQL } from 'drizzle-orm';
import {
  LIVE_BOARD_PHONE_MAX,
  LIVE_POSTS_PER_QUESTION,
  type LiveBoard,
  type LiveBoardResult,
  type LivePost,
  type LivePostFeed,
  type LivePostStatus,
  type LiveSlideOf,
} from '../../live/types.js';
import { numberedParticipants, rowsOf, type LiveDb } from '../../live/store-sql.js';
import { castVote, voteCount, votedJson, type VoteTables } from '../../live/votes.js';

/** Why a post was not stored. */
export type PostRefusal = 'ended' | 'moved-on' | 'posting-off' | 'limit';
/** A post takes votes while its slide is current (live/votes.ts: `closed`, the host moved on). */
const postVotes: VoteTables = {
  entries: 'live_posts',
  votes: 'live_post_votes',
  key: 'post_id',
  open: sql`st.current_slide = e.slide_index`,
};
/** Why a moderation was refused. */
export type ModerationRefusal = 'no-post' | 'ended' | 'not-shown';

export type PostModeration = LiveEventPayload<'moderate-post'>['action'];

/** The upvotes of a post row (alias `po`). */
const votesOf = (po: SQL) => voteCount(postVotes, po);

/** A post row (alias `po`) as the contract's LivePost, in JSON (its votes counted, unless given). */
const postJson = (po: SQL, votes = votesOf(po)) => sql`json_build_object(
    'id', ${po}.id, 'slideIndex', ${po}.slide_index, 'questionIndex', ${po}.question_index, 'text', ${po}.text,
    'votes', ${votes},
    'highlighted', ${po}.highlighted, 'status', ${po}.status,
    'createdAt', floor(extract(epoch FROM ${po}.created_at) * 1000)::bigint,
    'shownAt', floor(extract(epoch FROM ${po}.shown_at) * 1000)::bigint)`;

/** A participant's posts on the session's boards (any status), oldest first, as JSON (for the connect state). */
export const myPostsJson = (participantId: SQL) =>
  sql`coalesce((SELECT json_agg(${postJson(sql`po`)} ORDER BY po.created_at, po.id)
                FROM live_posts po WHERE po.participant_id = ${participantId}), '[]'::json)`;

/** The ids of the posts a participant upvoted, as JSON (for the connect state). */
export const myVotesJson = (participantId: SQL) => votedJson(postVotes, participantId);

/** Whether a slide index is among those the host closed to posting (`posting_closed` of live_session_state). */
const closedTo = (slideIndex: number) => sql`st.posting_closed @> to_jsonb(${slideIndex}::int)`;

/** Whether a slide's new posts wait for the host's approval (`approve_first` of live_session_state). */
const approvedFirst = (slideIndex: number) => sql`st.approve_first @> to_jsonb(${slideIndex}::int)`;

/** Posts as the JSON arrives from either driver (ids and times are plain numbers in JSON). */
export const toPosts = (value: unknown): LivePost[] =>
  (Array.isArray(value) ? value : []).map((post: LivePost) => ({
    ...post,
    id: Number(post.id),
    createdAt: Number(post.createdAt),
    shownAt: post.shownAt === null ? null : Number(post.shownAt),
  }));

export function createBoardStore(db: LiveDb) {
  const rows = rowsOf(db);

  return {
    /**
     * Stores a participant's post to a question of a discussion slide, only while their session is open, the slide
     * is the current one, posting is open on it, and they made fewer than LIVE_POSTS_PER_QUESTION posts to that
     * question; resolves once stored with the post, or with why not. A post the filter did not hold is pending when
     * the host approves the slide's posts first (read in the same statement), else visible at once. Race-free: the
     * participant's row of that question in live_post_limits is claimed by an upsert that adds one only while under
     * the limit, in the statement that inserts the post, and PostgreSQL re-checks that condition on the newest row
     * after waiting for a concurrent claim to commit. The caller checked the slide and question and trimmed the text.
     */
    async storePost(
      participantId: string,
      slideIndex: number,
      questionIndex: number,
      text: string,
      held: boolean,
    ): Promise<{ post: LivePost } | { refused: PostRefusal }> {
      const [stored] = await rows<{ post: LivePost }>(
        sql`WITH open AS (
              SELECT p.id AS participant_id, p.session_id,
                     CASE WHEN ${held} THEN 'held' WHEN ${approvedFirst(slideIndex)} THEN 'pending' ELSE 'visible' END AS status
              FROM live_participants p
              JOIN sessions s ON s.id = p.session_id AND s.completed_at IS NULL
              JOIN live_session_state st ON st.session_id = p.session_id
              WHERE p.id = ${participantId} AND st.current_slide = ${slideIndex} AND NOT ${closedTo(slideIndex)}
            ), claimed AS (
              INSERT INTO live_post_limits (participant_id, slide_index, question_index, count)
              SELECT participant_id, ${slideIndex}::int, ${questionIndex}::int, 1 FROM open
              ON CONFLICT (participant_id, slide_index, question_index)
              DO UPDATE SET count = live_post_limits.count + 1
              WHERE live_post_limits.count < ${LIVE_POSTS_PER_QUESTION}
              RETURNING participant_id
            ), po AS (
              INSERT INTO live_posts (session_id, participant_id, slide_index, question_index, text, status, shown_at)
              SELECT open.session_id, open.participant_id, ${slideIndex}::int, ${questionIndex}::int, ${text}::text, open.status,
                     CASE WHEN open.status = 'visible' THEN now() END
              FROM open JOIN claimed USING (participant_id)
              RETURNING *
            )
            SELECT ${postJson(sql`po`, sql`0`)} AS post FROM po`,
      );
      if (stored) return { post: toPosts([stored.post])[0]! };
      // Not stored: say why (a reading taken after the refusal; the statement above is what decided).
      const [state] = await rows<{ ended: boolean; moved: boolean; closed: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended, st.current_slide <> ${slideIndex} AS moved, ${closedTo(slideIndex)} AS closed
            FROM live_participants p JOIN sessions s ON s.id = p.session_id
            JOIN live_session_state st ON st.session_id = p.session_id WHERE p.id = ${participantId}`,
      );
      return {
        refused:
          !state || state.ended ? 'ended' : state.moved ? 'moved-on' : state.closed ? 'posting-off' : 'limit',
      };
    },

    /**
     * Upvotes a post (up) or takes the vote back: only another participant's visible post of the current slide of
     * the voter's open session. One vote per participant and post (the primary key of live_post_votes), so votes
     * sent together count once. Resolves once stored, or with why not.
     */
    vote: (participantId: string, postId: number, up: boolean) =>
      castVote(db, postVotes, participantId, postId, up),

    /**
     * The host's moderation of a post of their session, while it is open: hide (also takes its highlight away), show
     * (a hidden post, one the profanity filter held, or approve a pending one: the room sees it appear now), highlight
     * (a visible post) on the presenter, or not.
     */
    async moderatePost(
      sessionId: string,
      postId: number,
      action: PostModeration,
    ): Promise<ModerationRefusal | null> {
      const set =
        action === 'hide'
          ? sql`status = 'hidden', highlighted = false`
          : action === 'show'
            ? sql`status = 'visible', shown_at = CASE WHEN po.status = 'visible' THEN po.shown_at ELSE now() END`
            : sql`highlighted = ${action === 'highlight'}`;
      const updated = await rows(
        sql`UPDATE live_posts po SET ${set} FROM sessions s
            WHERE po.id = ${postId} AND po.session_id = ${sessionId} AND s.id = po.session_id AND s.completed_at IS NULL
              AND (${action !== 'highlight'} OR po.status = 'visible')
            RETURNING po.id`,
      );
      if (updated.length > 0) return null;
      const [post] = await rows<{ ended: boolean }>(
        sql`SELECT s.completed_at IS NOT NULL AS ended FROM live_posts po JOIN sessions s ON s.id = po.session_id
            WHERE po.id = ${postId} AND po.session_id = ${sessionId}`,
      );
      return !post ? 'no-post' : post.ended ? 'ended' : 'not-shown';
    },

    /** Opens a slide's board to posts or closes it; false once the session ended. */
    async setPosting(sessionId: string, slideIndex: number, open: boolean) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET posting_closed = (
              SELECT coalesce(jsonb_agg(DISTINCT e), '[]'::jsonb)
              FROM jsonb_array_elements(st.posting_closed || jsonb_build_array(${slideIndex}::int)) e
              WHERE ${!open} OR e <> to_jsonb(${slideIndex}::int)),
            updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL
            RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    /**
     * Sets how a slide's new posts reach the room: as they come, or approve first (posts already pending keep
     * waiting for the host); false once the session ended.
     */
    async setFeed(sessionId: string, slideIndex: number, feed: LivePostFeed) {
      const updated = await rows(
        sql`UPDATE live_session_state st SET approve_first = (
              SELECT coalesce(jsonb_agg(DISTINCT e), '[]'::jsonb)
              FROM jsonb_array_elements(st.approve_first || jsonb_build_array(${slideIndex}::int)) e
              WHERE ${feed === 'approve-first'} OR e <> to_jsonb(${slideIndex}::int)),
            updated_at = now()
            FROM sessions s WHERE s.id = st.session_id AND st.session_id = ${sessionId} AND s.completed_at IS NULL
            RETURNING 1 AS ok`,
      );
      return updated.length > 0;
    },

    /**
     * A slide's board, most voted first, then oldest first. Hosts: every post with its status. Phones: the visible
     * posts only, at most LIVE_BOARD_PHONE_MAX; `postCount` counts every post the screen may see.
     */
    async board(
      sessionId: string,
      slideIndex: number,
      { forPhones }: { forPhones: boolean },
    ): Promise<LiveBoard> {
      const shown = forPhones ? sql`AND po.status = 'visible'` : sql``;
      const [row] = await rows<{
        postingOpen: boolean | null;
        approveFirst: boolean | null;
        postCount: number;
        posts: unknown;
      }>(
        sql`SELECT (SELECT NOT ${closedTo(slideIndex)} FROM live_session_state st WHERE st.session_id = ${sessionId}) AS "postingOpen",
                   (SELECT ${approvedFirst(slideIndex)} FROM live_session_state st WHERE st.session_id = ${sessionId}) AS "approveFirst",
                   (SELECT count(*)::int FROM live_posts po WHERE po.session_id = ${sessionId} AND po.slide_index = ${slideIndex} ${shown}) AS "postCount",
                   coalesce((SELECT json_agg(${postJson(sql`b`, sql`b.votes`)} ORDER BY b.votes DESC, b.created_at, b.id) FROM (
                       SELECT po.*, ${votesOf(sql`po`)} AS votes
                       FROM live_posts po WHERE po.session_id = ${sessionId} AND po.slide_index = ${slideIndex} ${shown}
                       ORDER BY votes DESC, po.created_at, po.id
                       LIMIT ${forPhones ? LIVE_BOARD_PHONE_MAX : null}) b), '[]'::json) AS posts`,
      );
      return {
        slideIndex,
        postingOpen: row?.postingOpen ?? true,
        feed: row?.approveFirst ? 'approve-first' : 'as-they-come',
        postCount: Number(row?.postCount ?? 0),
        posts: toPosts(row?.posts),
      };
    },

    /** The report's boards: one per discussion slide (`slides`, in order), with the posts shown to the room. */
    async boardResults(sessionId: string, slides: LiveSlideOf<'discussion'>[]): Promise<LiveBoardResult[]> {
      const [row] = await rows<{ posts: unknown }>(
        sql`SELECT coalesce(json_agg(${postJson(sql`b`, sql`b.votes`)} ORDER BY b.slide_index, b.votes DESC, b.created_at, b.id), '[]'::json) AS posts
            FROM (SELECT po.*, ${votesOf(sql`po`)} AS votes FROM live_posts po
                  WHERE po.session_id = ${sessionId} AND po.status = 'visible') b`,
      );
      const posts = toPosts(row?.posts);
      return slides.map((slide) => {
        const mine = posts.filter((post) => post.slideIndex === slide.index);
        return {
          slideIndex: slide.index,
          title: slide.title,
          questions: slide.questions.map((question) => question.question),
          voteCount: mine.reduce((sum, post) => sum + post.votes, 0),
          posts: mine,
        };
      });
    },

    /** Every post of a session (any status) for the CSV, its participant numbered as in the answers' rows. */
    async postCsvRows(sessionId: string) {
      const list = await rows<{
        participant: number;
        slideIndex: number;
        questionIndex: number;
        text: string;
        status: LivePostStatus;
        votes: number;
        postedAt: unknown;
      }>(
        sql`SELECT p.n AS participant, po.slide_index AS "slideIndex", po.question_index AS "questionIndex", po.text, po.status,
                   ${votesOf(sql`po`)} AS votes, po.created_at AS "postedAt"
            FROM live_posts po
            JOIN ${numberedParticipants(sessionId)} p
              ON p.id = po.participant_id
            WHERE po.session_id = ${sessionId}
            ORDER BY p.n, po.slide_index, po.question_index, po.created_at, po.id`,
      );
      return list.map((row) => ({ ...row, votes: Number(row.votes) }));
    },
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
