// Discussion slides on a participant's phone: the questions to talk about.
import type { ParticipantSlideView } from '../kind';

export const discussionParticipant: ParticipantSlideView<'discussion'> = {
  Screen: ({ slide }) => (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{slide.title || 'Discussion'}</h1>
      <ol className="list-decimal space-y-3 pl-6 text-lg">
        {slide.questions.map((question, i) => (
          <li key={i}>{question.question}</li>
        ))}
      </ol>
    </section>
  ),
};
