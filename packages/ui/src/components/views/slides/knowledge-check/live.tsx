// Knowledge checks on the host's screens. The presenter shows the question and the choices, a countdown while timed,
// and how many answered; after the host's reveal the split as bars with the correct choices marked, and the
// explanation (never anyone's score or name). The host's phone counts answers and reveals (the kind's own event).
import { answerKey, optionLetter, presenterType as type } from '../../../live/format';
import { useNow } from '../../../live/use-now';
import { buttonVariants } from '../../../ui/button-variants';
import type { LiveSlideProps, LiveSlideView } from '../kind';
import { host } from './i18n';
import { CheckBars, ShareCorrect } from './results';

const resultOf = ({ slide, tally }: Pick<LiveSlideProps<'knowledge-check'>, 'slide' | 'tally'>) =>
  tally?.polls.find((poll) => poll.slideIndex === slide.index)?.questions[0];

const answeredOf = ({ slide, tally }: Pick<LiveSlideProps<'knowledge-check'>, 'slide' | 'tally'>) =>
  tally?.answerCounts[answerKey(slide.index, 0)] ?? 0;

/** Whole seconds left until `closesAt` (0 once past), or null without a time limit or once revealed. */
export function useSecondsLeft(closesAt: number | null, revealed: boolean): number | null {
  const running = closesAt !== null && !revealed;
  const now = useNow(250, running);
  if (!running) return null;
  return Math.max(0, Math.ceil((closesAt - now) / 1000));
}

export const knowledgeCheckLive: LiveSlideView<'knowledge-check'> = {
  Presenter: function KnowledgeCheckPresenter({ slide, tally }) {
    const t = host.useT();
    const question = slide.questions[0];
    const result = resultOf({ slide, tally });
    const left = useSecondsLeft(slide.closesAt, slide.revealed);
    return (
      <div className={type.slide}>
        <div className="flex items-start justify-between gap-[3vh]">
          <h1 className={`${type.title} [unicode-bidi:plaintext]`}>
            {slide.title || question?.question || t('check.host.label')}
          </h1>
          {left !== null ? (
            <p
              className={`${type.title} shrink-0 rounded-[2vh] border-[0.5vh] border-border px-[2vh] tabular-nums ${left === 0 ? 'text-muted-foreground' : ''}`}
              data-testid="countdown"
            >
              <span aria-hidden>{left}</span>
              <span className="sr-only">
                {left === 0 ? t('check.host.timeUp') : t('check.host.secondsLeft', { seconds: left })}
              </span>
            </p>
          ) : null}
        </div>
        {slide.revealed && result ? (
          <>
            <CheckBars result={result} size="lg" />
            {slide.explanation ? (
              <p className={`${type.body} rounded-xl bg-muted px-[1em] py-[0.6em] [unicode-bidi:plaintext]`}>
                <span className="font-semibold">{t('check.host.explanation')}: </span>
                {slide.explanation}
              </p>
            ) : null}
            <ShareCorrect result={result} className={`${type.body} font-semibold`} />
          </>
        ) : (
          <>
            <p className={`${type.question} text-muted-foreground`}>
              {slide.multiple ? t('check.host.pickAll') : t('check.host.answerOnPhone')}
            </p>
            <ul className={`grid gap-[1.5vh] md:grid-cols-2 ${type.body}`}>
              {question?.options.map((label, i) => (
                <li
                  key={i}
                  className="rounded-xl border-2 border-border px-[0.7em] py-[0.5em] [unicode-bidi:plaintext]"
                >
                  <span className="font-bold">{optionLetter(i)}.</span> {label}
                </li>
              ))}
            </ul>
            {slide.speedBonus ? (
              <p className={`${type.body} text-muted-foreground`}>{t('check.host.speedBonus')}</p>
            ) : null}
          </>
        )}
        <p
          className={`${type.body} font-semibold`}
          role="status"
          aria-live="polite"
          data-testid="answer-count"
        >
          {t('check.host.answered', {
            count: answeredOf({ slide, tally }),
            total: tally?.participantCount ?? 0,
          })}
        </p>
      </div>
    );
  },

  HostPanel: function KnowledgeCheckPanel({ slide, tally, onKindEvent }) {
    const t = host.useT();
    const result = resultOf({ slide, tally });
    const left = useSecondsLeft(slide.closesAt, slide.revealed);
    return (
      <section aria-labelledby="check-panel" className="space-y-2">
        <h2 id="check-panel" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('check.host.heading')}
        </h2>
        <p className="flex items-start justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span>{t('check.host.sent')}</span>
          <span className="shrink-0 font-semibold tabular-nums" data-testid={`answers-${slide.index}-0`}>
            {answeredOf({ slide, tally })} / {tally?.participantCount ?? 0}
          </span>
        </p>
        {left !== null ? (
          <p className="text-sm font-semibold tabular-nums" data-testid="countdown">
            {left === 0 ? t('check.host.timeUp') : t('check.host.secondsLeft', { seconds: left })}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {t('check.host.hostCorrect', { keys: slide.correct.map(optionLetter).join(', ') })}
        </p>
        <button
          type="button"
          className={`${buttonVariants({ size: 'touch' })} w-full`}
          disabled={slide.revealed || !onKindEvent}
          onClick={() => onKindEvent?.('reveal-check', { slideIndex: slide.index })}
        >
          {slide.revealed ? t('check.host.revealed') : t('check.host.reveal')}
        </button>
        {slide.revealed && result ? <ShareCorrect result={result} className="text-sm font-semibold" /> : null}
      </section>
    );
  },
};
