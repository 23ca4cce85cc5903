// A 2x2 grid's results: the plot, every item a numbered marker at the room's average place with its spread (one
// standard deviation each way) as a shaded ellipse behind it, the quadrants split at the middle of each axis, the axes'
// names and ends along the edges; beside it the legend (each number's item), and a table of the figures (average ±
// spread) for anyone who reads rather than looks, a screen reader among them. On the presenter (lg) and in the report
// (md). The plot is laid out in logical directions (inline start and end): on a page that reads right to left (Arabic)
// the x axis mirrors with the rest of the layout, its low end on the right, as the phones' sliders run.
import {
  gridResultAxes,
  gridResultItems,
  type GridAxis,
  type GridItemResult,
} from '@readyteams/activities/grid';
import type { LiveQuestionResult } from '@readyteams/activities/live';
import { useFormat } from '../../../../i18n/format';
import { presenterType } from '../../../live/format';
import { host } from './i18n';
import { gridMarkers, spreadBox } from './markers';

/** md: the report and the host's phone; lg: the presenter screen, in proportion to the screen (presenterType). */
const SIZES = {
  md: {
    wrap: 'flex flex-col gap-4',
    plot: 'w-full max-w-[26rem]',
    inset: 'inset-4',
    name: 'text-sm font-semibold',
    end: 'text-xs text-muted-foreground',
    marker: 'min-w-7 h-7 text-xs',
    legend: 'space-y-1 text-sm',
    legendMany: 'space-y-1 text-sm',
    badge: 'min-w-6 h-6 text-xs',
    yColumn: 'w-20',
  },
  // Every word at least the presenter's body size (3.5% of the screen's height), as the stage test holds.
  lg: {
    wrap: 'flex min-h-0 items-center gap-[4vh]',
    plot: 'h-[46vh]',
    inset: 'inset-[3.5vh]',
    name: `${presenterType.body} font-semibold`,
    end: `${presenterType.body} text-muted-foreground`,
    marker: 'min-w-[6vh] h-[6vh] text-[3.5vh]',
    legend: `flex-1 space-y-[1vh] ${presenterType.body}`,
    /** Six items or more: in two columns, so ten long ones fit beside the plot. */
    legendMany: `grid flex-1 grid-cols-2 gap-x-[3vh] gap-y-[1vh] ${presenterType.body}`,
    badge: 'min-w-[5.5vh] h-[5.5vh] text-[3.5vh]',
    yColumn: 'w-[18vh]',
  },
} as const;

type Size = keyof typeof SIZES;

/** A number on the plot or in the legend: a filled disc (a pill when it names several items). */
function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary px-[0.4em] font-bold text-primary-foreground tabular-nums ${className}`}
    >
      {children}
    </span>
  );
}

/** The square plot with its axes' words around it (aria-hidden: the legend and the table say the same). */
function Plot({ items, x, y, size }: { items: GridItemResult[]; x: GridAxis; y: GridAxis; size: Size }) {
  const sizes = SIZES[size];
  const markers = gridMarkers(items);
  return (
    <div aria-hidden data-slot="grid-plot" className="grid shrink-0 grid-cols-[auto_auto] gap-[0.5em]">
      {/* The y axis: its high end at the top, its name in the middle, its low end at the bottom, each against the plot
          (the words isolated inside, so a label in another script keeps the page's alignment). */}
      <div className={`flex flex-col justify-between text-end ${sizes.yColumn}`}>
        <span className={`${sizes.end} break-words`}>
          <span className="[unicode-bidi:plaintext]">{y.high}</span>
        </span>
        <span className={`${sizes.name} break-words`}>
          <span className="[unicode-bidi:plaintext]">{y.label}</span>
        </span>
        <span className={`${sizes.end} break-words`}>
          <span className="[unicode-bidi:plaintext]">{y.low}</span>
        </span>
      </div>
      <div
        data-slot="grid-area"
        className={`relative aspect-square rounded-lg border-2 border-foreground/60 bg-card ${sizes.plot}`}
      >
        {/* The quadrants, split at the middle of each axis. */}
        <div className="absolute inset-y-0 start-1/2 border-s-2 border-dashed border-foreground/25" />
        <div className="absolute inset-x-0 top-1/2 border-t-2 border-dashed border-foreground/25" />
        {/* The places, inset by half a marker so one at an end stays inside the frame. */}
        <div className={`absolute ${sizes.inset}`}>
          {items.map((item) => {
            if (item.x.mean == null || item.y.mean == null) return null;
            const across = spreadBox(item.x.mean, item.x.spread ?? 0);
            const up = spreadBox(item.y.mean, item.y.spread ?? 0);
            return (
              <div
                key={`spread-${item.number}`}
                data-slot="grid-spread"
                className="absolute rounded-[50%] border border-primary/50 bg-primary/15 motion-safe:transition-all motion-safe:duration-[400ms]"
                style={{
                  insetInlineStart: `${across.from}%`,
                  bottom: `${up.from}%`,
                  width: `${across.size}%`,
                  height: `${up.size}%`,
                }}
              />
            );
          })}
          {markers.map((marker) => (
            <div
              key={marker.numbers.join(',')}
              data-slot="grid-marker"
              className="absolute flex size-0 items-center justify-center motion-safe:transition-all motion-safe:duration-[400ms]"
              style={{ insetInlineStart: `${marker.x}%`, bottom: `${marker.y}%` }}
            >
              <Badge className={`shadow-md ring-2 ring-background ${sizes.marker}`}>
                {marker.numbers.join(', ')}
              </Badge>
            </div>
          ))}
        </div>
      </div>
      {/* The x axis: its low end at the inline start, its name in the middle, its high end at the inline end. */}
      <div />
      <div className="flex items-start justify-between gap-[0.5em]">
        <span className={`${sizes.end} min-w-0 break-words [unicode-bidi:plaintext]`}>{x.low}</span>
        <span className={`${sizes.name} min-w-0 text-center break-words [unicode-bidi:plaintext]`}>
          {x.label}
        </span>
        <span className={`${sizes.end} min-w-0 text-end break-words [unicode-bidi:plaintext]`}>{x.high}</span>
      </div>
    </div>
  );
}

/** Each item's number and label; for a screen reader also its averages and spreads. */
function Legend({ items, x, y, size }: { items: GridItemResult[]; x: GridAxis; y: GridAxis; size: Size }) {
  const t = host.useT();
  const format = useFormat();
  const sizes = SIZES[size];
  const many = size === 'lg' && items.length >= 6;
  const figure = (value: number | null) =>
    value == null ? '–' : format.number(value, { maximumFractionDigits: 1 });
  return (
    <ol
      aria-label={t('grid.host.legend')}
      data-slot="grid-legend"
      className={`min-w-0 ${many ? sizes.legendMany : sizes.legend}`}
    >
      {items.map((item) => (
        <li key={item.number} className="flex items-start gap-[0.5em]">
          <Badge className={sizes.badge}>{item.number}</Badge>
          <span className="min-w-0 break-words [unicode-bidi:plaintext]">{item.label}</span>
          <span className="sr-only">
            {[
              [x, item.x],
              [y, item.y],
            ]
              .map(([axis, place]) =>
                t('grid.host.place', {
                  axis: (axis as GridAxis).label,
                  mean: figure((place as GridItemResult['x']).mean),
                  spread: figure((place as GridItemResult['x']).spread),
                }),
              )
              .join('; ')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The figures: each item's average ± spread on both axes (0 to 100), and in the report how many placed it. */
export function GridTable({ result, counts = false }: { result: LiveQuestionResult; counts?: boolean }) {
  const t = host.useT();
  const format = useFormat();
  const { x, y } = gridResultAxes(result);
  const items = gridResultItems(result);
  const cell = ({ mean, spread }: GridItemResult['x']) =>
    mean == null
      ? '–'
      : t('grid.host.average', {
          mean: format.number(mean, { maximumFractionDigits: 1 }),
          spread: format.number(spread ?? 0, { maximumFractionDigits: 1 }),
        });
  return (
    <table data-slot="grid-table" className="w-full text-sm">
      <caption className="mb-1 text-start text-xs text-muted-foreground">{t('grid.host.table')}</caption>
      <thead>
        <tr className="border-b border-border text-start">
          <th scope="col" className="py-1 pe-2 text-start font-semibold">
            {t('grid.host.item')}
          </th>
          {[x, y].map((axis, i) => (
            <th key={i} scope="col" className="px-2 py-1 text-end font-semibold [unicode-bidi:plaintext]">
              {t('grid.host.axis', { axis: axis.label, low: axis.low, high: axis.high })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.number} className="border-b border-border/60 align-top">
            <th scope="row" className="py-1 pe-2 text-start font-normal">
              <span className="font-semibold tabular-nums">{item.number}.</span>{' '}
              <span className="[unicode-bidi:plaintext]">{item.label}</span>
              {counts && (
                <span className="block text-xs text-muted-foreground">
                  {t('grid.host.placedBy', { count: item.count })}
                </span>
              )}
            </th>
            <td className="px-2 py-1 text-end tabular-nums">{cell(item.x)}</td>
            <td className="px-2 py-1 text-end tabular-nums">{cell(item.y)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A grid's results: the plot and its legend (the presenter: `lg`), and in the report (`md`) the table of figures
 * under them.
 */
export function GridPlot({ result, size = 'md' }: { result: LiveQuestionResult; size?: Size }) {
  const t = host.useT();
  const { x, y } = gridResultAxes(result);
  const items = gridResultItems(result);
  const sizes = SIZES[size];
  return (
    <figure
      data-slot="grid-results"
      aria-label={t('grid.host.plot', { x: x.label, y: y.label })}
      className={sizes.wrap}
    >
      <Plot items={items} x={x} y={y} size={size} />
      <Legend items={items} x={x} y={y} size={size} />
      {size === 'md' && <GridTable result={result} counts />}
    </figure>
  );
}
