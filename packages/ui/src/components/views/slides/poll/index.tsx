// Poll slides in the views: the subtext and each question with its lettered answers or its scale.
import { ListChecksIcon } from 'lucide-react';
import { live } from '../../../../i18n/live';
import type { PollQuestionRead } from '@readyteams/activities/live';
import type { SlideView } from '../kind';

/** 'A', 'B', 'C'... for the n-th (0-based) answer of a poll question. */
export function answerLetter(index: number) {
  return String.fromCharCode(65 + index);
}

function PollQuestionView({ question, number }: { question: PollQuestionRead; number: number }) {
  const t = live.useT();
  const options = question.answers?.options ?? [];
  return (
    <li className="grid gap-2">
      <p className="text-sm font-medium">
        {number}. {question.question}
      </p>
      {options.length > 0 ? (
        <ul className="grid gap-1 ps-4">
          {options.map((option, index) => (
            <li key={option.option} className="text-sm">
              <span className="font-semibold text-primary">{answerLetter(index)}.</span>{' '}
              <span>{option.answer}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ps-4 text-sm text-muted-foreground">
          {question.layoutType === 'nps'
            ? t('live.curriculum.nps')
            : question.layoutType === 'scale'
              ? t('live.curriculum.scale')
              : t('live.curriculum.freeText')}
        </p>
      )}
    </li>
  );
}

export const poll: SlideView<'poll'> = {
  label: 'live.curriculum.poll',
  icon: ListChecksIcon,
  meta: (slide, t) => t('live.curriculum.questions', { count: slide.questions.length }),
  Body: ({ slide }) => (
    <div className="grid gap-3">
      {slide.script && <p className="text-sm text-muted-foreground">{slide.script}</p>}
      <ol className="grid gap-3">
        {slide.questions.map((question, index) => (
          <PollQuestionView key={index} number={index + 1} question={question} />
        ))}
      </ol>
    </div>
  ),
};
