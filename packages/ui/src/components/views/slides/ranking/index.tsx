// Ranking slides in the views: the question the room answers by putting the items in order, and the items as the
// author wrote them. Its words are its own catalogue's (i18n.ts).
import { ChevronsUpDownIcon } from 'lucide-react';
import type { SlideView } from '../kind';
import { host } from './i18n';

export const ranking: SlideView<'ranking'> = {
  label: (i18n) => host.translator(i18n)('ranking.host.label'),
  icon: ChevronsUpDownIcon,
  meta: (slide, _t, i18n) => host.translator(i18n)('ranking.host.items', { count: slide.items.length }),
  Body: function RankingBody({ slide }) {
    const t = host.useT();
    return (
      <div className="grid gap-2 text-sm">
        {slide.script && <p className="whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <p className="text-muted-foreground">{t('ranking.host.body')}</p>
        <ul className="grid gap-1 ps-4">
          {slide.items.map((item, index) => (
            <li key={index} className="list-disc [unicode-bidi:plaintext]">
              {item}
            </li>
          ))}
        </ul>
      </div>
    );
  },
};
