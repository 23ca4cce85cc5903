// The knowledge check's story data, beside its views: a check after the shared fixtures' template slides (their
// session, tally and scenario), as the phones, the hosts and the report see it.
import type { LivePollResult, LiveSlideOf, LiveState, LiveTally } from '@readyteams/activities/live';
import { stateAt, tally } from '../../../../stories/fixtures';

/** The template's live slides, as the host's state lists them. */
const liveSlides = stateAt(-1, {}, true).slides;
/** The template poll's results, which every tally sends. */
const pollResult = tally().polls[0]!;

export const checkChoices = [
  'Describe what you saw and its effect',
  'Save it for the yearly review',
  'Give it soon after the moment',
  'Say it in front of the whole team',
];
const checkSlide: LiveSlideOf<'knowledge-check'> = {
  index: liveSlides.length,
  slideType: 'knowledge-check',
  suggestedSeconds: null,
  title: 'Which of these make feedback easier to act on?',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Reveal when the count stops growing.',
  questions: [
    { question: 'Which of these make feedback easier to act on?', kind: 'check-many', options: checkChoices },
  ],
  pollTitle: null,
  multiple: true,
  correct: [0, 2],
  explanation: 'Specific, timely feedback is easier to act on: the moment is still fresh.',
  timeLimit: 30,
  speedBonus: false,
  closesAt: null,
  revealed: false,
  revealedChecks: [],
};

/**
 * The session on its knowledge check (the host's view, or a participant's: no correct choice, no explanation before
 * the reveal), changed by `change` (closesAt, revealed, multiple...).
 */
export const checkState = (
  forHost = false,
  change: Partial<LiveSlideOf<'knowledge-check'>> = {},
): LiveState => {
  const slide = { ...checkSlide, ...change };
  const revealedChecks = slide.revealed
    ? [
        ...(change.revealedChecks ?? [{ slideIndex: 2, correct: [1] }]),
        { slideIndex: slide.index, correct: slide.correct },
      ]
    : (change.revealedChecks ?? []);
  const shown = { ...slide, revealedChecks };
  const phone = { ...shown, script: null, ...(slide.revealed ? {} : { correct: [], explanation: null }) };
  return {
    ...stateAt(-1, {}, forHost),
    currentSlide: slide.index,
    slideCount: liveSlides.length + 1,
    slides: forHost ? [...liveSlides, { ...checkSlide, ...change }] : [],
    slide: forHost ? shown : phone,
  };
};

/** A one-answer check (one correct choice): phones pick one tile. */
export const singleCheck: Partial<LiveSlideOf<'knowledge-check'>> = {
  title: 'Who should hear feedback first?',
  questions: [
    {
      question: 'Who should hear feedback first?',
      kind: 'check',
      options: ['The person it is about', 'Their manager', 'The whole team'],
    },
  ],
  multiple: false,
  correct: [0],
  explanation: 'Talk to the person first: going around them costs trust.',
};

/** The check's results from 12 phones: 7 chose A, 5 B (the misconception), 8 C, 1 D; 6 exactly right (A and C). */
export const checkResult = (): LivePollResult => ({
  slideIndex: checkSlide.index,
  title: checkSlide.title,
  type: null,
  questions: [
    {
      slideIndex: checkSlide.index,
      questionIndex: 0,
      question: checkSlide.title,
      kind: 'check-many',
      answerCount: 12,
      options: [7, 5, 8, 1].map((count, i) => ({
        label: checkChoices[i]!,
        key: String.fromCharCode(65 + i),
        count,
        percent: Math.round((count / 12) * 1000) / 10,
        correct: i === 0 || i === 2,
      })),
      mean: null,
      nps: null,
      texts: [],
      correctPercent: 50,
    },
  ],
});

/** The hosts' tally on the check: `answered` of the 12 participants answered, and the results. */
export const checkTally = (answered = 12): LiveTally => ({
  ...tally(answered, { [`${checkSlide.index}:0`]: answered }),
  polls: [pollResult, checkResult()],
});

export const CHECK_INDEX = checkSlide.index;
