// 100 points slides in the views: the question the room answers by spreading 100 points, and the options as the
// author wrote them. Its words are its own catalogue's (i18n.ts).
import { CoinsIcon } from 'lucide-react';
import type { SlideView } from '../kind';
import { host } from './i18n';

export const points: SlideView<'points'> = {
  label: (i18n) => host.translator(i18n)('points.host.label'),
  icon: CoinsIcon,
  meta: (slide, _t, i18n) =>
    host.translator(i18n)('points.host.pointOptions', { count: slide.pointOptions.length }),
  Body: function PointsBody({ slide }) {
    const t = host.useT();
    return (
      <div className="grid gap-2 text-sm">
        {slide.script && <p className="whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <p className="text-muted-foreground">{t('points.host.body')}</p>
        <ul className="grid gap-1 ps-4">
          {slide.pointOptions.map((choice, index) => (
            <li key={index} className="list-disc [unicode-bidi:plaintext]">
              {choice}
            </li>
          ))}
        </ul>
      </div>
    );
  },
};
