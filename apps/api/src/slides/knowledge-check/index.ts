// Knowledge check slides: one question (the title) with 2 to 6 choices, one or more correct, an explanation, an
// optional time limit and speed bonus. Its one live question (kind 'check', or 'check-many' when several choices are
// correct: phones pick any number) is answered with the chosen options' indices ('0,2'), so storing, acknowledging,
// rejoining and tallying are the core's answers'; an answer is correct when it is exactly the correct options. Answers
// close at the time limit and at the host's reveal (live.ts, store.ts). Its results give each option how many chose
// it, the correct options' keys and the share of answers exactly right; the report shows that share and the
// misconception (the wrong option most chosen). No screen shows a participant's score; `answerScores` (store.ts)
// computes every participant's for team mode.
import {
  CHECK_CHOICE_MAX,
  CHECK_CHOICES_MAX,
  CHECK_CHOICES_MIN,
  CHECK_EXPLANATION_MAX,
  CHECK_TIME_MAX,
  CHECK_TIME_MIN,
  checkAnswer,
  checkChoice,
  isCorrect,
} from '@readyteams/activities/knowledge-check';
import { optionLetter, type LiveQuestionResult, type LiveSlideOf } from '@readyteams/api-client/live-events';
import { sql } from 'drizzle-orm';
import type { FieldErrors } from '../../errors.js';
import { percentOf } from '../../live/analytics.js';
import { bool, num, str, type SlideKind } from '../kind.js';
import { knowledgeCheckDemo } from './demo.js';
import { knowledgeCheckLive } from './live.js';
import { knowledgeCheckMessages } from './messages.js';
import { createCheckStore } from './store.js';

const M = {
  title: 'kind.knowledge-check.title',
  choices: 'kind.knowledge-check.choices',
  choice: 'kind.knowledge-check.choice',
  different: 'kind.knowledge-check.different',
  correct: 'kind.knowledge-check.correct',
  explanation: 'kind.knowledge-check.explanation',
  timeLimit: 'kind.knowledge-check.timeLimit',
  speedBonus: 'kind.knowledge-check.speedBonus',
} as const satisfies Record<string, keyof typeof knowledgeCheckMessages.en>;

interface Choice {
  label: string;
  correct: boolean;
}

/** A check's choices as stored (anything else is dropped). */
export const storedChoices = (raw: unknown): Choice[] =>
  Array.isArray(raw)
    ? raw.flatMap((choice: unknown) => {
        const { label, correct } = (choice ?? {}) as Record<string, unknown>;
        return typeof label === 'string' ? [{ label, correct: correct === true }] : [];
      })
    : [];

/** The indices of the correct choices. */
const correctOf = (choices: readonly Choice[]) =>
  choices.flatMap((choice, index) => (choice.correct ? [index] : []));

/** How choices are told apart: trimmed, case-folded. */
const choiceKey = (label: string) => label.trim().toLocaleLowerCase('en');

/**
 * The rules over a check's choices and fields together: no two choices alike (on the later one, `slides.N.choices.K`),
 * at least one correct (`slides.N.choices`), and a speed bonus only with a time limit (`slides.N.speedBonus`).
 */
function checkListErrors(slides: readonly Record<string, unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  slides.forEach((slide, n) => {
    if (slide.slideType !== 'knowledge-check') return;
    const choices = storedChoices(slide.choices);
    const seen = new Set<string>();
    choices.forEach(({ label }, k) => {
      if (seen.has(choiceKey(label))) errors[`slides.${n}.choices.${k}`] = M.different;
      seen.add(choiceKey(label));
    });
    if (choices.length > 0 && !choices.some((choice) => choice.correct))
      errors[`slides.${n}.choices`] = M.correct;
    if (slide.speedBonus === true && (slide.timeLimit === null || slide.timeLimit === undefined))
      errors[`slides.${n}.speedBonus`] = M.speedBonus;
  });
  return errors;
}

export const knowledgeCheck: SlideKind<'knowledge-check'> = {
  messages: knowledgeCheckMessages,
  rules: { title: { required: M.title, type: M.title } },
  fieldRules: {
    choices: {
      required: M.choices,
      type: M.choices,
      min: [CHECK_CHOICES_MIN, M.choices],
      max: [CHECK_CHOICES_MAX, M.choices],
    },
    'choices.*': { required: M.choice, type: M.choice },
    'choices.*.label': {
      required: M.choice,
      type: M.choice,
      min: [1, M.choice],
      max: [CHECK_CHOICE_MAX, M.choice],
    },
    'choices.*.correct': { type: M.correct },
    explanation: { type: M.explanation, max: [CHECK_EXPLANATION_MAX, M.explanation] },
    timeLimit: { type: M.timeLimit, min: [CHECK_TIME_MIN, M.timeLimit], max: [CHECK_TIME_MAX, M.timeLimit] },
    speedBonus: { type: M.speedBonus },
  },
  listErrors: (slides) => checkListErrors(slides as unknown as Record<string, unknown>[]),
  props: (slide) => ({
    choices: slide.choices.map((choice) => ({
      label: choice.label.trim(),
      correct: choice.correct ?? false,
    })),
    explanation: slide.explanation?.trim() || null,
    timeLimit: slide.timeLimit ?? null,
    speedBonus: slide.speedBonus ?? false,
  }),
  read: (props) => ({
    choices: storedChoices(props.choices),
    explanation: str(props.explanation),
    timeLimit: num(props.timeLimit),
    speedBonus: bool(props.speedBonus) ?? false,
  }),
  questions: () => [],
  toLive: (slide) => {
    const choices = storedChoices(slide.props.choices);
    const correct = correctOf(choices);
    const multiple = correct.length > 1;
    return {
      type: null,
      videoUrl: null,
      captionsUrl: null,
      questions: [
        {
          question: slide.title ?? '',
          kind: multiple ? 'check-many' : 'check',
          options: choices.map((choice) => choice.label),
        },
      ],
      pollTitle: null,
      multiple,
      correct,
      explanation: str(slide.props.explanation),
      timeLimit: num(slide.props.timeLimit),
      speedBonus: bool(slide.props.speedBonus) ?? false,
      // The session's: the current slide's are filled in from its records (live.ts).
      closesAt: null,
      revealed: false,
      revealedChecks: [],
    };
  },
  // One option ('2') or, when several are correct, any set of them ('0,2'), stored in that ascending form.
  validAnswer: (question, value) => {
    if (question.kind !== 'check' && question.kind !== 'check-many') return null;
    const chosen = checkChoice(value, question.options.length, question.kind === 'check-many');
    return chosen && checkAnswer(chosen);
  },
  // An answer ('0,2') reads in the CSV as its options and whether it is right: 'A. Specific; C. Timely (correct)'.
  answerLabel: (question, value, slide) => {
    const chosen = checkChoice(String(value), question.options.length, true);
    if (!chosen) return String(value);
    const right = slide.slideType === 'knowledge-check' && isCorrect(value, slide.correct);
    const options = chosen.map((index) => `${optionLetter(index)}. ${question.options[index] ?? ''}`);
    return `${options.join('; ')} (${right ? 'correct' : 'wrong'})`;
  },
  results: (slide, rows) => {
    const check = slide.slideType === 'knowledge-check' ? slide : null;
    const question = slide.questions[0];
    const options = question?.options ?? [];
    const correct = check?.correct ?? [];
    const chose = options.map(() => 0);
    let answerCount = 0;
    let correctCount = 0;
    for (const row of rows) {
      if (row.slideIndex !== slide.index || row.questionIndex !== 0) continue;
      const chosen = checkChoice(String(row.value), options.length, true);
      if (!chosen) continue;
      answerCount += row.count;
      if (isCorrect(row.value, correct)) correctCount += row.count;
      for (const index of chosen) chose[index]! += row.count;
    }
    // The common result, with the correct options marked and the share of answers exactly right.
    const result: LiveQuestionResult = {
      slideIndex: slide.index,
      questionIndex: 0,
      question: question?.question ?? slide.title,
      kind: question?.kind ?? 'check',
      answerCount,
      options: options.map((label, i) => ({
        label,
        key: optionLetter(i),
        count: chose[i]!,
        percent: percentOf(chose[i]!, answerCount),
        correct: correct.includes(i),
      })),
      mean: null,
      nps: null,
      texts: [],
      correctPercent: answerCount === 0 ? null : percentOf(correctCount, answerCount),
    };
    return { slideIndex: slide.index, title: slide.title, type: null, questions: [result] };
  },
  // Revealed, or past its time limit from when it first came up (the slide snapshot's timeLimit; null: none).
  answersClosed: sql`EXISTS (SELECT 1 FROM live_knowledge_checks k
    WHERE k.session_id = x.session_id AND k.slide_index = x.slide_index
      AND (k.revealed_at IS NOT NULL
           OR now() > k.opened_at + make_interval(secs => (st.slides -> x.slide_index ->> 'timeLimit')::int)))`,
  // Each participant's points over the checks the host revealed (an unrevealed check tells no one who is right).
  scores: async (db, sessionId, slides) => {
    const checks = createCheckStore(db);
    const mine = slides.filter(
      (slide): slide is LiveSlideOf<'knowledge-check'> => slide.slideType === 'knowledge-check',
    );
    const revealed = new Set((await checks.revealed(sessionId, mine)).map((check) => check.slideIndex));
    return checks.answerScores(
      sessionId,
      mine.filter((slide) => revealed.has(slide.index)),
    );
  },
  demo: knowledgeCheckDemo,
  live: knowledgeCheckLive,
};
