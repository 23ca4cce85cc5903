// A ranking's results as bars: its items by average rank, best first, each bar as long as the item's rank strength
// ((n - mean + 1) / n: full when first on every phone) with its average rank beside it. On the presenter (lg) and in
// the report's chart (md). As answers arrive the bars grow and shrink and the items slide to their new places, unless
// the viewer prefers reduced motion.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { LiveQuestionResult } from '@readyteams/activities/live';
import { useFormat } from '../../../../i18n/format';
import { presenterType } from '../../../live/format';
import { host } from './i18n';
import { byAverageRank, rankStrength } from './order';

/** md: the report; lg: the presenter screen, in proportion to the screen (presenterType in live/format.ts). */
const SIZES = {
  md: { row: 'text-sm', bar: 'h-2.5', gap: 'space-y-2' },
  lg: { row: presenterType.body, bar: presenterType.bar, gap: 'space-y-[1.5vh]' },
} as const;

/** How long an item takes to slide to its new place, in ms (the bars' width takes as long). */
const MOVE_MS = 400;

/**
 * Slides the list's items from where they were to where the new order puts them (each item's `data-key`), when
 * `order` changes and motion is welcome.
 */
function useMoves(list: RefObject<HTMLOListElement | null>, order: string) {
  const tops = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const items = [...(list.current?.children ?? [])] as HTMLElement[];
    const moving =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: no-preference)').matches;
    for (const item of items) {
      const key = item.dataset.key ?? '';
      const before = tops.current.get(key);
      const top = item.offsetTop;
      tops.current.set(key, top);
      if (moving && before !== undefined && before !== top && typeof item.animate === 'function')
        item.animate([{ transform: `translateY(${before - top}px)` }, { transform: 'none' }], {
          duration: MOVE_MS,
          easing: 'ease-out',
        });
    }
  }, [list, order]);
}

/** An item's average rank, short ('avg 1.8'), and in full for a screen reader; nothing before anyone ranked it. */
export function AverageRank({ mean }: { mean: number | null | undefined }) {
  const t = host.useT();
  const format = useFormat();
  if (mean == null) return null;
  const value = format.number(mean, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return (
    <span className="shrink-0 text-muted-foreground tabular-nums">
      <span aria-hidden>{t('ranking.host.average', { mean: value })}</span>
      <span className="sr-only">{t('ranking.host.averageRank', { mean: value })}</span>
    </span>
  );
}

export function RankBars({ result, size = 'md' }: { result: LiveQuestionResult; size?: keyof typeof SIZES }) {
  const t = host.useT();
  const format = useFormat();
  const list = useRef<HTMLOListElement>(null);
  const items = byAverageRank(result.options);
  useMoves(list, items.map((item) => item.key).join());
  const sizes = SIZES[size];
  return (
    <ol ref={list} aria-label={t('ranking.host.results')} data-slot="rank-bars" className={sizes.gap}>
      {items.map((item, position) => {
        return (
          <li key={item.key} data-key={item.key} className={sizes.row}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="[unicode-bidi:plaintext]">
                <span className="font-semibold tabular-nums">{format.number(position + 1)}.</span>{' '}
                {item.label}
              </span>
              <AverageRank mean={item.mean} />
            </div>
            <div data-slot="bar" className={`mt-1 overflow-hidden rounded-full bg-muted ${sizes.bar}`}>
              <div
                className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-[400ms] motion-safe:ease-out"
                style={{ width: `${(rankStrength(item.mean, items.length) * 100).toFixed(1)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
