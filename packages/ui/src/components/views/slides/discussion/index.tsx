// Discussion slides in the views: the questions for the room.
import { MessagesSquareIcon } from 'lucide-react';
import type { SlideView } from '../kind';
import { questionCount } from '../questions';

export const discussion: SlideView = {
  label: 'Discussion',
  icon: MessagesSquareIcon,
  meta: (slide) => questionCount(slide.questions.length),
  Body: ({ slide }) => (
    <ol className="grid list-decimal gap-1 pl-5 text-sm">
      {slide.questions.map((question, index) => (
        <li key={index}>{typeof question === 'string' ? question : question.question}</li>
      ))}
    </ol>
  ),
};
