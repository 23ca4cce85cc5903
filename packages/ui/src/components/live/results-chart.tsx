import type { CoreQuestionKind, LivePollResult, LiveQuestionResult } from '@readyteams/activities/live';
import type { ComponentType } from 'react';
import { useFormat } from '../../i18n/format';
import { screens } from '../../i18n/screens';
import type { TranslateOf } from '../../i18n/catalogue';
import { WordCloud } from '../views/slides/word-cloud/cloud';
import { presenterType } from './format';

const kindNote = (
  question: LiveQuestionResult,
  t: TranslateOf<typeof screens>,
  format: ReturnType<typeof useFormat>,
) => {
  if (question.kind === 'nps')
    return question.nps === null
      ? t('screens.results.npsNone')
      : t('screens.results.nps', { score: format.number(question.nps, { signDisplay: 'exceptZero' }) });
  if (question.kind === 'scale')
    return question.mean === null
      ? t('screens.results.meanNone')
      : t('screens.results.mean', {
          mean: format.number(question.mean, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        });
  return null;
};

/** md: the report and the phones; lg: the presenter screen, in proportion to the screen (presenterType in format.ts). */
const SIZES = {
  md: {
    heading: 'text-base font-semibold',
    meta: 'text-sm',
    row: 'text-sm',
    bar: 'h-2.5',
    npsColumn: 'text-xs',
    npsBar: 'h-24',
    gap: 'space-y-2',
  },
  lg: {
    heading: `${presenterType.question} font-semibold`,
    meta: presenterType.body,
    row: presenterType.body,
    bar: presenterType.bar,
    npsColumn: presenterType.body,
    npsBar: 'h-[22vh]',
    gap: 'space-y-[1.5vh]',
  },
} satisfies Record<
  'md' | 'lg',
  Record<'heading' | 'meta' | 'row' | 'bar' | 'npsColumn' | 'npsBar' | 'gap', string>
>;

/** What draws one question's results of a kind a slide type adds (its entry in the views' `questionResultViews`). */
export type KindResultView = ComponentType<{ result: LiveQuestionResult; size?: keyof typeof SIZES }>;

/** The kinds this chart draws itself; a slide type's own kind is drawn by `KindResults` when given. */
const drawnHere: readonly string[] = ['choice', 'scale', 'nps', 'text', 'word'] satisfies CoreQuestionKind[];

/**
 * One question's results: bars with counts and percentages, a mean or NPS, a type's own drawing (a ranking's average
 * ranks), or the free-text answers.
 */
export function QuestionResults({
  result,
  size = 'md',
  level = 3,
  KindResults,
}: {
  result: LiveQuestionResult;
  size?: keyof typeof SIZES;
  level?: 2 | 3;
  /**
   * Draws a question of a kind a slide type adds (the report passes the types' drawings); without it, or for the
   * core's kinds, the chart draws the question as options.
   */
  KindResults?: KindResultView;
}) {
  const t = screens.useT();
  const format = useFormat();
  const Heading = level === 2 ? 'h2' : 'h3';
  const note = kindNote(result, t, format);
  const sizes = SIZES[size];
  const KindView = KindResults && !drawnHere.includes(result.kind) ? KindResults : undefined;
  return (
    <section data-slot="question-results" aria-label={result.question} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className={`${sizes.heading} [unicode-bidi:plaintext]`}>{result.question}</Heading>
        <p className={`${sizes.meta} text-muted-foreground`}>
          {t('screens.results.answers', { count: result.answerCount })}
          {note ? <span className="ms-2 font-semibold text-foreground">{note}</span> : null}
        </p>
      </div>
      {result.kind === 'word' ? (
        result.options.length === 0 ? (
          <p className={`${sizes.meta} text-muted-foreground`}>{t('screens.results.noAnswers')}</p>
        ) : (
          <WordCloud words={result.options} size={size} />
        )
      ) : KindView ? (
        <KindView result={result} size={size} />
      ) : result.kind === 'text' ? (
        result.texts.length === 0 ? (
          <p className={`${sizes.meta} text-muted-foreground`}>
            {/* Answers counted but none listed: the company's retention period deleted the texts. */}
            {result.answerCount ? t('screens.results.deleted') : t('screens.results.noAnswers')}
          </p>
        ) : (
          <ul className={sizes.gap}>
            {result.texts.map((text, i) => (
              <li
                key={i}
                className={`rounded-lg bg-muted px-3 py-2 break-words [unicode-bidi:plaintext] ${sizes.row}`}
              >
                {text}
              </li>
            ))}
          </ul>
        )
      ) : (
        <ul className={result.kind === 'nps' ? 'grid grid-cols-11 items-end gap-1' : sizes.gap}>
          {result.options.map((option) =>
            result.kind === 'nps' ? (
              <li key={option.key} className={`flex flex-col items-center gap-1 ${sizes.npsColumn}`}>
                <span className="sr-only">
                  {option.key}: {format.number(option.count)} ({format.percent(option.percent)})
                </span>
                <span className="tabular-nums" aria-hidden>
                  {format.number(option.count)}
                </span>
                <span data-slot="bar" className={`flex w-full items-end rounded bg-muted ${sizes.npsBar}`}>
                  <span className="w-full rounded bg-primary" style={{ height: `${option.percent}%` }} />
                </span>
                <span className="font-semibold" aria-hidden>
                  {option.key}
                </span>
              </li>
            ) : (
              <li key={option.key} className={sizes.row}>
                <div className="flex justify-between gap-3">
                  <span className="[unicode-bidi:plaintext]">
                    <span className="font-semibold">{option.key}.</span> {option.label}
                  </span>
                  <span className="tabular-nums">
                    {format.number(option.count)} ({format.percent(option.percent)})
                  </span>
                </div>
                <div data-slot="bar" className={`mt-1 overflow-hidden rounded-full bg-muted ${sizes.bar}`}>
                  <div
                    className="h-full rounded-full bg-primary transition-[width] duration-300"
                    style={{ width: `${option.percent}%` }}
                  />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/** Every question of a poll. */
export function PollResults({
  poll,
  size = 'md',
  level = 3,
  KindResults,
}: {
  poll: LivePollResult;
  size?: keyof typeof SIZES;
  level?: 2 | 3;
  KindResults?: KindResultView;
}) {
  return (
    <div data-slot="poll-results" className="space-y-8">
      {poll.questions.map((question) => (
        <QuestionResults
          key={question.questionIndex}
          result={question}
          size={size}
          level={level}
          KindResults={KindResults}
        />
      ))}
    </div>
  );
}
