/**
 * The default template of a new scenario (spec §3 of the first document), in the contract's sent
 * form (SlideWrite). Seven slides: welcome video, an empty video, the 'What would you do?' poll,
 * 'Discussion Time: Best Practices', 'Discussion Questions' (3), poll results, and the closing poll
 * with six questions. Scale answers are valued 1 to 5 (option N = value N).
 */

import type { SlideType } from '../slides/kind.js';

export interface TemplateQuestion {
  question: string;
  type: 'multiple' | 'single-choice' | 'free-text';
  layoutType: 'default' | 'scale' | 'nps' | null;
  answers: { options: Record<string, string>[] } | null;
}

export interface TemplateSlide {
  title: string;
  slideType: SlideType;
  type: 'scenario' | 'closing question' | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  script: string | null;
  questions: (string | TemplateQuestion)[];
  pollTitle: string | null;
}

/** Labels -> the sent form {options: [{'option 1': label}, ...]}. */
export function options(labels: string[]): { options: Record<string, string>[] } {
  return { options: labels.map((label, i) => ({ [`option ${i + 1}`]: label })) };
}

const scale = (question: string, labels: string[]): TemplateQuestion => ({
  question,
  type: 'single-choice',
  layoutType: 'scale',
  answers: options(labels),
});

export const CLOSING_QUESTIONS: TemplateQuestion[] = [
  scale('How applicable was this scenario to your work?', [
    'Not applicable',
    'Slightly applicable',
    'Moderately applicable',
    'Very applicable',
    'Extremely applicable',
  ]),
  scale('Before this session, how confident were you in handling a situation like this?', [
    'Not at all confident',
    'Slightly confident',
    'Moderately confident',
    'Very confident',
    'Extremely confident',
  ]),
  scale('After this session, how confident are you in handling a situation like this?', [
    'Not at all confident',
    'Slightly confident',
    'Moderately confident',
    'Very confident',
    'Extremely confident',
  ]),
  scale('How clear is the first step you will take after today?', [
    'Not at all clear',
    'Slightly clear',
    'Moderately clear',
    'Very clear',
    'Completely clear',
  ]),
  {
    question: 'How likely are you to recommend this session to a colleague?',
    type: 'single-choice',
    layoutType: 'nps',
    answers: options(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']),
  },
  {
    question: 'What is one thing you will do differently after today?',
    type: 'free-text',
    layoutType: null,
    answers: null,
  },
];

export const SCENARIO_POLL_TITLE = 'What would you do?';
export const DEFAULT_WELCOME_SCRIPT =
  'Welcome everyone. Today we work through a short workplace scenario together, vote on what we would do, and share what works.';
export const CLOSING_POLL_TITLE = 'Closing Questions';

export interface TemplateVideo {
  videoUrl: string;
  captionsUrl: string | null;
}

const noVideo = { videoUrl: null, captionsUrl: null };

export interface TemplateContent {
  welcomeScript?: string;
  videoTitle?: string;
  videoScript?: string;
  /** The three video slides' videos (welcome, the case, best practices); none in the empty template. */
  videos?: Record<'welcome' | 'scene' | 'bestPractices', TemplateVideo>;
  pollSubtext?: string;
  pollQuestion?: string;
  pollAnswers?: string[];
  bestPracticesScript?: string;
  discussionQuestions?: [string, string, string];
}

/** The seven template slides; without content they are the empty template the editor starts from. */
export function defaultTemplate(content: TemplateContent = {}): TemplateSlide[] {
  return [
    {
      title: 'Welcome',
      slideType: 'video',
      type: null,
      ...(content.videos?.welcome ?? noVideo),
      script: content.welcomeScript ?? DEFAULT_WELCOME_SCRIPT,
      questions: [],
      pollTitle: null,
    },
    {
      title: content.videoTitle ?? '',
      slideType: 'video',
      type: null,
      ...(content.videos?.scene ?? noVideo),
      script: content.videoScript ?? '',
      questions: [],
      pollTitle: null,
    },
    {
      title: SCENARIO_POLL_TITLE,
      slideType: 'poll',
      type: 'scenario',
      ...noVideo,
      script: content.pollSubtext ?? 'Choose the response closest to what you would actually do.',
      questions: [
        {
          question: content.pollQuestion ?? 'What would you do?',
          type: 'single-choice',
          layoutType: 'default',
          answers: options(content.pollAnswers ?? ['', '', '', '']),
        },
      ],
      pollTitle: null,
    },
    {
      title: 'Discussion Time: Best Practices',
      slideType: 'video',
      type: null,
      ...(content.videos?.bestPractices ?? noVideo),
      script:
        content.bestPracticesScript ??
        'Before we discuss, here is what tends to work in situations like this one.',
      questions: [],
      pollTitle: null,
    },
    {
      title: 'Discussion Questions',
      slideType: 'discussion',
      type: null,
      ...noVideo,
      script: 'Take a few minutes in pairs or small groups, then share with everyone.',
      questions: content.discussionQuestions ?? [
        'What made this situation difficult?',
        'What would a good outcome look like for everyone involved?',
        'What would you say in the first minute?',
      ],
      pollTitle: null,
    },
    {
      title: 'Poll Results',
      slideType: 'poll-results',
      type: null,
      ...noVideo,
      script: 'Here is how the group voted. What surprises you?',
      questions: [],
      pollTitle: SCENARIO_POLL_TITLE,
    },
    {
      title: CLOSING_POLL_TITLE,
      slideType: 'poll',
      type: 'closing question',
      ...noVideo,
      script: 'Thank you for taking part. Please answer a few quick questions before we close.',
      questions: CLOSING_QUESTIONS,
      pollTitle: null,
    },
  ];
}
