// The profanity filter of what participants write on the phones (word cloud entries, discussion posts). What matches
// is stored and acknowledged like anything else, and held back from the room.
//
// Words: @2toad/profanity's English list (a few plain words of it left out: pawn, flange...), and ours for Russian,
// German, French, Spanish, Italian, Portuguese, Chinese, Japanese, Korean, Arabic and Hindi (./profanity-lists.ts):
// the library's lists of those are machine translations of its English one, full of everyday words (фото, Fehler,
// pomme, 中国, パスワード) and missing the real ones (блять).
//
// Both the lists (once, at module load) and the text are brought to one form before they are compared:
// - invisible characters removed (soft hyphen U+00AD, U+200B–U+200D, U+2060, U+FEFF and the other format characters
//   that draw nothing), then NFKC (fullwidth `ｓｈｉｔ`, mathematical letters, ligatures), lower case;
// - combining marks stripped from Latin, Cyrillic and Greek letters (`ćunt`, `ё` = `е`, `й` = `и`), not from the
//   scripts whose marks are vowels (Devanagari...);
// - leetspeak folded (`sh1t`, `$hit`, `@ss`, `b!tch`; a word of digits only stays one), `*` or `#` inside a word
//   a masked letter (`f*ck`, two letters shown at least, as many as the masks);
// - mapped to the UTS #39 confusables skeleton (unhomoglyph's data): Cyrillic `ѕhit` is `shit`; the lists go through
//   the same skeleton, so Russian words still match themselves;
// - a letter repeated three times or more matches it once or twice (`fuuuck`, `shiiiit`, `бляяять`); as written
//   otherwise (`as` is not `ass`, `assess` is not `asses`).
// Then a word matches a list entry whole (and with an English plural -s/-es), a phrase matches its words in a row,
// letters spaced or dotted out are joined (`f u c k`, `f.u.c.k`), and a few stems match inside any word (compounds
// and inflections: `fuckface`, `bullshitter`, `пиздец`, `заебал`) unless the word is a known exception (Scunthorpe,
// shiitake/shitake, Yamashita...). Plain words holding a listed word pass: assess, classic, cocktail, Dickens, grape,
// therapist, Essex, passage.
import { profaneWords } from '@2toad/profanity';
import unhomoglyph from 'unhomoglyph';
import { EMBEDDED_STEMS, NOT_PROFANE, STEM_EXCEPTIONS, WORDS } from './profanity-lists.js';

const INVISIBLE_RE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u3164\uFEFF]/g;
const MARKS_RE = /([\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])\p{M}+/gu;
const WHITESPACE_RE = /\s+/u;
// A word: letters, digits, marks and the characters leetspeak and masks use.
const TOKEN_RE = /[\p{L}\p{N}\p{M}$@*#!|+€]+/gu;
// Leetspeak and masks at a word's ends are punctuation (`fuck!`, `*shit*`, `#tag`), not letters.
const EDGES_RE = /^[*#!|+]+|[*#!|+]+$/g;
const DIGITS_RE = /^\p{N}+$/u;
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  $: 's',
  '@': 'a',
  '!': 'i',
  '|': 'i',
  '+': 't',
  '€': 'e',
};
const LEET_RE = /[01345789$@!|+€]/g;
const MASK = '*';

/** The text in the form compared: invisibles removed, NFKC, lower case, marks stripped (but for Indic vowels...). */
const fold = (text: string) =>
  text
    .replace(INVISIBLE_RE, '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS_RE, '$1')
    .normalize('NFC');

/**
 * Folded words' keys: leetspeak folded (unless a word is a number), masks as `*`, the confusables skeleton (folded
 * again: the skeleton has upper case and marks). One skeleton for all, the words a line each.
 */
const keys = (words: string[]) =>
  fold(
    unhomoglyph(
      words
        .map((word) =>
          (DIGITS_RE.test(word) ? word : word.replace(LEET_RE, (c) => LEET[c] ?? c)).replace(/#/g, MASK),
        )
        .join('\n'),
    ),
  ).split('\n');
const key = (word: string) => keys([word])[0]!;

/** The words of a folded text (their ends trimmed in what participants write, not in the lists: `sh!+`). */
const tokens = (text: string, trim = true) =>
  (text.match(TOKEN_RE) ?? []).map((t) => (trim ? t.replace(EDGES_RE, '') : t)).filter(Boolean);

/** A key as its letters once each and how many times each is repeated: `fuuuck` -> `fuck`, [1, 3, 1, 1]. */
const runs = (k: string): [string, number[]] => {
  const letters: string[] = [];
  const counts: number[] = [];
  for (const c of k) {
    if (letters[letters.length - 1] === c) counts[counts.length - 1]! += 1;
    else {
      letters.push(c);
      counts.push(1);
    }
  }
  return [letters.join(''), counts];
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regular expression source matching a key, each letter as often or three times and more (see repeats). */
const runsPattern = (k: string) => {
  const [letters, counts] = runs(k);
  return [...letters]
    .map((c, i) => {
      const n = counts[i]!;
      return n >= 3 ? `${escape(c)}{${n},}` : `(?:${escape(c)}{${n}}|${escape(c)}{3,})`;
    })
    .join('');
};

// The lists, precomputed once.
const notProfane = new Set(NOT_PROFANE.map(fold));
// The library's languages used: its others are machine translations of English (./profanity-lists.ts).
const LIBRARY_LANGUAGES = ['en'];
const entries = [...LIBRARY_LANGUAGES.flatMap((language) => profaneWords.get(language) ?? []), ...WORDS]
  .map(fold)
  .filter((word) => !notProfane.has(word));

/** Whole words by their letters once each, with how many times the list writes each. */
const words = new Map<string, number[][]>();
/** Whole words' keys, for masked words (`f*ck`). */
const wordKeys = new Set<string>();
/** Phrases: their words' keys joined by one space. */
const phrases = new Set<string>();
let longestPhrase = 1;
for (const entry of entries) {
  const parts = entry.split(WHITESPACE_RE).map((part) => tokens(part, false).map(key).join(''));
  if (parts.length > 1) {
    phrases.add(parts.join(' '));
    longestPhrase = Math.max(longestPhrase, parts.length);
    continue;
  }
  const k = parts[0]!.replaceAll(MASK, '');
  if (k.length === 0) continue;
  wordKeys.add(k);
  const [letters, counts] = runs(k);
  words.set(letters, [...(words.get(letters) ?? []), counts]);
}
const stemKeys = EMBEDDED_STEMS.map((stem) => key(fold(stem)));
const STEMS_RE = new RegExp(stemKeys.map(runsPattern).join('|'), 'u');
// The stems' letters once each: a word whose letters once each hold none holds no stem (a quicker test first).
const stemLetters = stemKeys.map((stem) => runs(stem)[0]);
const EXCEPTIONS_RE = new RegExp(
  STEM_EXCEPTIONS.map((exception) => {
    const start = exception.startsWith('^') ? '^' : '';
    const end = exception.endsWith('$') ? '$' : '';
    return start + escape(key(fold(exception.replace(/^\^|\$$/g, '')))) + end;
  }).join('|'),
  'gu',
);

/**
 * Whether a letter written `n` times reads as the list's `listed` times: as many, or three times or more (fuuuck).
 * Written twice is spelling, not emphasis: assess is not asses with its s repeated.
 */
const repeats = (n: number, listed: number) => n === listed || (n > listed && n >= 3);

/** Whether a key is a listed word, whole, its letters repeated or not. */
const isWord = (k: string) => {
  const [letters, counts] = runs(k);
  return (words.get(letters) ?? []).some((listed) => listed.every((n, i) => repeats(counts[i]!, n)));
};

/** Whether a key holds a stem (not inside an exception). */
const holdsStem = (k: string) => {
  const letters = runs(k)[0];
  return stemLetters.some((stem) => letters.includes(stem)) && STEMS_RE.test(k.replace(EXCEPTIONS_RE, ' '));
};

/** Whether a masked key (`f*ck`) can be read as a listed word or holds a stem. */
const isMaskedProfane = (k: string, stems: boolean) => {
  const shown = [...k].filter((c) => c !== MASK).length;
  if (shown < 2 || shown < k.length - shown) return false;
  const fits = (candidate: string, at: number) =>
    [...candidate].every((c, i) => k[at + i] === MASK || k[at + i] === c);
  for (const w of wordKeys) if (w.length === k.length && fits(w, 0)) return true;
  return (
    stems &&
    stemKeys.some((stem) => {
      for (let at = 0; at + stem.length <= k.length; at++) if (fits(stem, at)) return true;
      return false;
    })
  );
};

/** Whether one word's key is profane: a listed word (or its plural), or holding a stem (unless told not to look). */
const isProfaneKey = (k: string, stems = true) => {
  if (k.includes(MASK)) return isMaskedProfane(k, stems);
  if (isWord(k)) return true;
  // An English plural (dicks, asses), not a word ending in -ss (assess is not the plural of asses).
  if (/[^s]s$/u.test(k) && (isWord(k.slice(0, -1)) || (k.endsWith('es') && isWord(k.slice(0, -2)))))
    return true;
  return stems && holdsStem(k);
};

/**
 * Whether a text holds a profane word or phrase, read as a person would: whatever the case, the invisibles,
 * look-alike letters, accents, leetspeak, masks, repeated letters, and inside compounds for the strongest words.
 */
export const isProfane = (text: string): boolean => {
  const read: string[] = [];
  let spaced: string[] = [];
  const spacedOut = () => {
    if (spaced.length >= 3 && isProfaneKey(spaced.join(''))) return true;
    spaced = [];
    return false;
  };
  const segments = fold(text)
    .split(WHITESPACE_RE)
    .map((segment) => tokens(segment))
    .filter((segment) => segment.length > 0);
  const allKeys = keys(segments.flat());
  let next = 0;
  for (const segmentTokens of segments) {
    const segmentKeys = allKeys.slice(next, (next += segmentTokens.length));
    // A word dotted or dashed out (f.u.c.k, sh-it) is read joined too, as a whole word: the stems would be found
    // across words (participant.watchHost holds twat).
    if (segmentKeys.length > 1 && isProfaneKey(segmentKeys.join(''), false)) return true;
    for (const [i, k] of segmentKeys.entries()) {
      if (isProfaneKey(k)) return true;
      read.push(k);
      // Letters spaced out (f u c k).
      if ([...segmentTokens[i]!].length === 1) spaced.push(k);
      else if (spacedOut()) return true;
    }
  }
  if (spacedOut()) return true;
  for (let length = 2; length <= longestPhrase; length++)
    for (let at = 0; at + length <= read.length; at++)
      if (phrases.has(read.slice(at, at + length).join(' '))) return true;
  return false;
};
