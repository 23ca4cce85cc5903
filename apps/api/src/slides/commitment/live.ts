// A commitment slide in a live session: each participant sends `commit` (their commitment, and an address for the
// one reminder or none), stored before the ack (store.ts); the hosts' tally counts commitments as answers.
import { COMMITMENT_MAX } from '@readyteams/api-client/live-events';
import { badRequest, conflict, notFound } from '../../errors.js';
import { say, type Message } from '../../i18n/index.js';
import { storedText } from '../../live/store-sql.js';
import { isEmail } from '../../validation.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { createCommitmentStore, type CommitRefusal } from './store.js';

const COMMIT_MESSAGES = {
  notCommitment: 'server.live.noCommitment',
  notText: 'server.live.commitmentInvalid',
  empty: 'server.live.commitmentEmpty',
  tooLong: say('server.live.commitmentLength', { max: COMMITMENT_MAX }),
  email: 'server.live.commitmentEmail',
} as const;

const commitRefusals: Record<CommitRefusal, Message> = {
  ended: 'server.live.ended',
  'moved-on': 'server.live.movedOn',
  practice: 'server.live.practice',
};

/** A commitment's address as sent (as free text is stored), none when empty or absent; undefined when not text. */
function sentEmail(email: unknown): string | null | undefined {
  if (email === undefined || email === null) return null;
  if (typeof email !== 'string') return undefined;
  return storedText(email) || null;
}

export function commitmentLive({ store, scheduleTally }: LiveCore): KindLive {
  const commitments = createCommitmentStore(store.db);
  return {
    events: {
      commit: {
        from: 'participant',
        otherRole: 'server.live.participantsCommit',
        async handle({ sessionId, participantId, locale }, payload) {
          const slides = await store.slidesOf(sessionId);
          if (!slides) throw notFound('server.live.noLiveSession');
          const slideIndex = payload?.slideIndex;
          if (!liveSlideOf(slides, slideIndex, 'commitment')) throw conflict(COMMIT_MESSAGES.notCommitment);
          if (typeof payload.text !== 'string') throw badRequest(COMMIT_MESSAGES.notText);
          const text = storedText(payload.text);
          if (!text) throw badRequest(COMMIT_MESSAGES.empty);
          if (text.length > COMMITMENT_MAX) throw badRequest(COMMIT_MESSAGES.tooLong);
          // The address for the one reminder, optional; EMAIL_MAX (320) is above what isEmail takes (254, the
          // longest address mail can be sent to).
          const email = sentEmail(payload.email);
          if (email === undefined || (email !== null && !isEmail(email)))
            throw badRequest(COMMIT_MESSAGES.email);
          // Stored first (the address apart from the text, with the language its reminder is written in); only
          // then acknowledged.
          const stored = await commitments.storeCommitment(participantId!, slideIndex, text, email, locale);
          if ('refused' in stored) throw conflict(commitRefusals[stored.refused]);
          scheduleTally(sessionId);
          return { ok: true, commitment: stored.commitment };
        },
      },
    },
  };
}
