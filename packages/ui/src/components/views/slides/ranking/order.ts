// The order of a ranking's items, as the phones hold it and as the host's screens show the results (what a phone sends
// is `rankAnswer`/`rankOrder` of '@readyteams/activities/ranking', which loads no zod).

/** The items' indices in the author's order: where a participant's ranking starts. */
export const authorOrder = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

/** `order` with its entry at `from` moved to `to` (both positions in the order), the others keeping their order. */
export function moveItem(order: readonly number[], from: number, to: number): number[] {
  const moved = [...order];
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return moved;
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/**
 * A ranking's items by average rank, best (lowest) first: an item nobody ranked yet (no mean) goes last, and equal
 * averages keep the author's order.
 */
export function byAverageRank<T extends { mean?: number | null }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.mean ?? Infinity) - (b.item.mean ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * How far an item's bar reaches, from 0 to 1: (n - mean + 1) / n, so an average rank of 1 (first on every phone)
 * fills it and last on every phone is 1/n of it; 0 without a mean.
 */
export const rankStrength = (mean: number | null | undefined, count: number): number =>
  mean == null || count < 1 ? 0 : Math.min(1, Math.max(0, (count - mean + 1) / count));
