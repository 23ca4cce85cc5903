// Poll-results slides in the views: where one poll's results appear during the live session.
import { ChartColumnIcon } from 'lucide-react';
import type { SlideView } from '../kind';

export const pollResults: SlideView = {
  label: 'Poll results',
  icon: ChartColumnIcon,
  meta: () => 'Poll results',
  Body: ({ slide }) => (
    <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
      <ChartColumnIcon className="size-5" aria-hidden="true" />
      <span>
        The results of {slide.pollTitle ? `"${slide.pollTitle}"` : 'the poll'} appear here during the live
        session.
      </span>
    </div>
  ),
};
