// Results computed from stored answers (aggregated per value by SQL), shared by the live tally,
// GET /sessions/{id}/results and the CSV export.
import type { CoreQuestionKind } from '@readyteams/activities/live';
import { liveKindOf } from '../slides/index.js';
import type {
  LiveOptionResult,
  LivePollResult,
  LiveQuestion,
  LiveQuestionResult,
  LiveSlide,
} from './types.js';
import { optionLetter } from './types.js';

export interface AnswerCount {
  slideIndex: number;
  questionIndex: number;
  value: number | string;
  count: number;
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : round((count / total) * 100, 1);

function numericOptions(
  values: number[],
  labels: string[],
  counts: Map<number | string, number>,
  total: number,
): LiveOptionResult[] {
  return values.map((value, i) => {
    const count = counts.get(value) ?? 0;
    return { label: labels[i] ?? String(value), key: String(value), count, percent: percentOf(count, total) };
  });
}

function meanOf(counts: Map<number | string, number>): number | null {
  let sum = 0;
  let n = 0;
  for (const [value, count] of counts) {
    if (typeof value !== 'number') continue;
    sum += value * count;
    n += count;
  }
  return n === 0 ? null : round(sum / n, 2);
}

export function questionResult(
  slideIndex: number,
  questionIndex: number,
  question: LiveQuestion,
  rows: AnswerCount[],
): LiveQuestionResult {
  const counts = new Map<number | string, number>();
  for (const row of rows) counts.set(row.value, (counts.get(row.value) ?? 0) + row.count);
  const answerCount = rows.reduce((sum, row) => sum + row.count, 0);
  const base = { slideIndex, questionIndex, question: question.question, kind: question.kind, answerCount };
  switch (question.kind) {
    case 'choice': {
      const options = question.options.map((label, i) => {
        const count = counts.get(i) ?? 0;
        return { label, key: optionLetter(i), count, percent: percentOf(count, answerCount) };
      });
      return { ...base, options, mean: null, nps: null, texts: [] };
    }
    case 'scale':
      return {
        ...base,
        options: numericOptions([1, 2, 3, 4, 5], question.options, counts, answerCount),
        mean: meanOf(counts),
        nps: null,
        texts: [],
      };
    case 'nps': {
      const values = Array.from({ length: 11 }, (_, i) => i);
      let promoters = 0;
      let detractors = 0;
      for (const [value, count] of counts) {
        if (typeof value !== 'number') continue;
        if (value >= 9) promoters += count;
        else if (value <= 6) detractors += count;
      }
      const nps = answerCount === 0 ? null : Math.round(((promoters - detractors) / answerCount) * 100);
      return {
        ...base,
        options: numericOptions(values, values.map(String), counts, answerCount),
        mean: meanOf(counts),
        nps,
        texts: [],
      };
    }
    case 'text':
    case 'word':
      return {
        ...base,
        options: [],
        mean: null,
        nps: null,
        texts: rows.flatMap((row) => Array<string>(row.count).fill(String(row.value))),
      };
    default:
      // A kind's own question kind (not the core's) is tallied by its SlideKind.results, never here. Every core kind
      // has its case above (a missing one is a type error).
      question.kind satisfies Exclude<LiveQuestion['kind'], CoreQuestionKind>;
      return { ...base, options: [], mean: null, nps: null, texts: [] };
  }
}

/** Words hidden by the host: `${slideIndex}:${word lower-cased}`. */
export type HiddenWords = ReadonlySet<string>;

export function pollResult(
  poll: LiveSlide,
  rows: AnswerCount[],
  hidden: HiddenWords = new Set(),
): LivePollResult {
  const own = liveKindOf(poll)?.results;
  if (own) return own(poll, rows, hidden);
  const mine = rows.filter((row) => row.slideIndex === poll.index);
  return {
    slideIndex: poll.index,
    title: poll.title,
    type: poll.type,
    questions: poll.questions.map((question, qi) =>
      questionResult(
        poll.index,
        qi,
        question,
        mine.filter((row) => row.questionIndex === qi),
      ),
    ),
  };
}

/** The results of every slide that phones answer. */
export const pollResults = (
  slides: LiveSlide[],
  rows: AnswerCount[],
  hidden: HiddenWords = new Set(),
): LivePollResult[] =>
  slides.filter((slide) => liveKindOf(slide)?.validAnswer).map((poll) => pollResult(poll, rows, hidden));

/** The fewest participants who must have answered a slide before its results show live (0: no threshold). */
export const revealThreshold = (slide: LiveSlide) => liveKindOf(slide)?.revealThreshold?.(slide) ?? 0;

/**
 * Whether a slide's results are withheld from the live screens (the state's `results` and the hosts' tally): fewer
 * participants answered it (`answered`: participants per slide index) than its threshold. The report has them all.
 */
export const withheld = (slide: LiveSlide, answered: ReadonlyMap<number, number>) =>
  (answered.get(slide.index) ?? 0) < revealThreshold(slide);

/** The label an answer shows in the CSV, as the core reads it (a kind may read its own first: its `answerLabel`). */
export function answerLabel(question: LiveQuestion | undefined, value: unknown): string {
  if (!question) return String(value);
  if (question.kind === 'choice' && typeof value === 'number')
    return `${optionLetter(value)}. ${question.options[value] ?? ''}`.trim();
  if (question.kind === 'scale' && typeof value === 'number')
    return question.options[value - 1] ? `${value} (${question.options[value - 1]})` : String(value);
  return String(value);
}
