// A discussion slide in a live session: participants post to its questions and upvote others' posts (`post`,
// `vote`), the host moderates posts (approving a pending one is showing it), switches posting and chooses how posts
// reach the room (`moderate-post`, `posting`, `feed`: as they come or approve first); the hosts see the whole board
// in their tally (the presenter its visible posts as they come), the phones its visible posts (boards.ts). Each
// write is stored before the ack (store.ts).
import { LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/api-client/live-events';
import { badRequest, conflict, notFound } from '../../errors.js';
import { say, type Message, type ServerMessageId } from '../../i18n/index.js';
import { isProfane } from '../../lib/profanity.js';
import { ok } from '../../live/socket.js';
import { storedText } from '../../live/store-sql.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { createBoards } from './boards.js';
import type { VoteRefusal } from '../../live/votes.js';
import { createBoardStore, type ModerationRefusal, type PostRefusal } from './store.js';

const postRefusals: Record<PostRefusal, Message> = {
  ended: 'server.live.ended',
  'moved-on': 'server.live.movedOn',
  'posting-off': 'server.live.postingOff',
  limit: say('server.live.postLimit', { max: LIVE_POSTS_PER_QUESTION }),
};

const voteRefusals: Record<VoteRefusal, Message> = {
  'no-entry': 'server.live.noPost',
  ended: 'server.live.ended',
  own: 'server.live.ownPost',
  'not-shown': 'server.live.notShown',
  closed: 'server.live.movedOn',
  already: 'server.live.alreadyVoted',
  'not-voted': 'server.live.notVoted',
};

const moderationRefusals: Record<ModerationRefusal, ServerMessageId> = {
  'no-post': 'server.live.noPost',
  ended: 'server.live.ended',
  'not-shown': 'server.live.showFirst',
};

export function discussionLive(core: LiveCore): KindLive<'discussion'> {
  const { store, scheduleTally } = core;
  const boardStore = createBoardStore(store.db);
  const boards = createBoards(core, boardStore);
  /** A post, a vote or a moderation changed the board: the hosts' tally and the phones' board follow. */
  const changed = (sessionId: string) => {
    scheduleTally(sessionId);
    boards.changed(sessionId);
  };

  return {
    events: {
      post: {
        otherRole: 'server.live.participantsPost',
        invalid: {
          slideIndex: 'server.live.noBoard',
          questionIndex: 'server.live.noQuestion',
          text: 'server.live.postInvalid',
        },
        async handle({ sessionId, participantId }, { slideIndex, questionIndex, text: sent }) {
          const slides = await store.slidesOf(sessionId);
          if (!slides) throw notFound('server.live.noLiveSession');
          const slide = liveSlideOf(slides, slideIndex, 'discussion');
          if (!slide) throw conflict('server.live.noBoard');
          if (!slide.questions[questionIndex]) throw badRequest('server.live.noQuestion');
          const text = storedText(sent);
          if (!text) throw badRequest('server.live.postEmpty');
          if (text.length > LIVE_POST_MAX)
            throw badRequest(say('server.live.postLength', { max: LIVE_POST_MAX }));
          // Stored first (held back from the room when the profanity filter matches, pending while the host approves
          // the slide's posts first); only then acknowledged.
          const stored = await boardStore.storePost(
            participantId!,
            slideIndex,
            questionIndex,
            text,
            isProfane(text),
          );
          if ('refused' in stored) throw conflict(postRefusals[stored.refused]);
          changed(sessionId);
          return { ok: true, post: stored.post };
        },
      },
      vote: {
        otherRole: 'server.live.participantsVote',
        invalid: { postId: 'server.live.noPost', up: 'server.live.voteInvalid' },
        async handle({ sessionId, participantId }, { postId, up }) {
          // Stored first; only then acknowledged.
          const refused = await boardStore.vote(participantId!, postId, up);
          if (refused) throw conflict(voteRefusals[refused]);
          changed(sessionId);
          return ok;
        },
      },
      'moderate-post': {
        otherRole: 'server.live.hostModerates',
        invalid: { postId: 'server.live.noPost', action: 'server.live.moderation' },
        async handle({ sessionId }, { postId, action }) {
          const refused = await boardStore.moderatePost(sessionId, postId, action);
          if (refused) throw conflict(moderationRefusals[refused]);
          changed(sessionId);
          return ok;
        },
      },
      posting: {
        otherRole: 'server.live.hostPosting',
        invalid: { slideIndex: 'server.live.noBoard', open: 'server.live.postingOpen' },
        async handle({ sessionId }, { slideIndex, open }) {
          if (!liveSlideOf(await store.slidesOf(sessionId), slideIndex, 'discussion'))
            throw conflict('server.live.noBoard');
          if (!(await boardStore.setPosting(sessionId, slideIndex, open)))
            throw conflict('server.live.ended');
          changed(sessionId);
          return ok;
        },
      },
      feed: {
        otherRole: 'server.live.hostFeed',
        invalid: { slideIndex: 'server.live.noBoard', feed: 'server.live.feedInvalid' },
        async handle({ sessionId }, { slideIndex, feed }) {
          if (!liveSlideOf(await store.slidesOf(sessionId), slideIndex, 'discussion'))
            throw conflict('server.live.noBoard');
          if (!(await boardStore.setFeed(sessionId, slideIndex, feed))) throw conflict('server.live.ended');
          changed(sessionId);
          return ok;
        },
      },
    },
    // The hosts see every post with its status; the presenter shows the visible ones (as they come, or once approved).
    tally: async (sessionId, slide) => ({
      board: await boardStore.board(sessionId, slide.index, { forPhones: false }),
    }),
    // Phones get the board after the state that shows its slide.
    async greet(socket, sessionId, slide) {
      socket.emit('board', await boards.forPhone(sessionId, slide.index));
    },
    shown: (sessionId) => boards.changed(sessionId),
    close: boards.close,
  };
}
