// A knowledge check in a live session: the phones answer with the core's `answer` (stored before the ack, restored on
// rejoin, tallied for the hosts at most 4 times a second), until the time limit runs out (from when the check first
// came up) or the host reveals it (`reveal-check`); later answers are refused with a message and store nothing. The
// current slide carries its state to every screen (when it closes, whether revealed), and to the phones the correct
// options and the explanation only once revealed, with the session's revealed checks so each phone counts its own
// result so far. The state is in the database (store.ts): the reveal and the time limit hold on every process.
import type { LiveSlide, LiveSlideOf } from '@readyteams/api-client/live-events';
import { conflict, notFound } from '../../errors.js';
import { CROWD_PACE, createBatcher } from '../../live/batch.js';
import { ok } from '../../live/socket.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';
import { createCheckStore } from './store.js';

const NO_CHECK = 'kind.knowledge-check.noCheck';

export function knowledgeCheckLive({
  store,
  broadcastState,
  scheduleTally,
  log,
}: LiveCore): KindLive<'knowledge-check'> {
  const checks = createCheckStore(store.db);
  const checksOf = async (sessionId: string) =>
    ((await store.slidesOf(sessionId)) ?? []).filter(
      (slide): slide is LiveSlideOf<'knowledge-check'> => slide.slideType === 'knowledge-check',
    );

  // Every phone connecting on a check reads where it is: those arriving together (a crowd rejoining) share one read.
  const currentOf = createBatcher(
    (items: { sessionId: string; slide: LiveSlideOf<'knowledge-check'> }[]) =>
      Promise.all(
        items.map(async ({ sessionId, slide }) => {
          const [state, revealedChecks] = await Promise.all([
            checks.state(sessionId, slide.index, slide.timeLimit),
            checks.revealed(sessionId, await checksOf(sessionId)),
          ]);
          return { state, revealedChecks };
        }),
      ),
    { ...CROWD_PACE, key: ({ sessionId, slide }) => `${sessionId}:${slide.index}` },
  );

  return {
    events: {
      'reveal-check': {
        otherRole: 'kind.knowledge-check.hostReveals',
        invalid: { slideIndex: NO_CHECK },
        async handle({ sessionId }, { slideIndex }) {
          const slides = await store.slidesOf(sessionId);
          if (!slides) throw notFound('server.live.noLiveSession');
          if (!liveSlideOf(slides, slideIndex, 'knowledge-check')) throw conflict(NO_CHECK);
          if (!(await checks.reveal(sessionId, slideIndex))) {
            const session = await store.sessionById(sessionId);
            throw conflict(!session || session.completedAt ? 'server.live.ended' : NO_CHECK);
          }
          await broadcastState(sessionId);
          scheduleTally(sessionId);
          return ok;
        },
      },
    },

    async current(role, sessionId, given) {
      const slide = given as LiveSlideOf<'knowledge-check'>;
      const { state, revealedChecks } = await currentOf({ sessionId, slide });
      const hidden = role === 'participant' && !state.revealed;
      return {
        ...slide,
        closesAt: state.closesAt,
        revealed: state.revealed,
        revealedChecks,
        // Before the reveal, a phone learns nothing of the answer.
        correct: hidden ? [] : slide.correct,
        explanation: hidden ? null : slide.explanation,
      } satisfies LiveSlide;
    },

    async closed(sessionId, given) {
      const slide = given as LiveSlideOf<'knowledge-check'>;
      const state = await checks.state(sessionId, slide.index, slide.timeLimit);
      if (state.revealed) return 'kind.knowledge-check.revealed';
      if (state.timeUp) return 'kind.knowledge-check.timeUp';
      return null;
    },

    // Its time limit runs from when it first came up (the state built for the slide change opens it as well).
    shown(sessionId, slide) {
      checks
        .open(sessionId, slide.index)
        .catch((error: unknown) => log.error(error, 'knowledge check not opened'));
    },
  };
}
