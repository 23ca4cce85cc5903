// Discussion slides on the presenter screen: the questions for the room, large.
import { presenterType as type } from '../../../live/format';
import type { LiveSlideView } from '../kind';

export const discussionLive: LiveSlideView<'discussion'> = {
  Presenter: ({ slide }) => (
    <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-[4vh] p-12">
      <h1 className={type.title}>{slide.title || 'Discussion'}</h1>
      <ol className={`list-decimal space-y-[3vh] pl-[1.5em] ${type.question}`}>
        {slide.questions.map((question, i) => (
          <li key={i}>{question.question}</li>
        ))}
      </ol>
    </div>
  ),
};
