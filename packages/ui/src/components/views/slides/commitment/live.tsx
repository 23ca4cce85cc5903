// Commitment slides on the host's screens: the prompt, large, and how many have committed; never what they wrote
// (the commitments are each participant's own, listed only in the report). On the host's phone, the count against
// the participants.
import { live } from '../../../../i18n/live';
import { answerKey, presenterType as type } from '../../../live/format';
import type { LiveSlideProps, LiveSlideView } from '../kind';

/** Participants who committed to this slide: the hosts' tally counts them under its one question. */
const committed = ({ slide, tally }: LiveSlideProps<'commitment'>) =>
  tally?.answerCounts[answerKey(slide.index, 0)] ?? 0;

export const commitmentLive: LiveSlideView<'commitment'> = {
  Presenter: function CommitmentPresenter(props) {
    const t = live.useT();
    const prompt = props.slide.questions[0]?.question || props.slide.title;
    return (
      <div className={type.slide}>
        <h1 className={`${type.title} [unicode-bidi:plaintext]`}>{prompt}</h1>
        <p className={`${type.question} text-muted-foreground`}>{t('live.commitment.presenter')}</p>
        <p
          className={`${type.body} font-semibold`}
          role="status"
          aria-live="polite"
          data-testid="answer-count"
        >
          {t('live.commitment.count', { count: committed(props) })}
        </p>
      </div>
    );
  },

  HostPanel: function CommitmentPanel(props) {
    const t = live.useT();
    const total = props.tally?.participantCount ?? 0;
    return (
      <section aria-labelledby="commitment-count" className="space-y-2">
        <h2 id="commitment-count" className="text-sm font-semibold text-muted-foreground uppercase">
          {t('live.commitment.heading')}
        </h2>
        <p
          className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm"
          data-testid={`commitments-${props.slide.index}`}
        >
          <span>{t('live.commitment.committed')}</span>
          <span className="font-semibold tabular-nums">
            {t('live.commitment.ofParticipants', { count: committed(props), total })}
          </span>
        </p>
      </section>
    );
  },
};
