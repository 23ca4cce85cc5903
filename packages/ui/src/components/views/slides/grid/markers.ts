// Where a 2x2 grid's plot draws its numbered markers: one per item at the room's average place, but items whose
// averages fall on (nearly) one spot share a marker that names them all ('2, 5'), so numbers never pile up into an
// unreadable heap; each item's spread is still drawn at its own average, and the legend and the table give the exact
// figures.
import type { GridItemResult } from '@readyteams/activities/grid';

/** A marker on the plot: the items it stands for (their numbers, in order) and where it sits (0 to 100 each way). */
export interface GridMarker {
  numbers: number[];
  x: number;
  y: number;
}

/**
 * The markers of the items that have averages: an item within `near` (in points of the axes, both ways) of an earlier
 * marker joins it, else it has one of its own at its average.
 */
export function gridMarkers(items: readonly GridItemResult[], near = 6): GridMarker[] {
  const markers: GridMarker[] = [];
  for (const item of items) {
    const { mean: x } = item.x;
    const { mean: y } = item.y;
    if (x == null || y == null) continue;
    const shared = markers.find((marker) => Math.abs(marker.x - x) < near && Math.abs(marker.y - y) < near);
    if (shared) shared.numbers.push(item.number);
    else markers.push({ numbers: [item.number], x, y });
  }
  return markers;
}

/** A spread drawn around an average: from `mean - spread` to `mean + spread`, kept within the axis (0 to 100). */
export const spreadBox = (mean: number, spread: number) => {
  const from = Math.max(0, mean - spread);
  const to = Math.min(100, mean + spread);
  return { from, size: to - from };
};
