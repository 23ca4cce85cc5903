// A decision in a live session: the phones vote with a choice answer; the host reveals the split on the presenter
// (`reveal-decision`), decides (`decide`: the room's choice, or an option of their own, recorded as not followed) and
// goes down the option's path, and may show the road not taken (`road-not-taken`). The report lists the decisions
// made; `GET /scenarios/{id}/decisions` compares a scenario's sessions.
import type { LiveDecision, LiveDecisionResult, LiveSlide } from '@readyteams/api-client/live-events';
import { intId, requireUser, type Handlers } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { userMayHost } from '../../live/access.js';
import { visibleScenarios } from '../../services/scenario-visibility.js';
import { ok } from '../../live/socket.js';
import type { LiveStore } from '../../live/store.js';
import { liveSlideOf, type KindLive, type LiveCore } from '../kind.js';

const NO_DECISION = 'server.live.noDecision';
const HOST_DECIDES = 'server.live.hostDecides';

/** Whether the most voted options are more than one (no votes at all is a tie of every option). */
const isTie = (votes: number[]) => votes.filter((count) => count === Math.max(...votes)).length > 1;

/** The room's choice: the most voted option, or null on a tie. */
export const roomChoice = (votes: number[]): number | null =>
  isTie(votes) ? null : votes.indexOf(Math.max(...votes));

/** A session's decisions as its report shows them: with each decision's title and options' labels. */
export function decisionResults(
  slides: readonly LiveSlide[],
  decisions: LiveDecision[],
): LiveDecisionResult[] {
  return decisions.map((decision) => {
    const slide = liveSlideOf(slides, decision.slideIndex, 'decision');
    return {
      ...decision,
      title: slides[decision.slideIndex]?.title ?? '',
      options: slide ? slide.options.map((option) => option.label) : [],
    };
  });
}

export function decisionLive({
  store,
  scheduleTally,
  broadcastState,
  slideChanged,
}: LiveCore): KindLive<'decision'> {
  /** The decision slide an event names, or the refusal. */
  const decisionOf = async (sessionId: string, slideIndex: number) => {
    const slides = await store.slidesOf(sessionId);
    const slide = liveSlideOf(slides, slideIndex, 'decision');
    if (!slide) throw conflict(NO_DECISION);
    return { slides: slides!, slide };
  };

  return {
    events: {
      'reveal-decision': {
        otherRole: HOST_DECIDES,
        invalid: { slideIndex: NO_DECISION, revealed: 'server.live.revealedInvalid' },
        async handle({ sessionId }, { slideIndex, revealed }) {
          const { slide } = await decisionOf(sessionId, slideIndex);
          if (!(await store.setDecisionRevealed(sessionId, slide.index, revealed)))
            throw conflict('server.live.ended');
          await broadcastState(sessionId);
          return ok;
        },
      },
      decide: {
        otherRole: HOST_DECIDES,
        invalid: { slideIndex: NO_DECISION, option: 'server.live.noOption' },
        async handle({ sessionId }, { slideIndex, option: chosen }) {
          const { slides, slide } = await decisionOf(sessionId, slideIndex);
          if (chosen !== undefined && !slide.options[chosen]) throw notFound('server.live.noOption');
          const votes = await store.choiceCounts(sessionId, slide.index, 0, slide.options.length);
          const room = roomChoice(votes);
          if (chosen === undefined && room === null)
            throw conflict(votes.some(Boolean) ? 'server.live.tie' : 'server.live.noVotes');
          const option = chosen ?? room!;
          const decision = {
            slideIndex: slide.index,
            votes,
            option,
            followed: option === room,
            tie: isTie(votes),
          };
          const { firstSlide } = slide.options[option]!;
          if (!(await store.decide(sessionId, decision, firstSlide))) throw conflict('server.live.ended');
          await broadcastState(sessionId);
          scheduleTally(sessionId);
          slideChanged(sessionId, slides[firstSlide]);
          return ok;
        },
      },
      'road-not-taken': {
        otherRole: HOST_DECIDES,
        invalid: { slideIndex: NO_DECISION },
        async handle({ sessionId }, { slideIndex }) {
          const { slide } = await decisionOf(sessionId, slideIndex);
          const session = await store.sessionById(sessionId);
          if (!session || session.completedAt) throw conflict('server.live.ended');
          const { decisions } = await store.load(session);
          if (!decisions.some((decision) => decision.slideIndex === slide.index))
            throw conflict('server.live.decideFirst');
          if (!(await store.showRoadNotTaken(sessionId, slide.index))) throw conflict('server.live.ended');
          await broadcastState(sessionId);
          return ok;
        },
      },
    },
  };
}

/** Comparing sessions: a scenario's sessions the caller may read the results of, newest first, with their paths. */
export const decisionRoutes = (store: LiveStore): Handlers => ({
  'GET /scenarios/{id}/decisions': async (ctx) => {
    const scenarioId = intId(ctx.params.id, 'server.scenarios.notFound');
    const user = requireUser(ctx);
    // A scenario the caller cannot read is not found, as GET /scenarios/{id} answers (not an empty list).
    const all = await store.sessionsOfScenario(scenarioId, visibleScenarios(user));
    if (!all) throw notFound('server.scenarios.notFound');
    const sessions = await Promise.all(
      all
        .filter((session) => userMayHost(user, session))
        .map(async (session) => {
          const [{ slides, path, decisions }, counts] = await Promise.all([
            store.load(session),
            store.counts(session.id),
          ]);
          return {
            sessionId: session.id,
            pin: session.pin,
            isPractice: session.isPractice,
            createdAt: session.createdAt.toISOString(),
            completedAt: session.completedAt?.toISOString() ?? null,
            participantCount: counts.participantCount,
            path,
            decisions: decisionResults(slides, decisions),
          };
        }),
    );
    return { scenarioId, sessions };
  },
});
