// The impact report's charts. Each is a figure: a caption with a text summary, the bars (drawn with divs, hidden from
// assistive technology) and a real table with the same figures, behind a "Show table" disclosure on screen and
// always shown in print (and when the page itself is printed).
import { useId, useState } from 'react';
import { Trans } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { percentOf, useReportFormat } from './format';

/** A bar's colour: meaning is never in the colour alone (the table and the labels say it too). */
export type ChartTone = 'primary' | 'success' | 'warning' | 'destructive' | 'muted';

export interface ChartDatum {
  label: string;
  count: number;
  tone?: ChartTone;
  /** A group the datum belongs to (NPS: detractor, passive, promoter), a column of the table. */
  group?: string;
}

export const toneClass: Record<ChartTone, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
  muted: 'bg-muted-foreground/50',
};

export interface ChartFigureProps {
  /** What the chart shows, e.g. 'Answers by rating'. */
  title: string;
  /** The chart in a sentence or two, for everyone (a screen reader reads it instead of the bars). */
  summary: string;
  data: ChartDatum[];
  /** bars: horizontal, one row per datum; columns: vertical, side by side (a 0-10 or -4..+4 scale). */
  kind?: 'bars' | 'columns';
  /** The table's column headings. */
  labelHeader: string;
  countHeader: string;
  groupHeader?: string;
  /** What the shares are of (default: the sum of the counts). */
  total?: number;
  /** Print: the table is always shown, with no control to hide it. */
  print?: boolean;
  className?: string;
}

function Bars({ data, total }: { data: ChartDatum[]; total: number }) {
  const format = useReportFormat();
  return (
    <ul className="space-y-2" aria-hidden="true">
      {data.map((datum, i) => {
        const percent = percentOf(datum.count, total);
        return (
          <li key={i} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{datum.label}</span>
              <span className="shrink-0 tabular-nums">
                {datum.count} ({format.percent(percent)})
              </span>
            </div>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-muted">
              <div
                className={cn('h-full rounded-full', toneClass[datum.tone ?? 'primary'])}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Columns({ data }: { data: ChartDatum[] }) {
  const max = Math.max(1, ...data.map((datum) => datum.count));
  return (
    <div
      className="grid items-end gap-1 text-xs"
      style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}
      aria-hidden="true"
    >
      {data.map((datum, i) => (
        <div key={i} className="flex flex-col items-center gap-1">
          <span className="tabular-nums">{datum.count}</span>
          <span className="flex h-24 w-full items-end rounded bg-muted">
            <span
              className={cn('w-full rounded', toneClass[datum.tone ?? 'primary'])}
              style={{ height: `${(datum.count / max) * 100}%` }}
            />
          </span>
          <span className="font-semibold tabular-nums">{datum.label}</span>
        </div>
      ))}
    </div>
  );
}

export function ChartFigure({
  title,
  summary,
  data,
  kind = 'bars',
  labelHeader,
  countHeader,
  groupHeader,
  total = data.reduce((sum, datum) => sum + datum.count, 0),
  print = false,
  className,
}: ChartFigureProps) {
  const t = kit.useT();
  const format = useReportFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const grouped = Boolean(groupHeader) && data.some((datum) => datum.group);
  return (
    <figure
      data-slot="chart-figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className={cn('space-y-3 break-inside-avoid', className)}
    >
      <figcaption className="space-y-1">
        <span id={`${id}-title`} className="block font-medium">
          {title}
        </span>
        <span id={`${id}-summary`} className="block text-sm text-muted-foreground">
          {summary}
        </span>
      </figcaption>
      {kind === 'columns' ? <Columns data={data} /> : <Bars data={data} total={total} />}
      {print ? null : (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0 print:hidden"
          aria-expanded={open}
          aria-controls={`${id}-table`}
          onClick={() => setOpen((value) => !value)}
        >
          <Trans
            catalogue={kit}
            id={open ? 'kit.chart.hideTable' : 'kit.chart.showTable'}
            values={{ title }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Button>
      )}
      <div id={`${id}-table`} className={print || open ? undefined : 'hidden print:block'}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                {labelHeader}
              </th>
              {grouped ? (
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {groupHeader}
                </th>
              ) : null}
              <th scope="col" className="py-1.5 ps-3 text-end font-medium">
                {countHeader}
              </th>
              <th scope="col" className="py-1.5 ps-3 text-end font-medium">
                {t('kit.chart.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, i) => (
              <tr key={i} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  {datum.label}
                </th>
                {grouped ? <td className="py-1.5 pe-3">{datum.group}</td> : null}
                <td className="py-1.5 ps-3 text-end tabular-nums">{datum.count}</td>
                <td className="py-1.5 ps-3 text-end tabular-nums">
                  {format.percent(percentOf(datum.count, total))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
