import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/english';
import { messages } from '../test/messages';
import { companySchema, companyToFormValues, toCompanyPayload } from './company-schema';
import { faqSchema, faqToFormValues, toFaqPayload } from './faq-schema';
import { helpGuideSchema, helpGuideToFormValues, toHelpGuidePayload } from './help-guide-schema';
import { scenarioCategorySchema, toScenarioCategoryPayload } from './scenario-category-schema';
import { emptyTagValues, tagSchema, tagToFormValues, toTagPayload } from './tag-schema';
import {
  emptyUserValues,
  expiryQuickPick,
  PLAN_REQUIRED_MESSAGE,
  toUserPayload,
  userSchema,
  userToFormValues,
} from './user-schema';

describe('tag schema', () => {
  it('requires a name; the colour is optional and defaults to #000000', () => {
    expect(emptyTagValues.color).toBe('#000000');
    expect(messages(tagSchema, { name: '  ', color: '' })).toEqual({ name: 'Tag name is required' });
    expect(toTagPayload({ name: ' Onboarding ', color: '' })).toEqual({
      tag: 'Onboarding',
      color: '#000000',
    });
    expect(toTagPayload({ name: 'Safety', color: '#ff0000' })).toEqual({ tag: 'Safety', color: '#ff0000' });
    expect(messages(tagSchema, { name: 'Sales', color: 'red' })).toEqual({
      color: 'Color must be a hex value such as #000000',
    });
    expect(tagToFormValues({ id: 3, tag: 'Sales', color: null })).toEqual({
      name: 'Sales',
      color: '#000000',
    });
  });
});

describe('scenario category schema', () => {
  it('requires the category name', () => {
    expect(messages(scenarioCategorySchema, { category: '' })).toEqual({
      category: 'Category name is required',
    });
    expect(toScenarioCategoryPayload({ category: ' Sales ' })).toEqual({ category: 'Sales' });
  });
});

describe('company schema', () => {
  it('requires the name', () => {
    expect(messages(companySchema, { name: '' })).toEqual({ name: 'Company name is required' });
    expect(toCompanyPayload({ name: ' Acme ' })).toEqual({ name: 'Acme', retentionMonths: 12 });
  });

  it('keeps raw data 1 to 120 months, 12 unless set, sent as a number', () => {
    expect(toCompanyPayload({ name: 'Acme', retentionMonths: ' 36 ' })).toEqual({
      name: 'Acme',
      retentionMonths: 36,
    });
    expect(toCompanyPayload({ name: 'Acme', retentionMonths: '1' }).retentionMonths).toBe(1);
    expect(toCompanyPayload({ name: 'Acme', retentionMonths: '120' }).retentionMonths).toBe(120);
    for (const retentionMonths of ['0', '121', '', '1.5', '-3', 'twelve'])
      expect(messages(companySchema, { name: 'Acme', retentionMonths })).toEqual({
        retentionMonths: 'Retention must be between 1 and 120 months',
      });
    expect(companyToFormValues({ id: 1, name: 'Acme', retentionMonths: 6 }).retentionMonths).toBe('6');
  });

  it('sends the extra custom scenarios the operator grants, 0 to 1000, only when filled in', () => {
    expect(toCompanyPayload({ name: 'Acme', extraCustomScenarios: ' 3 ' }).extraCustomScenarios).toBe(3);
    expect(toCompanyPayload({ name: 'Acme', extraCustomScenarios: '0' }).extraCustomScenarios).toBe(0);
    expect(toCompanyPayload({ name: 'Acme' })).not.toHaveProperty('extraCustomScenarios');
    for (const extraCustomScenarios of ['1001', '-1', '1.5', 'ten'])
      expect(messages(companySchema, { name: 'Acme', extraCustomScenarios })).toEqual({
        extraCustomScenarios: 'Extra custom scenarios must be a whole number from 0 to 1000',
      });
    expect(companyToFormValues({ id: 1, name: 'Acme', extraCustomScenarios: 2 }).extraCustomScenarios).toBe(
      '2',
    );
  });

  it('sends the plan the operator grants only when filled in, seats as a number', () => {
    expect(
      toCompanyPayload({ name: 'Acme', subscriptionPlan: 'pro', expiresAt: '2027-06-30', seats: ' 10 ' }),
    ).toEqual({
      name: 'Acme',
      subscriptionPlan: 'pro',
      expiresAt: '2027-06-30',
      seats: 10,
      retentionMonths: 12,
    });
    expect(messages(companySchema, { name: 'Acme', seats: '0' })).toEqual({
      seats: 'Seats must be a whole number from 1',
    });
  });
});

describe('FAQ schema', () => {
  it('has the documented required messages', () => {
    expect(messages(faqSchema, { question: '', answer: '', category: '', tags: [] })).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      category: 'Category is required',
    });
  });

  it('limits the question to 255 and the answer to 1000 characters', () => {
    const ok = { question: 'q'.repeat(255), answer: 'a'.repeat(1000), category: '1', tags: [] };
    expect(faqSchema.safeParse(ok).success).toBe(true);
    expect(messages(faqSchema, { ...ok, question: 'q'.repeat(256), answer: 'a'.repeat(1001) })).toEqual({
      question: 'Question must be at most 255 characters',
      answer: 'Answer must be at most 1000 characters',
    });
  });

  it('sends categoryId and faq_tagsIds as numbers and reads them back', () => {
    expect(toFaqPayload({ question: 'How?', answer: 'Like so.', category: '4', tags: ['2', '7'] })).toEqual({
      question: 'How?',
      answer: 'Like so.',
      categoryId: 4,
      faq_tagsIds: [2, 7],
    });
    expect(
      faqToFormValues({
        id: 1,
        question: 'How?',
        answer: 'Like so.',
        category: { id: 4, category: 'Setup', color: '#00f' },
        tags: [{ id: 2, tag: 'setup' }],
      }),
    ).toEqual({ question: 'How?', answer: 'Like so.', category: '4', tags: ['2'] });
  });
});

describe('user schema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Lee',
    email: 'ana@example.com',
    companyId: '3',
    isAdmin: false,
    subscriptionPlan: 'pro' as const,
    expiresAt: '2027-01-31',
  };

  it('has the documented messages', () => {
    expect(messages(userSchema, { ...emptyUserValues(), subscriptionPlan: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      companyId: 'Company is required',
      subscriptionPlan: inEnglish(PLAN_REQUIRED_MESSAGE),
    });
    expect(inEnglish(PLAN_REQUIRED_MESSAGE)).toBe(
      'Subscription plan and expiration date are required for non-admin users',
    );
  });

  it('needs plan and expiry for non-admins only, shown on the plan field', () => {
    expect(messages(userSchema, { ...valid, expiresAt: '' })).toEqual({
      subscriptionPlan: inEnglish(PLAN_REQUIRED_MESSAGE),
    });
    expect(messages(userSchema, { ...valid, subscriptionPlan: '' })).toEqual({
      subscriptionPlan: inEnglish(PLAN_REQUIRED_MESSAGE),
    });
    expect(
      userSchema.safeParse({ ...valid, isAdmin: true, subscriptionPlan: '', expiresAt: '' }).success,
    ).toBe(true);
  });

  it('defaults the expiry to today and computes quick picks in months', () => {
    const today = new Date(2026, 0, 31);
    expect(emptyUserValues(today).expiresAt).toBe('2026-01-31');
    expect(expiryQuickPick(1, today)).toBe('2026-02-28');
    expect(expiryQuickPick(12, today)).toBe('2027-01-31');
    expect(expiryQuickPick(24, today)).toBe('2028-01-31');
    expect(expiryQuickPick(36, today)).toBe('2029-01-31');
  });

  it('sends companyId as a number, isActive on create, and no plan for admins', () => {
    expect(toUserPayload(valid, 'create')).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ana@example.com',
      companyId: 3,
      isAdmin: false,
      subscriptionPlan: 'pro',
      expiresAt: '2027-01-31',
      isActive: true,
    });
    expect(toUserPayload({ ...valid, isAdmin: true }, 'update')).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ana@example.com',
      companyId: 3,
      isAdmin: true,
      subscriptionPlan: null,
      expiresAt: null,
    });
  });

  it('sends an initial password only when one was typed, of at least 8 characters', () => {
    expect(toUserPayload({ ...valid, password: '' })).not.toHaveProperty('password');
    expect(toUserPayload({ ...valid, password: 'long enough' })).toMatchObject({ password: 'long enough' });
    expect(messages(userSchema, { ...valid, password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('reads a user into the form', () => {
    expect(
      userToFormValues(
        {
          id: 1,
          firstName: 'Ana',
          lastName: 'Lee',
          email: 'a@b.co',
          companyId: 3,
          isAdmin: true,
          subscriptionPlan: null,
          expiresAt: null,
        },
        new Date(2026, 4, 2),
      ),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'a@b.co',
      companyId: '3',
      isAdmin: true,
      subscriptionPlan: '',
      expiresAt: '2026-05-02',
      password: '',
    });
  });
});

describe('help guide schema', () => {
  const valid = {
    title: 'Starting a session',
    description: 'How to start your first live session.',
    category: '2',
    targetAudience: '',
    videoUrl: 'https://cdn.example.com/start.mp4',
    thumbnailUrl: '',
  };

  it('has the documented messages', () => {
    expect(
      messages(helpGuideSchema, {
        title: '',
        description: '',
        category: '',
        videoUrl: 'not a url',
        thumbnailUrl: 'nope',
      }),
    ).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      videoUrl: 'Must be a valid URL',
      thumbnailUrl: 'Must be a valid URL',
    });
    expect(
      messages(helpGuideSchema, { ...valid, title: 't'.repeat(256), description: 'd'.repeat(2001) }),
    ).toEqual({
      title: 'Title must be at most 255 characters',
      description: 'Description must be at most 2000 characters',
    });
    expect(
      helpGuideSchema.safeParse({ ...valid, title: 't'.repeat(255), description: 'd'.repeat(2000) }).success,
    ).toBe(true);
  });

  it('accepts the temporary local link of a chosen file, but not other schemes', () => {
    expect(
      helpGuideSchema.safeParse({
        ...valid,
        videoUrl: 'blob:http://localhost/1',
        thumbnailUrl: 'blob:http://localhost/2',
      }).success,
    ).toBe(true);
    expect(messages(helpGuideSchema, { ...valid, videoUrl: 'javascript:alert(1)' })).toEqual({
      videoUrl: 'Must be a valid URL',
    });
  });

  it('sends mediaUrl and helpCategoriesId, preferring uploaded addresses', () => {
    expect(toHelpGuidePayload(valid)).toEqual({
      title: 'Starting a session',
      description: 'How to start your first live session.',
      mediaUrl: 'https://cdn.example.com/start.mp4',
      helpCategoriesId: 2,
      targetAudience: '',
      thumbnailUrl: '',
    });
    expect(
      toHelpGuidePayload(
        { ...valid, videoUrl: 'blob:http://localhost/1', thumbnailUrl: 'blob:http://localhost/2' },
        { mediaUrl: 'https://s3/v.mp4', thumbnailUrl: 'https://s3/t.png' },
      ),
    ).toMatchObject({ mediaUrl: 'https://s3/v.mp4', thumbnailUrl: 'https://s3/t.png' });
    expect(
      helpGuideToFormValues({
        id: 1,
        title: 'T',
        description: 'D',
        helpCategoriesId: 5,
        targetAudience: null,
        mediaUrl: 'https://v',
        thumbnailUrl: null,
      }),
    ).toEqual({
      title: 'T',
      description: 'D',
      category: '5',
      targetAudience: '',
      videoUrl: 'https://v',
      thumbnailUrl: '',
    });
  });
});
