/**
 * Every validation rule of both documents' section 5, enforced by the server: a 400 BadRequest
 * with the documented message on the field (Feathers `errors` object).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
let faqCategoryId: number;
let helpCategoryId: number;
beforeAll(async () => {
  s = await createTestServer();
  faqCategoryId = (
    await s.request({
      method: 'POST',
      url: '/faq-categories',
      as: 'operator',
      payload: { category: 'General' },
    })
  ).json().id;
  helpCategoryId = (
    await s.request({ method: 'POST', url: '/help-categories', as: 'operator', payload: { name: 'Basics' } })
  ).json().id;
});
afterAll(async () => {
  await s?.close();
});

type Case = [
  name: string,
  method: 'POST' | 'PATCH',
  url: () => string,
  body: () => Record<string, unknown>,
  field: string,
  message: string,
];

const scenario = (overrides: Record<string, unknown>) => () => scenarioBody(s.fx, overrides);
const withSlides = (slides: unknown[]) => scenario({ slides });
const faq = (overrides: Record<string, unknown>) => () => ({
  question: 'Q?',
  answer: 'A.',
  categoryId: faqCategoryId,
  faq_tagsIds: [],
  ...overrides,
});
const guide = (overrides: Record<string, unknown>) => () => ({
  title: 'T',
  description: 'D',
  mediaUrl: 'https://cdn.example.com/v.mp4',
  helpCategoriesId: helpCategoryId,
  ...overrides,
});
const user = (overrides: Record<string, unknown>) => () => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@test.example',
  companyId: s.fx.companyA,
  isAdmin: false,
  subscriptionPlan: 'core',
  expiresAt: '2030-01-01',
  ...overrides,
});
const slide = (extra: Record<string, unknown>) => ({
  slideType: 'video',
  title: 'V',
  videoUrl: 'https://cdn.example.com/v.mp4',
  script: 'S',
  ...extra,
});
const poll = (extra: Record<string, unknown>) => ({
  slideType: 'poll',
  title: 'P',
  script: 'Subtext',
  questions: [],
  ...extra,
});
const resource = (extra: Record<string, unknown>) =>
  scenario({
    resources: [{ title: 'R', linkUrl: 'https://example.com', type: 'pdf', description: 'D', ...extra }],
  });

const cases: Case[] = [
  // Login
  [
    'login: email required',
    'POST',
    () => '/authentication',
    () => ({ strategy: 'local', email: '', password: 'x' }),
    'email',
    'Email is required',
  ],
  [
    'login: email missing',
    'POST',
    () => '/authentication',
    () => ({ strategy: 'local', password: 'x' }),
    'email',
    'Email is required',
  ],
  [
    'login: email format',
    'POST',
    () => '/authentication',
    () => ({ strategy: 'local', email: 'nope', password: 'x' }),
    'email',
    'Invalid email format',
  ],
  [
    'login: password required',
    'POST',
    () => '/authentication',
    () => ({ strategy: 'local', email: 'a@b.co', password: '' }),
    'password',
    'Password is required',
  ],
  // Waitlist
  [
    'waitlist: email required',
    'POST',
    () => '/waitlist',
    () => ({ email: '' }),
    'email',
    'Email is required',
  ],
  [
    'waitlist: email format',
    'POST',
    () => '/waitlist',
    () => ({ email: 'not-an-email' }),
    'email',
    'Invalid email format',
  ],
  // Scenario publish form
  [
    'scenario: title required',
    'POST',
    () => '/scenarios',
    scenario({ title: '' }),
    'title',
    'Title is required',
  ],
  [
    'scenario: title blank',
    'POST',
    () => '/scenarios',
    scenario({ title: '   ' }),
    'title',
    'Title is required',
  ],
  [
    'scenario: category required',
    'POST',
    () => '/scenarios',
    scenario({ categoryId: undefined }),
    'categoryId',
    'Category is required',
  ],
  [
    'scenario: unknown category',
    'POST',
    () => '/scenarios',
    scenario({ categoryId: 987654 }),
    'categoryId',
    'Category is required',
  ],
  [
    'scenario: description min',
    'POST',
    () => '/scenarios',
    scenario({ description: 'too short' }),
    'description',
    'Description must be at least 10 characters',
  ],
  [
    'scenario: description max',
    'POST',
    () => '/scenarios',
    scenario({ description: 'x'.repeat(101) }),
    'description',
    'Description must not exceed 100 characters',
  ],
  [
    'scenario: script required',
    'POST',
    () => '/scenarios',
    scenario({ script: '' }),
    'script',
    'Script is required',
  ],
  [
    'scenario: script min',
    'POST',
    () => '/scenarios',
    scenario({ script: 'short' }),
    'script',
    'Script must be at least 10 characters',
  ],
  [
    'scenario: script max',
    'POST',
    () => '/scenarios',
    scenario({ script: 'x'.repeat(1001) }),
    'script',
    'Script must not exceed 1000 characters',
  ],
  [
    'scenario: author required',
    'POST',
    () => '/scenarios',
    scenario({ authorName: '' }),
    'authorName',
    'Author is required',
  ],
  [
    'scenario: author email',
    'POST',
    () => '/scenarios',
    scenario({ authorEmail: 'bad' }),
    'authorEmail',
    'Invalid email',
  ],
  [
    'scenario: thumbnail a file (URL) or null',
    'POST',
    () => '/scenarios',
    scenario({ thumbNailUrl: 42 }),
    'thumbNailUrl',
    'Thumbnail must be a file',
  ],
  [
    'scenario: tags a list',
    'POST',
    () => '/scenarios',
    scenario({ tags: 'a,b' }),
    'tags',
    'Tags must be a list',
  ],
  [
    'scenario: at least one slide',
    'POST',
    () => '/scenarios',
    withSlides([]),
    'slides',
    'At least one slide is required',
  ],
  [
    'scenario: slides missing',
    'POST',
    () => '/scenarios',
    scenario({ slides: undefined }),
    'slides',
    'At least one slide is required',
  ],
  [
    'slide: type required',
    'POST',
    () => '/scenarios',
    withSlides([{ title: 'x' }]),
    'slides.0.slideType',
    'Slide type is required',
  ],
  [
    'slide: type known',
    'POST',
    () => '/scenarios',
    withSlides([{ slideType: 'quiz' }]),
    'slides.0.slideType',
    'Slide type is required',
  ],
  [
    'video slide: upload',
    'POST',
    () => '/scenarios',
    withSlides([slide({ videoUrl: undefined })]),
    'slides.0.videoUrl',
    'Upload is required for video slides',
  ],
  [
    'video slide: title',
    'POST',
    () => '/scenarios',
    withSlides([slide({ title: '' })]),
    'slides.0.title',
    'Title is required for video slides',
  ],
  [
    'video slide: script',
    'POST',
    () => '/scenarios',
    withSlides([slide({ script: ' ' })]),
    'slides.0.script',
    'Script is required for video slides',
  ],
  [
    'poll slide: title',
    'POST',
    () => '/scenarios',
    withSlides([poll({ title: undefined })]),
    'slides.0.title',
    'Title is required for poll slides',
  ],
  [
    'poll slide: subtext',
    'POST',
    () => '/scenarios',
    withSlides([poll({ script: '' })]),
    'slides.0.script',
    'Subtext is required for poll slides',
  ],
  [
    'question dialog: question required (trimmed)',
    'POST',
    () => '/scenarios',
    withSlides([poll({ questions: [{ question: '  ', type: 'single-choice' }] })]),
    'slides.0.questions.0.question',
    'Question is required',
  ],
  [
    'question dialog: all responses filled',
    'POST',
    () => '/scenarios',
    withSlides([
      poll({
        questions: [
          {
            question: 'Q',
            type: 'single-choice',
            answers: { options: [{ 'option 1': 'A' }, { 'option 2': '  ' }] },
          },
        ],
      }),
    ]),
    'slides.0.questions.0.answers.options.1.option 2',
    'All responses must be filled',
  ],
  [
    'discussion: question text required',
    'POST',
    () => '/scenarios',
    withSlides([{ slideType: 'discussion', title: 'D', questions: [''] }]),
    'slides.0.questions.0',
    'Question is required',
  ],
  [
    'decision slide: title',
    'POST',
    () => '/scenarios',
    withSlides([{ slideType: 'decision', title: ' ', options: [{ label: 'A' }, { label: 'B' }] }]),
    'slides.0.title',
    'Title is required for decision slides',
  ],
  [
    'decision slide: every option leads somewhere (the rest of the path rules: branching.test.ts)',
    'POST',
    () => '/scenarios',
    withSlides([
      { slideType: 'decision', title: 'D', options: [{ label: 'A' }, { label: 'B' }] },
      slide({ pathOption: 0 }),
    ]),
    'slides.0.options.1',
    'Every option needs at least one slide in its path',
  ],
  [
    'poll-results: one per poll',
    'POST',
    () => '/scenarios',
    withSlides([
      poll({ title: 'P1' }),
      { slideType: 'poll-results', title: 'R1', pollTitle: 'P1' },
      { slideType: 'poll-results', title: 'R2', pollTitle: 'P1' },
    ]),
    'slides.2.pollTitle',
    'This poll already has a poll-results slide',
  ],
  [
    'resource: title',
    'POST',
    () => '/scenarios',
    resource({ title: '' }),
    'resources.0.title',
    'Title is required',
  ],
  [
    'resource: link valid URL',
    'POST',
    () => '/scenarios',
    resource({ linkUrl: 'not a url' }),
    'resources.0.linkUrl',
    'Each link must be a valid URL',
  ],
  [
    'resource: link http(s)',
    'POST',
    () => '/scenarios',
    resource({ linkUrl: 'ftp://files.example.com/a' }),
    'resources.0.linkUrl',
    'Each link must be a valid URL',
  ],
  [
    'resource: type',
    'POST',
    () => '/scenarios',
    resource({ type: undefined }),
    'resources.0.type',
    'Type is required',
  ],
  [
    'resource: description',
    'POST',
    () => '/scenarios',
    resource({ description: '' }),
    'resources.0.description',
    'Description is required',
  ],
  [
    'scenario patch: title',
    'PATCH',
    () => `/scenarios/${patchId}`,
    () => ({ title: '' }),
    'title',
    'Title is required',
  ],
  // Second document
  [
    'category: name required',
    'POST',
    () => '/scenario-categories',
    () => ({ category: '' }),
    'category',
    'Category name is required',
  ],
  [
    'category patch: name required',
    'PATCH',
    () => `/scenario-categories/${s.fx.categoryId}`,
    () => ({ category: '' }),
    'category',
    'Category name is required',
  ],
  ['tag: name required', 'POST', () => '/scenario-tags', () => ({ tag: '' }), 'tag', 'Tag name is required'],
  [
    'faq: question required',
    'POST',
    () => '/faqs',
    faq({ question: '' }),
    'question',
    'Question is required',
  ],
  [
    'faq: question max',
    'POST',
    () => '/faqs',
    faq({ question: 'q'.repeat(256) }),
    'question',
    'Question must be at most 255 characters',
  ],
  ['faq: answer required', 'POST', () => '/faqs', faq({ answer: '' }), 'answer', 'Answer is required'],
  [
    'faq: answer max',
    'POST',
    () => '/faqs',
    faq({ answer: 'a'.repeat(1001) }),
    'answer',
    'Answer must be at most 1000 characters',
  ],
  [
    'faq: category required',
    'POST',
    () => '/faqs',
    faq({ categoryId: undefined }),
    'categoryId',
    'Category is required',
  ],
  [
    'user: first name',
    'POST',
    () => '/users',
    user({ firstName: '' }),
    'firstName',
    'First name is required',
  ],
  ['user: last name', 'POST', () => '/users', user({ lastName: '' }), 'lastName', 'Last name is required'],
  [
    'user: email',
    'POST',
    () => '/users',
    user({ email: 'nope' }),
    'email',
    'Please enter a valid email address',
  ],
  [
    'user: company',
    'POST',
    () => '/users',
    user({ companyId: undefined }),
    'companyId',
    'Company is required',
  ],
  [
    'user: plan and expiry for non-admins',
    'POST',
    () => '/users',
    user({ subscriptionPlan: undefined, expiresAt: undefined }),
    'subscriptionPlan',
    'Subscription plan and expiration date are required for non-admin users',
  ],
  [
    'user: expiry missing alone is reported on the plan field',
    'POST',
    () => '/users',
    user({ expiresAt: null }),
    'subscriptionPlan',
    'Subscription plan and expiration date are required for non-admin users',
  ],
  [
    'user patch: demoting an admin needs a plan',
    'PATCH',
    () => `/users/${s.fx.users.adminB.id}`,
    () => ({ isAdmin: false }),
    'subscriptionPlan',
    'Subscription plan and expiration date are required for non-admin users',
  ],
  ['help guide: title', 'POST', () => '/help-guides', guide({ title: '' }), 'title', 'Title is required'],
  [
    'help guide: title max',
    'POST',
    () => '/help-guides',
    guide({ title: 't'.repeat(256) }),
    'title',
    'Title must be at most 255 characters',
  ],
  [
    'help guide: description',
    'POST',
    () => '/help-guides',
    guide({ description: '' }),
    'description',
    'Description is required',
  ],
  [
    'help guide: description max',
    'POST',
    () => '/help-guides',
    guide({ description: 'd'.repeat(2001) }),
    'description',
    'Description must be at most 2000 characters',
  ],
  [
    'help guide: category',
    'POST',
    () => '/help-guides',
    guide({ helpCategoriesId: undefined }),
    'helpCategoriesId',
    'Category is required',
  ],
  [
    'help guide: video URL',
    'POST',
    () => '/help-guides',
    guide({ mediaUrl: 'not a url' }),
    'mediaUrl',
    'Must be a valid URL',
  ],
  [
    'help guide: thumbnail URL',
    'POST',
    () => '/help-guides',
    guide({ thumbnailUrl: 'nope' }),
    'thumbnailUrl',
    'Must be a valid URL',
  ],
];

let patchId: number;

describe('section 5 rules answer 400 with the documented message on the field', () => {
  beforeAll(async () => {
    patchId = (
      await s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx) })
    ).json().id;
  });

  it.each(cases)('%s', async (_name, method, url, body, field, message) => {
    const res = await s.request({ method, url: url(), as: 'operator', payload: body() });
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request' });
    expect(json.errors[field], JSON.stringify(json.errors)).toBe(message);
  });

  it('accepts the optional fields empty: thumbnail null, empty help-guide thumbnail, empty FAQ tags', async () => {
    expect(
      (
        await s.request({
          method: 'POST',
          url: '/scenarios',
          as: 'operator',
          payload: scenarioBody(s.fx, { thumbNailUrl: null, tags: [] }),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await s.request({
          method: 'POST',
          url: '/help-guides',
          as: 'operator',
          payload: guide({ thumbnailUrl: '', targetAudience: null })(),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await s.request({ method: 'POST', url: '/faqs', as: 'operator', payload: faq({})() })).statusCode,
    ).toBe(201);
    expect(
      (
        await s.request({
          method: 'POST',
          url: '/users',
          as: 'operator',
          payload: user({
            isAdmin: true,
            subscriptionPlan: undefined,
            expiresAt: undefined,
            email: 'adm@test.example',
          })(),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('rejects unknown fields instead of dropping them', async () => {
    const res = await s.request({
      method: 'POST',
      url: '/scenario-tags',
      as: 'operator',
      payload: { tag: 'x', sneaky: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.sneaky).toBeDefined();
    const nested = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { slides: [slide({ hidden: 1 })] }),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors['slides.0.hidden']).toBeDefined();
  });

  it('writes nothing when a nested part is invalid (one transaction)', async () => {
    const before = (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: 'operator' })).json()
      .total;
    const res = await s.request({
      method: 'POST',
      url: '/scenarios',
      as: 'operator',
      payload: scenarioBody(s.fx, { tags: [s.fx.tagIds[0], 999999] }),
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await s.request({ method: 'GET', url: '/scenarios?$limit=50', as: 'operator' })).json().total,
    ).toBe(before);
  });
});
