// The 100 points slide's story data, beside its views: a points slide after the shared fixtures' template slides
// (their session, tally and scenario), as the phones, the hosts and the report see it.
import type { LivePollResult, LiveSlideOf, LiveState, LiveTally } from '@readyteams/activities/live';
import type { ScenarioDetail } from '../../types';
import { stateAt, tally } from '../../../../stories/fixtures';

/** The template's live slides, as the host's state lists them. */
const liveSlides = stateAt(-1, {}, true).slides;
/** The template poll's results, which every tally sends. */
const pollResult = tally().polls[0]!;

// A points slide after the template's slides: the phones spread 100 points over its options, the presenter shows
// their averages.
export const pointsChoices = ['Customer calls', 'Training', 'Better tools', 'Time to plan'];
const pointsSlide: LiveSlideOf<'points'> = {
  index: liveSlides.length,
  slideType: 'points',
  suggestedSeconds: null,
  title: 'Where should the team put its effort next quarter?',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: 'Ask someone who put most of their points on one option why.',
  questions: [
    {
      question: 'Where should the team put its effort next quarter?',
      kind: 'points',
      options: pointsChoices,
    },
  ],
  pollTitle: null,
  revealThreshold: 5,
  showAnswerCount: true,
};

/** The session on its points slide (the host's view, or a participant's), with these reveal settings. */
export const pointsState = (
  forHost = false,
  reveal: Partial<Pick<LiveSlideOf<'points'>, 'revealThreshold' | 'showAnswerCount'>> = {},
): LiveState => {
  const slide = { ...pointsSlide, ...reveal };
  return {
    ...stateAt(-1, {}, forHost),
    currentSlide: slide.index,
    slideCount: liveSlides.length + 1,
    slides: forHost ? [...liveSlides, slide] : [],
    slide: forHost ? slide : { ...slide, script: null },
  };
};

/**
 * The slide's results from 12 phones, options in the author's order: `mean` its average points (adding up to 100:
 * 'Training' 37.5, 'Customer calls' 30, 'Time to plan' 20, 'Better tools' 12.5), `count` how many gave it any.
 */
export const pointsResult = (
  means: number[] = [30, 37.5, 12.5, 20],
  givers: number[] = [10, 11, 5, 8],
  answerCount = 12,
): LivePollResult => ({
  slideIndex: pointsSlide.index,
  title: pointsSlide.title,
  type: null,
  questions: [
    {
      slideIndex: pointsSlide.index,
      questionIndex: 0,
      question: pointsSlide.title,
      kind: 'points',
      answerCount,
      options: pointsChoices.map((label, i) => ({
        label,
        key: String.fromCharCode(65 + i),
        count: givers[i]!,
        percent: answerCount ? Math.round((givers[i]! / answerCount) * 1000) / 10 : 0,
        mean: answerCount ? means[i]! : null,
      })),
      mean: null,
      nps: null,
      texts: [],
    },
  ],
});

/**
 * The hosts' tally on the points slide: `answered` of the 12 participants sent their points; the results only from
 * the slide's threshold (5) on, as the server sends them.
 */
export const pointsTally = (answered = 12, result = pointsResult()): LiveTally => ({
  ...tally(answered, { [`${pointsSlide.index}:0`]: answered }),
  polls: answered >= pointsSlide.revealThreshold ? [pollResult, result] : [pollResult],
});

/** A scenario's points slide as the API reads it (the preview's curriculum). */
export const pointsReadSlide: ScenarioDetail['slides'][number] = {
  id: 17,
  order: 6,
  title: 'Where should the team put its effort next quarter?',
  slideType: 'points',
  script: 'Ask someone who put most of their points on one option why.',
  questions: [],
  pointOptions: pointsChoices,
  revealThreshold: 5,
  showAnswerCount: true,
};
