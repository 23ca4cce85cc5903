// Decision slides on a participant's phone: the vote, with the polls' choice input (the only thing the phones load of
// the type: nothing else).
import { screens } from '../../../../i18n/screens';
import { answerKey } from '../../../live/format';
import { QuestionInput } from '../../../live/participant-parts';
import type { ParticipantSlideView } from '../kind';

export const decisionParticipant: ParticipantSlideView<'decision'> = {
  Screen: function DecisionScreen({ slide, answers, statuses, onAnswer }) {
    const t = screens.useT();
    const key = answerKey(slide.index, 0);
    const question = slide.questions[0];
    return (
      <section className="space-y-8">
        <h1 className="text-2xl font-bold">{t('screens.decision.vote')}</h1>
        {question ? (
          <QuestionInput
            id={`q-${slide.index}-0`}
            question={question}
            value={answers[key]}
            status={statuses[key]}
            onAnswer={(value) => onAnswer(slide.index, 0, value)}
          />
        ) : null}
      </section>
    );
  },
  // The vote's question is the decision's situation (its title).
  announcement: (slide, _state, t) =>
    t('screens.announce.vote', { title: slide.questions[0]?.question || slide.title }),
};
