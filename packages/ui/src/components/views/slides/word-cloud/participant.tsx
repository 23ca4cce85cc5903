// Word cloud slides on a participant's phone: the prompt and one box per allowed entry (with the characters left),
// each saved when sent and changeable until the host moves on.
import { useState } from 'react';
import type { LiveAnswerValue, LiveSlideOf } from '@readyteams/activities/live';
import { screens } from '../../../../i18n/screens';
import { LIVE_WORD_MAX } from '@readyteams/activities/word-cloud';
import { answerKey } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import type { TranslateOf } from '../../../../i18n/catalogue';
import type { ParticipantSlideView, SaveStatus } from '../kind';
import { buttonVariants } from '../../../ui/button-variants';

/** The prompt, else the slide's title. */
const headingOf = (slide: LiveSlideOf<'word-cloud'>, t: TranslateOf<typeof screens>) =>
  slide.questions[0]?.question || slide.title || t('screens.words.title');

function WordEntry({
  id,
  label,
  value,
  status,
  onAnswer,
}: {
  id: string;
  label: string;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  onAnswer: (value: string) => void;
}) {
  const t = screens.useT();
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  const entry = text.trim().replace(/\s+/g, ' ');
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (entry && entry !== saved) onAnswer(entry);
      }}
    >
      <label htmlFor={`${id}-word`} className="block text-base font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-word`}
          value={text}
          maxLength={LIVE_WORD_MAX}
          autoComplete="off"
          enterKeyHint="send"
          dir="auto"
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-left ${id}-status`}
          className="h-14 min-w-0 flex-1 rounded-xl border-2 border-input bg-background px-3 text-lg outline-none focus:border-ring"
        />
        <button
          type="submit"
          className={buttonVariants({ size: 'touch' })}
          // Not disabled: a button pressed to send keeps the focus once the word is saved.
          aria-disabled={!entry || entry === saved}
        >
          {saved ? t('screens.words.update') : t('screens.send')}
        </button>
      </div>
      {/* The box stops at the limit: what is left shows, so a longer entry is never cut silently. */}
      <p id={`${id}-left`} className="text-sm text-muted-foreground">
        {t('screens.charactersLeft', { count: LIVE_WORD_MAX - text.length })}
      </p>
      <Status status={status} id={id} />
    </form>
  );
}

export const wordCloudParticipant: ParticipantSlideView<'word-cloud'> = {
  Screen: function WordCloudScreen({ slide, answers, statuses, onAnswer }) {
    const t = screens.useT();
    return (
      <section className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
          <p className="text-muted-foreground">{t('screens.words.intro', { max: LIVE_WORD_MAX })}</p>
        </div>
        {slide.questions.map((_, qi) => {
          const key = answerKey(slide.index, qi);
          return (
            <WordEntry
              key={key}
              id={`q-${slide.index}-${qi}`}
              label={
                slide.questions.length === 1
                  ? t('screens.words.yours')
                  : t('screens.words.nth', { n: qi + 1, count: slide.questions.length })
              }
              value={answers[key]}
              status={statuses[key]}
              onAnswer={(value) => onAnswer(slide.index, qi, value)}
            />
          );
        })}
      </section>
    );
  },
  announcement: (slide, _state, t) => t('screens.announce.words', { title: headingOf(slide, t) }),
};
