// 2x2 grid slides on the host's screens. The presenter shows the question and, as a poll revealed automatically does,
// once the server sends the results (at least the slide's threshold of participants answered), the plot: every item a
// numbered marker at the room's average place with its spread, the legend beside it, live; before that the items,
// numbered as the plot will number them, and how many answers it waits for (no reveal mode: its results always show
// once the threshold is met). It shows how many have answered unless the author hid the count. On the host's phone:
// how many have answered and each item's average ± spread on both axes.
import { presenterType as type } from '../../../live/format';
import type { LiveSlideView } from '../kind';
import {
  oneQuestionAnswered,
  oneQuestionResult,
  PresenterAnswerCount,
  WaitingForAnswers,
} from '../one-question';
import { host } from './i18n';
import { GridPlot, GridTable } from './plot';

export const gridLive: LiveSlideView<'grid'> = {
  Presenter: function GridPresenter({ slide, tally }) {
    const t = host.useT();
    const question = slide.questions[0];
    const result = oneQuestionResult({ slide, tally });
    return (
      <div className={type.slide}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || question?.question || t('grid.host.label')}
        </h1>
        {result ? (
          <GridPlot result={result} size="lg" />
        ) : (
          <>
            <p className={`${type.question} text-muted-foreground`}>{t('grid.host.onPhone')}</p>
            <ol className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}>
              {question?.options.map((label, i) => (
                <li
                  key={i}
                  className="flex items-start gap-[0.5em] rounded-xl border-2 border-border px-[0.7em] py-[0.4em]"
                >
                  <span className="font-bold text-primary tabular-nums">{i + 1}</span>
                  <span className="min-w-0 break-words [unicode-bidi:plaintext]">{label}</span>
                </li>
              ))}
            </ol>
            {/* The server sends no results before the slide's threshold of answers. */}
            <WaitingForAnswers threshold={slide.revealThreshold} presenter />
          </>
        )}
        {/* Shown unless the slide hides it. */}
        <PresenterAnswerCount shown={slide.showAnswerCount !== false}>
          {t('grid.host.answered', {
            count: oneQuestionAnswered({ slide, tally }),
            total: tally?.participantCount ?? 0,
          })}
        </PresenterAnswerCount>
      </div>
    );
  },

  HostPanel: function GridPanel({ slide, tally }) {
    const t = host.useT();
    const result = oneQuestionResult({ slide, tally });
    return (
      <section aria-labelledby="grid-results" className="space-y-2">
        <h2 id="grid-results" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('grid.host.heading')}
        </h2>
        <p className="flex items-start justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span>{t('grid.host.sent')}</span>
          <span className="shrink-0 font-semibold tabular-nums" data-testid={`answers-${slide.index}-0`}>
            {oneQuestionAnswered({ slide, tally })} / {tally?.participantCount ?? 0}
          </span>
        </p>
        {result ? (
          <GridTable result={result} />
        ) : (
          // The server sends no results before the slide's threshold of answers.
          <WaitingForAnswers threshold={slide.revealThreshold} />
        )}
      </section>
    );
  },
};
