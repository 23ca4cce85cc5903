// The cloud of a word cloud slide: each word sized by how often it was entered, the most entered in the middle,
// in the category palette (told apart with any colour vision, readable in both themes) and the text colour.
import type { LiveQuestionResult } from '@readyteams/activities/live';
import { screens } from '../../../../i18n/screens';
import { cn } from '../../../../lib/utils';

const PALETTE = ['text-category-1', 'text-category-2', 'text-category-3', 'text-category-4', ''];

/** md: the report and the phones; lg: the presenter screen (from the back of the room). */
const SIZES = {
  md: { min: 1, max: 3, unit: 'rem' },
  lg: { min: 3.5, max: 11, unit: 'vh' },
} as const;

/** A word's colour stays the same as the counts change (by its text, not its rank). */
const colourOf = (key: string) => {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length];
};

export function WordCloud({
  words,
  size = 'md',
}: {
  words: LiveQuestionResult['options'];
  size?: keyof typeof SIZES;
}) {
  const t = screens.useT();
  const { min, max, unit } = SIZES[size];
  const most = Math.max(1, ...words.map((word) => word.count));
  const least = Math.min(most, ...words.map((word) => word.count));
  // Most entered first; laid out from the middle outwards.
  const ranked = [...words].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const laidOut: typeof ranked = [];
  ranked.forEach((word, i) => (i % 2 ? laidOut.unshift(word) : laidOut.push(word)));
  return (
    <ul
      aria-label={t('screens.words.title')}
      data-slot="word-cloud"
      className="flex flex-wrap items-center justify-center gap-x-[0.5em] gap-y-[0.15em] text-center"
    >
      {laidOut.map((word) => {
        const weight = most === least ? 1 : (word.count - least) / (most - least);
        return (
          <li
            key={word.key}
            className={cn('leading-tight font-bold break-words', colourOf(word.key))}
            style={{ fontSize: `${(min + weight * (max - min)).toFixed(2)}${unit}` }}
          >
            {word.label}
            <span className="sr-only">: {word.count}</span>
          </li>
        );
      })}
    </ul>
  );
}
