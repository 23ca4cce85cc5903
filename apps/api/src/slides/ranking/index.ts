// Ranking slides: the room puts 3 to 8 items in order on their phones, most important first. The slide's one live
// question (kind 'rank': its title, the items as options) is answered with the items' indices in that order joined by
// commas ('2,0,1'), so storing, acknowledging, rejoining and tallying are the polls'; its results give each item its
// average rank and how many put it first. It has no reveal mode (a poll-results slide reveals polls only): its results
// show live on the presenter and the host's phone once revealThreshold participants have ranked, never before.
import {
  RANKING_ITEM_MAX,
  RANKING_ITEMS_MAX,
  RANKING_ITEMS_MIN,
  rankAnswer,
  rankOrder,
} from '@readyteams/activities/live';
import { optionLetter, type LiveQuestionResult } from '@readyteams/api-client/live-events';
import { distinctTexts, storedTexts } from '../texts.js';
import { percentOf, round } from '../../live/analytics.js';
import { bool, num, type SlideKind } from '../kind.js';
import { REVEAL, REVEAL_RULES } from '../poll/index.js';
import { rankingDemo } from './demo.js';
import { rankingMessages } from './messages.js';

const M = {
  title: 'kind.ranking.title',
  items: 'kind.ranking.items',
  item: 'kind.ranking.item',
  different: 'kind.ranking.different',
} as const satisfies Record<string, keyof typeof rankingMessages.en>;

export const ranking: SlideKind<'ranking'> = {
  messages: rankingMessages,
  rules: { title: { required: M.title, type: M.title } },
  fieldRules: {
    items: {
      required: M.items,
      type: M.items,
      min: [RANKING_ITEMS_MIN, M.items],
      max: [RANKING_ITEMS_MAX, M.items],
    },
    'items.*': { required: M.item, type: M.item, min: [1, M.item], max: [RANKING_ITEM_MAX, M.item] },
    revealThreshold: REVEAL_RULES.revealThreshold,
    showAnswerCount: REVEAL_RULES.showAnswerCount,
  },
  listErrors: distinctTexts('ranking', 'items', M.different),
  props: (slide) => ({
    items: slide.items.map((item) => item.trim()),
    revealThreshold: slide.revealThreshold ?? REVEAL.revealThreshold,
    showAnswerCount: slide.showAnswerCount ?? REVEAL.showAnswerCount,
  }),
  read: (props) => ({
    items: storedTexts(props.items),
    revealThreshold: num(props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  questions: () => [],
  toLive: (slide) => ({
    type: null,
    videoUrl: null,
    captionsUrl: null,
    questions: [{ question: slide.title ?? '', kind: 'rank', options: storedTexts(slide.props.items) }],
    pollTitle: null,
    revealThreshold: num(slide.props.revealThreshold) ?? REVEAL.revealThreshold,
    showAnswerCount: bool(slide.props.showAnswerCount) ?? REVEAL.showAnswerCount,
  }),
  // Every item's index exactly once, stored as the phones send it ('2,0,1').
  validAnswer: (question, value) => {
    const order = question.kind === 'rank' ? rankOrder(value, question.options.length) : null;
    return order && rankAnswer(order);
  },
  // An answer ('2,0,1') reads in the CSV as its items in that order: 'Be kind > Be specific > Be timely'.
  answerLabel: (question, value) => {
    const order = rankOrder(value, question.options.length);
    return order ? order.map((index) => question.options[index]).join(' > ') : String(value);
  },
  results: (slide, rows) => {
    // Per item: how many put it first, and the sum of the ranks (1 = first) it was given.
    const items = slide.questions[0]?.options ?? [];
    const firsts = items.map(() => 0);
    const rankSums = items.map(() => 0);
    let answerCount = 0;
    for (const row of rows) {
      if (row.slideIndex !== slide.index || row.questionIndex !== 0) continue;
      const order = rankOrder(row.value, items.length);
      if (!order) continue;
      answerCount += row.count;
      firsts[order[0]!]! += row.count;
      order.forEach((item, position) => (rankSums[item]! += (position + 1) * row.count));
    }
    const result: LiveQuestionResult = {
      slideIndex: slide.index,
      questionIndex: 0,
      question: slide.questions[0]?.question ?? slide.title,
      kind: 'rank',
      answerCount,
      // In the author's order.
      options: items.map((label, i) => ({
        label,
        key: optionLetter(i),
        count: firsts[i]!,
        percent: percentOf(firsts[i]!, answerCount),
        mean: answerCount === 0 ? null : round(rankSums[i]! / answerCount, 2),
      })),
      mean: null,
      nps: null,
      texts: [],
    };
    return { slideIndex: slide.index, title: slide.title, type: null, questions: [result] };
  },
  // Below it, no live screen gets its results (the report has them all); from it on, the presenter and the host's
  // phone show them live, whatever mode a poll would take (a ranking has none).
  revealThreshold: (slide) => slide.revealThreshold ?? 1,
  demo: rankingDemo,
};
