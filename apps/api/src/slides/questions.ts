// Questions of poll and discussion slides: as stored, as the live views see them, and their answers.
import { LIVE_TEXT_MAX, LIVE_WORD_MAX } from '@readyteams/api-client/live-events';
import type { CoreQuestionKind } from '@readyteams/activities/live';
import type { LiveAnswerValue, LiveQuestion, LiveQuestionKind } from '@readyteams/api-client/live-events';
import { str } from './kind.js';

const optionNumber = (key: string) => Number(/^option\s*(\d+)$/i.exec(key)?.[1] ?? NaN);

/** One answer in any of the contract's shapes: 'text', {option, answer}, {label, value}, {'option 1': 'text'}. */
function labelsOf(answer: unknown): string[] {
  if (typeof answer === 'string') return [answer];
  if (!answer || typeof answer !== 'object') return [];
  const record = answer as Record<string, unknown>;
  if (typeof record.answer === 'string') return [record.answer];
  if (typeof record.label === 'string') return [record.label];
  return Object.keys(record)
    .filter((key) => !Number.isNaN(optionNumber(key)))
    .sort((a, b) => optionNumber(a) - optionNumber(b))
    .flatMap((key) => labelsOf(record[key]));
}

/** Poll answers are read as a wrapper holding a list (the wrapper's key is the contract's business). */
export function answerLabels(answers: unknown): string[] {
  if (!answers) return [];
  if (Array.isArray(answers)) return answers.flatMap(labelsOf);
  if (typeof answers === 'object') {
    const list = Object.values(answers as Record<string, unknown>).find(Array.isArray);
    return list ? list.flatMap(labelsOf) : labelsOf(answers);
  }
  return [];
}

function questionKind(
  question: Record<string, unknown>,
  options: string[],
  isClosing: boolean,
): LiveQuestionKind {
  if (str(question.layoutType)?.toLowerCase() === 'nps') return 'nps';
  if (str(question.type) === 'free-text' || options.length === 0) return 'text';
  // The closing questions' five-point questions are scales valued 1 to 5 (spec: "Scale answers are valued 1 to 5").
  if (isClosing && options.length === 5) return 'scale';
  return 'choice';
}

function toQuestion(raw: unknown, isClosing: boolean): LiveQuestion | null {
  if (typeof raw === 'string') return { question: raw, kind: 'text', options: [] };
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const question = str(record.question) ?? str(record.text) ?? '';
  const options = answerLabels(record.answers);
  const kind = questionKind(record, options, isClosing);
  return { question, kind, options: kind === 'text' || kind === 'nps' ? [] : options };
}

/** A stored slide's questions as the live views see them. */
export const liveQuestions = (raw: unknown[], isClosing = false): LiveQuestion[] =>
  raw.map((q) => toQuestion(q, isClosing)).filter((q): q is LiveQuestion => q !== null);

/** A word cloud entry as stored: trimmed, inner spaces collapsed to one. */
export const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Whether a value is a valid answer to a question; returns the value to store or null. */
export function validAnswer(question: LiveQuestion, value: unknown): LiveAnswerValue | null {
  switch (question.kind) {
    case 'choice':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) < question.options.length
        ? (value as number)
        : null;
    case 'scale':
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
        ? (value as number)
        : null;
    case 'nps':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10
        ? (value as number)
        : null;
    case 'word': {
      // A word cloud entry: a word or two, spaces collapsed.
      if (typeof value !== 'string') return null;
      const entry = oneLine(value);
      return entry.length > 0 && entry.length <= LIVE_WORD_MAX ? entry : null;
    }
    case 'text': {
      if (typeof value !== 'string') return null;
      const text = value.trim();
      return text.length > 0 && text.length <= LIVE_TEXT_MAX ? text : null;
    }
    default:
      // A kind's own question kind (not the core's) is validated by its SlideKind.validAnswer, never here. Every core
      // kind has its case above (a missing one is a type error).
      question.kind satisfies Exclude<LiveQuestionKind, CoreQuestionKind>;
      return null;
  }
}
