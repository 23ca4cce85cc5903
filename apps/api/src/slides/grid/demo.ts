// The 2x2 grid slide of the seeded demo scenarios (the activity template's, seed/template.ts): the room places the
// team's ideas by effort and impact, the averages plotted at the template's threshold.
import type { DemoContext } from '../kind.js';
import type { TemplateSlideOf } from '../../seed/template.js';

/** What the demo asks, its axes and the items the room places. */
export const GRID_DEMO = {
  title: 'Which ideas are worth the effort?',
  xAxis: 'Effort',
  xAxisLow: 'Low',
  xAxisHigh: 'High',
  yAxis: 'Impact',
  yAxisLow: 'Low',
  yAxisHigh: 'High',
  gridItems: ['Weekly check-ins', 'New CRM', 'Shared playbook', 'Customer panel'],
};

export const gridDemo = ({ revealThreshold }: DemoContext): TemplateSlideOf<'grid'> => ({
  ...GRID_DEMO,
  slideType: 'grid',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script: `Everyone places each idea by effort and impact on their phone. The room's averages appear once ${revealThreshold} of you have answered: start with the ideas in the high impact, low effort corner, then ask about the widest spread.`,
  questions: [],
  pollTitle: null,
  revealThreshold,
  showAnswerCount: true,
  suggestedSeconds: 180,
});
