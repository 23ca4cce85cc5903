// Poll-results slides in the views: where one poll's results appear during the live session.
import { ChartColumnIcon } from 'lucide-react';
import { live } from '../../../../i18n/live';
import type { SlideView } from '../kind';

export const pollResults: SlideView<'poll-results'> = {
  label: 'live.curriculum.pollResults',
  icon: ChartColumnIcon,
  meta: (_slide, t) => t('live.curriculum.pollResults'),
  Body: function PollResultsBody({ slide }) {
    const t = live.useT();
    return (
      <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        <ChartColumnIcon className="size-5" aria-hidden="true" />
        <span>
          {slide.pollTitle
            ? t('live.curriculum.pollResultsOf', { poll: slide.pollTitle })
            : t('live.curriculum.pollResultsAny')}
        </span>
      </div>
    );
  },
};
