// Branching scenarios in the read form (the preview's curriculum, the library card): the slides are one ordered list,
// a decision's path slides follow it directly (pathOption: the option's index, grouped by option) and an option's
// rejoinAt is the position in the list of the main-line slide its path rejoins (null: it ends the scenario).
import type { TranslateOf } from '../../../../i18n/catalogue';
import type { live } from '../../../../i18n/live';
import type { ScenarioSlide } from '../../types';

/** A slide with its position in the list. */
export interface Placed {
  slide: ScenarioSlide;
  index: number;
}

/** One option of a decision: its label, its path's slides and where it rejoins the main line (null: the end). */
export interface ReadPath {
  option: number;
  label: string;
  rejoinAt: number | null;
  slides: Placed[];
}

/** A main-line slide of the curriculum, with its options' paths when it is a decision. */
export interface ReadEntry extends Placed {
  paths: ReadPath[];
}

/** The curriculum: the main-line slides in order, each decision with its options' paths under it. */
export function curriculumOf(slides: readonly ScenarioSlide[]): ReadEntry[] {
  const entries: ReadEntry[] = [];
  let decision: ReadEntry | undefined;
  slides.forEach((slide, index) => {
    const path =
      slide.pathOption != null ? decision?.paths.find((p) => p.option === slide.pathOption) : undefined;
    if (path) {
      path.slides.push({ slide, index });
      return;
    }
    // A path slide without its decision before it (a malformed list) shows on the main line.
    const entry: ReadEntry = {
      slide,
      index,
      paths:
        slide.slideType === 'decision'
          ? slide.options.map((option, i) => ({
              option: i,
              label: option.label,
              rejoinAt: option.rejoinAt,
              slides: [],
            }))
          : [],
    };
    entries.push(entry);
    decision = slide.slideType === 'decision' ? entry : undefined;
  });
  return entries;
}

/** Where a path goes after its last slide: 'Rejoins at 6. Debrief', or 'Ends the scenario'. */
export function rejoinText(
  slides: readonly ScenarioSlide[],
  rejoinAt: number | null,
  t: TranslateOf<typeof live>,
) {
  if (rejoinAt === null) return t('live.road.ends');
  const slide = slides[rejoinAt];
  return slide
    ? t('live.road.rejoinsAtNumbered', { n: rejoinAt + 1, title: slide.title })
    : t('live.road.rejoinsAtSlide', { n: rejoinAt + 1 });
}
