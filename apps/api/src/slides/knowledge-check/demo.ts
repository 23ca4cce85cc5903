// The knowledge check of the seeded demo scenarios (the activity template's, seed/template.ts): a question on giving
// feedback with two correct choices, timed, without the speed bonus.
import type { TemplateSlideOf } from '../../seed/template.js';

/** What the demo check asks, its choices and why. */
export const KNOWLEDGE_CHECK_DEMO = {
  title: 'Which of these make feedback easier to act on?',
  choices: [
    { label: 'Describing what you saw and its effect', correct: true },
    { label: 'Waiting for the yearly review', correct: false },
    { label: 'Giving it soon after the moment', correct: true },
    { label: 'Saying it in front of the whole team', correct: false },
  ],
  explanation:
    'Specific, timely feedback is easier to act on. Save it for a review and the moment is gone; say it in front of everyone and people defend themselves instead of listening.',
  timeLimit: 30,
};

export const knowledgeCheckDemo = (): TemplateSlideOf<'knowledge-check'> => ({
  title: KNOWLEDGE_CHECK_DEMO.title,
  slideType: 'knowledge-check',
  type: null,
  videoUrl: null,
  captionsUrl: null,
  script:
    'Everyone answers on their phone within 30 seconds; two choices are right. Reveal the answers when the count stops growing, then ask someone to tell a time feedback came too late.',
  questions: [],
  pollTitle: null,
  choices: KNOWLEDGE_CHECK_DEMO.choices,
  explanation: KNOWLEDGE_CHECK_DEMO.explanation,
  timeLimit: KNOWLEDGE_CHECK_DEMO.timeLimit,
  speedBonus: false,
  suggestedSeconds: 120,
});
