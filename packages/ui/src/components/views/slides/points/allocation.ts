// A 100 points allocation as the phones change it, and the results as the host's screens order them (what a phone
// sends is `pointsAnswer`/`pointsAllocation` of '@readyteams/activities/points', which loads no zod).
import { POINTS_TOTAL, pointsTotal } from '@readyteams/activities/points';

/** How many points a stepper's press gives or takes. */
export const POINTS_STEP = 5;

/** No points given yet: where an allocation starts. */
export const emptyAllocation = (count: number): number[] => Array.from({ length: count }, () => 0);

/** The points still to give out. */
export const pointsLeft = (allocation: readonly number[]) => POINTS_TOTAL - pointsTotal(allocation);

/**
 * `allocation` with `option` given `points`, a whole number from 0 to what it has plus what is left: the total never
 * passes 100 (a slider pushed further stops where the points run out).
 */
export function givePoints(allocation: readonly number[], option: number, points: number): number[] {
  const next = [...allocation];
  if (option < 0 || option >= allocation.length || !Number.isFinite(points)) return next;
  const most = allocation[option]! + pointsLeft(allocation);
  next[option] = Math.min(most, Math.max(0, Math.round(points)));
  return next;
}

/** A stepper's press: `POINTS_STEP` more (or what is left, if less) or fewer (down to 0). */
export const stepPoints = (allocation: readonly number[], option: number, by: 1 | -1) =>
  givePoints(allocation, option, (allocation[option] ?? 0) + by * POINTS_STEP);

/**
 * The options by average points, most first: an option without a mean (no answers yet) goes last, and equal averages
 * keep the author's order.
 */
export function byAveragePoints<T extends { mean?: number | null }>(options: readonly T[]): T[] {
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => (b.option.mean ?? -1) - (a.option.mean ?? -1) || a.index - b.index)
    .map(({ option }) => option);
}

/** How far an option's bar reaches, from 0 to 1: its average against the highest average (whose bar is full). */
export const barShare = (mean: number | null | undefined, highest: number): number =>
  mean == null || highest <= 0 ? 0 : Math.min(1, Math.max(0, mean / highest));
