// How the impact report writes its figures and dates (the same everywhere: tiles, charts, tables, summaries), in the
// active language.
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';

/** The sign of a change: a real minus sign (−), a plus for a rise, none for 0. */
const signOf = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

/** The report's formatters in the active language. */
export function useReportFormat() {
  const t = kit.useT();
  const format = useFormat();
  return useMemo(() => {
    const fixed = (value: number, digits: number) =>
      format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    /** A day of the scope (yyyy-MM-dd, a UTC day) in words, never shifted by the reader's time zone. */
    const day = (isoDate: string) =>
      format.date(`${isoDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      day,
      dateTime: (timestamp: string) => format.date(timestamp, { dateStyle: 'medium', timeStyle: 'short' }),
      date: (timestamp: string) => format.date(timestamp, { dateStyle: 'medium' }),
      /** The report's date range: both ends, one of them, or 'All time'. */
      range(from: string | null, to: string | null) {
        if (from && to) return t('kit.impact.range', { from: day(from), to: day(to) });
        if (from) return t('kit.impact.rangeFrom', { from: day(from) });
        if (to) return t('kit.impact.rangeUntil', { to: day(to) });
        return t('kit.impact.allTime');
      },
      /** A mean on a five-point scale: 4.2. */
      mean: (value: number) => fixed(value, 1),
      /** A mean of ratings to two decimals: 3.25. */
      fixed2: (value: number) => fixed(value, 2),
      /** A change with its sign: +1.25, −0.50, 0.00. */
      delta: (value: number) => `${signOf(value)}${fixed(Math.abs(value), 2)}`,
      /** A whole change with its sign: +2, −1, 0. */
      step: (value: number) => `${signOf(value)}${format.number(Math.abs(value))}`,
      /** An NPS, -100 to 100: +40, −10, 0. */
      nps: (value: number) => `${signOf(value)}${format.number(Math.abs(value))}`,
      /** A share in percent, whole: 67%. */
      percent: (value: number) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 0 }),
    };
  }, [t, format]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;

/** `part` of `total` as a whole percentage (0 when there is nothing to share). */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);
