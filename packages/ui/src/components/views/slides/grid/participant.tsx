// 2x2 grid slides on a participant's phone: each item a card with two sliders, one per axis (from its low end at the
// inline start to its high end, 0 to 100; an arrow key a step, Page Up and Page Down ten, Home and End the ends), each
// slider 44 px tall so a thumb can take it anywhere on its track. An item starts in the middle, "not placed yet", until
// one of its sliders moves; above the cards how many are placed, said on the page's live region as it changes. Send is
// refused until every item is placed, and sends every item's x and y in the author's order ('30,80;70,20'). It can be
// changed and sent again until the host moves on, as a poll's answer; a phone that rejoins shows the placement it sent.
// On a page that reads right to left (Arabic) the sliders run from the right, as the presenter's x axis does. The
// participant page loads this file: it imports nothing from the rest of the views and nothing that loads zod (the
// page's script budget).
import { useMemo, useState } from 'react';
import type { LiveAnswerValue, LiveSlideOf } from '@readyteams/activities/live';
import { GRID_HIGH, GRID_LOW, gridAnswer, gridPlacement, type GridPoint } from '@readyteams/activities/grid';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import { answerKey } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import { buttonVariants } from '../../../ui/button-variants';
import type { ParticipantSlideView, SaveStatus } from '../kind';
import { phone } from './i18n';

const headingOf = (slide: LiveSlideOf<'grid'>, t: TranslateOf<typeof phone>) =>
  slide.title || slide.questions[0]?.question || t('grid.phone.title');

/** Where an item waits before it is placed: the middle of both axes. */
const MIDDLE = (GRID_LOW + GRID_HIGH) / 2;

/** A slider's keys, the same in every browser (right is more unless the page reads right to left); null: another key. */
function keyedPlace(key: string, place: number, direction: string): number | null {
  const right = direction === 'rtl' ? -1 : 1;
  const to = (value: number) => Math.min(GRID_HIGH, Math.max(GRID_LOW, value));
  if (key === 'ArrowUp') return to(place + 1);
  if (key === 'ArrowDown') return to(place - 1);
  if (key === 'ArrowRight') return to(place + right);
  if (key === 'ArrowLeft') return to(place - right);
  if (key === 'PageUp') return to(place + 10);
  if (key === 'PageDown') return to(place - 10);
  if (key === 'Home') return GRID_LOW;
  if (key === 'End') return GRID_HIGH;
  return null;
}

interface Axis {
  label: string;
  low: string;
  high: string;
}

/** One axis's slider for one item, its ends under its track. */
function AxisSlider({
  axis,
  item,
  value,
  placed,
  onChange,
  testId,
}: {
  axis: Axis;
  item: string;
  value: number;
  placed: boolean;
  onChange: (value: number) => void;
  testId: string;
}) {
  const t = phone.useT();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold [unicode-bidi:plaintext]">{axis.label}</span>
        <span className="font-bold text-primary tabular-nums" data-testid={testId}>
          {placed ? value : '–'}
        </span>
      </div>
      <input
        type="range"
        min={GRID_LOW}
        max={GRID_HIGH}
        step={1}
        value={value}
        aria-label={t('grid.phone.slider', { axis: axis.label, item })}
        aria-valuetext={
          placed
            ? t('grid.phone.value', { value, low: axis.low, high: axis.high })
            : t('grid.phone.notPlaced')
        }
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={(event) => {
          const to = keyedPlace(event.key, value, getComputedStyle(event.currentTarget).direction);
          if (to === null) return;
          event.preventDefault();
          onChange(to);
        }}
        className="block h-11 w-full cursor-pointer accent-primary"
      />
      <div aria-hidden className="flex justify-between gap-3 text-xs text-muted-foreground">
        <span className="[unicode-bidi:plaintext]">{axis.low}</span>
        <span className="text-end [unicode-bidi:plaintext]">{axis.high}</span>
      </div>
    </div>
  );
}

function GridForm({
  slide,
  value,
  status,
  onSend,
}: {
  slide: LiveSlideOf<'grid'>;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  onSend: (value: string) => void;
}) {
  const t = phone.useT();
  const id = `q-${slide.index}-0`;
  const items = useMemo(() => slide.questions[0]?.options ?? [], [slide]);
  const count = items.length;
  const sent = useMemo(() => gridPlacement(value, count), [value, count]);
  const x: Axis = { label: slide.xAxis, low: slide.xAxisLow, high: slide.xAxisHigh };
  const y: Axis = { label: slide.yAxis, low: slide.yAxisLow, high: slide.yAxisHigh };
  // The participant's own places once they move one (with which items they placed); until then the ones they sent
  // (a rejoin's: every item placed), else every item in the middle, none placed.
  const [draft, setDraft] = useState<{ points: GridPoint[]; placed: boolean[] } | null>(null);
  const points = draft?.points ?? sent ?? items.map((): GridPoint => [MIDDLE, MIDDLE]);
  const placed = draft?.placed ?? items.map(() => sent !== null);
  const placedCount = placed.filter(Boolean).length;
  const all = placedCount === count;
  const chosen = gridAnswer(points);
  const unchanged = sent !== null && chosen === gridAnswer(sent);
  const ready = all && !unchanged;

  // How many are placed is said when it changes (a slider's own value is said by the slider).
  useAnnouncement(draft ? t('grid.phone.placed', { placed: placedCount, total: count }) : null, {
    key: `${placedCount}`,
  });
  const move = (item: number, axis: 0 | 1, to: number) => {
    const next = points.map((point, k) =>
      k === item ? ((axis === 0 ? [to, point[1]] : [point[0], to]) as GridPoint) : point,
    );
    setDraft({ points: next, placed: placed.map((was, k) => was || k === item) });
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend(chosen);
      }}
    >
      {/* How many are placed, kept in sight while the items scroll. */}
      <div className="sticky top-0 z-10 rounded-xl border-2 border-border bg-background px-3 py-2">
        <p className="text-lg font-bold tabular-nums" data-testid="grid-placed">
          {t('grid.phone.placed', { placed: placedCount, total: count })}
        </p>
        <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
          <div
            className={`h-full rounded-full ${all ? 'bg-success' : 'bg-primary'}`}
            style={{ width: `${count ? (placedCount / count) * 100 : 0}%` }}
          />
        </div>
      </div>
      <ol aria-label={t('grid.phone.list')} className="space-y-2">
        {items.map((label, item) => {
          const [px, py] = points[item] ?? [MIDDLE, MIDDLE];
          return (
            <li key={item} className="space-y-1 rounded-xl border-2 border-border bg-card px-3 py-2">
              <div className="flex items-baseline gap-2">
                <span className="font-bold text-primary tabular-nums">{item + 1}</span>
                <span className="min-w-0 flex-1 text-base font-medium break-words [unicode-bidi:plaintext]">
                  {label}
                </span>
                {!placed[item] && (
                  <span className="shrink-0 text-xs text-muted-foreground">{t('grid.phone.notPlaced')}</span>
                )}
              </div>
              <AxisSlider
                axis={x}
                item={label}
                value={px}
                placed={placed[item]!}
                onChange={(to) => move(item, 0, to)}
                testId={`grid-${item}-x`}
              />
              <AxisSlider
                axis={y}
                item={label}
                value={py}
                placed={placed[item]!}
                onChange={(to) => move(item, 1, to)}
                testId={`grid-${item}-y`}
              />
            </li>
          );
        })}
      </ol>
      {!all && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('grid.phone.placeAll')}
        </p>
      )}
      <button
        type="submit"
        className={buttonVariants({ size: 'touch', className: 'w-full' })}
        // Not disabled: a button pressed to send keeps the focus once the placement is saved.
        aria-disabled={!ready}
        aria-describedby={!all ? `${id}-hint ${id}-status` : `${id}-status`}
      >
        {sent ? t('grid.phone.update') : t('grid.phone.send')}
      </button>
      <Status status={status} id={id} />
    </form>
  );
}

export const gridParticipant: ParticipantSlideView<'grid'> = {
  Screen: function GridScreen({ slide, answers, statuses, onAnswer }) {
    const t = phone.useT();
    const key = answerKey(slide.index, 0);
    return (
      <section className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
          <p className="text-muted-foreground">{t('grid.phone.intro')}</p>
        </div>
        {/* Keyed by the slide: the next grid slide starts from its own placement. */}
        <GridForm
          key={slide.index}
          slide={slide}
          value={answers[key]}
          status={statuses[key]}
          onSend={(value) => onAnswer(slide.index, 0, value)}
        />
      </section>
    );
  },
  announcement: (slide, _state, _t, i18n) => {
    const t = phone.translator(i18n);
    return t('grid.phone.announce', { title: headingOf(slide, t) });
  },
};
