import type { LivePollResult, LiveQuestionResult } from '@readyteams/api-client';
import { plural } from './letters';

const kindNote = (question: LiveQuestionResult) => {
  if (question.kind === 'nps')
    return question.nps === null
      ? 'NPS: no answers yet'
      : `NPS ${question.nps > 0 ? '+' : ''}${question.nps}`;
  if (question.kind === 'scale')
    return question.mean === null ? 'Average: no answers yet' : `Average ${question.mean.toFixed(1)} of 5`;
  return null;
};

/** One question's results: bars with counts and percentages, a mean or NPS, or the free-text answers. */
export function QuestionResults({
  result,
  size = 'md',
  level = 3,
}: {
  result: LiveQuestionResult;
  size?: 'md' | 'lg';
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const note = kindNote(result);
  const large = size === 'lg';
  return (
    <section data-slot="question-results" aria-label={result.question} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className={large ? 'text-2xl font-semibold' : 'text-base font-semibold'}>
          {result.question}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {plural(result.answerCount, 'answer', 'answers')}
          {note ? <span className="ml-2 font-semibold text-foreground">{note}</span> : null}
        </p>
      </div>
      {result.kind === 'text' ? (
        result.texts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No answers yet.</p>
        ) : (
          <ul className="space-y-2">
            {result.texts.map((text, i) => (
              <li key={i} className="rounded-lg bg-muted px-3 py-2 text-sm break-words">
                {text}
              </li>
            ))}
          </ul>
        )
      ) : (
        <ul className={result.kind === 'nps' ? 'grid grid-cols-11 items-end gap-1' : 'space-y-2'}>
          {result.options.map((option) =>
            result.kind === 'nps' ? (
              <li key={option.key} className="flex flex-col items-center gap-1 text-xs">
                <span className="sr-only">
                  {option.key}: {option.count} ({option.percent}%)
                </span>
                <span className="tabular-nums" aria-hidden>
                  {option.count}
                </span>
                <span className="flex h-24 w-full items-end rounded bg-muted">
                  <span className="w-full rounded bg-primary" style={{ height: `${option.percent}%` }} />
                </span>
                <span className="font-semibold" aria-hidden>
                  {option.key}
                </span>
              </li>
            ) : (
              <li key={option.key} className={large ? 'text-lg' : 'text-sm'}>
                <div className="flex justify-between gap-3">
                  <span>
                    <span className="font-semibold">{option.key}.</span> {option.label}
                  </span>
                  <span className="tabular-nums">
                    {option.count} ({option.percent}%)
                  </span>
                </div>
                <div className={`mt-1 overflow-hidden rounded-full bg-muted ${large ? 'h-4' : 'h-2.5'}`}>
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
}: {
  poll: LivePollResult;
  size?: 'md' | 'lg';
  level?: 2 | 3;
}) {
  return (
    <div data-slot="poll-results" className="space-y-8">
      {poll.questions.map((question) => (
        <QuestionResults key={question.questionIndex} result={question} size={size} level={level} />
      ))}
    </div>
  );
}
