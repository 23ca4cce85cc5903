// 100 points slides on a participant's phone: each option with a stepper (5 fewer, 5 more) and a slider (a point at a
// time by the arrow keys, 10 with Page Up and Page Down), the points it has, and above them the points still to give out,
// said on the page's live region as they change. The total never passes 100 (a control stops where the points run
// out); Send is refused until all 100 are given, and sends each option's points in the author's order ('50,30,20').
// It can be changed and sent again until the host moves on, as a poll's answer; a phone that rejoins shows the points
// it sent. The participant page loads this file: it imports nothing from the rest of the views and nothing that loads
// zod (the page's script budget).
import { useMemo, useState } from 'react';
import type { LiveAnswerValue, LiveSlideOf } from '@readyteams/activities/live';
import { POINTS_TOTAL, pointsAllocation, pointsAnswer } from '@readyteams/activities/points';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import { answerKey } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import { buttonVariants } from '../../../ui/button-variants';
import type { ParticipantSlideView, SaveStatus } from '../kind';
import { emptyAllocation, givePoints, pointsLeft, stepPoints } from './allocation';
import { phone } from './i18n';

const headingOf = (slide: LiveSlideOf<'points'>, t: TranslateOf<typeof phone>) =>
  slide.title || slide.questions[0]?.question || t('points.phone.title');

/** A minus (or, with `more`, a plus), the steppers' sign. */
function Sign({ more }: { more?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-6">
      <path
        d={more ? 'M5 12h14M12 5v14' : 'M5 12h14'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The slider's keys, the same in every browser: an arrow a point (right is more, or left when the page reads right to
 * left), Page Up and Page Down ten, Home none, End all that is left; null for any other key.
 */
function keyedPoints(key: string, given: number, left: number, direction: string): number | null {
  // Right is more unless the page reads right to left.
  const right = direction === 'rtl' ? -1 : 1;
  if (key === 'ArrowUp') return given + 1;
  if (key === 'ArrowDown') return given - 1;
  if (key === 'ArrowRight') return given + right;
  if (key === 'ArrowLeft') return given - right;
  if (key === 'PageUp') return given + 10;
  if (key === 'PageDown') return given - 10;
  if (key === 'Home') return 0;
  if (key === 'End') return given + left;
  return null;
}

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-border bg-background outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:bg-muted aria-disabled:opacity-40';

function PointsForm({
  slide,
  value,
  status,
  onSend,
}: {
  slide: LiveSlideOf<'points'>;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  onSend: (value: string) => void;
}) {
  const t = phone.useT();
  const id = `q-${slide.index}-0`;
  const options = useMemo(() => slide.questions[0]?.options ?? [], [slide]);
  const count = options.length;
  const sent = useMemo(() => pointsAllocation(value, count), [value, count]);
  // The participant's own points once they change one; until then the ones they sent (a rejoin's), else none.
  const [draft, setDraft] = useState<number[] | null>(null);
  const allocation = draft ?? sent ?? emptyAllocation(count);
  const left = pointsLeft(allocation);
  const chosen = pointsAnswer(allocation);
  const unchanged = sent !== null && chosen === pointsAnswer(sent);
  const ready = left === 0 && !unchanged;

  // The points left are said after every change ('35 points left'), the same words twice too (a new key each time).
  const [changes, setChanges] = useState(0);
  useAnnouncement(changes ? t('points.phone.left', { count: left }) : null, { key: `${changes}` });
  const change = (next: number[]) => {
    if (next.every((points, k) => points === allocation[k])) return;
    setDraft(next);
    setChanges((n) => n + 1);
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend(chosen);
      }}
    >
      {/* The points left, kept in sight while the options scroll. */}
      <div className="sticky top-0 z-10 space-y-1 rounded-xl border-2 border-border bg-background px-3 py-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-lg font-bold tabular-nums" data-testid="points-left">
            {t('points.phone.left', { count: left })}
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="points-total">
            {t('points.phone.total', { given: POINTS_TOTAL - left })}
          </p>
        </div>
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div
            className={`h-full rounded-full ${left === 0 ? 'bg-success' : 'bg-primary'}`}
            style={{ width: `${POINTS_TOTAL - left}%` }}
          />
        </div>
      </div>
      <ul aria-label={t('points.phone.list')} className="space-y-2">
        {options.map((label, option) => {
          const given = allocation[option] ?? 0;
          const points = t('points.phone.points', { count: given });
          return (
            <li key={option} className="space-y-1 rounded-xl border-2 border-border bg-card px-3 py-2">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 text-base break-words [unicode-bidi:plaintext]">{label}</span>
                <span
                  className="shrink-0 text-xl font-bold text-primary tabular-nums"
                  data-testid={`points-${option}`}
                >
                  {given}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label={t('points.phone.less', { option: label })}
                  // Not disabled at 0: the button keeps the focus there.
                  aria-disabled={given === 0}
                  onClick={() => change(stepPoints(allocation, option, -1))}
                  className={stepButton}
                >
                  <Sign />
                </button>
                <input
                  type="range"
                  min={0}
                  max={POINTS_TOTAL}
                  step={1}
                  value={given}
                  aria-label={t('points.phone.slider', { option: label })}
                  aria-valuetext={points}
                  onChange={(event) => change(givePoints(allocation, option, Number(event.target.value)))}
                  onKeyDown={(event) => {
                    const to = keyedPoints(
                      event.key,
                      given,
                      left,
                      getComputedStyle(event.currentTarget).direction,
                    );
                    if (to === null) return;
                    event.preventDefault();
                    change(givePoints(allocation, option, to));
                  }}
                  className="h-11 min-w-0 flex-1 cursor-pointer accent-primary"
                />
                <button
                  type="button"
                  aria-label={t('points.phone.more', { option: label })}
                  aria-disabled={left === 0}
                  onClick={() => change(stepPoints(allocation, option, 1))}
                  className={stepButton}
                >
                  <Sign more />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {left > 0 && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('points.phone.giveAll')}
        </p>
      )}
      <button
        type="submit"
        className={buttonVariants({ size: 'touch', className: 'w-full' })}
        // Not disabled: a button pressed to send keeps the focus once the points are saved.
        aria-disabled={!ready}
        aria-describedby={left > 0 ? `${id}-hint ${id}-status` : `${id}-status`}
      >
        {sent ? t('points.phone.update') : t('points.phone.send')}
      </button>
      <Status status={status} id={id} />
    </form>
  );
}

export const pointsParticipant: ParticipantSlideView<'points'> = {
  Screen: function PointsScreen({ slide, answers, statuses, onAnswer }) {
    const t = phone.useT();
    const key = answerKey(slide.index, 0);
    return (
      <section className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
          <p className="text-muted-foreground">{t('points.phone.intro')}</p>
        </div>
        {/* Keyed by the slide: the next points slide starts from its own allocation. */}
        <PointsForm
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
    return t('points.phone.announce', { title: headingOf(slide, t) });
  },
};
