import type { GridItemResult } from '@readyteams/activities/grid';
import { describe, expect, it } from 'vitest';
import { gridMarkers, spreadBox } from './markers';

const item = (number: number, x: number | null, y: number | null): GridItemResult => ({
  label: `Item ${number}`,
  number,
  count: 3,
  x: { mean: x, spread: x === null ? null : 10 },
  y: { mean: y, spread: y === null ? null : 10 },
});

describe('the markers of a 2x2 grid plot', () => {
  it('put each item at its average, numbered as the author ordered them', () => {
    expect(gridMarkers([item(1, 20, 80), item(2, 70, 30)])).toEqual([
      { numbers: [1], x: 20, y: 80 },
      { numbers: [2], x: 70, y: 30 },
    ]);
  });

  it('let items on (nearly) the same spot share one marker that names them all, instead of piling up', () => {
    expect(gridMarkers([item(1, 50, 50), item(2, 80, 20), item(3, 52, 47), item(4, 50, 60)])).toEqual([
      { numbers: [1, 3], x: 50, y: 50 },
      { numbers: [2], x: 80, y: 20 },
      { numbers: [4], x: 50, y: 60 },
    ]);
  });

  it('leave out items nobody placed yet', () => {
    expect(gridMarkers([item(1, null, null), item(2, 10, 10)])).toEqual([{ numbers: [2], x: 10, y: 10 }]);
  });

  it('keep a spread within the axis', () => {
    expect(spreadBox(50, 20)).toEqual({ from: 30, size: 40 });
    expect(spreadBox(90, 20)).toEqual({ from: 70, size: 30 });
    expect(spreadBox(5, 20)).toEqual({ from: 0, size: 25 });
  });
});
