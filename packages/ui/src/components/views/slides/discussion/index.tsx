// Discussion slides in the views: the questions for the room.
import { MessagesSquareIcon } from 'lucide-react';
import type { SlideView } from '../kind';

export const discussion: SlideView<'discussion'> = {
  label: 'live.curriculum.discussion',
  icon: MessagesSquareIcon,
  meta: (slide, t) => t('live.curriculum.questions', { count: slide.questions.length }),
  Body: ({ slide }) => (
    <ol className="grid list-decimal gap-1 ps-5 text-sm">
      {slide.questions.map((question, index) => (
        <li key={index}>{question}</li>
      ))}
    </ol>
  ),
};
