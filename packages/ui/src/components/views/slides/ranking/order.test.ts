import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ranking } from '.';
import { authorOrder, byAverageRank, moveItem, rankStrength } from './order';

describe("a ranking's order", () => {
  it("starts in the author's order", () => {
    expect(authorOrder(4)).toEqual([0, 1, 2, 3]);
  });

  it('moves one item, the others keeping their order', () => {
    expect(moveItem([0, 1, 2, 3], 3, 1)).toEqual([0, 3, 1, 2]);
    expect(moveItem([0, 1, 2, 3], 0, 3)).toEqual([1, 2, 3, 0]);
    expect(moveItem([2, 0, 1], 1, 0)).toEqual([0, 2, 1]);
  });

  it('leaves the order as it is for a move past either end', () => {
    expect(moveItem([0, 1, 2], 0, -1)).toEqual([0, 1, 2]);
    expect(moveItem([0, 1, 2], 2, 3)).toEqual([0, 1, 2]);
  });
});

describe("a ranking's results", () => {
  const item = (key: string, mean: number | null) => ({ key, mean });

  it('list the items by average rank, best first; unranked last, ties in the author order', () => {
    const sorted = byAverageRank([
      item('A', 2.5),
      item('B', 1.25),
      item('C', null),
      item('D', 2.5),
      item('E', 3),
    ]);
    expect(sorted.map(({ key }) => key)).toEqual(['B', 'A', 'D', 'E', 'C']);
  });

  it('reach from a full bar (first on every phone) to 1/n of it (last on every phone)', () => {
    expect(rankStrength(1, 5)).toBe(1);
    expect(rankStrength(5, 5)).toBe(0.2);
    expect(rankStrength(1.8, 5)).toBeCloseTo(0.84);
    expect(rankStrength(null, 5)).toBe(0);
  });
});

describe("the ranking's curriculum entry", () => {
  const slide = { items: ['Be kind', 'Be quick', 'Be clear', 'Be honest', 'Be there'] };
  const entry = (locale: string) => {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } });
    return {
      label: typeof ranking.label === 'function' ? ranking.label(i18n) : ranking.label,
      meta: ranking.meta(slide as Parameters<typeof ranking.meta>[0], () => '', i18n),
    };
  };

  it('is worded in its own catalogue, in the active language', () => {
    expect(entry('en')).toEqual({ label: 'Ranking', meta: '5 items' });
    expect(entry('de')).toEqual({ label: 'Rangfolge', meta: '5 Punkte' });
    expect(entry('es')).toEqual({ label: 'Clasificación', meta: '5 elementos' });
  });
});
