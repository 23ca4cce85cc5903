// Word cloud slides in the views: the prompt the room answers in a word or two, and how many entries each sends.
import { CloudIcon } from 'lucide-react';
import type { SlideView } from '../kind';

const entries = (limit: number | null | undefined) => {
  const n = limit ?? 1;
  return `${n} ${n === 1 ? 'entry' : 'entries'} each`;
};

export const wordCloud: SlideView = {
  label: 'Word cloud',
  icon: CloudIcon,
  meta: (slide) => entries(slide.entryLimit),
  Body: ({ slide }) => (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{slide.prompt}</p>
      <p className="text-muted-foreground">
        Participants answer in a word or two, {entries(slide.entryLimit)}; the words grow on the presenter
        screen as they arrive.
      </p>
    </div>
  ),
};
