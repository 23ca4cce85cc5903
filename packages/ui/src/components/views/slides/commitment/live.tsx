// Commitment slides on the host's screens: the prompt, large, and how many have committed; never what they wrote
// (the commitments are each participant's own, listed only in the report). On the host's phone, the count against
// the participants.
import { answerKey, plural, presenterType as type } from '../../../live/format';
import type { LiveSlideProps, LiveSlideView } from '../kind';

/** Participants who committed to this slide: the hosts' tally counts them under its one question. */
const committed = ({ slide, tally }: LiveSlideProps<'commitment'>) =>
  tally?.answerCounts[answerKey(slide.index, 0)] ?? 0;

export const commitmentLive: LiveSlideView<'commitment'> = {
  Presenter: (props) => {
    const prompt = props.slide.questions[0]?.question || props.slide.title;
    return (
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] p-12">
        <h1 className={type.title}>{prompt}</h1>
        <p className={`${type.question} text-muted-foreground`}>
          Write yours on your phone. This screen shows only how many have committed.
        </p>
        <p
          className={`${type.body} font-semibold`}
          role="status"
          aria-live="polite"
          data-testid="answer-count"
        >
          {plural(committed(props), 'commitment', 'commitments')}
        </p>
      </div>
    );
  },

  HostPanel: (props) => {
    const total = props.tally?.participantCount ?? 0;
    return (
      <section aria-labelledby="commitment-count" className="space-y-2">
        <h2 id="commitment-count" className="text-sm font-semibold text-muted-foreground uppercase">
          Commitments
        </h2>
        <p
          className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm"
          data-testid={`commitments-${props.slide.index}`}
        >
          <span>Committed</span>
          <span className="font-semibold tabular-nums">
            {committed(props)} of {plural(total, 'participant', 'participants')}
          </span>
        </p>
      </section>
    );
  },
};
