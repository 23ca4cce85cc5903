// Poll-results slides on a participant's phone: the same charts as the presenter's, phone-sized, once enough
// participants answered the poll.
import { waitingForAnswers } from '../../../live/format';
import { PollResults } from '../../../live/results-chart';
import type { ParticipantSlideView } from '../kind';

export const pollResultsParticipant: ParticipantSlideView<'poll-results'> = {
  Screen: ({ state }) => (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">
        {state.results?.title ? `Results: ${state.results.title}` : 'Results'}
      </h1>
      {state.results ? (
        <PollResults poll={state.results} level={2} />
      ) : (
        <p className="text-muted-foreground">
          {state.waitingForAnswers ? waitingForAnswers(state.waitingForAnswers) : 'No results to show.'}
        </p>
      )}
    </section>
  ),
};
