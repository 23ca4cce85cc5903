// 100 points slides on the host's screens. The presenter shows the question and, as a poll revealed automatically
// does, once the server sends the results (at least the slide's threshold of participants answered), every option's
// average points as bars, most first, live; before that the options and how many answers it waits for (no reveal
// mode: its results always show once the threshold is met). It shows how many have answered unless the author hid
// the count. On the host's phone: how many have answered and the options by average points.
import { presenterType as type } from '../../../live/format';
import type { LiveSlideView } from '../kind';
import {
  oneQuestionAnswered,
  oneQuestionResult,
  PresenterAnswerCount,
  WaitingForAnswers,
} from '../one-question';
import { byAveragePoints } from './allocation';
import { AveragePoints, PointsBars } from './bars';
import { host } from './i18n';

export const pointsLive: LiveSlideView<'points'> = {
  Presenter: function PointsPresenter({ slide, tally }) {
    const t = host.useT();
    const question = slide.questions[0];
    const result = oneQuestionResult({ slide, tally });
    return (
      <div className={type.slide}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || question?.question || t('points.host.label')}
        </h1>
        {result ? (
          <PointsBars result={result} size="lg" />
        ) : (
          <>
            <p className={`${type.question} text-muted-foreground`}>{t('points.host.onPhone')}</p>
            <ul className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}>
              {question?.options.map((label, i) => (
                <li
                  key={i}
                  className="rounded-xl border-2 border-border px-[0.7em] py-[0.5em] [unicode-bidi:plaintext]"
                >
                  {label}
                </li>
              ))}
            </ul>
            {/* The server sends no results before the slide's threshold of answers. */}
            <WaitingForAnswers threshold={slide.revealThreshold} presenter />
          </>
        )}
        {/* Shown unless the slide hides it. */}
        <PresenterAnswerCount shown={slide.showAnswerCount !== false}>
          {t('points.host.answered', {
            count: oneQuestionAnswered({ slide, tally }),
            total: tally?.participantCount ?? 0,
          })}
        </PresenterAnswerCount>
      </div>
    );
  },

  HostPanel: function PointsPanel({ slide, tally }) {
    const t = host.useT();
    const result = oneQuestionResult({ slide, tally });
    const options = result ? byAveragePoints(result.options) : [];
    return (
      <section aria-labelledby="points-results" className="space-y-2">
        <h2 id="points-results" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('points.host.heading')}
        </h2>
        <p className="flex items-start justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span>{t('points.host.sent')}</span>
          <span className="shrink-0 font-semibold tabular-nums" data-testid={`answers-${slide.index}-0`}>
            {oneQuestionAnswered({ slide, tally })} / {tally?.participantCount ?? 0}
          </span>
        </p>
        {result ? (
          <ol className="space-y-1" aria-label={t('points.host.results')}>
            {options.map((option) => (
              <li key={option.key} className="flex items-baseline gap-3 px-3 py-1 text-sm">
                <span className="flex-1 break-words [unicode-bidi:plaintext]">{option.label}</span>
                <AveragePoints mean={option.mean} />
              </li>
            ))}
          </ol>
        ) : (
          // The server sends no results before the slide's threshold of answers.
          <WaitingForAnswers threshold={slide.revealThreshold} />
        )}
      </section>
    );
  },
};
