// Ranking slides on a participant's phone: the items to put in order, most important first, by dragging an item by
// its grip (a pointer) or with its move up and move down buttons (a keyboard, a switch, a screen reader), each move
// said on the page's live region. Send sends the order; it can be changed and sent again until the host moves on,
// as a poll's answer. A phone that rejoins shows the order it sent. The participant page loads this file: it imports
// nothing from the rest of the views, and no drag library (the page's script budget).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import type { LiveAnswerValue, LiveSlideOf } from '@readyteams/activities/live';
import type { TranslateOf } from '../../../../i18n/catalogue';
import { useAnnouncement } from '../../../live/announcer';
import { answerKey } from '../../../live/format';
import { Status } from '../../../live/participant-parts';
import { buttonVariants } from '../../../ui/button-variants';
import type { ParticipantSlideView, SaveStatus } from '../kind';
import { phone } from './i18n';
import { rankAnswer, rankOrder } from '@readyteams/activities/ranking';
import { authorOrder, moveItem } from './order';

const headingOf = (slide: LiveSlideOf<'ranking'>, t: TranslateOf<typeof phone>) =>
  slide.title || slide.questions[0]?.question || t('ranking.phone.title');

/** A chevron pointing up (or down: turned over), the move buttons' sign. */
function Chevron({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={`size-6 ${down ? 'rotate-180' : ''}`}>
      <path d="m6 15 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** An item being dragged, from its position `from`, by the pointer `pointerId`. */
interface Drag {
  item: number;
  from: number;
  pointerId: number;
  /** The pointer's and the item's slot's vertical positions when it was taken. */
  startY: number;
  startTop: number;
}

const moveButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-border bg-background outline-none focus-visible:ring-4 focus-visible:ring-ring/50 active:bg-muted aria-disabled:opacity-40';

function RankingForm({
  slide,
  value,
  status,
  onSend,
}: {
  slide: LiveSlideOf<'ranking'>;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  onSend: (value: string) => void;
}) {
  const t = phone.useT();
  const id = `q-${slide.index}-0`;
  const items = useMemo(() => slide.questions[0]?.options ?? [], [slide]);
  const count = items.length;
  const sent = useMemo(() => rankOrder(value, count), [value, count]);
  // The participant's own order once they move an item; until then the one they sent (a rejoin's), else the author's.
  const [draft, setDraft] = useState<number[] | null>(null);
  const initial = useMemo(() => sent ?? authorOrder(count), [sent, count]);
  const order = draft ?? initial;
  const chosen = rankAnswer(order);
  const unchanged = sent !== null && chosen === rankAnswer(sent);

  // Every move is said ('Be kind moved to position 2 of 5'), the same words twice too (a new key each time).
  const [moved, setMoved] = useState<{ text: string; n: number } | null>(null);
  useAnnouncement(moved?.text, { key: moved ? String(moved.n) : null });
  const say = useCallback(
    (item: number, position: number) =>
      setMoved((last) => ({
        text: t('ranking.phone.moved', { item: items[item] ?? '', position: position + 1, count }),
        n: (last?.n ?? 0) + 1,
      })),
    [t, items, count],
  );

  // A moved item's button keeps the focus, though the list puts the item elsewhere.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current) buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  });
  const step = (position: number, by: -1 | 1) => {
    const to = position + by;
    if (to < 0 || to >= count) return;
    const item = order[position]!;
    setDraft(moveItem(order, position, to));
    refocus.current = `${item}:${by}`;
    say(item, to);
  };

  // Dragging: the item follows the pointer and changes places with a neighbour once its middle passes the
  // neighbour's (the list then moves one of them in the page), and is put down in its last place. The page's pointer
  // events are followed (a pointer capture would end when the list moves the item).
  const rows = useRef(new Map<number, HTMLLIElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pointerY, setPointerY] = useState(0);
  useLayoutEffect(() => {
    const row = drag && rows.current.get(drag.item);
    if (!drag || !row) return;
    const top = drag.startTop + pointerY - drag.startY;
    const middle = top + row.offsetHeight / 2;
    const position = order.indexOf(drag.item);
    const middleOf = (other: number | undefined) => {
      const neighbour = other === undefined ? undefined : rows.current.get(other);
      return neighbour ? neighbour.offsetTop + neighbour.offsetHeight / 2 : undefined;
    };
    const below = middleOf(order[position + 1]);
    const above = position > 0 ? middleOf(order[position - 1]) : undefined;
    if (below !== undefined && middle > below) setDraft(moveItem(order, position, position + 1));
    else if (above !== undefined && middle < above) setDraft(moveItem(order, position, position - 1));
    else row.style.transform = `translateY(${top - row.offsetTop}px)`;
  }, [drag, pointerY, order]);
  useEffect(() => {
    if (!drag) return;
    const follow = (event: globalThis.PointerEvent) => {
      if (event.pointerId === drag.pointerId) setPointerY(event.clientY);
    };
    const putDown = (event: globalThis.PointerEvent) => {
      if (event.pointerId !== drag.pointerId) return;
      const row = rows.current.get(drag.item);
      if (row) row.style.transform = '';
      setDrag(null);
      const position = order.indexOf(drag.item);
      if (position !== drag.from) say(drag.item, position);
    };
    addEventListener('pointermove', follow);
    addEventListener('pointerup', putDown);
    addEventListener('pointercancel', putDown);
    return () => {
      removeEventListener('pointermove', follow);
      removeEventListener('pointerup', putDown);
      removeEventListener('pointercancel', putDown);
    };
  }, [drag, order, say]);
  const grab = (item: number, position: number) => (event: PointerEvent<HTMLElement>) => {
    const row = rows.current.get(item);
    if (drag || !row || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    setDrag({
      item,
      from: position,
      pointerId: event.pointerId,
      startY: event.clientY,
      startTop: row.offsetTop,
    });
    setPointerY(event.clientY);
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) onSend(chosen);
      }}
    >
      <ol aria-label={t('ranking.phone.list')} className="space-y-2">
        {order.map((item, position) => {
          const label = items[item] ?? '';
          const lifted = drag?.item === item;
          return (
            <li
              key={item}
              ref={(row) => {
                if (row) rows.current.set(item, row);
                else rows.current.delete(item);
              }}
              className={`relative flex items-center gap-2 rounded-xl border-2 bg-card py-1 ps-1 pe-2 ${
                lifted ? 'z-10 border-primary shadow-lg' : 'border-border'
              }`}
            >
              {/* The grip, for a pointer only: a keyboard moves the item with its buttons. */}
              <span
                aria-hidden
                data-testid={`grip-${item}`}
                onPointerDown={grab(item, position)}
                className="flex h-11 w-8 shrink-0 cursor-grab touch-none items-center justify-center text-muted-foreground select-none active:cursor-grabbing"
              >
                <svg viewBox="0 0 8 16" className="h-5 w-2.5" fill="currentColor">
                  {[2, 8, 14].flatMap((cy) => [
                    <circle key={`a${cy}`} cx="2" cy={cy} r="1.5" />,
                    <circle key={`b${cy}`} cx="6" cy={cy} r="1.5" />,
                  ])}
                </svg>
              </span>
              <span aria-hidden className="w-6 shrink-0 text-center font-bold text-primary tabular-nums">
                {position + 1}
              </span>
              <span className="min-w-0 flex-1 py-2 text-base break-words [unicode-bidi:plaintext]">
                {label}
              </span>
              {([-1, 1] as const).map((by) => {
                const edge = by < 0 ? position === 0 : position === count - 1;
                return (
                  <button
                    key={by}
                    type="button"
                    ref={(button) => {
                      if (button) buttons.current.set(`${item}:${by}`, button);
                      else buttons.current.delete(`${item}:${by}`);
                    }}
                    aria-label={t(by < 0 ? 'ranking.phone.up' : 'ranking.phone.down', { item: label })}
                    // Not disabled at the ends: the button an item was moved with keeps the focus there.
                    aria-disabled={edge}
                    onClick={() => step(position, by)}
                    className={moveButton}
                  >
                    <Chevron down={by > 0} />
                  </button>
                );
              })}
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        className={buttonVariants({ size: 'touch', className: 'w-full' })}
        // Not disabled: a button pressed to send keeps the focus once the order is saved.
        aria-disabled={unchanged}
        aria-describedby={`${id}-status`}
      >
        {sent ? t('ranking.phone.update') : t('ranking.phone.send')}
      </button>
      <Status status={status} id={id} />
    </form>
  );
}

export const rankingParticipant: ParticipantSlideView<'ranking'> = {
  Screen: function RankingScreen({ slide, answers, statuses, onAnswer }) {
    const t = phone.useT();
    const key = answerKey(slide.index, 0);
    return (
      <section className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{headingOf(slide, t)}</h1>
          <p className="text-muted-foreground">{t('ranking.phone.intro')}</p>
        </div>
        {/* Keyed by the slide: the next ranking starts from its own order. */}
        <RankingForm
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
    return t('ranking.phone.announce', { title: headingOf(slide, t) });
  },
};
