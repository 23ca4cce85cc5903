// How the impact report writes its figures and dates (the same everywhere: tiles, charts, tables, summaries).

/** Dates of the scope (yyyy-MM-dd, UTC days) in words, never shifted by the reader's time zone. */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));
export const formatDateTime = (timestamp: string) => dateTime.format(new Date(timestamp));
export const formatDate = (timestamp: string) => date.format(new Date(timestamp));

/** The report's date range: both ends, one of them, or 'All time'. */
export function formatRange(from: string | null, to: string | null) {
  if (from && to) return `${formatDay(from)} – ${formatDay(to)}`;
  if (from) return `From ${formatDay(from)}`;
  if (to) return `Until ${formatDay(to)}`;
  return 'All time';
}

/** A mean on a five-point scale: 4.2. */
export const formatMean = (value: number) => value.toFixed(1);

/** A change with its sign: +1.25, −0.50, 0.00 (a real minus sign, as for NPS). */
export const formatDelta = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;

/** An NPS, -100 to 100: +40, −10, 0. */
export const formatNps = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`;

/** A share in percent, whole: 67%. */
export const formatPercent = (value: number) => `${Math.round(value)}%`;

/** `part` of `total` as a whole percentage (0 when there is nothing to share). */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);
