// Poll slides on the host's screens: the questions with their lettered answers (a closing poll: a call to answer on
// the phone) and how many have answered; on the host's phone, the answer count of each question.
import { answerKey, optionLetter, plural, presenterType as type } from '../../../live/format';
import type { LiveState, LiveTally } from '../../../live/types';
import type { LiveSlideView } from '../kind';

function AnswerCount({ state, tally }: { state: LiveState; tally: LiveTally | null }) {
  const answered = tally?.currentSlideAnswered ?? 0;
  const total = tally?.participantCount ?? 0;
  return (
    <p className={`${type.body} font-semibold`} role="status" aria-live="polite" data-testid="answer-count">
      {answered} of {plural(total, 'participant', 'participants')} answered
      <span className="sr-only"> on slide {state.currentSlide + 1}</span>
    </p>
  );
}

export const pollLive: LiveSlideView<'poll'> = {
  Presenter: ({ slide, state, tally }) =>
    slide.type === 'closing question' ? (
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] p-12 text-center">
        <h1 className={type.title}>{slide.title || 'Closing Questions'}</h1>
        <p className={`${type.question} text-muted-foreground`}>
          Answer the {plural(slide.questions.length, 'question', 'questions')} on your phone.
        </p>
        <AnswerCount state={state} tally={tally} />
      </div>
    ) : (
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] overflow-auto p-12">
        <h1 className={type.title}>{slide.title || 'Poll'}</h1>
        {slide.questions.map((question, qi) => (
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
        ))}
        <AnswerCount state={state} tally={tally} />
      </div>
    ),

  HostPanel: ({ slide, tally }) => {
    const total = tally?.participantCount ?? 0;
    return (
      <section aria-labelledby="answer-counts" className="space-y-2">
        <h2 id="answer-counts" className="text-sm font-semibold text-muted-foreground uppercase">
          Answers
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

  label: (slide) => (slide.type === 'closing question' ? 'Closing questions' : undefined),
};
