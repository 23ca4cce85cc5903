// The knowledge check's rules that need no zod: '@readyteams/activities/knowledge-check', which the phones, the views
// and the server load (its schemas, schema.ts, load with every kind's from '@readyteams/activities/live').
//
// A knowledge check is one question with 2 to 6 choices, one or more of them correct. With one correct choice a phone
// picks one; with several it picks any number (checkboxes, "pick all that apply"), and an answer is correct only when
// it is exactly the correct set. An answer is the chosen choices' indices, ascending, joined by commas ('0,2').

/** How its question is answered (the live question kinds a kind adds): check, one of its options; check-many, any of them. */
export const knowledgeCheckQuestionKinds = ['check', 'check-many'] as const;

/** The fewest and the most choices a knowledge check offers. */
export const CHECK_CHOICES_MIN = 2;
export const CHECK_CHOICES_MAX = 6;
/** The longest choice and explanation, in characters. */
export const CHECK_CHOICE_MAX = 120;
export const CHECK_EXPLANATION_MAX = 500;
/** The shortest and the longest time limit, in seconds. */
export const CHECK_TIME_MIN = 5;
export const CHECK_TIME_MAX = 300;

/** Points for a correct answer: all of them without the speed bonus; with it, from half (at the limit) to all. */
export const CHECK_POINTS = 1000;

/** An answer as a phone sends it: the chosen options' indices, ascending, joined by commas. */
export const checkAnswer = (chosen: readonly number[]) =>
  [...new Set(chosen)].sort((a, b) => a - b).join(',');

/**
 * The options an answer chooses (ascending), or null when it is not a set of distinct indices below `count` (at least
 * one; exactly one when `multiple` is false).
 */
export function checkChoice(value: unknown, count: number, multiple: boolean): number[] | null {
  if (typeof value !== 'string' || !/^\d+(,\d+)*$/.test(value)) return null;
  const chosen = value.split(',').map(Number);
  if (!multiple && chosen.length !== 1) return null;
  if (new Set(chosen).size !== chosen.length || chosen.some((index) => index >= count)) return null;
  return [...chosen].sort((a, b) => a - b);
}

/** Whether an answer is correct: exactly the correct options, no more, no fewer. */
export function isCorrect(value: unknown, correct: readonly number[]): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return String(value) === checkAnswer(correct);
}

/**
 * The points of one answer: none when wrong; when correct, all of them, or with the speed bonus from all (at once) down
 * to half (at the time limit), by how long after the question opened it was given (`elapsedMs`).
 */
export function checkPoints(
  correct: boolean,
  speedBonus: { elapsedMs: number; limitMs: number } | null,
): number {
  if (!correct) return 0;
  if (!speedBonus || speedBonus.limitMs <= 0) return CHECK_POINTS;
  const late = Math.min(1, Math.max(0, speedBonus.elapsedMs / speedBonus.limitMs));
  return Math.round(CHECK_POINTS * (1 - late / 2));
}

/** A knowledge check whose answers the host revealed: its slide and its correct options. */
export interface RevealedCheck {
  slideIndex: number;
  correct: number[];
}

/**
 * A phone's own result so far: of the session's revealed knowledge checks (`total`), how many its answers got right
 * (`correct`; a check it did not answer counts as not correct). `answers` are the phone's, keyed `${slide}:0`.
 */
export function resultSoFar(
  revealed: readonly RevealedCheck[],
  answers: Readonly<Record<string, unknown>>,
): { correct: number; total: number } {
  const correct = revealed.filter((check) => isCorrect(answers[`${check.slideIndex}:0`], check.correct));
  return { correct: correct.length, total: revealed.length };
}

/**
 * A check's results (a LiveQuestionResult of kind check or check-many) as the report reads them: each option's
 * `count` is how many chose it and `correct` whether it is a right answer; `correctPercent` is the share of answers
 * that were exactly right (null without answers).
 */
interface CheckResult {
  options: readonly { key: string; label: string; count: number; percent: number; correct?: boolean }[];
}

/**
 * The misconception of a check's results: the wrong option most chosen (the first in order on a tie), or null when no
 * one chose a wrong one.
 */
export function misconception<R extends CheckResult>(result: R): R['options'][number] | null {
  let most: R['options'][number] | null = null;
  for (const option of result.options)
    if (!option.correct && option.count > 0 && (!most || option.count > most.count)) most = option;
  return most;
}
