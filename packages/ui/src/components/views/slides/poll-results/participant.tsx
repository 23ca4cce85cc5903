// Poll-results slides on a participant's phone: the same charts as the presenter's, phone-sized, once enough
// participants answered the poll.
import type { LivePollResult } from '@readyteams/activities/live';
import { screens } from '../../../../i18n/screens';
import { PollResults } from '../../../live/results-chart';
import type { ParticipantSlideView } from '../kind';

/** The most chosen answer of the poll's first question, when it has answers to choose (not NPS nor free text). */
function topAnswer(poll: LivePollResult): string | undefined {
  const first = poll.questions[0];
  if (!first || first.kind === 'nps' || first.kind === 'text') return undefined;
  const top = first.options.reduce<(typeof first.options)[number] | undefined>(
    (best, option) => (option.count > (best?.count ?? 0) ? option : best),
    undefined,
  );
  return top?.label;
}

export const pollResultsParticipant: ParticipantSlideView<'poll-results'> = {
  Screen: function PollResultsScreen({ state }) {
    const t = screens.useT();
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold">
          {state.results?.title
            ? t('screens.results.titled', { title: state.results.title })
            : t('screens.results.title')}
        </h1>
        {state.results ? (
          <PollResults poll={state.results} level={2} />
        ) : (
          <p className="text-muted-foreground">
            {state.waitingForAnswers
              ? t('screens.results.waiting', { count: state.waitingForAnswers })
              : t('screens.results.none')}
          </p>
        )}
      </section>
    );
  },
  announcement: (_slide, state, t) => {
    if (!state.results) {
      return state.waitingForAnswers
        ? t('screens.announce.resultsWaiting', { count: state.waitingForAnswers })
        : t('screens.results.none');
    }
    const title = state.results.title || t('screens.poll.title');
    const answer = topAnswer(state.results);
    return answer
      ? t('screens.announce.resultsTop', { title, answer })
      : t('screens.announce.results', { title });
  },
};
