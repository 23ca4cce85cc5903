// The audience Q&A in a live session: phones ask and upvote at any time while the host has it on (`ask`,
// `question-vote`); the host turns it on or off, approves first or not, moderates questions and shows one on the
// presenter (`qna`, `qna-moderate`, `moderate-question`, `spotlight`). Hosts see every question in their tally, the
// phones the visible ones in a `questions` event pushed at most once per interval per session (throttle.ts, through
// fan-out.ts to every process's phones), the switches and the spotlight in every screen's state. Each write is
// stored before the ack (store.ts).
import { LIVE_QUESTION_MAX, LIVE_QUESTIONS_PER_PARTICIPANT } from '@readyteams/api-client/live-events';
import { badRequest, conflict } from '../errors.js';
import { say, type Message, type ServerMessageId } from '../i18n/index.js';
import { isProfane } from '../lib/profanity.js';
import { createBatcher } from '../live/batch.js';
import { ok } from '../live/socket.js';
import { storedText } from '../live/store-sql.js';
import { createPhonePush } from '../live/throttle.js';
import type { LiveQna } from '../live/types.js';
import type { LiveCore, ModuleLive } from '../slides/kind.js';
import { createQnaStore, type AskRefusal, type QuestionModerationRefusal } from './store.js';
import type { VoteRefusal } from '../live/votes.js';

const askRefusals: Record<AskRefusal, Message> = {
  ended: 'server.live.ended',
  off: 'kind.qna.off',
  limit: say('kind.qna.limit', { max: LIVE_QUESTIONS_PER_PARTICIPANT }),
  'too-soon': 'kind.qna.tooSoon',
};

const voteRefusals: Record<VoteRefusal, ServerMessageId> = {
  'no-entry': 'kind.qna.noQuestion',
  ended: 'server.live.ended',
  closed: 'kind.qna.off',
  own: 'kind.qna.own',
  'not-shown': 'kind.qna.notShown',
  already: 'kind.qna.already',
  'not-voted': 'kind.qna.notVoted',
};

const moderationRefusals: Record<QuestionModerationRefusal, ServerMessageId> = {
  'no-question': 'kind.qna.noQuestion',
  ended: 'server.live.ended',
  'not-shown': 'kind.qna.showFirst',
};

export function qnaLive(core: LiveCore): ModuleLive {
  const { store, scheduleTally, broadcastState } = core;
  const qnaStore = createQnaStore(store.db);

  /** The phones' list, when the session is open and Q&A on (null: nothing to send). */
  async function forPhones(sessionId: string) {
    const settings = await settingsOf(sessionId);
    return settings.open ? qnaStore.board(sessionId, { forPhones: true }) : null;
  }

  const throttle = createPhonePush(core, 'questions', forPhones);

  // Screens connecting together (a crowd joining) share one read of the switches, and of the phones' list.
  const settingsOf = createBatcher<string, LiveQna>((ids) => qnaStore.settings(ids), {
    key: (id) => id,
    maxBatch: 100,
  });
  const phoneReads = createBatcher<string, Awaited<ReturnType<typeof forPhones>>>(
    (ids) => Promise.all(ids.map(forPhones)),
    { key: (id) => id, maxBatch: 100 },
  );

  /** A question, a vote or a moderation changed the list: the hosts' tally and the phones' list follow. */
  const changed = (sessionId: string) => {
    scheduleTally(sessionId);
    throttle.schedule(sessionId);
  };

  return {
    events: {
      ask: {
        otherRole: 'kind.qna.participantsAsk',
        invalid: { text: 'kind.qna.invalid' },
        async handle({ sessionId, participantId }, { text: sent }) {
          const text = storedText(sent);
          if (!text) throw badRequest('kind.qna.empty');
          if (text.length > LIVE_QUESTION_MAX)
            throw badRequest(say('kind.qna.length', { max: LIVE_QUESTION_MAX }));
          // Stored first (held back when the profanity filter matches, pending while the host approves first); only
          // then acknowledged.
          const stored = await qnaStore.ask(participantId!, text, isProfane(text));
          if ('refused' in stored) throw conflict(askRefusals[stored.refused]);
          changed(sessionId);
          return { ok: true, question: stored.question };
        },
      },
      'question-vote': {
        otherRole: 'server.live.participantsVote',
        invalid: { questionId: 'kind.qna.noQuestion', up: 'server.live.voteInvalid' },
        async handle({ sessionId, participantId }, { questionId, up }) {
          const refused = await qnaStore.vote(participantId!, questionId, up);
          if (refused) throw conflict(voteRefusals[refused]);
          changed(sessionId);
          return ok;
        },
      },
      qna: {
        otherRole: 'kind.qna.hostOnly',
        invalid: { open: 'kind.qna.openInvalid' },
        async handle({ sessionId }, { open }) {
          if (!(await qnaStore.setOpen(sessionId, open))) throw conflict('server.live.ended');
          // Every screen follows (the phones show or hide their questions), then the phones get the list.
          await broadcastState(sessionId);
          changed(sessionId);
          return ok;
        },
      },
      'qna-moderate': {
        otherRole: 'kind.qna.hostOnly',
        invalid: { moderated: 'kind.qna.moderatedInvalid' },
        async handle({ sessionId }, { moderated }) {
          if (!(await qnaStore.setModerated(sessionId, moderated))) throw conflict('server.live.ended');
          await broadcastState(sessionId);
          return ok;
        },
      },
      'moderate-question': {
        otherRole: 'kind.qna.hostOnly',
        invalid: { questionId: 'kind.qna.noQuestion', action: 'server.live.moderation' },
        async handle({ sessionId }, { questionId, action }) {
          const done = await qnaStore.moderate(sessionId, questionId, action);
          if ('refused' in done) throw conflict(moderationRefusals[done.refused]);
          // A hidden question leaves the presenter.
          if (done.spotlightCleared) await broadcastState(sessionId);
          changed(sessionId);
          return ok;
        },
      },
      spotlight: {
        otherRole: 'kind.qna.hostOnly',
        invalid: { questionId: 'kind.qna.noQuestion' },
        async handle({ sessionId }, { questionId }) {
          const refused = await qnaStore.spotlight(sessionId, questionId);
          if (refused) throw conflict(moderationRefusals[refused]);
          await broadcastState(sessionId);
          return ok;
        },
      },
    },
    state: async (sessionId) => ({ qna: await settingsOf(sessionId) }),
    // The hosts see every question with its status (the presenter the one in the spotlight, with its votes).
    tally: async (sessionId) => ({ qna: await qnaStore.board(sessionId, { forPhones: false }) }),
    // Phones get the list after the state, while Q&A is on.
    async greet(socket, sessionId) {
      const board = await phoneReads(sessionId);
      if (board) socket.emit('questions', board);
    },
    close: throttle.close,
  };
}
