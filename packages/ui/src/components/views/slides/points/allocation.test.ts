import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { points } from '.';
import { barShare, byAveragePoints, emptyAllocation, givePoints, pointsLeft, stepPoints } from './allocation';

describe('a 100 points allocation on the phone', () => {
  it('starts with no points given and all 100 left', () => {
    expect(emptyAllocation(3)).toEqual([0, 0, 0]);
    expect(pointsLeft(emptyAllocation(3))).toBe(100);
  });

  it('gives an option whole points up to what is left, never past 100 in all, never below 0', () => {
    expect(givePoints([0, 0, 0], 1, 40)).toEqual([0, 40, 0]);
    expect(givePoints([50, 30, 0], 2, 90)).toEqual([50, 30, 20]);
    expect(givePoints([50, 30, 20], 0, 70)).toEqual([50, 30, 20]);
    expect(givePoints([50, 30, 20], 0, 10)).toEqual([10, 30, 20]);
    expect(givePoints([50, 30, 0], 1, -5)).toEqual([50, 0, 0]);
    expect(givePoints([0, 0], 0, 12.6)).toEqual([13, 0]);
    expect(givePoints([0, 0], 5, 10)).toEqual([0, 0]);
  });

  it('steps by 5, or by what is left when less, and down to 0', () => {
    expect(stepPoints([0, 0], 0, 1)).toEqual([5, 0]);
    expect(stepPoints([0, 97], 0, 1)).toEqual([3, 97]);
    expect(stepPoints([0, 100], 0, 1)).toEqual([0, 100]);
    expect(stepPoints([3, 0], 0, -1)).toEqual([0, 0]);
    expect(pointsLeft(stepPoints([60, 35], 1, 1))).toBe(0);
  });
});

describe("a 100 points slide's results", () => {
  it('list the options by average points, most first; none yet last, ties in the author order', () => {
    const options = [
      { key: 'A', mean: 20 },
      { key: 'B', mean: 45 },
      { key: 'C', mean: null },
      { key: 'D', mean: 20 },
      { key: 'E', mean: 15 },
    ];
    expect(byAveragePoints(options).map(({ key }) => key)).toEqual(['B', 'A', 'D', 'E', 'C']);
  });

  it('draw the highest average as a full bar and the others against it', () => {
    expect(barShare(45, 45)).toBe(1);
    expect(barShare(15, 45)).toBeCloseTo(1 / 3);
    expect(barShare(0, 45)).toBe(0);
    expect(barShare(null, 45)).toBe(0);
  });
});

describe("the 100 points slide's curriculum entry", () => {
  const slide = { pointOptions: ['Calls', 'Training', 'Tools'] };
  const entry = (locale: string) => {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } });
    return {
      label: typeof points.label === 'function' ? points.label(i18n) : points.label,
      meta: points.meta(slide as Parameters<typeof points.meta>[0], () => '', i18n),
    };
  };

  it('is worded in its own catalogue, in the active language', () => {
    expect(entry('en')).toEqual({ label: '100 points', meta: '3 options' });
    expect(entry('de')).toEqual({ label: '100 Punkte', meta: '3 Optionen' });
    expect(entry('es')).toEqual({ label: '100 puntos', meta: '3 opciones' });
  });
});
