// A knowledge check on a participant's phone: the question and its choices as 44 px targets (one answer: radio
// tiles sent as chosen; several correct: checkboxes and a Send button), the time left when timed; answers are refused
// past it or after the reveal with the server's message. After the host's reveal: the correct choices marked (a tick
// and words), its own answer right or not, the explanation, and its own result so far ("3 of 4 correct so far"),
// counted from the session's revealed checks and this phone's answers: no phone sees anyone else's. Loads no zod.
import { useEffect, useState } from 'react';
import { checkAnswer, checkChoice, isCorrect, resultSoFar } from '@readyteams/activities/knowledge-check';
import type { LiveAnswerValue, LiveSlideOf } from '@readyteams/activities/live';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import { answerKey, optionLetter as letter } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import { useNow } from '../../../live/use-now';
import { buttonVariants } from '../../../ui/button-variants';
import type { ParticipantSlideView, SaveStatus } from '../kind';
import { phone } from './i18n';

const headingOf = (slide: LiveSlideOf<'knowledge-check'>, t: TranslateOf<typeof phone>) =>
  slide.title || slide.questions[0]?.question || t('check.phone.title');

/** Whole seconds left (0 once past), or null without a time limit or once revealed. */
function useSecondsLeft(closesAt: number | null, revealed: boolean): number | null {
  const running = closesAt !== null && !revealed;
  const now = useNow(250, running);
  return running ? Math.max(0, Math.ceil((closesAt - now) / 1000)) : null;
}

const optionClass = (selected: boolean, disabled: boolean) =>
  `flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 py-2 text-start text-base outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
    selected ? 'border-primary bg-primary/10 font-semibold' : 'border-border bg-card'
  } ${disabled ? 'opacity-70' : 'active:bg-muted'}`;

function CheckForm({
  slide,
  value,
  status,
  closed,
  onSend,
}: {
  slide: LiveSlideOf<'knowledge-check'>;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  closed: boolean;
  onSend: (value: string) => void;
}) {
  const t = phone.useT();
  const id = `q-${slide.index}-0`;
  const options = slide.questions[0]?.options ?? [];
  const sent = checkChoice(value === undefined ? undefined : String(value), options.length, true);
  const [picked, setPicked] = useState<number[] | null>(null);
  const chosen = picked ?? sent ?? [];
  const unchanged = sent !== null && checkAnswer(chosen) === checkAnswer(sent);
  const role = slide.multiple ? 'checkbox' : 'radio';
  const choose = (index: number) => {
    if (closed) return;
    if (!slide.multiple) {
      setPicked([index]);
      onSend(checkAnswer([index]));
      return;
    }
    setPicked(chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index]);
  };
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!closed && chosen.length > 0 && !unchanged) onSend(checkAnswer(chosen));
      }}
    >
      <fieldset className="space-y-3" aria-describedby={`${id}-status`}>
        <legend className="mb-1 text-muted-foreground">
          {slide.multiple ? t('check.phone.pickAll') : t('check.phone.pickOne')}
        </legend>
        <div
          role={slide.multiple ? 'group' : 'radiogroup'}
          aria-label={slide.questions[0]?.question}
          className="space-y-2"
        >
          {options.map((label, i) => {
            const selected = chosen.includes(i);
            return (
              <button
                key={i}
                type="button"
                role={role}
                aria-checked={selected}
                aria-disabled={closed || undefined}
                className={optionClass(selected, closed)}
                onClick={() => choose(i)}
              >
                <span
                  aria-hidden
                  className={`flex size-11 shrink-0 items-center justify-center rounded-lg text-lg font-bold ${
                    selected ? 'bg-primary text-primary-foreground' : 'bg-muted'
                  }`}
                >
                  {selected ? '✓' : letter(i)}
                </span>
                <span className="min-w-0 flex-1 wrap-anywhere [unicode-bidi:plaintext]">
                  <span className="sr-only">{`${letter(i)}. `}</span>
                  {label}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      {slide.multiple && !closed ? (
        <button
          type="submit"
          className={`${buttonVariants({ size: 'touch' })} w-full`}
          aria-disabled={chosen.length === 0 || unchanged || undefined}
        >
          {sent ? t('check.phone.update') : t('check.phone.send')}
        </button>
      ) : null}
      <Status status={status} id={id} />
    </form>
  );
}

/** After the reveal: the choices with the correct ones marked, the phone's own answer right or not, the explanation. */
function Revealed({
  slide,
  value,
}: {
  slide: LiveSlideOf<'knowledge-check'>;
  value: LiveAnswerValue | undefined;
}) {
  const t = phone.useT();
  const options = slide.questions[0]?.options ?? [];
  const mine = checkChoice(value === undefined ? undefined : String(value), options.length, true) ?? [];
  const verdict =
    value === undefined
      ? t('check.phone.missed')
      : isCorrect(value, slide.correct)
        ? t('check.phone.right')
        : t('check.phone.wrong');
  return (
    <div className="space-y-3">
      <p className="text-xl font-bold" data-testid="my-result">
        {verdict}
      </p>
      <ul className="space-y-2">
        {options.map((label, i) => {
          const correct = slide.correct.includes(i);
          return (
            <li
              key={i}
              className={`flex min-h-11 items-center gap-3 rounded-xl border-2 px-3 py-2 ${
                correct ? 'border-success font-semibold' : 'border-border text-muted-foreground'
              }`}
            >
              <span aria-hidden className="w-6 shrink-0 text-center font-bold">
                {correct ? '✓' : letter(i)}
              </span>
              <span className="min-w-0 flex-1 wrap-anywhere [unicode-bidi:plaintext]">{label}</span>
              <span className="shrink-0 text-end text-sm">
                {correct ? <span className="block text-success">{t('check.phone.correctMark')}</span> : null}
                {mine.includes(i) ? <span className="block">{t('check.phone.yourChoice')}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {slide.explanation ? (
        <p className="rounded-xl bg-muted px-3 py-2 [unicode-bidi:plaintext]">
          <span className="font-semibold">{t('check.phone.explanation')}: </span>
          {slide.explanation}
        </p>
      ) : null}
    </div>
  );
}

export const knowledgeCheckParticipant: ParticipantSlideView<'knowledge-check'> = {
  Screen: function KnowledgeCheckScreen({ slide, answers, statuses, onAnswer }) {
    const t = phone.useT();
    const key = answerKey(slide.index, 0);
    const left = useSecondsLeft(slide.closesAt, slide.revealed);
    const timeUp = left === 0;
    const soFar = resultSoFar(slide.revealedChecks, answers);
    const [saidTimeUp, setSaidTimeUp] = useState(false);
    useEffect(() => {
      if (timeUp) setSaidTimeUp(true);
    }, [timeUp]);
    useAnnouncement(saidTimeUp && !slide.revealed ? t('check.phone.timeUp') : null);
    return (
      <section className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
          {left !== null ? (
            <p
              className="shrink-0 rounded-lg border-2 border-border px-2 py-1 text-lg font-bold tabular-nums"
              data-testid="countdown"
            >
              <span aria-hidden>{left}</span>
              <span className="sr-only">{t('check.phone.secondsLeft', { seconds: left })}</span>
            </p>
          ) : null}
        </div>
        {slide.revealed ? (
          <Revealed slide={slide} value={answers[key]} />
        ) : (
          <>
            <CheckForm
              key={slide.index}
              slide={slide}
              value={answers[key]}
              status={statuses[key]}
              closed={timeUp}
              onSend={(value) => onAnswer(slide.index, 0, value)}
            />
            {timeUp ? (
              <p className="font-semibold" data-testid="time-up">
                {t('check.phone.timeUp')}
              </p>
            ) : answers[key] !== undefined ? (
              <p className="text-muted-foreground">{t('check.phone.waiting')}</p>
            ) : null}
          </>
        )}
        {soFar.total > 0 ? (
          <p className="rounded-xl border-2 border-border px-3 py-2 font-semibold" data-testid="so-far">
            {t('check.phone.soFar', soFar)}
          </p>
        ) : null}
      </section>
    );
  },
  announcement: (slide, _state, _t, i18n) => {
    const t = phone.translator(i18n);
    return t('check.phone.announce', { title: headingOf(slide, t) });
  },
};
