// The ranking of the seeded demo scenarios (the activity template's, seed/template.ts): what matters most in feedback,
// its results shown at the template's threshold.
import type { DemoContext } from '../kind.js';
import type { TemplateSlideOf } from '../../seed/template.js';

/** What the demo ranking asks and the items the room puts in order. */
export const RANKING_DEMO = {
  title: 'What matters most when you give feedback?',
  items: ['Be specific', 'Be timely', 'Be kind', 'Ask first', 'Follow up'],
};

export const rankingDemo = ({ revealThreshold }: DemoContext): TemplateSlideOf<'ranking'> => ({
  title: RANKING_DEMO.title,
  slideType: 'ranking',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: `Everyone puts the items in order on their phone, most important first. The average ranks appear once ${revealThreshold} of you have answered: ask someone who put the top item last why.`,
  questions: [],
  pollTitle: null,
  items: RANKING_DEMO.items,
  revealThreshold,
  showAnswerCount: true,
  suggestedSeconds: 150,
});
