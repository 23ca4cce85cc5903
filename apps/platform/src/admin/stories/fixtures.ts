import { delay, http, HttpResponse } from 'msw';
import type { components } from '@readyteams/api-client';
import type { AuthUser } from '../../lib/auth';

// Records of the contract's read forms, and MSW helpers typed from it, shared by the admin screen stories.

type Schemas = components['schemas'];
type ListOf<T> = { total: number; limit: number; skip: number; data: T[] };

export const operatorAdmin: AuthUser = {
  id: 1,
  firstName: 'Olivia',
  lastName: 'Operator',
  email: 'admin@example.com',
  companyId: 1,
  companyName: 'Ready Teams',
  isAdmin: true,
  isOperator: true,
  isActive: true,
  subscriptionPlan: null,
  expiresAt: null,
  createdAt: '2026-01-05T09:00:00.000Z',
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

/** A list envelope of these records, as the server answers a page. */
export const page = <T>(data: T[], total = data.length, skip = 0): ListOf<T> => ({
  total,
  limit: 20,
  skip,
  data,
});

/** A Feathers error body. */
export const errorBody = (
  code: number,
  name: string,
  message: string,
  errors?: Record<string, string>,
): Schemas['Error'] =>
  ({ name, message, code, className: name.toLowerCase(), ...(errors ? { errors } : {}) }) as Schemas['Error'];

export const companies: Schemas['Company'][] = [
  { id: 1, name: 'Ready Teams', isActive: true, isOperator: true, order: 0 },
  { id: 2, name: 'Northwind Health', isActive: true, isOperator: false, order: 1 },
  { id: 3, name: 'Harbor Financial', isActive: true, isOperator: false, order: 2 },
];

export const scenarioCategories: Schemas['ScenarioCategory'][] = [
  { id: 1, category: 'Human Resources', isActive: true, order: 0 },
  { id: 2, category: 'Sales', isActive: true, order: 1 },
  { id: 3, category: 'Safety', isActive: true, order: 2 },
  { id: 4, category: 'Leadership', isActive: true, order: 3 },
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

export const helpCategories: Schemas['HelpCategory'][] = [
  { id: 1, name: 'Getting started', color: '#0ea5e9' },
  { id: 2, name: 'Running sessions', color: '#f59e0b' },
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
  },
  { ...companyAdmin, order: 2 },
];

function scenario(
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

export const scenarios: Schemas['ScenarioRead'][] = [
  scenario(1, 'Handling a difficult customer', scenarioCategories[1]!, null),
  scenario(2, 'Reporting a near miss', scenarioCategories[2]!, companies[1]!),
  scenario(3, 'Giving hard feedback', scenarioCategories[3]!, null),
];

/** Many scenarios, for the infinite-scroll stories. */
export const manyScenarios = (count: number): Schemas['ScenarioRead'][] =>
  Array.from({ length: count }, (_, index) =>
    scenario(
      100 + index,
      `Scenario ${String(index + 1).padStart(2, '0')}`,
      scenarioCategories[index % 4]!,
      index % 3 ? null : companies[2]!,
    ),
  );

/** Answers a GET list with `records`, honouring $limit/$skip as the server does. */
export function listHandler<T>(path: string, records: T[] | (() => T[]), options: { delayMs?: number } = {}) {
  return http.get(path, async ({ request }) => {
    if (options.delayMs) await delay(options.delayMs);
    const url = new URL(request.url);
    const all = typeof records === 'function' ? records() : records;
    const limit = Number(url.searchParams.get('$limit') ?? 20);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    return HttpResponse.json(page(all.slice(skip, skip + limit), all.length, skip));
  });
}

/** Answers with a server error, the way the API reports one. */
export const failing = (method: 'get' | 'post' | 'patch' | 'delete', path: string, status = 500) =>
  http[method](path, () =>
    HttpResponse.json(errorBody(status, 'GeneralError', 'Something went wrong'), { status }),
  );

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
