// A 100 points slide's results as bars: its options by the room's average points, most first, each bar as long as
// the option's average against the highest (whose bar is full), with the average beside it; in the report, also how
// many gave the option any points. On the presenter (lg) and in the report's chart (md). As allocations change the
// bars grow and shrink (unless the viewer prefers reduced motion).
import type { LiveQuestionResult } from '@readyteams/activities/live';
import { useFormat } from '../../../../i18n/format';
import { presenterType } from '../../../live/format';
import { barShare, byAveragePoints } from './allocation';
import { host } from './i18n';

/** md: the report; lg: the presenter screen, in proportion to the screen (presenterType in live/format.ts). */
const SIZES = {
  md: { row: 'text-sm', bar: 'h-2.5', gap: 'space-y-2' },
  lg: { row: presenterType.body, bar: presenterType.bar, gap: 'space-y-[1.5vh]' },
} as const;

/** An option's average points, short ('32.5 pts'), and in full for a screen reader; nothing before any answer. */
export function AveragePoints({ mean }: { mean: number | null | undefined }) {
  const t = host.useT();
  const format = useFormat();
  if (mean == null) return null;
  const value = format.number(mean, { maximumFractionDigits: 1 });
  return (
    <span className="shrink-0 font-semibold tabular-nums">
      <span aria-hidden>{t('points.host.average', { mean: value })}</span>
      <span className="sr-only">{t('points.host.averagePoints', { mean: value })}</span>
    </span>
  );
}

export function PointsBars({
  result,
  size = 'md',
}: {
  result: LiveQuestionResult;
  size?: keyof typeof SIZES;
}) {
  const t = host.useT();
  const options = byAveragePoints(result.options);
  const highest = Math.max(0, ...options.map((option) => option.mean ?? 0));
  const sizes = SIZES[size];
  return (
    <ol aria-label={t('points.host.results')} data-slot="points-bars" className={sizes.gap}>
      {options.map((option) => (
        <li key={option.key} className={sizes.row}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words [unicode-bidi:plaintext]">{option.label}</span>
            <AveragePoints mean={option.mean} />
          </div>
          <div data-slot="bar" className={`mt-1 overflow-hidden rounded-full bg-muted ${sizes.bar}`}>
            <div
              className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-[400ms] motion-safe:ease-out"
              style={{ width: `${(barShare(option.mean, highest) * 100).toFixed(1)}%` }}
            />
          </div>
          {size === 'md' && (
            <p className="mt-0.5 text-xs text-muted-foreground">
              {t('points.host.givers', { count: option.count })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
