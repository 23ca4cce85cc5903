// Word cloud slides in the views: the prompt the room answers in a word or two, and how many entries each sends.
import { CloudIcon } from 'lucide-react';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { live } from '../../../../i18n/live';
import type { SlideView } from '../kind';

const entries = (limit: number, t: TranslateOf<typeof live>) =>
  t('live.curriculum.entries', { count: limit });

export const wordCloud: SlideView<'word-cloud'> = {
  label: 'live.curriculum.wordCloud',
  icon: CloudIcon,
  meta: (slide, t) => entries(slide.entryLimit, t),
  Body: function WordCloudBody({ slide }) {
    const t = live.useT();
    return (
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{slide.prompt}</p>
        <p className="text-muted-foreground">
          {t('live.curriculum.wordCloudBody', { entries: entries(slide.entryLimit, t) })}
        </p>
      </div>
    );
  },
};
