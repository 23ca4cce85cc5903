// A word cloud in a live session: the host hides a word from the presenter, the tally and the report (`hide-word`),
// or shows it again; the phones never see hidden words.
import { LIVE_WORD_MAX } from '@readyteams/api-client/live-events';
import { conflict, notFound } from '../../errors.js';
import { ok } from '../../live/socket.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { normalWord } from './index.js';

export const wordCloudLive = ({
  store,
  scheduleTally,
  broadcastState,
}: LiveCore): KindLive<'word-cloud'> => ({
  events: {
    'hide-word': {
      invalid: {
        slideIndex: 'server.live.noWordCloud',
        word: 'server.live.noWord',
        hidden: 'server.live.hiddenInvalid',
      },
      async handle({ sessionId }, { slideIndex, word: sent, hidden }) {
        const slides = await store.slidesOf(sessionId);
        const slide = liveSlideOf(slides, slideIndex, 'word-cloud');
        if (!slide) throw conflict('server.live.noWordCloud');
        if (!sent.trim() || sent.length > LIVE_WORD_MAX) throw notFound('server.live.noWord');
        const word = `${slide.index}:${normalWord(sent)}`;
        if (!(await store.setWordHidden(sessionId, word, hidden))) throw conflict('server.live.ended');
        // Only the hosts' state changes (participants never see hidden words).
        await broadcastState(sessionId, 'hosts');
        scheduleTally(sessionId);
        return ok;
      },
    },
  },
});
