// The slide types' shared pieces on the participant page: a question's input (choices, a 0-10 scale or text) with
// its saving status. Only the slide types' screens (their own chunks) load them; the page's centred message is
// centered.tsx. Plain elements (the buttons styled by the design system's buttonVariants) keep the bundle tiny.
import { useState } from 'react';
import type { LiveAnswerValue, LiveQuestion } from '@readyteams/activities/live';
import { screens } from '../../i18n/screens';
import { buttonVariants } from '../ui/button-variants';
import { useAnnouncement } from './announcer';
import { optionLetter } from './format';
import type { SaveStatus } from '../views/slides/kind';

/** Longest free-text answer, in characters (LIVE_TEXT_MAX of the live channel). */
export const TEXT_MAX = 500;

interface QuestionProps {
  question: LiveQuestion;
  id: string;
  value: LiveAnswerValue | undefined;
  status?: SaveStatus;
  disabled?: boolean;
  onAnswer: (value: LiveAnswerValue) => void;
}

/**
 * A question's saving status under it (its input's description); the page's live region announces the answer saved
 * or refused, not the status it comes back with when its screen does.
 */
export function Status({ status, id }: { status?: SaveStatus; id: string }) {
  const t = screens.useT();
  useAnnouncement(
    status?.state === 'saved' ? t('screens.saved') : status?.state === 'error' ? status.message : null,
    { onMount: false },
  );
  return (
    <p id={`${id}-status`} className="min-h-6 text-sm">
      {status?.state === 'saving' ? (
        <span className="text-muted-foreground">{t('screens.saving')}</span>
      ) : null}
      {status?.state === 'saved' ? (
        <span className="font-medium text-success">{t('screens.saved')}</span>
      ) : null}
      {status?.state === 'error' ? (
        <span className="font-medium text-destructive">{status.message}</span>
      ) : null}
    </p>
  );
}

const choiceClass = (selected: boolean) =>
  `flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-start text-base outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
    selected ? 'border-primary bg-primary/10 font-semibold' : 'border-border bg-card active:bg-muted'
  }`;

/**
 * The answer tiles' looks, in turn: a colour of the category palette (told apart with any colour vision; the page's
 * background colour as text on it reads at 4.5:1 in both themes) and a shape, so no answer is told by colour alone.
 */
// Triangle, diamond, circle, square (SVG paths in a 24 x 24 box).
const TILES = [
  { colour: 'bg-category-1', shape: 'm12 3 10.5 18h-21z' },
  { colour: 'bg-category-2', shape: 'm12 1.5 10.5 10.5-10.5 10.5-10.5-10.5z' },
  { colour: 'bg-category-3', shape: 'm12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 1 0 0-19z' },
  { colour: 'bg-category-4', shape: 'm3.5 3.5h17v17h-17z' },
] as const;

/** A lettered answer as a large coloured tile: its letter, its shape, its words; the chosen one ringed and ticked. */
function AnswerTile({
  index,
  label,
  selected,
  disabled,
  onChoose,
}: {
  index: number;
  label: string;
  selected: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  const tile = TILES[index % TILES.length]!;
  const letter = optionLetter(index);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={onChoose}
      data-slot="answer-tile"
      className={`flex min-h-16 w-full items-center gap-3 rounded-xl px-3 py-2 text-start text-background outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-60 ${tile.colour} ${
        selected ? 'ring-4 ring-foreground ring-offset-2 ring-offset-background' : 'active:brightness-90'
      }`}
    >
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-background text-xl font-bold text-foreground"
      >
        {letter}
      </span>
      <svg aria-hidden viewBox="0 0 24 24" className="size-6 shrink-0 fill-current">
        <path d={tile.shape} />
      </svg>
      <span className="min-w-0 flex-1 text-lg font-semibold wrap-anywhere [unicode-bidi:plaintext]">
        <span className="sr-only">{`${letter}. `}</span>
        {label}
      </span>
      {selected ? (
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          data-slot="chosen"
          className="size-7 shrink-0 fill-none stroke-current stroke-3 [stroke-linecap:round] [stroke-linejoin:round]"
        >
          <path d="M4.5 12.5 10 18 19.5 6.5" />
        </svg>
      ) : null}
    </button>
  );
}

function ChoiceQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  // A choice's answers are lettered tiles; a scale's are its numbers, in order.
  const lettered = question.kind === 'choice';
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-status`}>
      <legend className="mb-3 text-lg font-semibold [unicode-bidi:plaintext]">{question.question}</legend>
      <div role="radiogroup" aria-label={question.question} className={lettered ? 'space-y-3' : 'space-y-2'}>
        {question.options.map((label, i) =>
          lettered ? (
            <AnswerTile
              key={i}
              index={i}
              label={label}
              selected={value === i}
              disabled={disabled}
              onChoose={() => onAnswer(i)}
            />
          ) : (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={value === i + 1}
              disabled={disabled}
              onClick={() => onAnswer(i + 1)}
              className={choiceClass(value === i + 1)}
            >
              <span
                aria-hidden
                className={`flex size-9 shrink-0 items-center justify-center rounded-lg font-bold ${value === i + 1 ? 'bg-primary text-primary-foreground' : 'bg-muted'}`}
              >
                {i + 1}
              </span>
              <span className="[unicode-bidi:plaintext]">
                <span className="sr-only">{`${i + 1}. `}</span>
                {label}
              </span>
            </button>
          ),
        )}
      </div>
      <Status status={status} id={id} />
    </fieldset>
  );
}

function NpsQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  const t = screens.useT();
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-status`}>
      <legend className="mb-3 text-lg font-semibold [unicode-bidi:plaintext]">{question.question}</legend>
      <div role="radiogroup" aria-label={question.question} className="grid grid-cols-6 gap-2">
        {Array.from({ length: 11 }, (_, n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            disabled={disabled}
            onClick={() => onAnswer(n)}
            className={`min-h-12 rounded-xl border-2 text-lg font-semibold outline-none focus-visible:ring-4 focus-visible:ring-ring/50 ${
              value === n
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card active:bg-muted'
            }`}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
        <span>{t('screens.nps.low')}</span>
        <span className="text-end">{t('screens.nps.high')}</span>
      </div>
      <Status status={status} id={id} />
    </fieldset>
  );
}

function TextQuestion({ question, id, value, status, disabled, onAnswer }: QuestionProps) {
  const t = screens.useT();
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  const changed = text.trim() !== saved;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && changed) onAnswer(text.trim());
      }}
    >
      <label htmlFor={`${id}-text`} className="block text-lg font-semibold [unicode-bidi:plaintext]">
        {question.question}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={TEXT_MAX}
        rows={4}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count ${id}-status`}
        dir="auto"
        className="w-full rounded-xl border-2 border-input bg-background p-3 text-base outline-none focus:border-ring"
      />
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-count`} className="text-sm text-muted-foreground">
          {text.length}/{TEXT_MAX}
        </span>
        <button
          type="submit"
          className={buttonVariants({ size: 'touch' })}
          disabled={disabled}
          // Not disabled: the button keeps the focus once its answer is saved.
          aria-disabled={!text.trim() || !changed}
        >
          {saved ? t('screens.text.update') : t('screens.text.send')}
        </button>
      </div>
      <Status status={status} id={id} />
    </form>
  );
}

export function QuestionInput(props: QuestionProps) {
  if (props.question.kind === 'nps') return <NpsQuestion {...props} />;
  if (props.question.kind === 'text') return <TextQuestion {...props} />;
  return <ChoiceQuestion {...props} />;
}
