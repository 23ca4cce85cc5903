// Story data. Images are inline SVG so nothing loads from the internet.
import type { ScenarioDetail, ScenarioSummary } from '../components/views/types';

function placeholderImage(background: string, label: string, width = 640, height = 360) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const logos = [
  { src: placeholderImage('#1d4ed8', 'Northwind', 320, 96), alt: 'Northwind Health' },
  { src: placeholderImage('#047857', 'Contoso', 320, 96), alt: 'Contoso University' },
  { src: placeholderImage('#b45309', 'Fabrikam', 320, 96), alt: 'Fabrikam Manufacturing' },
  { src: placeholderImage('#7c3aed', 'Tailspin', 320, 96), alt: 'Tailspin Financial' },
  { src: placeholderImage('#be123c', 'Adatum', 320, 96), alt: 'Adatum Hospitality' },
];

const scenarioSummary: ScenarioSummary = {
  id: 1,
  title: 'Handling a Difficult Customer Call',
  description: 'Practice calm de-escalation when a frustrated customer calls about a late delivery.',
  thumbNailUrl: placeholderImage('#3730a3', 'Customer Service'),
  category: { id: 5, category: 'Customer Service' },
  tags: [
    { id: 1, tag: 'De-escalation', color: '#0f766e' },
    { id: 2, tag: 'Beginner', color: '#fde68a' },
  ],
  isFavorite: false,
};

const scenarioDetail: ScenarioDetail = {
  ...scenarioSummary,
  slides: [
    {
      id: 11,
      title: 'Welcome',
      slideType: 'video',
      videoUrl: null,
      duration: 95,
      script:
        'Welcome everyone. Today we look at a customer call that goes wrong and how to bring it back.\nWatch the video, then we will vote on what to do next.',
      questions: [],
    },
    {
      id: 12,
      title: 'What would you do?',
      slideType: 'poll',
      type: 'scenario',
      script: 'The customer raises their voice and asks for a manager.',
      questions: [
        {
          question: 'What is your first response?',
          type: 'single-choice',
          layoutType: 'default',
          answers: {
            options: [
              { option: 'option 1', answer: 'Apologise and listen' },
              { option: 'option 2', answer: 'Transfer to a manager' },
              { option: 'option 3', answer: 'Explain the delivery policy' },
            ],
          },
        },
      ],
    },
    {
      id: 13,
      title: 'Discussion Questions',
      slideType: 'discussion',
      questions: [
        'What did the agent do well?',
        'What would you change about the first minute of the call?',
        'How do you stay calm when a customer is angry?',
      ],
    },
    {
      id: 14,
      title: 'Poll results',
      slideType: 'poll-results',
      pollTitle: 'What would you do?',
      questions: [],
    },
    {
      id: 15,
      title: 'Closing Questions',
      slideType: 'poll',
      type: 'closing question',
      script: 'Tell us how the session went.',
      questions: [
        {
          question: 'How likely are you to recommend this session to a colleague?',
          layoutType: 'nps',
          answers: null,
        },
      ],
    },
  ],
  resources: [
    {
      title: 'De-escalation checklist',
      linkUrl: 'https://example.com/checklist.pdf',
      type: 'pdf',
      description: 'A one-page checklist for difficult calls.',
    },
    {
      title: 'Active listening',
      linkUrl: 'https://example.com/listening',
      type: 'website',
      description: 'Short article on active listening techniques.',
    },
  ],
};

export { logos, placeholderImage, scenarioDetail, scenarioSummary };
