// A small map of a branching scenario: the main line left to right, each decision's options as branches below it that
// come back up where their path rejoins (or run to the end). Shown only when the scenario has a decision; the outline
// below it is the full, readable form, and the map's text alternative says the same in words.
import { isDecision, pathsEnd } from '@readyteams/activities/decision';
import { forms, type FormsT } from '../i18n/forms';
import { optionLetter, outline, type OutlineSlide } from './branching';

const STEP = 40;
const LEFT = 20;
const LINE_Y = 18;
const RADIUS = 10;
const BRANCH_GAP = 16;

/** "slide 3", "slides 3 and 4", "slides 3 to 5". */
function slidesText(indices: readonly number[], t: FormsT) {
  const numbers = indices.map((index) => index + 1);
  if (numbers.length === 1) return t('forms.map.slide', { n: numbers[0]! });
  if (numbers.length === 2) return t('forms.map.slidesAnd', { first: numbers[0]!, last: numbers[1]! });
  return t('forms.map.slidesTo', { first: numbers[0]!, last: numbers.at(-1)! });
}

/** Where a path goes: a main-line slide after the decision's paths, the end (null), or nowhere yet (invalid). */
function rejoinTarget(slides: readonly OutlineSlide[], decision: number, rejoinAt: number | null) {
  if (rejoinAt === null) return 'end' as const;
  const valid =
    rejoinAt > pathsEnd(slides, decision) && rejoinAt < slides.length && slides[rejoinAt]?.pathOption == null;
  return valid ? rejoinAt : null;
}

/** The map's text alternative: the main line, then each decision's options, their paths and where they go. */
export function mapDescription(slides: readonly OutlineSlide[], t: FormsT): string {
  const blocks = outline(slides);
  const parts = [t('forms.map.mainLine', { slides: blocks.map((block) => block.head + 1).join(', ') })];
  for (const block of blocks) {
    const decision = slides[block.head]!;
    if (!isDecision(decision)) continue;
    const options = block.paths.map((path, option) => {
      const label = decision.options[option]?.label.trim();
      const letter = optionLetter(option);
      const name = label
        ? t('forms.map.optionLabelled', { letter, label })
        : t('forms.map.option', { letter });
      const through = path.length
        ? t('forms.map.takes', { slides: slidesText(path, t) })
        : t('forms.map.noSlides');
      const target = rejoinTarget(slides, block.head, decision.options[option]?.rejoinAt ?? null);
      const then =
        target === 'end'
          ? t('forms.map.ends')
          : target === null
            ? t('forms.map.nowhere')
            : t('forms.map.rejoins', { n: target + 1 });
      return t('forms.map.path', { name, through, then });
    });
    parts.push(t('forms.map.decision', { n: block.head + 1, options: options.join('; ') }));
  }
  return parts.join(' ');
}

export function ScenarioMap({ slides }: { slides: readonly OutlineSlide[] }) {
  const t = forms.useT();
  const blocks = outline(slides);
  if (!blocks.some((block) => isDecision(slides[block.head]))) return null;
  const x = (place: number) => LEFT + place * STEP;
  const endX = x(blocks.length);
  const placeOf = new Map(blocks.map((block, place) => [block.head, place]));
  const branchY = (option: number) => LINE_Y + RADIUS + 14 + option * BRANCH_GAP;
  const maxOptions = Math.max(...blocks.map((block) => block.paths.length));
  const width = endX + LEFT + 12;
  const height = branchY(Math.max(maxOptions - 1, 0)) + 12;

  return (
    <figure className="grid gap-2 rounded-lg border p-3">
      <figcaption className="text-sm font-medium">{t('forms.map.caption')}</figcaption>
      <svg
        role="img"
        aria-label={mapDescription(slides, t)}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="h-auto max-w-full text-foreground"
      >
        <defs>
          <marker
            id="scenario-map-arrow"
            viewBox="0 0 6 6"
            refX="3"
            refY="3"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L6,3 L0,6 z" fill="currentColor" />
          </marker>
        </defs>
        <line x1={x(0)} y1={LINE_Y} x2={endX} y2={LINE_Y} stroke="currentColor" strokeWidth={2} />
        {blocks.map((block, place) => {
          const decision = slides[block.head]!;
          if (!isDecision(decision)) return null;
          return block.paths.map((path, option) => {
            const target = rejoinTarget(slides, block.head, decision.options[option]?.rejoinAt ?? null);
            if (target === null) return null;
            const toX = target === 'end' ? endX : x(placeOf.get(target) ?? blocks.length);
            const y = branchY(option);
            return (
              <g key={`${decision.key}-${option}`} className="text-primary">
                <path
                  d={`M${x(place)},${LINE_Y + RADIUS} V${y} H${toX} V${LINE_Y + RADIUS + 4}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.5}
                  markerEnd="url(#scenario-map-arrow)"
                />
                <text x={x(place) + 4} y={y - 3} fontSize={9} fill="currentColor">
                  {optionLetter(option)} · {path.length}
                </text>
              </g>
            );
          });
        })}
        {blocks.map((block, place) => {
          const decision = isDecision(slides[block.head]);
          return (
            <g key={slides[block.head]!.key}>
              {decision ? (
                <rect
                  x={x(place) - RADIUS + 1}
                  y={LINE_Y - RADIUS + 1}
                  width={(RADIUS - 1) * 2}
                  height={(RADIUS - 1) * 2}
                  transform={`rotate(45 ${x(place)} ${LINE_Y})`}
                  className="fill-background"
                  stroke="currentColor"
                  strokeWidth={2}
                />
              ) : (
                <circle
                  cx={x(place)}
                  cy={LINE_Y}
                  r={RADIUS}
                  className="fill-background"
                  stroke="currentColor"
                  strokeWidth={2}
                />
              )}
              <text x={x(place)} y={LINE_Y + 3.5} fontSize={10} textAnchor="middle" fill="currentColor">
                {block.head + 1}
              </text>
            </g>
          );
        })}
        <rect x={endX - 4} y={LINE_Y - 8} width={8} height={16} fill="currentColor" />
        <text x={endX} y={LINE_Y - 11} fontSize={9} textAnchor="middle" fill="currentColor">
          {t('forms.map.end')}
        </text>
      </svg>
    </figure>
  );
}
