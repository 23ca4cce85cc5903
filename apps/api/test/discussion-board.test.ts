// Discussion boards (issue 16): on a discussion slide, participants post short anonymous contributions (up to 280
// characters, 5 per question each, while posting is open) and upvote others' (once each, changeable); posts are stored
// before the ack, the profanity filter holds posts back, the host hides, shows and highlights them and turns posting
// off per slide; hosts get every post in their tally, phones the visible ones in a throttled `board` event; a rejoining
// phone gets its posts and votes back; the report and the CSV have them. Per slide the host chooses how posts reach the
// room: as they come, or approve first (pending until the host approves or hides each, the choice kept in the session's
// state). Limits hold however many requests arrive at once (on PostgreSQL with DATABASE_URL, and across two processes
// with REDIS_URL too).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import type { LiveEventPayload } from '@readyteams/activities/live';
import {
  LIVE_BOARD_PHONE_MAX,
  LIVE_POST_MAX,
  LIVE_POSTS_PER_QUESTION,
  type LiveAuth,
  type LiveBoard,
  type LivePost,
  type SessionResults,
} from '../src/live/types.js';
import {
  client,
  connected,
  emitAck,
  joinByCode,
  liveTestApp,
  POLL,
  seedSession,
  startLiveApp,
  templateSlides,
  tokens,
  until,
  type RecordingClient,
} from './live/helpers.js';
import { expectSchema, schemas } from './contract-checks.js';
import { liveCluster } from './live/process.js';

/** The default template's discussion slide (3 questions). */
const DISCUSSION = 4;
const discussion = templateSlides[DISCUSSION] as { title: string; questions: string[] };

const MESSAGES = {
  empty: 'Write something before you post.',
  tooLong: 'Posts can be at most 280 characters.',
  notBoard: 'There is no discussion board on this slide.',
  notQuestion: 'There is no such question on this slide.',
  notText: 'That post is not valid.',
  movedOn: 'The host has moved on; this question is closed.',
  postingOff: 'Posting is off for this slide.',
  limit: 'You can post up to 5 contributions to each question.',
  ended: 'The session has ended.',
  alreadyVoted: 'You have already upvoted this post.',
  notVoted: 'You have not upvoted this post.',
  ownPost: 'You cannot upvote your own post.',
  notShown: 'This post is not on the board.',
  noPost: 'There is no such post.',
};

const post = (
  c: RecordingClient,
  text: unknown,
  questionIndex: unknown = 0,
  slideIndex: unknown = DISCUSSION,
) => emitAck(c.socket, 'post', { slideIndex, questionIndex, text } as LiveEventPayload<'post'>);
/** Posts and returns the stored post. */
const posted = async (c: RecordingClient, text: string, questionIndex = 0) => {
  const ack = await post(c, text, questionIndex);
  if (!ack.ok) throw new Error(`post refused: ${ack.message}`);
  return ack.post;
};
const vote = (c: RecordingClient, postId: unknown, up: unknown = true) =>
  emitAck(c.socket, 'vote', { postId, up } as { postId: number; up: boolean });
const moderate = (c: RecordingClient, postId: number, action: string) =>
  emitAck(c.socket, 'moderate-post', { postId, action } as { postId: number; action: 'hide' });
const refusal = (message: string) => ({ ok: false, message });

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const storedPosts = (database: Database, sessionId: string) =>
  rows<{ id: number; participantId: string; questionIndex: number; text: string; status: string }>(
    database,
    sql`SELECT id::int, participant_id AS "participantId", question_index AS "questionIndex", text, status
        FROM live_posts WHERE session_id = ${sessionId} ORDER BY id`,
  );
const storedVotes = (database: Database, sessionId: string) =>
  rows<{ postId: number; participantId: string }>(
    database,
    sql`SELECT v.post_id::int AS "postId", v.participant_id AS "participantId" FROM live_post_votes v
        JOIN live_posts po ON po.id = v.post_id WHERE po.session_id = ${sessionId} ORDER BY v.post_id, v.participant_id`,
  );

const texts = (board: LiveBoard | null | undefined) => board?.posts.map((p) => p.text);

/** A phone that joined with the code. */
type Phone = RecordingClient & { participantId: string; auth: LiveAuth };

it("the board's limits and statuses are the contract's", () => {
  const LivePost = schemas.LivePost as { properties: { text: { maxLength: number } } };
  expect(LIVE_POST_MAX).toBe(LivePost.properties.text.maxLength);
  expect((schemas.LivePostStatus as { enum: string[] }).enum).toEqual([
    'visible',
    'hidden',
    'held',
    'pending',
  ]);
  expect((schemas.LivePostFeed as { enum: string[] }).enum).toEqual(['as-they-come', 'approve-first']);
  expect([LIVE_POSTS_PER_QUESTION, LIVE_BOARD_PHONE_MAX]).toEqual([5, 50]);
});

describe('a discussion board in a live session', () => {
  const live = liveTestApp({ tallyIntervalMs: 100 });

  /** A session on the default template with a host and phones (joined one after the other), on its discussion slide. */
  async function onBoard(phones = 2) {
    const seeded = await seedSession(live.database);
    const host = await live.host(seeded.pin, seeded.hostKey);
    const people: Phone[] = [];
    for (let i = 0; i < phones; i++) people.push(await live.participant(seeded.pin));
    expect(await emitAck(host.socket, 'goto', { slide: DISCUSSION })).toEqual({ ok: true });
    await until(() => people.every((p) => p.lastBoard()?.slideIndex === DISCUSSION), 'first board');
    return { ...seeded, host, people };
  }

  it('stores a post before the ack; hosts see it in the tally, phones on their board', async () => {
    const { sessionId, host, people } = await onBoard();
    const [ana, ben] = people as [Phone, Phone];
    // The phones got the (empty) board when the host went to the slide.
    expect(ana.lastBoard()).toMatchObject({
      slideIndex: DISCUSSION,
      postingOpen: true,
      feed: 'as-they-come',
      postCount: 0,
      posts: [],
    });
    expectSchema('LiveBoard', ana.lastBoard());

    const ack = await post(ana, '  Listen first,\nthen act  ', 1);
    expect(ack).toEqual({
      ok: true,
      post: {
        id: expect.any(Number),
        slideIndex: DISCUSSION,
        questionIndex: 1,
        text: 'Listen first,\nthen act',
        votes: 0,
        highlighted: false,
        status: 'visible',
        createdAt: expect.any(Number),
        shownAt: expect.any(Number),
      },
    });
    const stored = ack.ok ? ack.post : (undefined as never);
    expectSchema('LivePost', stored);
    expect(Math.abs(stored.createdAt - Date.now())).toBeLessThan(10_000);
    // Shown to the room as it was posted.
    expect(stored.shownAt).toBe(stored.createdAt);
    // Stored when acknowledged.
    expect(await storedPosts(live.database, sessionId)).toEqual([
      {
        id: stored.id,
        participantId: ana.participantId,
        questionIndex: 1,
        text: 'Listen first,\nthen act',
        status: 'visible',
      },
    ]);

    await until(() => ben.lastBoard()?.postCount === 1, 'phone board with the post');
    expect(ben.lastBoard()).toEqual({
      slideIndex: DISCUSSION,
      postingOpen: true,
      feed: 'as-they-come',
      postCount: 1,
      posts: [stored],
      at: expect.any(Number),
    });
    await until(() => host.lastTally()?.board?.postCount === 1, 'host tally with the post');
    expect(host.lastTally()!.board).toEqual({
      slideIndex: DISCUSSION,
      postingOpen: true,
      feed: 'as-they-come',
      postCount: 1,
      posts: [stored],
    });
    // Hosts get the board in the tally only; phones never get a tally.
    expect(host.boards).toEqual([]);
    expect(ben.tallies).toEqual([]);

    // Off the discussion slide, the tally has no board.
    await emitAck(host.socket, 'goto', { slide: POLL });
    await until(() => host.lastTally()?.board === null, 'tally without a board');
  });

  it('refuses bad posts with a clear message and stores nothing', async () => {
    const { sessionId, host, people } = await onBoard(1);
    const [ana] = people as [Phone];

    expect(await post(ana, '')).toEqual(refusal(MESSAGES.empty));
    expect(await post(ana, '  \n\t ')).toEqual(refusal(MESSAGES.empty));
    expect(await post(ana, 'x'.repeat(LIVE_POST_MAX + 1))).toEqual(refusal(MESSAGES.tooLong));
    expect(await post(ana, 42)).toEqual(refusal(MESSAGES.notText));
    expect(await post(ana, null)).toEqual(refusal(MESSAGES.notText));
    expect(await post(ana, 'A poll takes no posts', 0, POLL)).toEqual(refusal(MESSAGES.notBoard));
    expect(await post(ana, 'No such slide', 0, 99)).toEqual(refusal(MESSAGES.notBoard));
    expect(await post(ana, 'Not an index', 0, '4')).toEqual(refusal(MESSAGES.notBoard));
    for (const questionIndex of [3, -1, 1.5, '0', null])
      expect(await post(ana, 'Wrong question', questionIndex)).toEqual(refusal(MESSAGES.notQuestion));
    expect(await emitAck(ana.socket, 'post', null as never)).toEqual(refusal(MESSAGES.notBoard));
    // Host events from a phone, phone events from a host.
    expect(await emitAck(ana.socket, 'posting', { slideIndex: DISCUSSION, open: false })).toEqual(
      refusal('Only the host can turn posting on or off.'),
    );
    expect(await moderate(ana, 1, 'hide')).toEqual(refusal('Only the host can moderate posts.'));
    expect(await post(host, 'I am the host')).toEqual(refusal('Only participants can post.'));
    expect(await vote(host, 1)).toEqual(refusal('Only participants can vote.'));

    // 280 characters (after trimming) are fine.
    const longest = await posted(ana, ` ${'y'.repeat(LIVE_POST_MAX)} `);
    expect(longest.text).toHaveLength(LIVE_POST_MAX);

    // Posting off for the slide: refused until the host opens it again.
    const posting = (slideIndex: unknown, open: unknown) =>
      emitAck(host.socket, 'posting', { slideIndex, open } as { slideIndex: number; open: boolean });
    expect(await posting(POLL, false)).toEqual(refusal(MESSAGES.notBoard));
    expect(await posting(DISCUSSION, 'no')).toEqual(refusal('Say whether posting is open.'));
    expect(await posting(DISCUSSION, false)).toEqual({ ok: true });
    expect(await posting(DISCUSSION, false)).toEqual({ ok: true });
    await until(() => ana.lastBoard()?.postingOpen === false, 'posting off on the phone');
    await until(() => host.lastTally()?.board?.postingOpen === false, 'posting off for the host');
    expect(await post(ana, 'Too late')).toEqual(refusal(MESSAGES.postingOff));
    expect(await posting(DISCUSSION, true)).toEqual({ ok: true });
    await until(() => ana.lastBoard()?.postingOpen === true, 'posting on again');
    await posted(ana, 'Open again');

    // Not the current slide: the host moved on.
    await emitAck(host.socket, 'goto', { slide: POLL });
    await until(() => ana.lastState()?.currentSlide === POLL);
    expect(await post(ana, 'After the slide')).toEqual(refusal(MESSAGES.movedOn));

    // Ended.
    await emitAck(host.socket, 'goto', { slide: DISCUSSION });
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    await until(() => ana.lastState()?.ended, 'the end');
    expect(await post(ana, 'After the end')).toEqual(refusal(MESSAGES.ended));
    expect(await posting(DISCUSSION, false)).toEqual(refusal(MESSAGES.ended));

    expect((await storedPosts(live.database, sessionId)).map((p) => p.text)).toEqual([
      'y'.repeat(LIVE_POST_MAX),
      'Open again',
    ]);
  });

  it('takes 5 posts per participant and question, however many are sent at once', async () => {
    const { sessionId, people } = await onBoard(2);
    const [ana, ben] = people as [Phone, Phone];
    // The same phone on a second connection: its posts race the first one's.
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);

    const acks = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i % 2 ? again : ana, `Idea ${i}`, 0)),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(LIVE_POSTS_PER_QUESTION);
    expect(acks.filter((ack) => !ack.ok)).toEqual(Array(5).fill(refusal(MESSAGES.limit)));
    const mine = await storedPosts(live.database, sessionId);
    expect(mine).toHaveLength(LIVE_POSTS_PER_QUESTION);
    expect(await post(ana, 'One more')).toEqual(refusal(MESSAGES.limit));

    // Each question has its own 5, and so has each participant.
    await posted(ana, 'Another question', 1);
    await posted(ben, 'Mine', 0);
    expect(await storedPosts(live.database, sessionId)).toHaveLength(LIVE_POSTS_PER_QUESTION + 2);
  });

  it("counts one upvote per participant and post, changeable; never on one's own or a hidden post", async () => {
    const { sessionId, host, people } = await onBoard(3);
    const [ana, ben, cai] = people as [Phone, Phone, Phone];
    const first = await posted(ana, 'Ask what happened');
    const second = await posted(ben, 'Stay calm');

    expect(await vote(ben, first.id)).toEqual({ ok: true });
    expect(await vote(ben, first.id)).toEqual(refusal(MESSAGES.alreadyVoted));
    expect(await vote(cai, first.id)).toEqual({ ok: true });
    expect(await vote(ana, first.id)).toEqual(refusal(MESSAGES.ownPost));
    expect(await vote(ana, second.id)).toEqual({ ok: true });
    await until(() => ana.lastBoard()?.posts[0]?.votes === 2 && ana.lastBoard()?.posts[1]?.votes === 1);
    // Most voted first.
    expect(texts(ana.lastBoard())).toEqual(['Ask what happened', 'Stay calm']);

    // Taken back, and given again.
    expect(await vote(cai, first.id, false)).toEqual({ ok: true });
    expect(await vote(cai, first.id, false)).toEqual(refusal(MESSAGES.notVoted));
    expect(await vote(cai, second.id, false)).toEqual(refusal(MESSAGES.notVoted));
    expect(await vote(cai, first.id, true)).toEqual({ ok: true });

    // Bad votes.
    for (const postId of [0, -1, 1.5, '1', null, 2 ** 60])
      expect(await vote(cai, postId)).toEqual(refusal(MESSAGES.noPost));
    expect(await vote(cai, first.id, 'yes')).toEqual(refusal('That vote is not valid.'));
    expect(await vote(cai, 987654321)).toEqual(refusal(MESSAGES.noPost));
    // A post of another session is not there.
    const other = await seedSession(live.database);
    const otherHost = await live.host(other.pin, other.hostKey);
    const stranger = await live.participant(other.pin);
    await emitAck(otherHost.socket, 'goto', { slide: DISCUSSION });
    await until(() => stranger.lastState()?.currentSlide === DISCUSSION);
    expect(await vote(stranger, first.id)).toEqual(refusal(MESSAGES.noPost));
    expect(await moderate(otherHost, first.id, 'hide')).toEqual(refusal(MESSAGES.noPost));

    // Hidden: no votes either way.
    expect(await moderate(host, second.id, 'hide')).toEqual({ ok: true });
    expect(await vote(cai, second.id)).toEqual(refusal(MESSAGES.notShown));

    // 20 votes of one participant at once (on two connections) count once.
    const third = await posted(cai, 'Write it down');
    const ben2 = live.track(client(live.url, ben.auth));
    await connected(ben2.socket);
    const acks = await Promise.all(Array.from({ length: 20 }, (_, i) => vote(i % 2 ? ben2 : ben, third.id)));
    expect(acks.filter((ack) => ack.ok)).toHaveLength(1);
    expect(acks.filter((ack) => !ack.ok)).toEqual(Array(19).fill(refusal(MESSAGES.alreadyVoted)));

    // Not the current slide.
    await emitAck(host.socket, 'goto', { slide: POLL });
    await until(() => ana.lastState()?.currentSlide === POLL);
    expect(await vote(ana, third.id)).toEqual(refusal(MESSAGES.movedOn));

    const ids = (await storedVotes(live.database, sessionId)).map((v) => v.postId).sort((a, b) => a - b);
    expect(ids).toEqual([first.id, first.id, second.id, third.id]);
  });

  it('lets the host hide, show and highlight posts; held posts reach the phones only once shown', async () => {
    const { host, people } = await onBoard(2);
    const [ana, ben] = people as [Phone, Phone];
    const kind = await posted(ana, 'Be kind');
    const rude = await post(ben, 'This is shit, honestly', 2);
    // Held by the profanity filter: stored and acknowledged, not on the phones.
    expect(rude).toMatchObject({ ok: true, post: { status: 'held', questionIndex: 2 } });
    const held = rude.ok ? rude.post : (undefined as never);
    await until(() => host.lastTally()?.board?.postCount === 2, 'host sees both');
    expect(host.lastTally()!.board!.posts.map((p) => [p.text, p.status])).toEqual([
      ['Be kind', 'visible'],
      ['This is shit, honestly', 'held'],
    ]);
    await until(() => ana.lastBoard()?.postCount === 1);
    expect(texts(ana.lastBoard())).toEqual(['Be kind']);
    // A held post cannot be upvoted or highlighted.
    expect(await vote(ana, held.id)).toEqual(refusal(MESSAGES.notShown));
    expect(await moderate(host, held.id, 'highlight')).toEqual(
      refusal('Show this post before you highlight it.'),
    );
    expect(await moderate(host, held.id, 'delete')).toEqual(refusal('Unknown moderation.'));
    expect(await moderate(host, 987654321, 'hide')).toEqual(refusal(MESSAGES.noPost));

    // Shown by the host: on every screen.
    expect(await moderate(host, held.id, 'show')).toEqual({ ok: true });
    await until(() => ana.lastBoard()?.postCount === 2, 'shown to the phones');
    expect(ana.lastBoard()!.posts.map((p) => p.status)).toEqual(['visible', 'visible']);

    // Highlighted: the host's and the phones' boards say so.
    expect(await moderate(host, kind.id, 'highlight')).toEqual({ ok: true });
    await until(() => host.lastTally()?.board?.posts.find((p) => p.id === kind.id)?.highlighted);
    await until(() => ben.lastBoard()?.posts.find((p) => p.id === kind.id)?.highlighted);

    // Hidden: gone from the phones (and its highlight with it), still with the host.
    expect(await moderate(host, kind.id, 'hide')).toEqual({ ok: true });
    await until(() => ben.lastBoard()?.postCount === 1, 'hidden from the phones');
    expect(texts(ben.lastBoard())).toEqual(['This is shit, honestly']);
    await until(() => host.lastTally()?.board?.posts.find((p) => p.id === kind.id)?.status === 'hidden');
    expect(host.lastTally()!.board!.posts.find((p) => p.id === kind.id)).toMatchObject({
      status: 'hidden',
      highlighted: false,
    });
    expect(host.lastTally()!.board!.postCount).toBe(2);

    // Shown again; unhighlight.
    expect(await moderate(host, kind.id, 'show')).toEqual({ ok: true });
    expect(await moderate(host, held.id, 'highlight')).toEqual({ ok: true });
    expect(await moderate(host, held.id, 'unhighlight')).toEqual({ ok: true });
    await until(() => ben.lastBoard()?.postCount === 2);
    await until(() => ben.lastBoard()?.posts.every((p) => !p.highlighted));
    for (const board of [...ben.boards, ...host.tallies.flatMap((t) => (t.board ? [t.board] : []))])
      expectSchema('LiveBoard', board);
  });

  it('holds the posts of an approve-first slide until the host approves them; the choice is kept', async () => {
    const { sessionId, pin, hostKey, host, people } = await onBoard(2);
    const [ana, ben] = people as [Phone, Phone];
    const feed = (c: RecordingClient, slideIndex: unknown, chosen: unknown) =>
      emitAck(c.socket, 'feed', { slideIndex, feed: chosen } as LiveEventPayload<'feed'>);
    // Bad choices, and a phone choosing, change nothing.
    expect(await feed(host, POLL, 'approve-first')).toEqual(refusal(MESSAGES.notBoard));
    expect(await feed(host, 99, 'approve-first')).toEqual(refusal(MESSAGES.notBoard));
    const badFeed = refusal('Choose how posts show: as they come or approve first.');
    expect(await feed(host, DISCUSSION, 'later')).toEqual(badFeed);
    expect(await feed(host, DISCUSSION, null)).toEqual(badFeed);
    expect(await feed(ana, DISCUSSION, 'approve-first')).toEqual(
      refusal('Only the host can choose how posts show.'),
    );
    const shown = await posted(ana, 'Shown at once');
    expect(shown.status).toBe('visible');

    // Approve first: the host's tally and the phones' board say so.
    expect(await feed(host, DISCUSSION, 'approve-first')).toEqual({ ok: true });
    await until(() => host.lastTally()?.board?.feed === 'approve-first', 'the hosts told');
    await until(() => ben.lastBoard()?.feed === 'approve-first', 'the phones told');
    // A post now waits for the host: acked as pending, on the host's board only, never shown yet.
    const waiting = await posted(ana, 'Say thank you in the meeting');
    expect(waiting).toMatchObject({ status: 'pending', shownAt: null });
    const unwanted = await posted(ben, 'Off topic', 1);
    // The profanity filter still holds its own.
    expect(await posted(ben, 'bullshit', 2)).toMatchObject({ status: 'held' });
    await until(() => host.lastTally()?.board?.postCount === 4, 'the host sees every post');
    expect(host.lastTally()!.board!.posts.map((p) => [p.text, p.status])).toEqual([
      ['Shown at once', 'visible'],
      ['Say thank you in the meeting', 'pending'],
      ['Off topic', 'pending'],
      ['bullshit', 'held'],
    ]);
    expect(texts(ben.lastBoard())).toEqual(['Shown at once']);
    // Not on the board: no votes, no highlight.
    expect(await vote(ben, waiting.id)).toEqual(refusal(MESSAGES.notShown));
    expect(await moderate(host, waiting.id, 'highlight')).toEqual(
      refusal('Show this post before you highlight it.'),
    );

    // Another process (a host and a phone reconnecting there) reads the same choice.
    const other = await startLiveApp(live.database, { tallyIntervalMs: 100 });
    try {
      const otherHost = live.track(client(other.url, { role: 'host', pin, hostKey }));
      await connected(otherHost.socket);
      await until(
        () => otherHost.lastTally()?.board?.feed === 'approve-first',
        'the choice on another process',
      );
      const phone = live.track(client(other.url, ana.auth));
      await connected(phone.socket);
      await until(() => phone.lastBoard()?.feed === 'approve-first', 'a phone reconnecting elsewhere');
    } finally {
      await other.app.close();
    }

    // Approved: on every screen now, shown from now; hidden: never on the phones.
    const before = Date.now();
    expect(await moderate(host, waiting.id, 'show')).toEqual({ ok: true });
    expect(await moderate(host, unwanted.id, 'hide')).toEqual({ ok: true });
    await until(() => ben.lastBoard()?.postCount === 2, 'the approved post on the phones');
    expect(texts(ben.lastBoard())).toEqual(['Shown at once', 'Say thank you in the meeting']);
    const approved = ben.lastBoard()!.posts.find((p) => p.id === waiting.id)!;
    expect(approved.shownAt).toBeGreaterThanOrEqual(before - 1000);
    expect(approved.shownAt).toBeGreaterThanOrEqual(approved.createdAt);
    await until(
      () => host.lastTally()?.board?.posts.find((p) => p.id === unwanted.id)?.status === 'hidden',
      'the hidden post with the host',
    );

    // As they come again: new posts show at once; one still pending keeps waiting for the host.
    const late = await posted(ben, 'Still waiting', 0);
    expect(await feed(host, DISCUSSION, 'as-they-come')).toEqual({ ok: true });
    await until(() => ben.lastBoard()?.feed === 'as-they-come', 'the phones told again');
    expect(await posted(ana, 'At once again', 1)).toMatchObject({ status: 'visible' });
    expect((await storedPosts(live.database, sessionId)).find((p) => p.id === late.id)!.status).toBe(
      'pending',
    );

    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });
    expect(await feed(host, DISCUSSION, 'approve-first')).toEqual(refusal(MESSAGES.ended));
  });

  it('gives a rejoining phone its posts (any status) and votes, and the board of the current slide', async () => {
    const { host, people } = await onBoard(2);
    const [ana, ben] = people as [Phone, Phone];
    const mine = await posted(ana, 'First thought');
    const rude = await posted(ana, 'What the fuck', 1);
    const theirs = await posted(ben, 'Second thought');
    // A Cyrillic ѕ for the s: held all the same.
    expect(await posted(ben, 'This is ѕhit', 1)).toMatchObject({ status: 'held' });
    expect(await vote(ana, theirs.id)).toEqual({ ok: true });
    expect(await vote(ben, mine.id)).toEqual({ ok: true });
    expect(await moderate(host, mine.id, 'highlight')).toEqual({ ok: true });

    ana.socket.disconnect();
    const again = live.track(client(live.url, ana.auth));
    await connected(again.socket);
    await until(() => again.lastState()?.myPosts && again.lastBoard(), 'rejoin state and board');
    expect(again.lastState()!.myPosts).toEqual([
      { ...mine, votes: 1, highlighted: true },
      { ...rude, status: 'held' },
    ]);
    expect(again.lastState()!.myVotes).toEqual([theirs.id]);
    for (const p of again.lastState()!.myPosts!) expectSchema('LivePost', p);
    expect(texts(again.lastBoard())).toEqual(['First thought', 'Second thought']);
    // The host's state carries none of it.
    expect(host.lastState()!.myPosts).toBeUndefined();
  });

  it('pushes the phones few boards when many votes arrive at once, and none when nothing changed', async () => {
    const { people } = await onBoard(30);
    const [ana, ...others] = people as [Phone, ...Phone[]];
    const idea = await posted(ana, 'Take a breath');
    await until(() => ana.lastBoard()?.postCount === 1);
    const before = ana.boards.length;
    const started = Date.now();
    const acks = await Promise.all(others.map((p) => vote(p, idea.id)));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await until(() => ana.lastBoard()?.posts[0]?.votes === others.length, 'every vote on the board');
    const pushed = ana.boards.slice(before);
    // Sent 100 ms apart at least (the test app's interval), so a few for 29 votes. They are counted against the time
    // they took rather than timed one by one: on a busy machine two pushes sent 100 ms apart can arrive closer.
    const elapsed = pushed.at(-1)!.at - started;
    expect(pushed.length).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
    expect(pushed.length).toBeLessThan(others.length / 2);

    // Phones joining, leaving or pulsing do not change the board: no push. (The votes' last push may still be on its
    // way on a busy machine: counted once it had its interval to arrive.)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = ana.boards.length;
    const late = await live.participant(ana.lastState()!.pin);
    await until(() => late.lastBoard(), 'a late phone gets the board on connect');
    expect(late.lastBoard()!.posts[0]!.votes).toBe(others.length);
    others[0]!.socket.disconnect();
    expect(await emitAck(late.socket, 'pulse', { kind: 'lost' })).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ana.boards.length).toBe(count);
  });

  it('puts the shown posts in the report and every post in the CSV', async () => {
    const { sessionId, hostKey, hostId, companyId, host, people } = await onBoard(3);
    const [ana, ben, cai] = people as [Phone, Phone, Phone];
    const top = await posted(ben, 'Name the feeling', 0);
    const formula = await posted(ana, '=HYPERLINK("http://evil.test")', 0);
    const hidden = await posted(cai, 'Off topic', 1);
    const held = await post(cai, 'bullshit', 2);
    expect(held).toMatchObject({ ok: true, post: { status: 'held' } });
    expect(await vote(ana, top.id)).toEqual({ ok: true });
    expect(await vote(cai, top.id)).toEqual({ ok: true });
    expect(await vote(ben, formula.id)).toEqual({ ok: true });
    expect(await vote(ana, hidden.id)).toEqual({ ok: true });
    expect(await moderate(host, hidden.id, 'hide')).toEqual({ ok: true });
    expect(await moderate(host, formula.id, 'highlight')).toEqual({ ok: true });
    expect(await emitAck(host.socket, 'end', {})).toEqual({ ok: true });

    tokens.set('board-host', { id: hostId, companyId, isAdmin: false, isOperator: false });
    const headers = { authorization: 'Bearer board-host' };
    const response = await fetch(`${live.url}/sessions/${sessionId}/results`, { headers });
    expect(response.status).toBe(200);
    const results = (await response.json()) as SessionResults;
    expectSchema('SessionResults', results);
    expect(results.boards).toEqual([
      {
        slideIndex: DISCUSSION,
        title: discussion.title,
        questions: discussion.questions,
        voteCount: 3,
        posts: [
          { ...top, votes: 2 },
          { ...formula, votes: 1, highlighted: true },
        ],
      },
    ]);
    // Anonymous.
    for (const p of people) expect(JSON.stringify(results)).not.toContain(p.participantId);

    const csv = await (await fetch(`${live.url}/sessions/${sessionId}/answers.csv?key=${hostKey}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('participant,slide,poll,question,answer,value,answeredAt');
    const postLines = lines.filter((line) => line.includes(`,${DISCUSSION + 1},${discussion.title},`));
    expect(postLines).toHaveLength(4);
    const at = (p: LivePost) => new Date(p.createdAt).toISOString();
    expect(postLines).toEqual([
      `Participant 1,5,${discussion.title},${discussion.questions[0]},"'=HYPERLINK(""http://evil.test"")",1,${at(formula)}`,
      `Participant 2,5,${discussion.title},${discussion.questions[0]},Name the feeling,2,${at(top)}`,
      `Participant 3,5,${discussion.title},${discussion.questions[1]},Off topic,1 (hidden),${at(hidden)}`,
      `Participant 3,5,${discussion.title},${discussion.questions[2]},bullshit,0 (held),${at(held.ok ? held.post : top)}`,
    ]);
  });
});

describe.skipIf(!(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'a discussion board across two API processes behind Redis',
  () => {
    const cluster = liveCluster();

    it('a post and a vote on one process reach the phones and the host on the other', async () => {
      const { pin, hostKey, sessionId } = await seedSession(cluster.database);
      const [one, two] = cluster.urls as [string, string];
      const host = client(one, { role: 'host', pin, hostKey });
      cluster.track(host);
      await connected(host.socket);
      const phone = async (url: string) => {
        const { participantToken } = await joinByCode(url, pin);
        const c = client(url, { role: 'participant', pin, participantToken });
        cluster.track(c);
        await connected(c.socket);
        return c;
      };
      const [ana, ben] = [await phone(two), await phone(one)];
      expect(await emitAck(host.socket, 'goto', { slide: DISCUSSION })).toEqual({ ok: true });
      await until(() => ana.lastBoard() && ben.lastBoard(), 'boards on both processes');

      // Ana (process two) posts; Ben and the host (process one) see it.
      const idea = await posted(ana, 'Pause before answering');
      await until(() => ben.lastBoard()?.postCount === 1, 'phone on the other process');
      await until(() => host.lastTally()?.board?.postCount === 1, 'host on the other process');
      expect(ben.lastBoard()!.posts).toEqual([idea]);

      // Ben (process one) votes, on both processes at once: counted once, seen by Ana on process two.
      const ben2 = client(two, ben.socket.auth as LiveAuth);
      cluster.track(ben2);
      await connected(ben2.socket);
      const acks = await Promise.all(Array.from({ length: 10 }, (_, i) => vote(i % 2 ? ben2 : ben, idea.id)));
      expect(acks.filter((ack) => ack.ok)).toHaveLength(1);
      await until(() => ana.lastBoard()?.posts[0]?.votes === 1, 'the vote on the other process');
      expect(await storedVotes(cluster.database, sessionId)).toHaveLength(1);

      // The host on process one hides it: gone from Ana's board on process two.
      expect(await moderate(host, idea.id, 'hide')).toEqual({ ok: true });
      await until(() => ana.lastBoard()?.postCount === 0, 'hidden on the other process');

      // Five posts per question, however they are split across the processes.
      const ana2 = client(one, ana.socket.auth as LiveAuth);
      cluster.track(ana2);
      await connected(ana2.socket);
      const posts = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(i % 2 ? ana2 : ana, `Idea ${i}`, 2)),
      );
      expect(posts.filter((ack) => ack.ok)).toHaveLength(LIVE_POSTS_PER_QUESTION);
      expect(
        (await storedPosts(cluster.database, sessionId)).filter((p) => p.questionIndex === 2),
      ).toHaveLength(LIVE_POSTS_PER_QUESTION);
    });
  },
);
