// Read forms of the contract (openapi.yaml) that the host pages use. TEMPORARY: replaced by the generated
// `components['schemas']` types of @readyteams/api-client once it is published.

export type ListEnvelope<T> = { total: number; limit: number; skip: number; data: T[] };

export type PollQuestion = {
  question: string;
  type?: 'multiple' | 'single-choice' | 'free-text' | null;
  layoutType?: 'default' | 'scale' | 'nps' | null;
  answers?: { options: { option: string; answer: string }[] } | null;
};

export type Slide = {
  id: number;
  title: string;
  slideType: 'video' | 'poll' | 'discussion' | 'poll-results';
  type?: 'scenario' | 'closing question' | null;
  videoUrl?: string | null;
  order: number;
  script?: string | null;
  questions: Array<string | PollQuestion>;
  pollTitle?: string | null;
  duration?: number | null;
};

export type Resource = { id: number; title: string; linkUrl: string; type: string; description: string };

export type Scenario = {
  id: number;
  title: string;
  description: string;
  script: string;
  status: 'draft' | 'published';
  isPublic: boolean;
  thumbNailUrl: string | null;
  authorName: string;
  categoryId: number | null;
  category: { id: number; category: string } | null;
  company: { id: number; name: string } | null;
  tags: { id: number; tag: string; color?: string }[];
  slides: Slide[];
  resources: Resource[];
  order: number;
  isFavorite: boolean;
};

export type ScenarioCategory = { id: number; category: string; isActive: boolean };

export type Session = {
  id: string;
  pin: string;
  scenarioId: number;
  scenarioTitle: string;
  hostId: number;
  companyId: number;
  isPractice: boolean;
  completedAt: string | null;
  createdAt: string;
  participantCount: number;
  answerCount: number;
  hostKey?: string;
};

export type SessionCreated = {
  id: string;
  pin: string;
  scenarioId: number;
  hostKey: string;
  isPractice: boolean;
  completedAt: null;
  createdAt: string;
  scenario: { id: number; title: string };
};

export type HelpGuide = {
  id: number;
  title: string;
  description: string;
  helpCategoriesId: number;
  category: { id: number; name: string; color?: string | null } | null;
  targetAudience: string | null;
  mediaUrl: string;
  thumbnailUrl: string | null;
};

export type HelpCategory = { id: number; name: string; color?: string | null };

export type TeamMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  isAdmin: boolean;
};
