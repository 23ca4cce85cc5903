// 2x2 grid slides in the views: the question the room answers by placing items on two axes, the axes with their ends
// and the items as the author wrote them (numbered as the plot numbers them). Its words are its own catalogue's
// (i18n.ts).
import { Grid2x2Icon } from 'lucide-react';
import type { SlideView } from '../kind';
import { host } from './i18n';

export const grid: SlideView<'grid'> = {
  label: (i18n) => host.translator(i18n)('grid.host.label'),
  icon: Grid2x2Icon,
  meta: (slide, _t, i18n) =>
    host.translator(i18n)('grid.host.items', {
      count: slide.gridItems.length,
      x: slide.xAxis,
      y: slide.yAxis,
    }),
  Body: function GridBody({ slide }) {
    const t = host.useT();
    return (
      <div className="grid gap-2 text-sm">
        {slide.script && <p className="whitespace-pre-line text-muted-foreground">{slide.script}</p>}
        <p className="text-muted-foreground">
          {t('grid.host.body', {
            x: slide.xAxis,
            xLow: slide.xAxisLow,
            xHigh: slide.xAxisHigh,
            y: slide.yAxis,
            yLow: slide.yAxisLow,
            yHigh: slide.yAxisHigh,
          })}
        </p>
        <ol className="grid gap-1 ps-5">
          {slide.gridItems.map((item, index) => (
            <li key={index} className="list-decimal [unicode-bidi:plaintext]">
              {item}
            </li>
          ))}
        </ol>
      </div>
    );
  },
};
