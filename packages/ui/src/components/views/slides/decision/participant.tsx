// Decision slides on a participant's phone: the vote, with the polls' choice input (the only thing the phones load of
// the type: nothing else).
import { answerKey } from '../../../live/format';
import { QuestionInput } from '../../../live/participant-parts';
import type { ParticipantSlideView } from '../kind';

export const decisionParticipant: ParticipantSlideView<'decision'> = {
  Screen: ({ slide, answers, statuses, onAnswer }) => {
    const key = answerKey(slide.index, 0);
    const question = slide.questions[0];
    return (
      <section className="space-y-8">
        <h1 className="text-2xl font-bold">Vote: what happens next?</h1>
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
};
