// A discussion slide in a live session: participants post to its questions and upvote others' posts (`post`,
// `vote`), the host moderates posts and switches posting (`moderate-post`, `posting`); the hosts see the whole board
// in their tally, the phones its visible posts (boards.ts). Each write is stored before the ack (store.ts).
import { LIVE_POST_MAX, LIVE_POSTS_PER_QUESTION } from '@readyteams/api-client/live-events';
import { badRequest, conflict, notFound } from '../../errors.js';
import { say, type Message, type ServerMessageId } from '../../i18n/index.js';
import { isProfane } from '../../lib/profanity.js';
import { ok } from '../../live/socket.js';
import { storedText } from '../../live/store-sql.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { createBoards } from './boards.js';
import {
  createBoardStore,
  type ModerationRefusal,
  type PostModeration,
  type PostRefusal,
  type VoteRefusal,
} from './store.js';

const POST_MESSAGES = {
  notBoard: 'server.live.noBoard',
  notQuestion: 'server.live.noQuestion',
  notText: 'server.live.postInvalid',
  empty: 'server.live.postEmpty',
  tooLong: say('server.live.postLength', { max: LIVE_POST_MAX }),
} as const;

const postRefusals: Record<PostRefusal, Message> = {
  ended: 'server.live.ended',
  'moved-on': 'server.live.movedOn',
  'posting-off': 'server.live.postingOff',
  limit: say('server.live.postLimit', { max: LIVE_POSTS_PER_QUESTION }),
};

const voteRefusals: Record<VoteRefusal, Message> = {
  'no-post': 'server.live.noPost',
  ended: 'server.live.ended',
  own: 'server.live.ownPost',
  'not-shown': 'server.live.notShown',
  'moved-on': 'server.live.movedOn',
  already: 'server.live.alreadyVoted',
  'not-voted': 'server.live.notVoted',
};

const moderations: readonly unknown[] = [
  'hide',
  'show',
  'highlight',
  'unhighlight',
] satisfies PostModeration[];

const moderationRefusals: Record<ModerationRefusal, ServerMessageId> = {
  'no-post': 'server.live.noPost',
  ended: 'server.live.ended',
  'not-shown': 'server.live.showFirst',
};

export function discussionLive(core: LiveCore): KindLive {
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
        from: 'participant',
        otherRole: 'server.live.participantsPost',
        async handle({ sessionId, participantId }, payload) {
          const slides = await store.slidesOf(sessionId);
          if (!slides) throw notFound('server.live.noLiveSession');
          const { slideIndex, questionIndex } = payload ?? {};
          const slide = liveSlideOf(slides, slideIndex, 'discussion');
          if (!slide) throw conflict(POST_MESSAGES.notBoard);
          if (!Number.isInteger(questionIndex) || !slide.questions[questionIndex])
            throw badRequest(POST_MESSAGES.notQuestion);
          if (typeof payload.text !== 'string') throw badRequest(POST_MESSAGES.notText);
          const text = storedText(payload.text);
          if (!text) throw badRequest(POST_MESSAGES.empty);
          if (text.length > LIVE_POST_MAX) throw badRequest(POST_MESSAGES.tooLong);
          // Stored first (held back from the room when the profanity filter matches); only then acknowledged.
          const stored = await boardStore.storePost(
            participantId!,
            slideIndex,
            questionIndex,
            text,
            isProfane(text) ? 'held' : 'visible',
          );
          if ('refused' in stored) throw conflict(postRefusals[stored.refused]);
          changed(sessionId);
          return { ok: true, post: stored.post };
        },
      },
      vote: {
        from: 'participant',
        otherRole: 'server.live.participantsVote',
        async handle({ sessionId, participantId }, payload) {
          const postId = payload?.postId;
          if (!Number.isSafeInteger(postId) || postId < 1) throw notFound(voteRefusals['no-post']);
          if (typeof payload.up !== 'boolean') throw badRequest('server.live.voteInvalid');
          // Stored first; only then acknowledged.
          const refused = await boardStore.vote(participantId!, postId, payload.up);
          if (refused) throw conflict(voteRefusals[refused]);
          changed(sessionId);
          return ok;
        },
      },
      'moderate-post': {
        from: 'host',
        otherRole: 'server.live.hostModerates',
        async handle({ sessionId }, payload) {
          const postId = payload?.postId;
          if (!Number.isSafeInteger(postId) || postId < 1) throw notFound(moderationRefusals['no-post']);
          if (!moderations.includes(payload.action)) throw badRequest('server.live.moderation');
          const refused = await boardStore.moderatePost(sessionId, postId, payload.action);
          if (refused) throw conflict(moderationRefusals[refused]);
          changed(sessionId);
          return ok;
        },
      },
      posting: {
        from: 'host',
        otherRole: 'server.live.hostPosting',
        async handle({ sessionId }, payload) {
          const slideIndex = payload?.slideIndex;
          if (!liveSlideOf(await store.slidesOf(sessionId), slideIndex, 'discussion'))
            throw conflict('server.live.noBoard');
          if (typeof payload.open !== 'boolean') throw badRequest('server.live.postingOpen');
          if (!(await boardStore.setPosting(sessionId, slideIndex, payload.open)))
            throw conflict('server.live.ended');
          changed(sessionId);
          return ok;
        },
      },
    },
    // The hosts see every post with its status; the presenter shows the visible ones.
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
