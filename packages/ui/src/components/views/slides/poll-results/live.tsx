// Poll-results slides on the presenter screen: the referenced poll's charts, in the presenter's type scale, once
// enough participants answered it.
import { presenterType as type, waitingForAnswers } from '../../../live/format';
import { PollResults } from '../../../live/results-chart';
import type { LiveSlideView } from '../kind';

export const pollResultsLive: LiveSlideView<'poll-results'> = {
  Presenter: ({ state }) => (
    <div className="mx-auto h-full max-w-7xl space-y-[4vh] overflow-auto p-12">
      <h1 className={type.title}>{state.results ? `Results: ${state.results.title}` : 'Results'}</h1>
      {state.results ? (
        <PollResults poll={state.results} size="lg" level={2} />
      ) : (
        <p className={type.body}>
          {state.waitingForAnswers
            ? waitingForAnswers(state.waitingForAnswers)
            : 'There is no poll to show results for.'}
        </p>
      )}
    </div>
  ),
};
