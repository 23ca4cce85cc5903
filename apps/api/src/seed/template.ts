/**
 * The default template of a new scenario (spec §3 of the first document), in the contract's sent
 * form (SlideWrite). Seven slides: welcome video, an empty video, the 'What would you do?' poll,
 * 'Discussion Time: Best Practices', 'Discussion Questions' (3), poll results, and the closing poll
 * with six questions. Scale answers are valued 1 to 5 (option N = value N).
 *
 * Also the activity template of seeded demo scenarios (issue 16): the same session with a word-cloud warm-up, a
 * poll whose results show once enough have answered, the discussion board and a closing commitment (issue 18; see
 * activityTemplate); and the
 * branching template (issue 17): the room votes on a decision and the session follows the chosen consequence path
 * (see branchingTemplate).
 */

import { kindOf, slideTypes } from '../slides/index.js';
import type { SlideType, SlideWriteOf } from '../slides/kind.js';

export interface TemplateQuestion {
  question: string;
  type: 'multiple' | 'single-choice' | 'free-text';
  layoutType: 'default' | 'scale' | 'nps' | null;
  answers: { options: Record<string, string>[] } | null;
}

/** The fields every template slide has, as the templates write them. */
interface TemplateSlideCommon<T extends SlideType> {
  title: string;
  slideType: T;
  type: 'scenario' | 'closing question' | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  script: string | null;
  questions: (string | TemplateQuestion)[];
  pollTitle: string | null;
  /** Facilitator pacing: how long the slide is meant to take, in seconds. */
  suggestedSeconds?: number;
  /** Branching: the option of the decision before it whose consequence path holds the slide (absent: main line). */
  pathOption?: number;
}

/**
 * A template slide of type T: the common fields, and its type's own as the contract's SlideWrite of T has them (a word
 * cloud's prompt and entryLimit, a poll's reveal settings, a decision's options...): a new kind needs no line here.
 */
export type TemplateSlideOf<T extends SlideType> = T extends SlideType
  ? TemplateSlideCommon<T> & Omit<SlideWriteOf<T>, keyof TemplateSlideCommon<T> | 'id' | 'order'>
  : never;
export type TemplateSlide = TemplateSlideOf<SlideType>;

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

// The slides both templates share, each made in one place.

const videoSlide = (title: string, video: TemplateVideo | typeof noVideo, script: string): TemplateSlide => ({
  title,
  slideType: 'video',
  type: null,
  ...video,
  script,
  questions: [],
  pollTitle: null,
});

const welcomeSlide = (content: Pick<TemplateContent, 'videos' | 'welcomeScript'>) =>
  videoSlide('Welcome', content.videos?.welcome ?? noVideo, content.welcomeScript ?? DEFAULT_WELCOME_SCRIPT);

const caseSlide = (content: Pick<TemplateContent, 'videos' | 'videoTitle' | 'videoScript'>) =>
  videoSlide(content.videoTitle ?? '', content.videos?.scene ?? noVideo, content.videoScript ?? '');

const bestPracticesSlide = (content: Pick<TemplateContent, 'videos' | 'bestPracticesScript'>) =>
  videoSlide(
    'Discussion Time: Best Practices',
    content.videos?.bestPractices ?? noVideo,
    content.bestPracticesScript ??
      'Before we discuss, here is what tends to work in situations like this one.',
  );

const scenarioPollSlide = (subtext: string, question: string, answers: string[]): TemplateSlide => ({
  title: SCENARIO_POLL_TITLE,
  slideType: 'poll',
  type: 'scenario',
  ...noVideo,
  script: subtext,
  questions: [{ question, type: 'single-choice', layoutType: 'default', answers: options(answers) }],
  pollTitle: null,
});

const discussionSlide = (title: string, script: string, questions: string[]): TemplateSlide => ({
  title,
  slideType: 'discussion',
  type: null,
  ...noVideo,
  script,
  questions,
  pollTitle: null,
});

const pollResultsSlide = (): TemplateSlide => ({
  title: 'Poll Results',
  slideType: 'poll-results',
  type: null,
  ...noVideo,
  script: 'Here is how the group voted. What surprises you?',
  questions: [],
  pollTitle: SCENARIO_POLL_TITLE,
});

const closingSlide = (): TemplateSlide => ({
  title: CLOSING_POLL_TITLE,
  slideType: 'poll',
  type: 'closing question',
  ...noVideo,
  script: 'Thank you for taking part. Please answer a few quick questions before we close.',
  questions: CLOSING_QUESTIONS,
  pollTitle: null,
});

/** The seven template slides; without content they are the empty template the editor starts from. */
export function defaultTemplate(content: TemplateContent = {}): TemplateSlide[] {
  return [
    welcomeSlide(content),
    caseSlide(content),
    scenarioPollSlide(
      content.pollSubtext ?? 'Choose the response closest to what you would actually do.',
      content.pollQuestion ?? 'What would you do?',
      content.pollAnswers ?? ['', '', '', ''],
    ),
    bestPracticesSlide(content),
    discussionSlide(
      'Discussion Questions',
      'Take a few minutes in pairs or small groups, then share with everyone.',
      content.discussionQuestions ?? [
        'What made this situation difficult?',
        'What would a good outcome look like for everyone involved?',
        'What would you say in the first minute?',
      ],
    ),
    pollResultsSlide(),
    closingSlide(),
  ];
}

/** The activities of a scenario on the activity template (issue 16): its own words, the rest is the template's. */
export interface ActivityContent {
  /** The warm-up word cloud's prompt, "In one word, ..." (at most 200 characters). */
  wordCloudPrompt: string;
  /** How many words each participant may send to the cloud. */
  entryLimit: 2 | 3;
  pollQuestion: string;
  pollAnswers: [string, string, string, string];
  /** The discussion board's questions (participants post and upvote anonymously on every discussion slide). */
  discussionQuestions: [string, string] | [string, string, string];
}

/** The fewest answers before the activity template's poll shows its results live (the contract's default). */
export const ACTIVITY_REVEAL_THRESHOLD = 5;

/** The activity template's pacing: each slide's suggested time in seconds (the host controls pace against it). */
export const ACTIVITY_SUGGESTED_SECONDS = {
  welcome: 60,
  wordCloud: 120,
  case: 90,
  poll: 90,
  pollResults: 180,
  bestPractices: 90,
  discussion: 600,
  closing: 180,
  commitment: 120,
} as const;

/** The activity template's closing commitment: what each participant commits to. */
export const ACTIVITY_COMMITMENT_PROMPT = 'What is one thing you will do differently after today?';

/**
 * The activity template: the default template's session with the live activities of issue 16, nine slides and the
 * kinds' demo slides: welcome video, a word-cloud warm-up, the case video, the 'What would you do?' poll revealed
 * automatically once ACTIVITY_REVEAL_THRESHOLD have answered, its results, the best-practices video, the discussion
 * board, every kind's demo slide (its `demo`, in the registry's order), the closing poll and a commitment (issue 18).
 * Every slide has a suggested time. The video slides' titles and scripts are what their videos narrate.
 */
export function activityTemplate(
  content: ActivityContent &
    Required<Pick<TemplateContent, 'videoTitle' | 'videoScript' | 'bestPracticesScript' | 'videos'>>,
): TemplateSlide[] {
  const pace = ACTIVITY_SUGGESTED_SECONDS;
  return [
    { ...welcomeSlide(content), suggestedSeconds: pace.welcome },
    {
      title: 'Warm-up',
      slideType: 'word-cloud',
      type: null,
      ...noVideo,
      script: `Everyone answers on their phone, up to ${content.entryLimit} words, one per box. Read out the biggest words and ask a few people what they meant.`,
      questions: [],
      pollTitle: null,
      prompt: content.wordCloudPrompt,
      entryLimit: content.entryLimit,
      suggestedSeconds: pace.wordCloud,
    },
    { ...caseSlide(content), suggestedSeconds: pace.case },
    {
      ...scenarioPollSlide(
        `Choose the response closest to what you would actually do. The results appear once ${ACTIVITY_REVEAL_THRESHOLD} of you have answered.`,
        content.pollQuestion,
        content.pollAnswers,
      ),
      revealMode: 'threshold',
      revealThreshold: ACTIVITY_REVEAL_THRESHOLD,
      showAnswerCount: true,
      suggestedSeconds: pace.poll,
    },
    { ...pollResultsSlide(), suggestedSeconds: pace.pollResults },
    { ...bestPracticesSlide(content), suggestedSeconds: pace.bestPractices },
    {
      ...discussionSlide(
        'Discussion Board',
        'Post your thoughts on your phone and upvote the posts you agree with; every post is anonymous. Then we talk through the top posts together.',
        content.discussionQuestions,
      ),
      suggestedSeconds: pace.discussion,
    },
    ...slideTypes.flatMap(
      (type) => kindOf(type).demo?.({ revealThreshold: ACTIVITY_REVEAL_THRESHOLD }) ?? [],
    ),
    { ...closingSlide(), suggestedSeconds: pace.closing },
    {
      title: 'Commitment',
      slideType: 'commitment',
      type: null,
      ...noVideo,
      script:
        'Everyone writes one thing they will do differently, on their phone. Leaving an e-mail address is optional: it is used for one reminder and then deleted.',
      questions: [],
      pollTitle: null,
      prompt: ACTIVITY_COMMITMENT_PROMPT,
      suggestedSeconds: pace.commitment,
    },
  ];
}

/** What one option of a branching scenario's decision leads to. */
export interface BranchOption {
  /** What the room votes for (at most 120 characters). */
  label: string;
  /** What happens next: the facilitator narrates the script, then the room discusses the two questions. */
  consequence: { title: string; script: string; questions: [string, string] };
  /**
   * Optionally, how the room reads the consequence: a word cloud ("In one word, ...") or a one-question poll whose
   * results show on the presenter once ACTIVITY_REVEAL_THRESHOLD have answered.
   */
  reaction?: { title: string; prompt: string } | { title: string; question: string; answers: string[] };
}

/** The decision of a scenario on the branching template: its own words, the rest is the template's. */
export interface BranchingContent {
  /** The question the phones vote on: "What does <character> do next?" */
  decision: string;
  /** The situation at the moment of the decision, for the facilitator. */
  decisionScript: string;
  options: [BranchOption, BranchOption] | [BranchOption, BranchOption, BranchOption];
  /** The debrief every path rejoins. */
  debriefQuestions: [string, string, string];
}

/** The branching template's pacing: each slide's suggested time in seconds. */
export const BRANCHING_SUGGESTED_SECONDS = {
  welcome: 60,
  case: 90,
  decision: 240,
  consequence: 300,
  reaction: 120,
  debrief: 480,
  bestPractices: 90,
  closing: 180,
} as const;

/** How many entries each participant may send to a consequence path's word cloud. */
export const BRANCHING_ENTRY_LIMIT = 2;

/** The slides of one option's consequence path: the consequence, then the room's reaction if it has one. */
function consequencePath(option: BranchOption, index: number): TemplateSlide[] {
  const pace = BRANCHING_SUGGESTED_SECONDS;
  const { title, script, questions } = option.consequence;
  const slides: TemplateSlide[] = [
    { ...discussionSlide(title, script, questions), pathOption: index, suggestedSeconds: pace.consequence },
  ];
  const reaction = option.reaction;
  if (reaction && 'prompt' in reaction)
    slides.push({
      title: reaction.title,
      slideType: 'word-cloud',
      type: null,
      ...noVideo,
      script: `Everyone answers on their phone, up to ${BRANCHING_ENTRY_LIMIT} words. Read out the biggest words and ask who sees it differently.`,
      questions: [],
      pollTitle: null,
      prompt: reaction.prompt,
      entryLimit: BRANCHING_ENTRY_LIMIT,
      pathOption: index,
      suggestedSeconds: pace.reaction,
    });
  else if (reaction)
    slides.push({
      ...scenarioPollSlide(
        `Choose one. The results appear once ${ACTIVITY_REVEAL_THRESHOLD} of you have answered.`,
        reaction.question,
        reaction.answers,
      ),
      title: reaction.title,
      revealMode: 'threshold',
      revealThreshold: ACTIVITY_REVEAL_THRESHOLD,
      showAnswerCount: true,
      pathOption: index,
      suggestedSeconds: pace.reaction,
    });
  return slides;
}

/**
 * The branching template (issue 17): welcome video, the case video, a decision the room votes on, each option's
 * consequence path (a discussion of what happens next, then possibly a word cloud or a poll), the debrief every path
 * rejoins, the best-practices video and the closing poll. The road not taken shows after the chosen path. Every slide
 * has a suggested time; the video slides' titles and scripts are what their videos narrate.
 */
export function branchingTemplate(
  content: BranchingContent &
    Required<Pick<TemplateContent, 'videoTitle' | 'videoScript' | 'bestPracticesScript' | 'videos'>>,
): TemplateSlide[] {
  const pace = BRANCHING_SUGGESTED_SECONDS;
  const paths = content.options.flatMap(consequencePath);
  // Welcome, case and decision are slides 0 to 2; the paths follow, then the debrief every option rejoins.
  const debrief = 3 + paths.length;
  return [
    { ...welcomeSlide(content), suggestedSeconds: pace.welcome },
    { ...caseSlide(content), suggestedSeconds: pace.case },
    {
      title: content.decision,
      slideType: 'decision',
      type: null,
      ...noVideo,
      script: `${content.decisionScript} Give the room a minute to argue, then everyone votes on their phone. Follow the room's choice, or override it and say why; after the path, show the road not taken.`,
      questions: [],
      pollTitle: null,
      options: content.options.map(({ label }) => ({ label, rejoinAt: debrief })),
      showRoadNotTaken: true,
      suggestedSeconds: pace.decision,
    },
    ...paths,
    {
      ...discussionSlide(
        'Debrief: The Road Taken',
        'Every path comes back here. Compare what happened with what the other options led to, talk it through in small groups, then share with everyone.',
        content.debriefQuestions,
      ),
      suggestedSeconds: pace.debrief,
    },
    { ...bestPracticesSlide(content), suggestedSeconds: pace.bestPractices },
    { ...closingSlide(), suggestedSeconds: pace.closing },
  ];
}
