// Poll-results slides on the presenter screen: the referenced poll's charts, in the presenter's type scale, once
// enough participants answered it.
import { live } from '../../../../i18n/live';
import { screens } from '../../../../i18n/screens';
import { presenterType as type } from '../../../live/format';
import { PollResults } from '../../../live/results-chart';
import type { LiveSlideView } from '../kind';

export const pollResultsLive: LiveSlideView<'poll-results'> = {
  Presenter: function PollResultsPresenter({ state }) {
    const t = live.useT();
    const ts = screens.useT();
    return (
      <div className={type.slide}>
        <h1 className={type.title}>
          {state.results
            ? ts('screens.results.titled', { title: state.results.title })
            : ts('screens.results.title')}
        </h1>
        {state.results ? (
          <PollResults poll={state.results} size="lg" level={2} />
        ) : (
          <p className={type.body}>
            {state.waitingForAnswers
              ? ts('screens.results.waiting', { count: state.waitingForAnswers })
              : t('live.results.noPoll')}
          </p>
        )}
      </div>
    );
  },
};
