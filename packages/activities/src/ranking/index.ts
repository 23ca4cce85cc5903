// The ranking activity's rules that need no zod: '@readyteams/activities/ranking', which the phones load (its schemas,
// schema.ts, load with every kind's from '@readyteams/activities/live').

/** How its question is answered: rank, an order of its options (the live question kinds a kind adds). */
export const rankingQuestionKinds = ['rank'] as const;

/** The fewest and the most items a ranking slide orders. */
export const RANKING_ITEMS_MIN = 3;
export const RANKING_ITEMS_MAX = 8;
/** The longest item, in characters. */
export const RANKING_ITEM_MAX = 100;

/** A ranking as a phone sends it: every item's index once, first-ranked first, joined by commas. */
export const rankAnswer = (order: readonly number[]) => order.join(',');

/** The order a ranking answer gives, or null when it is not every one of `count` items exactly once. */
export function rankOrder(value: unknown, count: number): number[] | null {
  if (typeof value !== 'string' || !/^\d+(,\d+)*$/.test(value)) return null;
  const order = value.split(',').map(Number);
  if (order.length !== count || new Set(order).size !== count) return null;
  return order.every((index) => index < count) ? order : null;
}
