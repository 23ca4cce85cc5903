// Poll slides on a participant's phone: each question with its answers, saved as it is tapped.
import { answerKey } from '../../../live/format';
import { QuestionInput } from '../../../live/participant-parts';
import type { ParticipantSlideView } from '../kind';

export const pollParticipant: ParticipantSlideView<'poll'> = {
  Screen: ({ slide, answers, statuses, onAnswer }) => (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold">{slide.title || 'Poll'}</h1>
      {slide.questions.map((question, qi) => {
        const key = answerKey(slide.index, qi);
        return (
          <QuestionInput
            key={key}
            id={`q-${slide.index}-${qi}`}
            question={question}
            value={answers[key]}
            status={statuses[key]}
            onAnswer={(value) => onAnswer(slide.index, qi, value)}
          />
        );
      })}
    </section>
  ),
};
