// Poll slides on the host's screens: the questions with their lettered answers (a closing poll: a call to answer on
// the phone) and how many have answered, unless the author hid the count; a poll revealed automatically shows its
// results instead, live, once enough have answered. On the host's phone, the answer count of each question.
import { live } from '../../../../i18n/live';
import { screens } from '../../../../i18n/screens';
import { answerKey, formatDuration, optionLetter, presenterType as type } from '../../../live/format';
import { PollResults } from '../../../live/results-chart';
import { useNow } from '../../../live/use-now';
import type { LiveSlideProps, LiveSlideView } from '../kind';

/** The time left of a poll's suggested time, when it has one (the room sees how long it has to answer). */
function Countdown({ slide, state }: Pick<LiveSlideProps<'poll'>, 'slide' | 'state'>) {
  const t = live.useT();
  const ends =
    slide.suggestedSeconds != null && state.slideStartedAt !== null
      ? state.slideStartedAt + slide.suggestedSeconds * 1000
      : null;
  const now = useNow(1000, ends !== null);
  if (ends === null) return null;
  const left = Math.max(0, (ends - now) / 1000);
  return (
    <p className={`${type.body} font-semibold tabular-nums`} role="timer" data-testid="countdown">
      {left > 0 ? t('live.poll.left', { time: formatDuration(left) }) : t('live.poll.timeUp')}
    </p>
  );
}

function AnswerCount({ slide, state, tally }: LiveSlideProps<'poll'>) {
  const t = live.useT();
  // Shown unless the poll hides it (a slide from an older server has no setting: shown).
  if (slide.showAnswerCount === false) return null;
  const answered = tally?.currentSlideAnswered ?? 0;
  const total = tally?.participantCount ?? 0;
  return (
    <p className={`${type.body} font-semibold`} role="status" aria-live="polite" data-testid="answer-count">
      {t('live.poll.answered', { count: answered, total })}
      <span className="sr-only"> {t('live.poll.onSlide', { n: state.currentSlide + 1 })}</span>
    </p>
  );
}

export const pollLive: LiveSlideView<'poll'> = {
  Presenter: function PollPresenter({ slide, state, tally }) {
    const t = live.useT();
    const ts = screens.useT();
    const automatic = slide.revealMode === 'threshold';
    // The server sends a poll's results only once at least its threshold of participants answered it.
    const results = automatic ? tally?.polls.find((poll) => poll.slideIndex === slide.index) : undefined;
    const waiting = automatic && !results && (
      <p className={`${type.body} text-muted-foreground`} data-testid="waiting-for-answers">
        {ts('screens.results.waiting', { count: slide.revealThreshold })}
      </p>
    );
    return slide.type === 'closing question' ? (
      <div className={`${type.slide} text-center`}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || t('live.poll.closingTitle')}
        </h1>
        <p className={`${type.question} text-muted-foreground`}>
          {t('live.poll.answerOnPhone', { count: slide.questions.length })}
        </p>
        {results && (
          <div className="text-start">
            <PollResults poll={results} size="lg" level={2} />
          </div>
        )}
        {waiting}
        <AnswerCount slide={slide} state={state} tally={tally} />
        <Countdown slide={slide} state={state} />
      </div>
    ) : (
      <div className={type.slide}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
          {slide.title || ts('screens.poll.title')}
        </h1>
        {results ? (
          <PollResults poll={results} size="lg" level={2} />
        ) : (
          slide.questions.map((question, qi) => (
            <section key={qi} className="space-y-[2vh]">
              <h2 className={`${type.question} font-semibold`}>{question.question}</h2>
              <ul className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}>
                {question.options.map((label, i) => (
                  <li
                    key={i}
                    className="flex items-center gap-[0.6em] rounded-xl border-2 border-border px-[0.7em] py-[0.5em]"
                  >
                    <span className="flex size-[1.8em] shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground">
                      {optionLetter(i)}
                    </span>
                    {label}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {waiting}
        <div className="flex flex-wrap items-baseline justify-between gap-x-8">
          <AnswerCount slide={slide} state={state} tally={tally} />
          <Countdown slide={slide} state={state} />
        </div>
      </div>
    );
  },

  HostPanel: function PollPanel({ slide, tally }) {
    const t = live.useT();
    const total = tally?.participantCount ?? 0;
    return (
      <section aria-labelledby="answer-counts" className="space-y-2">
        <h2 id="answer-counts" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('live.poll.answers')}
        </h2>
        <ul className="space-y-2">
          {slide.questions.map((question, qi) => {
            const count = tally?.answerCounts[answerKey(slide.index, qi)] ?? 0;
            return (
              <li
                key={qi}
                className="flex items-start justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm"
              >
                <span>{question.question}</span>
                <span
                  className="shrink-0 font-semibold tabular-nums"
                  data-testid={`answers-${slide.index}-${qi}`}
                >
                  {count} / {total}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  },

  label: (slide) => (slide.type === 'closing question' ? 'live.poll.closingLabel' : undefined),
};
