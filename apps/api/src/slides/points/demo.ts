// The 100 points slide of the seeded demo scenarios (the activity template's, seed/template.ts): where the room would
// put its effort, its averages shown at the template's threshold.
import type { DemoContext } from '../kind.js';
import type { TemplateSlideOf } from '../../seed/template.js';

/** What the demo asks and the options the room spreads its 100 points over. */
export const POINTS_DEMO = {
  title: 'Where should the team put its effort next quarter?',
  pointOptions: ['Customer calls', 'Training', 'Better tools', 'Time to plan'],
};

export const pointsDemo = ({ revealThreshold }: DemoContext): TemplateSlideOf<'points'> => ({
  title: POINTS_DEMO.title,
  slideType: 'points',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: `Everyone spreads 100 points over the options on their phone. The average points appear once ${revealThreshold} of you have answered: ask someone who put most of their points on one option why.`,
  questions: [],
  pollTitle: null,
  pointOptions: POINTS_DEMO.pointOptions,
  revealThreshold,
  showAnswerCount: true,
  suggestedSeconds: 150,
});
