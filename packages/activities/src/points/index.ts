// The 100 points activity's rules that need no zod: '@readyteams/activities/points', which the phones load (its
// schemas, schema.ts, load with every kind's from '@readyteams/activities/live').

/** How its question is answered: points, an allocation of 100 points over its options (the live question kinds a kind adds). */
export const pointsQuestionKinds = ['points'] as const;

/** The points each participant spreads over the options: an allocation must add up to exactly this. */
export const POINTS_TOTAL = 100;
/** The fewest and the most options a points slide spreads the points over. */
export const POINTS_CHOICES_MIN = 2;
export const POINTS_CHOICES_MAX = 8;
/** The longest option, in characters. */
export const POINTS_CHOICE_MAX = 100;

/** An allocation as a phone sends it: each option's points, in the author's order of the options, joined by commas. */
export const pointsAnswer = (allocation: readonly number[]) => allocation.join(',');

/** The points an allocation gives in all. */
export const pointsTotal = (allocation: readonly number[]) =>
  allocation.reduce((sum, points) => sum + points, 0);

/**
 * The allocation an answer gives (each option's points), or null when it is not `count` whole numbers from 0 to 100,
 * one per option, adding up to exactly 100.
 */
export function pointsAllocation(value: unknown, count: number): number[] | null {
  if (typeof value !== 'string' || !/^\d{1,3}(,\d{1,3})*$/.test(value)) return null;
  const allocation = value.split(',').map(Number);
  if (allocation.length !== count || allocation.some((points) => points > POINTS_TOTAL)) return null;
  return pointsTotal(allocation) === POINTS_TOTAL ? allocation : null;
}
