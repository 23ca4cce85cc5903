// Word cloud slides: a prompt the room answers in a word or two, up to entryLimit entries per participant. Each
// entry is an answer to one of the slide's live questions (one per allowed entry), so storing, acknowledging,
// rejoining and tallying are the polls'; the results count every entry of the slide together, case-folded.
import type { LiveQuestionResult } from '@readyteams/api-client/live-events';
import { isProfane } from '../../lib/profanity.js';
import { percentOf } from '../../live/analytics.js';
import { num, str, type SlideKind } from '../kind.js';
import { oneLine, validAnswer } from '../questions.js';
import { wordCloudLive } from './live.js';

const ENTRY_LIMIT = 'server.slides.wordCloudEntries';

/** How entries are counted: trimmed, inner spaces collapsed, lower-cased. */
export const normalWord = (entry: string) => oneLine(entry).toLocaleLowerCase('en');

export const wordCloud: SlideKind<'word-cloud'> = {
  rules: {},
  fieldRules: {
    prompt: {
      required: 'server.slides.wordCloudPrompt',
      type: 'server.slides.wordCloudPrompt',
      max: [200, 'server.slides.promptLength'],
    },
    entryLimit: {
      type: ENTRY_LIMIT,
      min: [1, ENTRY_LIMIT],
      max: [3, ENTRY_LIMIT],
    },
  },
  props: (slide) => ({ prompt: slide.prompt.trim(), entryLimit: slide.entryLimit ?? 1 }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: Array.from({ length: Math.min(3, Math.max(1, num(slide.props.entryLimit) ?? 1)) }, () => ({
      question: str(slide.props.prompt) ?? '',
      kind: 'word' as const,
      options: [],
    })),
    pollTitle: null,
  }),
  validAnswer,
  results: (slide, rows, hidden) => {
    // Each word once, counted over its spellings and shown in its most entered one (on a tie, the first in
    // alphabetical order, lower case first); most entered words first.
    const words = new Map<string, { count: number; spellings: Map<string, number> }>();
    let answerCount = 0;
    for (const row of rows) {
      if (row.slideIndex !== slide.index || typeof row.value !== 'string') continue;
      answerCount += row.count;
      const key = normalWord(row.value);
      // Hidden by the host, or held back by the profanity filter (../lib/profanity.ts): counted, never shown; the
      // CSV still lists every entry.
      if (hidden.has(`${slide.index}:${key}`) || isProfane(key)) continue;
      const word = words.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      word.count += row.count;
      word.spellings.set(row.value, (word.spellings.get(row.value) ?? 0) + row.count);
      words.set(key, word);
    }
    const shown = ({ spellings }: { spellings: Map<string, number> }) =>
      [...spellings].sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'en'))[0]![0];
    const options = [...words]
      .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b, 'en'))
      .map(([key, word]) => ({
        label: shown(word),
        key,
        count: word.count,
        percent: percentOf(word.count, answerCount),
      }));
    const result: LiveQuestionResult = {
      slideIndex: slide.index,
      questionIndex: 0,
      question: slide.questions[0]?.question ?? '',
      kind: 'word',
      answerCount,
      options,
      mean: null,
      nps: null,
      texts: [],
    };
    return { slideIndex: slide.index, title: slide.title, type: null, questions: [result] };
  },
  live: wordCloudLive,
};
