import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { live } from '../../../../i18n/live';
import type { ScenarioSlide } from '../../types';
import { curriculumOf, rejoinText } from './paths';

const common = { id: 1, order: 1, questions: [] };
/** A video slide, on the main line or in the path of an option (pathOption). */
const slide = (title: string, pathOption?: number | null): ScenarioSlide => ({
  ...common,
  title,
  slideType: 'video',
  pathOption,
});

// 0 intro; 1 decision: A (2, 3) rejoins at 5, B (4) ends the scenario; 5 debrief.
const slides: ScenarioSlide[] = [
  slide('Intro'),
  {
    ...common,
    title: 'What now?',
    slideType: 'decision',
    options: [
      { label: 'Step in', rejoinAt: 5 },
      { label: 'Walk away', rejoinAt: null },
    ],
    showRoadNotTaken: true,
  },
  slide('Stepping in', 0),
  { ...common, title: 'Talking it over', slideType: 'discussion', pathOption: 0 },
  slide('Walking away', 1),
  slide('Debrief', null),
];

describe('curriculumOf', () => {
  it("lists the main line with each decision's options and their path slides", () => {
    const curriculum = curriculumOf(slides);
    expect(curriculum.map((entry) => entry.index)).toEqual([0, 1, 5]);
    expect(
      curriculum[1]!.paths.map((path) => [path.label, path.rejoinAt, path.slides.map((s) => s.index)]),
    ).toEqual([
      ['Step in', 5, [2, 3]],
      ['Walk away', null, [4]],
    ]);
  });

  it('shows a path slide without its decision before it on the main line', () => {
    const stray = [slide('Intro'), slide('Lost', 0)];
    expect(curriculumOf(stray).map((entry) => entry.index)).toEqual([0, 1]);
  });

  it('is the list itself in a scenario without decisions', () => {
    expect(curriculumOf([slide('A'), slide('B')]).map((entry) => [entry.index, entry.paths])).toEqual([
      [0, []],
      [1, []],
    ]);
  });
});

describe('rejoinText', () => {
  it('says where a path goes after its last slide', () => {
    const t = live.translator(setupI18n({ locale: 'en', messages: { en: {} } }));
    expect(rejoinText(slides, 5, t)).toBe('Rejoins at 6. Debrief');
    expect(rejoinText(slides, null, t)).toBe('Ends the scenario');
    expect(rejoinText([], 5, t)).toBe('Rejoins at slide 6');
  });
});
