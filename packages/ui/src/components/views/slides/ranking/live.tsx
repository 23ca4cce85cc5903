// Ranking slides on the host's screens. The presenter shows the question and, as a poll revealed automatically does,
// once the server sends the results (at least the slide's threshold of participants ranked), every item's average
// rank as bars, live; before that the items to rank and how many answers it waits for (a ranking has no reveal mode:
// its results always show once the threshold is met). It shows how many have ranked unless the author hid the count.
// On the host's phone: how many have ranked and the room's order so far, with each item's average rank.
import { useFormat } from '../../../../i18n/format';
import { presenterType as type } from '../../../live/format';
import type { LiveSlideView } from '../kind';
import {
  oneQuestionAnswered,
  oneQuestionResult,
  PresenterAnswerCount,
  WaitingForAnswers,
} from '../one-question';
import { AverageRank, RankBars } from './bars';
import { host } from './i18n';
import { byAverageRank } from './order';

export const rankingLive: LiveSlideView<'ranking'> = {
  Presenter: function RankingPresenter({ slide, tally }) {
    const t = host.useT();
    const question = slide.questions[0];
    const result = oneQuestionResult({ slide, tally });
    return (
      <div className={type.slide}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || question?.question || t('ranking.host.label')}
        </h1>
        {result ? (
          <RankBars result={result} size="lg" />
        ) : (
          <>
            <p className={`${type.question} text-muted-foreground`}>{t('ranking.host.rankOnPhone')}</p>
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
          {t('ranking.host.answered', {
            count: oneQuestionAnswered({ slide, tally }),
            total: tally?.participantCount ?? 0,
          })}
        </PresenterAnswerCount>
      </div>
    );
  },

  HostPanel: function RankingPanel({ slide, tally }) {
    const t = host.useT();
    const format = useFormat();
    const result = oneQuestionResult({ slide, tally });
    const items = result ? byAverageRank(result.options) : [];
    return (
      <section aria-labelledby="ranking-results" className="space-y-2">
        <h2 id="ranking-results" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('ranking.host.heading')}
        </h2>
        <p className="flex items-start justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span>{t('ranking.host.sent')}</span>
          <span className="shrink-0 font-semibold tabular-nums" data-testid={`answers-${slide.index}-0`}>
            {oneQuestionAnswered({ slide, tally })} / {tally?.participantCount ?? 0}
          </span>
        </p>
        {result ? (
          <ol className="space-y-1" aria-label={t('ranking.host.results')}>
            {items.map((item, position) => (
              <li key={item.key} className="flex items-baseline gap-3 px-3 py-1 text-sm">
                <span className="font-semibold tabular-nums">{format.number(position + 1)}.</span>
                <span className="flex-1 break-words [unicode-bidi:plaintext]">{item.label}</span>
                <AverageRank mean={item.mean} />
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
