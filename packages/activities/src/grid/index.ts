// The 2x2 grid activity's rules that need no zod: '@readyteams/activities/grid', which the phones load (its schemas,
// schema.ts, load with every kind's from '@readyteams/activities/live').

/** How its question is answered: grid, a placement of every item on both axes (the live question kinds a kind adds). */
export const gridQuestionKinds = ['grid'] as const;

/** The fewest and the most items a grid slide places. */
export const GRID_ITEMS_MIN = 2;
export const GRID_ITEMS_MAX = 10;
/** The longest item, in characters. */
export const GRID_ITEM_MAX = 100;
/** The longest axis name or end label, in characters (they are drawn along the plot's edges). */
export const GRID_AXIS_MAX = 40;
/** Each axis runs from 0 (its low end) to 100 (its high end), in whole numbers. */
export const GRID_LOW = 0;
export const GRID_HIGH = 100;

/** One item's place: where it sits on the x axis and on the y axis, each 0 to 100. */
export type GridPoint = readonly [x: number, y: number];

/** A placement as a phone sends it: each item's x and y, in the author's order of the items ('30,80;70,20'). */
export const gridAnswer = (placement: readonly GridPoint[]) =>
  placement.map(([x, y]) => `${x},${y}`).join(';');

/**
 * The placement an answer gives (each item's x and y), or null when it is not `count` pairs of whole numbers from 0
 * to 100, one pair per item: a participant places every item before sending.
 */
export function gridPlacement(value: unknown, count: number): GridPoint[] | null {
  if (typeof value !== 'string' || !/^\d{1,3},\d{1,3}(;\d{1,3},\d{1,3})*$/.test(value)) return null;
  const placement = value.split(';').map((pair) => pair.split(',').map(Number) as [number, number]);
  if (placement.length !== count || placement.some((point) => point.some((v) => v > GRID_HIGH))) return null;
  return placement;
}

/** An axis's words: its name and its two ends. */
export interface GridAxis {
  label: string;
  low: string;
  high: string;
}

/** Where the room put one item on one axis: the average and the spread (one standard deviation), null without answers. */
export interface GridAxisResult {
  mean: number | null;
  spread: number | null;
}

/** One item's result: its label, its number on the plot (1, 2...), how many placed it, and its x and y. */
export interface GridItemResult {
  label: string;
  number: number;
  count: number;
  x: GridAxisResult;
  y: GridAxisResult;
}

/**
 * A grid's result as the live question result carries it (LiveQuestionResult of kind 'grid'): `options` hold two
 * entries per item in the author's order, its place on x then on y (key '1x', '1y', '2x'...; label the item; count how
 * many placed it; `axis`; `mean` the average place from 0 to 100; `spread` one standard deviation), and `gridAxes` the
 * axes' words.
 */
export interface GridResultShape {
  options: {
    label: string;
    key: string;
    count: number;
    mean?: number | null;
    axis?: 'x' | 'y';
    spread?: number | null;
  }[];
  gridAxes?: { x: GridAxis; y: GridAxis };
}

const BLANK: GridAxis = { label: '', low: '', high: '' };

/** The axes a grid result names (blank words when it names none). */
export const gridResultAxes = (result: Pick<GridResultShape, 'gridAxes'>): { x: GridAxis; y: GridAxis } =>
  result.gridAxes ?? { x: BLANK, y: BLANK };

/** The items of a grid result, in the author's order, numbered from 1. */
export function gridResultItems(result: Pick<GridResultShape, 'options'>): GridItemResult[] {
  const items: GridItemResult[] = [];
  for (const option of result.options) {
    const number = Number.parseInt(option.key, 10);
    if (!option.axis || !Number.isInteger(number)) continue;
    let item = items.find((found) => found.number === number);
    if (!item) {
      item = {
        label: option.label,
        number,
        count: option.count,
        x: { mean: null, spread: null },
        y: { mean: null, spread: null },
      };
      items.push(item);
    }
    item[option.axis] = { mean: option.mean ?? null, spread: option.spread ?? null };
  }
  return items.sort((a, b) => a.number - b.number);
}
