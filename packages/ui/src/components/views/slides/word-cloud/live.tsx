// Word cloud slides on the host's screens: the prompt and the cloud growing as entries arrive on the presenter
// screen; on the host's phone the words with their counts, each of which the host can hide from the room.
import { live } from '../../../../i18n/live';
import { presenterType as type } from '../../../live/format';
import { Button } from '../../../ui/button';
import type { LiveSlideProps, LiveSlideView } from '../kind';
import { WordCloud } from './cloud';

/** This slide's live result: its words, counted together. */
const wordsOf = ({ slide, tally }: LiveSlideProps<'word-cloud'>) =>
  tally?.polls.find((poll) => poll.slideIndex === slide.index)?.questions[0];

export const wordCloudLive: LiveSlideView<'word-cloud'> = {
  Presenter: function WordCloudPresenter(props) {
    const t = live.useT();
    const result = wordsOf(props);
    const prompt = props.slide.questions[0]?.question || props.slide.title;
    return (
      <div className={type.slide}>
        <h1 className={`${type.question} font-bold`}>{prompt}</h1>
        <div className="flex min-h-0 flex-1 items-center justify-center overflow-hidden">
          {result?.options.length ? (
            <WordCloud words={result.options} size="lg" />
          ) : (
            <p className={`${type.body} text-muted-foreground`}>{t('live.words.empty')}</p>
          )}
        </div>
        <p
          className={`${type.body} font-semibold`}
          role="status"
          aria-live="polite"
          data-testid="answer-count"
        >
          {t('live.words.count', {
            words: result?.answerCount ?? 0,
            participants: props.tally?.currentSlideAnswered ?? 0,
          })}
        </p>
      </div>
    );
  },

  HostPanel: function WordCloudPanel(props) {
    const t = live.useT();
    const { slide, state, onHideWord } = props;
    const words = wordsOf(props)?.options ?? [];
    const prefix = `${slide.index}:`;
    const hidden = state.hiddenWords
      .filter((word) => word.startsWith(prefix))
      .map((word) => word.slice(prefix.length));
    return (
      <section aria-labelledby="cloud-words" className="space-y-2">
        <h2 id="cloud-words" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('live.words.heading')}
        </h2>
        {words.length ? (
          <ul className="space-y-1">
            {words.map((word) => (
              <li
                key={word.key}
                className="flex items-center gap-3 rounded-lg bg-muted py-1 ps-3 pe-1 text-sm"
              >
                <span className="flex-1 break-words">{word.label}</span>
                <span className="shrink-0 font-semibold tabular-nums">{word.count}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="min-h-11"
                  aria-label={t('live.words.hide', { word: word.label })}
                  onClick={() => onHideWord(slide.index, word.key, true)}
                >
                  {t('live.hide')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('live.words.none')}</p>
        )}
        {hidden.length ? (
          <>
            <h3 className="pt-2 text-sm font-semibold text-muted-foreground uppercase">
              {t('live.words.hidden')}
            </h3>
            <ul className="space-y-1">
              {hidden.map((word) => (
                <li
                  key={word}
                  className="flex items-center gap-3 py-1 ps-3 pe-1 text-sm text-muted-foreground"
                >
                  <span className="flex-1 break-words line-through">{word}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="min-h-11"
                    aria-label={t('live.words.show', { word })}
                    onClick={() => onHideWord(slide.index, word, false)}
                  >
                    {t('live.show')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    );
  },
};
