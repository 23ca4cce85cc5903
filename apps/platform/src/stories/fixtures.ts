import { delay, http, HttpResponse } from 'msw';
import type { components } from '@readyteams/api-client';
import type { AuthUser } from '../lib/auth';

// The records of every screen story, in the contract's read forms, and MSW handlers typed from it: the users, the
// host's library, sessions and team, the admin screens' records.

type Schemas = components['schemas'];
type ListOf<T> = { total: number; limit: number; skip: number; data: T[] };

export const host: AuthUser = {
  id: 21,
  firstName: 'Dana',
  lastName: 'Host',
  email: 'dana@northwind.example',
  companyId: 2,
  companyName: 'Northwind Training',
  isAdmin: false,
  isOperator: false,
  isActive: true,
  subscriptionPlan: 'core',
  expiresAt: '2099-12-31',
  createdAt: '2026-01-05T09:00:00.000Z',
  ssoProvider: null,
};

export const expiredHost: AuthUser = { ...host, expiresAt: '2020-01-31' };

export const operatorAdmin: AuthUser = {
  ...host,
  id: 1,
  firstName: 'Olivia',
  lastName: 'Operator',
  email: 'admin@example.com',
  companyId: 1,
  companyName: 'Ready Teams',
  isAdmin: true,
  isOperator: true,
  subscriptionPlan: null,
  expiresAt: null,
};

export const companyAdmin: AuthUser = {
  ...operatorAdmin,
  id: 7,
  firstName: 'Carla',
  lastName: 'Northwind',
  email: 'carla@northwind.example',
  companyId: 2,
  companyName: 'Northwind Health',
  isOperator: false,
};

export const scenarioCategories: Schemas['ScenarioCategory'][] = [
  { id: 1, category: 'Human Resources', isActive: true, order: 0 },
  { id: 2, category: 'Sales', isActive: true, order: 1 },
  { id: 3, category: 'Safety', isActive: true, order: 2 },
  { id: 4, category: 'Leadership', isActive: true, order: 3 },
];

const baseScenario = {
  script: 'The group watches the case, votes on what they would do and discusses the best next step.',
  status: 'published',
  isDemo: false,
  rating: 0,
  isPublic: true,
  thumbNailUrl: null,
  authorName: 'Ready Teams',
  authorEmail: 'content@readyteams.example',
  source: null,
  company: null,
  resources: [],
  isFavorite: false,
} satisfies Partial<Schemas['ScenarioRead']>;

export const scenario: Schemas['ScenarioRead'] = {
  ...baseScenario,
  id: 1,
  title: 'The Missed Deadline Conversation',
  description: 'A reliable team member has missed three deadlines in a row.',
  categoryId: 1,
  category: { id: 1, category: 'Human Resources' },
  tags: [{ id: 1, tag: 'Feedback', color: '#2563eb' }],
  order: 0,
  slides: [
    {
      id: 1,
      title: 'Welcome',
      slideType: 'video',
      order: 0,
      videoUrl: null,
      script: 'Welcome everyone. Today we look at a conversation most managers put off for too long.',
      duration: 92,
      questions: [],
    },
    {
      id: 2,
      title: 'What would you do?',
      slideType: 'poll',
      type: 'scenario',
      order: 1,
      revealMode: 'host',
      revealThreshold: 5,
      showAnswerCount: true,
      script: 'Priya has missed three deadlines. Her manager has a one-to-one tomorrow.',
      questions: [
        {
          question: 'How should the manager open the conversation?',
          type: 'single-choice',
          layoutType: 'default',
          answers: {
            options: [
              { option: 'option 1', answer: 'Start with the missed deadlines' },
              { option: 'option 2', answer: 'Ask how she is doing first' },
              { option: 'option 3', answer: 'Wait for the performance review' },
            ],
          },
        },
      ],
    },
    {
      id: 3,
      title: 'Discussion Questions',
      slideType: 'discussion',
      order: 2,
      questions: [
        'What did the manager do well?',
        'What would you say differently?',
        'What is your first step tomorrow?',
      ],
    },
    {
      id: 4,
      title: 'Results',
      slideType: 'poll-results',
      order: 3,
      pollTitle: 'What would you do?',
      questions: [],
    },
  ],
  resources: [
    {
      id: 1,
      title: 'Giving feedback that lands',
      linkUrl: 'https://example.com/feedback',
      type: 'pdf',
      description: 'A one-page guide to specific, timely feedback.',
    },
  ],
};

/** `count` library scenarios with distinct titles (the first is the detailed one above). */
export const scenarios = (count: number, offset = 0): Schemas['ScenarioRead'][] =>
  Array.from({ length: count }, (_, index) => {
    const number = offset + index;
    if (number === 0) return scenario;
    const category = scenarioCategories[number % scenarioCategories.length]!;
    return {
      ...scenario,
      id: number + 1,
      title: `Practice Case ${String(number + 1).padStart(2, '0')}`,
      description: 'A short workplace situation for the whole team to discuss.',
      categoryId: category.id,
      category: { id: category.id, category: category.category },
      tags: [],
      order: number,
      isFavorite: number % 4 === 1,
    };
  });

/** Session ids are integers on the wire; the contract's type for them is being aligned (uuid -> integer). */
export const sessionId = (id: number) => id as unknown as Schemas['Session']['id'];

export const openSession: Schemas['Session'] = {
  id: sessionId(501),
  pin: 'K7QD',
  scenarioId: 1,
  scenarioTitle: 'The Missed Deadline Conversation',
  hostId: host.id,
  companyId: host.companyId,
  isPractice: false,
  followUpDays: 14,
  completedAt: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  participantCount: 0,
  answerCount: 0,
  hostKey: 'host-key-501',
};

export const endedSessions: Schemas['Session'][] = [
  {
    ...openSession,
    id: sessionId(498),
    pin: 'M3TA',
    completedAt: '2026-03-09T10:30:00.000Z',
    participantCount: 14,
    answerCount: 96,
  },
  {
    ...openSession,
    id: sessionId(497),
    pin: 'ZX4R',
    scenarioId: 2,
    scenarioTitle: 'Practice Case 02',
    completedAt: '2026-03-02T15:10:00.000Z',
    participantCount: 8,
    answerCount: 51,
  },
];

export const helpCategories: Schemas['HelpCategory'][] = [
  { id: 1, name: 'Getting started', color: '#0ea5e9' },
  { id: 2, name: 'Running sessions', color: '#f59e0b' },
];

/** The guides the host's help page shows. */
export const hostHelpGuides: Schemas['HelpGuide'][] = [
  {
    id: 1,
    title: 'A tour of the library',
    description: 'Find, preview and favorite scenarios in two minutes.',
    helpCategoriesId: 1,
    category: { id: 1, name: 'Getting started', color: '#0ea5e9' },
    targetAudience: null,
    mediaUrl: '/media/explainer.webm',
    thumbnailUrl: null,
    isActive: true,
  },
  {
    id: 2,
    title: 'Starting and ending a live session',
    description: 'From Start Session to the report, step by step.',
    helpCategoriesId: 2,
    category: { id: 2, name: 'Running sessions', color: '#f59e0b' },
    targetAudience: 'Facilitators',
    mediaUrl: '/media/explainer.webm',
    thumbnailUrl: null,
    isActive: true,
  },
] as Schemas['HelpGuide'][];

export const team: Schemas['User'][] = [
  host,
  {
    ...host,
    id: 22,
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam@northwind.example',
    isAdmin: true,
    subscriptionPlan: null,
    expiresAt: null,
  },
  { ...host, id: 23, firstName: 'Lee', lastName: 'Chen', email: 'lee@northwind.example' },
];

// The admin screens' records.

export const companies: Schemas['Company'][] = [
  { id: 1, name: 'Ready Teams', isActive: true, isOperator: true, order: 0, retentionMonths: 12 },
  { id: 2, name: 'Northwind Health', isActive: true, isOperator: false, order: 1, retentionMonths: 12 },
  { id: 3, name: 'Harbor Financial', isActive: true, isOperator: false, order: 2, retentionMonths: 24 },
];

export const scenarioTags: Schemas['ScenarioTag'][] = [
  { id: 1, tag: 'Onboarding', color: '#2563eb', isActive: true, order: 0 },
  { id: 2, tag: 'Conflict', color: '#dc2626', isActive: true, order: 1 },
  { id: 3, tag: 'Remote work', color: '#000000', isActive: true, order: 2 },
];

export const faqCategories: Schemas['FaqCategory'][] = [
  { id: 1, category: 'Getting started', isActive: true, color: '#16a34a' },
  { id: 2, category: 'Sessions', isActive: true, color: '#7c3aed' },
];

export const faqTags: Schemas['FaqTag'][] = [
  { id: 1, tag: 'beginner' },
  { id: 2, tag: 'setup' },
  { id: 3, tag: 'troubleshooting' },
  { id: 4, tag: 'pin' },
];

export const faqs: Schemas['Faq'][] = [
  {
    id: 1,
    question: 'How do participants join a session?',
    answer: 'They open the join page and type the 4-character code shown on the presenter screen.',
    categoryId: 2,
    category: { id: 2, category: 'Sessions', color: '#7c3aed' },
    tags: [faqTags[0]!, faqTags[1]!, faqTags[2]!, faqTags[3]!],
    isActive: true,
    order: 0,
  },
  {
    id: 2,
    question: 'Can I practise before running a live session?',
    answer: 'Yes: Practice Session opens a session that never appears in reports.',
    categoryId: 1,
    category: { id: 1, category: 'Getting started', color: '#16a34a' },
    tags: [faqTags[0]!],
    isActive: true,
    order: 1,
  },
];

export const helpGuides: Schemas['HelpGuide'][] = [
  {
    id: 1,
    title: 'Your first live session',
    description: 'Pick a scenario, start a session and share the code with your team.',
    helpCategoriesId: 2,
    category: { id: 2, name: 'Running sessions', color: '#f59e0b' },
    targetAudience: 'Facilitators',
    mediaUrl: 'https://media.readyteams.example/uploads/first-session.mp4',
    thumbnailUrl: null,
    isActive: true,
    order: 0,
  },
  {
    id: 2,
    title: 'Finding scenarios in the library',
    description: 'Search and filter the scenario library.',
    helpCategoriesId: 1,
    category: { id: 1, name: 'Getting started', color: '#0ea5e9' },
    targetAudience: '',
    mediaUrl: 'https://media.readyteams.example/uploads/library.mp4',
    thumbnailUrl: null,
    isActive: true,
    order: 1,
  },
];

export const users: Schemas['User'][] = [
  { ...operatorAdmin, order: 0 },
  {
    id: 2,
    firstName: 'Hank',
    lastName: 'Host',
    email: 'hank@northwind.example',
    companyId: 2,
    companyName: 'Northwind Health',
    isAdmin: false,
    isOperator: false,
    isActive: true,
    subscriptionPlan: 'pro',
    expiresAt: '2027-03-31',
    createdAt: '2026-02-01T10:00:00.000Z',
    order: 1,
    ssoProvider: null,
  },
  { ...companyAdmin, order: 2 },
];

function adminScenario(
  id: number,
  title: string,
  category: Schemas['ScenarioCategory'],
  company: Schemas['Company'] | null,
): Schemas['ScenarioRead'] {
  return {
    id,
    title,
    description: 'A short situation your team talks through together.',
    script: 'Watch the clip, vote on what you would do, then discuss the best practice.',
    status: 'draft',
    isDemo: false,
    rating: 0,
    isPublic: company === null,
    thumbNailUrl: null,
    authorName: 'Olivia Operator',
    authorEmail: 'admin@example.com',
    notes: null,
    categoryId: category.id,
    category: { id: category.id, category: category.category },
    source: company?.id ?? null,
    company: company ? { id: company.id, name: company.name } : null,
    companyId: company?.id ?? null,
    tags: [{ id: 1, tag: 'Onboarding', color: '#2563eb' }],
    slides: [
      {
        id: id * 10 + 1,
        title: 'Welcome',
        slideType: 'video',
        videoUrl: 'https://media.readyteams.example/uploads/welcome.webm',
        order: 1,
        script: 'Welcome everyone.',
        questions: [],
      },
      {
        id: id * 10 + 2,
        title: 'What would you do?',
        slideType: 'poll',
        type: 'scenario',
        order: 2,
        revealMode: 'host',
        revealThreshold: 5,
        showAnswerCount: true,
        script: 'Choose the response closest to what you would do.',
        questions: [
          {
            question: 'What is your first move?',
            type: 'single-choice',
            layoutType: 'default',
            answers: {
              options: [
                { option: 'option 1', answer: 'Listen first' },
                { option: 'option 2', answer: 'Escalate' },
              ],
            },
          },
        ],
      },
    ],
    resources: [],
    order: id,
    isFavorite: false,
  };
}

export const adminScenarios: Schemas['ScenarioRead'][] = [
  adminScenario(1, 'Handling a difficult customer', scenarioCategories[1]!, null),
  adminScenario(2, 'Reporting a near miss', scenarioCategories[2]!, companies[1]!),
  adminScenario(3, 'Giving hard feedback', scenarioCategories[3]!, null),
];

/** Many scenarios, for the infinite-scroll stories. */
export const manyAdminScenarios = (count: number): Schemas['ScenarioRead'][] =>
  Array.from({ length: count }, (_, index) =>
    adminScenario(
      100 + index,
      `Scenario ${String(index + 1).padStart(2, '0')}`,
      scenarioCategories[index % 4]!,
      index % 3 ? null : companies[2]!,
    ),
  );

/** A list envelope, as the server answers one page. */
const page = <T>(data: T[], total = data.length, skip = 0): ListOf<T> => ({
  total,
  limit: 20,
  skip,
  data,
});

/** GET `path` answered from `records`, paged by $limit/$skip like the server. */
export function listHandler<T>(path: string, records: T[] | (() => T[]), options: { delayMs?: number } = {}) {
  return http.get<never, never, ListOf<T>>(path, async ({ request }) => {
    if (options.delayMs) await delay(options.delayMs);
    const url = new URL(request.url);
    const all = typeof records === 'function' ? records() : records;
    const limit = Number(url.searchParams.get('$limit') ?? 20);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    return HttpResponse.json(page(applySelect(url, all.slice(skip, skip + limit)), all.length, skip));
  });
}

/**
 * The list's `$select[n]=field` as the API applies it: only those fields and the id, so a screen that asks for
 * some fields shows what it would show against the server.
 */
export function applySelect<T>(url: URL, records: T[]): T[] {
  const fields = [...url.searchParams]
    .filter(([key]) => /^\$select\[\d*\]$/.test(key))
    .map(([, value]) => value);
  if (!fields.length) return records;
  return records.map((record) => {
    const all = record as Record<string, unknown>;
    const out: Record<string, unknown> = { id: all.id };
    for (const field of fields) if (field in all) out[field] = all[field];
    return out as T;
  });
}

/** GET `path` that never answers (the loading state). */
export const pending = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A Feathers error body. */
export const errorBody = (
  code: number,
  name: string,
  message: string,
  errors?: Record<string, string>,
): Schemas['Error'] =>
  ({ name, message, code, className: name.toLowerCase(), ...(errors ? { errors } : {}) }) as Schemas['Error'];

/** Any call to `path` failing with a Feathers error body. */
export const failing = (method: 'get' | 'post' | 'patch' | 'delete', path: string, status = 500) =>
  http[method](path, () =>
    HttpResponse.json(errorBody(status, 'GeneralError', 'Something broke'), { status }),
  );

/** The calls every dashboard screen makes (open sessions for the banner, categories), answered quietly. */
export function dashboardHandlers(
  options: { openSessions?: Schemas['Session'][]; ended?: Schemas['Session'][] } = {},
) {
  return [
    http.get<never, never, ListOf<Schemas['Session']>>('/sessions', ({ request }) => {
      const url = new URL(request.url);
      const open = url.searchParams.get('completedAt') === 'null';
      return HttpResponse.json(page(open ? (options.openSessions ?? []) : (options.ended ?? [])));
    }),
    listHandler('/scenario-categories', scenarioCategories),
  ];
}

/**
 * One resource as the server keeps it during a story: list (active records, $limit/$skip), one record,
 * create, patch (isActive=false archives). `sent` records every body the screen sent, for assertions.
 */
export function resourceServer<T extends { id: number; isActive?: boolean }>(path: string, initial: T[]) {
  let records = initial.map((record) => ({ ...record }));
  const sent: unknown[] = [];
  const handlers = [
    listHandler(path, () => records.filter((record) => record.isActive !== false)),
    http.get(`${path}/:id`, ({ params }) => {
      const record = records.find((item) => item.id === Number(params.id));
      return record
        ? HttpResponse.json(record)
        : HttpResponse.json(errorBody(404, 'NotFound', 'Not found'), { status: 404 });
    }),
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Partial<T>;
      sent.push(body);
      const record = { ...(records[0] as T), ...body, id: 1000 + records.length } as T;
      records = [...records, record];
      return HttpResponse.json(record, { status: 201 });
    }),
    http.patch(`${path}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<T>;
      sent.push(body);
      records = records.map((record) => (record.id === Number(params.id) ? { ...record, ...body } : record));
      return HttpResponse.json(records.find((record) => record.id === Number(params.id)));
    }),
    http.post('/reorder', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, sent };
}

/** An impact report with no figures (GET /reports/impact): the stories fill in what they show. */
export const emptyImpactReport = (scope: Partial<Schemas['ImpactScope']> = {}): Schemas['ImpactReport'] => ({
  scope: {
    companyName: 'Northwind Health',
    from: null,
    to: null,
    sessionId: null,
    scenarioId: null,
    scenarioTitle: null,
    sessionCount: 0,
    participantCount: 0,
    aggregatesOnly: false,
    generatedAt: '2026-03-31T09:30:00.000Z',
    ...scope,
  },
  level1: [],
  nps: { count: 0, score: null, promoters: 0, passives: 0, detractors: 0, distribution: Array(11).fill(0) },
  confidence: {
    label: 'retrospective self-rating',
    pairs: 0,
    before: null,
    after: null,
    meanDelta: null,
    deltas: Array(9).fill(0),
  },
  commitments: { count: 0, withReminder: 0, texts: [], themes: [] },
  followUp: {
    sent: 0,
    pending: 0,
    answered: 0,
    responseRate: null,
    applied: null,
    answers: { 'not-yet': 0, partly: 0, yes: 0 },
    comments: [],
  },
  sessions: [],
  scenarios: [],
});

/** A company's single sign-on as GET /companies/{id}/sso answers it, set up or not. */
export const ssoSettings = (overrides: Partial<Schemas['CompanySso']> = {}): Schemas['CompanySso'] => ({
  issuer: 'https://login.northwind.example',
  clientId: 'readyteams',
  clientSecretSet: true,
  domains: ['northwind.example'],
  passwordAllowed: true,
  linkAutomatically: false,
  redirectUri: 'https://app.readyteams.example/sso/callback',
  postLogoutRedirectUri: 'https://app.readyteams.example/auth',
  planIncludesSso: true,
  ...overrides,
});
export const ssoNotSetUp = (overrides: Partial<Schemas['CompanySso']> = {}) =>
  ssoSettings({ issuer: null, clientId: null, clientSecretSet: false, domains: [], ...overrides });

/** GET, PUT and DELETE /companies/:id/sso during a story; `sent` records every PUT body. */
export function ssoServer(initial: Schemas['CompanySso']) {
  let current = initial;
  const sent: Schemas['CompanySsoWrite'][] = [];
  const handlers = [
    http.get('/companies/:id/sso', () => HttpResponse.json(current)),
    http.put('/companies/:id/sso', async ({ request }) => {
      const { clientSecret, ...body } = (await request.json()) as Schemas['CompanySsoWrite'];
      sent.push({ ...body, ...(clientSecret ? { clientSecret } : {}) });
      current = { ...current, ...body, clientSecretSet: true };
      return HttpResponse.json(current);
    }),
    http.delete('/companies/:id/sso', () => {
      current = ssoNotSetUp({ planIncludesSso: current.planIncludesSso });
      return HttpResponse.json(current);
    }),
  ];
  return { handlers, sent };
}
