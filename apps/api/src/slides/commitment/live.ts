// A commitment slide in a live session: each participant sends `commit` (their commitment, and an address for the
// one reminder or none), stored before the ack (store.ts); the hosts' tally counts commitments as answers.
import { COMMITMENT_MAX } from '@readyteams/api-client/live-events';
import { badRequest, conflict, notFound } from '../../errors.js';
import { say, type Message } from '../../i18n/index.js';
import { storedText } from '../../live/store-sql.js';
import { isEmail } from '../../validation.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { createCommitmentStore, type CommitRefusal } from './store.js';

const commitRefusals: Record<CommitRefusal, Message> = {
  ended: 'server.live.ended',
  'moved-on': 'server.live.movedOn',
  practice: 'server.live.practice',
  'source-cap': 'server.live.commitmentSourceCap',
};

/** A commitment's address as sent (as free text is stored), none when empty or absent. */
const sentEmail = (email: string | null | undefined) => (email ? storedText(email) || null : null);

export function commitmentLive({
  store,
  scheduleTally,
  addressesPerSource,
}: LiveCore): KindLive<'commitment'> {
  const commitments = createCommitmentStore(store.db, addressesPerSource);
  return {
    events: {
      commit: {
        otherRole: 'server.live.participantsCommit',
        invalid: {
          slideIndex: 'server.live.noCommitment',
          text: 'server.live.commitmentInvalid',
          email: 'server.live.commitmentEmail',
        },
        async handle({ sessionId, participantId, locale }, { slideIndex, text: sent, email: sentAddress }) {
          const slides = await store.slidesOf(sessionId);
          if (!slides) throw notFound('server.live.noLiveSession');
          if (!liveSlideOf(slides, slideIndex, 'commitment')) throw conflict('server.live.noCommitment');
          const text = storedText(sent);
          if (!text) throw badRequest('server.live.commitmentEmpty');
          if (text.length > COMMITMENT_MAX)
            throw badRequest(say('server.live.commitmentLength', { max: COMMITMENT_MAX }));
          // The address for the one reminder, optional.
          const email = sentEmail(sentAddress);
          if (email !== null && !isEmail(email)) throw badRequest('server.live.commitmentEmail');
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
