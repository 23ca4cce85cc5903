// The ranking's story data, beside its views: a ranking slide after the shared fixtures' template slides (their
// session, tally and scenario), as the phones, the hosts and the report see it.
import type { LivePollResult, LiveSlideOf, LiveState, LiveTally } from '@readyteams/activities/live';
import type { ScenarioDetail } from '../../types';
import { stateAt, tally } from '../../../../stories/fixtures';

/** The template's live slides, as the host's state lists them. */
const liveSlides = stateAt(-1, {}, true).slides;
/** The template poll's results, which every tally sends. */
const pollResult = tally().polls[0]!;

// A ranking slide after the template's slides: the phones put its items in order, the presenter shows their average
// ranks.
export const rankingItems = ['Be kind', 'Listen first', 'Stay calm', 'Ask for help', 'Follow up'];
const rankingSlide: LiveSlideOf<'ranking'> = {
  index: liveSlides.length,
  slideType: 'ranking',
  suggestedSeconds: null,
  title: 'What matters most on a difficult call?',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Ask the room why "Listen first" came out on top.',
  questions: [{ question: 'What matters most on a difficult call?', kind: 'rank', options: rankingItems }],
  pollTitle: null,
  revealThreshold: 5,
  showAnswerCount: true,
};

/** The session on its ranking slide (the host's view, or a participant's), with these reveal settings. */
export const rankingState = (
  forHost = false,
  reveal: Partial<Pick<LiveSlideOf<'ranking'>, 'revealThreshold' | 'showAnswerCount'>> = {},
): LiveState => {
  const slide = { ...rankingSlide, ...reveal };
  return {
    ...stateAt(-1, {}, forHost),
    currentSlide: slide.index,
    slideCount: liveSlides.length + 1,
    slides: forHost ? [...liveSlides, slide] : [],
    slide: forHost ? slide : { ...slide, script: null },
  };
};

/**
 * The ranking's results from 12 phones, items in the author's order: `count` put it first, `mean` its average rank
 * ('Listen first' 1.8, 'Stay calm' 2.1, 'Be kind' 2.4, 'Ask for help' 4.2, 'Follow up' 4.5).
 */
export const rankingResult = (
  means: number[] = [2.4, 1.8, 2.1, 4.2, 4.5],
  firsts: number[] = [3, 5, 3, 1, 0],
): LivePollResult => {
  const answerCount = firsts.reduce((sum, count) => sum + count, 0);
  return {
    slideIndex: rankingSlide.index,
    title: rankingSlide.title,
    type: null,
    questions: [
      {
        slideIndex: rankingSlide.index,
        questionIndex: 0,
        question: rankingSlide.title,
        kind: 'rank',
        answerCount,
        options: rankingItems.map((label, i) => ({
          label,
          key: String.fromCharCode(65 + i),
          count: firsts[i]!,
          percent: answerCount ? Math.round((firsts[i]! / answerCount) * 1000) / 10 : 0,
          mean: answerCount ? means[i]! : null,
        })),
        mean: null,
        nps: null,
        texts: [],
      },
    ],
  };
};

/**
 * The hosts' tally on the ranking slide: `answered` of the 12 participants ranked; the results only from the slide's
 * threshold (5) on, as the server sends them.
 */
export const rankingTally = (answered = 12, result = rankingResult()): LiveTally => ({
  ...tally(answered, { [`${rankingSlide.index}:0`]: answered }),
  polls: answered >= rankingSlide.revealThreshold ? [pollResult, result] : [pollResult],
});

/** A scenario's ranking slide as the API reads it (the preview's curriculum). */
export const rankingReadSlide: ScenarioDetail['slides'][number] = {
  id: 16,
  order: 6,
  title: 'What matters most on a difficult call?',
  slideType: 'ranking',
  script: 'Ask the room why their first choice matters.',
  questions: [],
  items: rankingItems,
  revealThreshold: 5,
  showAnswerCount: true,
};
