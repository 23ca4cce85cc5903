// A rule's message is the same text on the server and in the forms: the same bad input, sent to the API and checked
// by the form's schema (@readyteams/forms), gets the same words for the same field.
import {
  companySsoSchema,
  emptySlide,
  faqSchema,
  publishSchema,
  slideEditorSchema,
  userSchema,
} from '@readyteams/forms/schemas';
import { forms, issueText } from '@readyteams/forms/i18n';
import { setupI18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

/** The forms' catalogue in English: the schemas' issues carry its message ids, worded where a form shows them. */
const english = forms.translator(setupI18n({ locale: 'en', messages: { en: {} } }));

/** The form's messages by field path (`slides.0.title`), in English as a person reads them. */
function formMessages(schema: ZodType, values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    out[issue.path.join('.')] ??= issueText(english, issue.message);
  return out;
}

/** The server's messages by field path, for a request it refuses with 400. */
async function serverMessages(url: string, payload: object): Promise<Record<string, string>> {
  const response = await s.request({ method: 'POST', url, as: 'operator', payload });
  expect(response.statusCode).toBe(400);
  return response.json().errors;
}

/** Each pair names one field in the form and on the server; both must have a message, and the same one. */
function expectSameMessages(
  form: Record<string, string>,
  server: Record<string, string>,
  fields: [formField: string, serverField: string][],
) {
  for (const [formField, serverField] of fields) {
    expect(form[formField], `form: ${formField}`).toBeTypeOf('string');
    expect(server[serverField], `server: ${serverField}`).toBe(form[formField]);
  }
}

describe('validation messages, server and forms', () => {
  it('scenario fields: title, description, script', async () => {
    const base = scenarioBody(s.fx);
    const server = await serverMessages('/scenarios', {
      ...base,
      title: '  ',
      description: 'Too short',
      script: 'Short',
    });
    const form = formMessages(publishSchema, {
      isPublic: false,
      thumbnail: null,
      thumbNailUrl: '',
      title: '  ',
      category: '1',
      tags: [],
      description: 'Too short',
      script: 'Short',
      resources: [],
      customer: '',
      authorName: 'Ann',
      authorEmail: 'ann@example.com',
      internalNotes: '',
    });
    expectSameMessages(form, server, [
      ['title', 'title'],
      ['description', 'description'],
      ['script', 'script'],
    ]);
  });

  it("slides: each type's required fields", async () => {
    const base = scenarioBody(s.fx);
    const server = await serverMessages('/scenarios', {
      ...base,
      slides: [
        { slideType: 'video', title: ' ', script: ' ', videoUrl: null },
        { slideType: 'poll', title: ' ', script: ' ', questions: [] },
        { slideType: 'word-cloud', prompt: ' ', suggestedSeconds: 36001 },
        { slideType: 'commitment', prompt: ' ' },
        { slideType: 'commitment', prompt: 'x'.repeat(201) },
      ],
    });
    const form = formMessages(slideEditorSchema, {
      slides: [
        emptySlide({ slideType: 'video', title: ' ' }),
        emptySlide({ slideType: 'poll', title: ' ' }),
        emptySlide({ slideType: 'word-cloud', prompt: ' ', suggestedMinutes: '601' }),
        emptySlide({ slideType: 'commitment', prompt: ' ' }),
        emptySlide({ slideType: 'commitment', prompt: 'x'.repeat(201) }),
      ],
    });
    expectSameMessages(form, server, [
      ['slides.0.title', 'slides.0.title'],
      ['slides.0.script', 'slides.0.script'],
      ['slides.0.video', 'slides.0.videoUrl'],
      ['slides.1.title', 'slides.1.title'],
      // A poll's subtext travels as its script.
      ['slides.1.subtext', 'slides.1.script'],
      ['slides.2.prompt', 'slides.2.prompt'],
      ['slides.2.suggestedMinutes', 'slides.2.suggestedSeconds'],
      ['slides.3.prompt', 'slides.3.prompt'],
      ['slides.4.prompt', 'slides.4.prompt'],
    ]);
  });

  it('polls: when the results show and the minimum answers', async () => {
    const base = scenarioBody(s.fx);
    const poll = { slideType: 'poll', title: 'Q', script: 's' };
    const server = await serverMessages('/scenarios', {
      ...base,
      slides: [
        { ...poll, revealMode: 'sometimes' },
        { ...poll, revealThreshold: 0 },
        { ...poll, revealThreshold: 1001 },
      ],
    });
    const draft = { slideType: 'poll', title: 'Q', subtext: 's' } as const;
    const form = formMessages(slideEditorSchema, {
      slides: [
        emptySlide({ ...draft, revealMode: 'sometimes' as 'host' }),
        emptySlide({ ...draft, revealThreshold: '0' }),
        emptySlide({ ...draft, revealThreshold: '1001' }),
      ],
    });
    expectSameMessages(form, server, [
      ['slides.0.revealMode', 'slides.0.revealMode'],
      ['slides.1.revealThreshold', 'slides.1.revealThreshold'],
      ['slides.2.revealThreshold', 'slides.2.revealThreshold'],
    ]);
  });

  it('decisions: title, options and their labels', async () => {
    // The editor's decision (packages/forms/src/scenario/slides/decision.tsx) holds its options as {label, ...}.
    const base = scenarioBody(s.fx);
    const server = await serverMessages('/scenarios', {
      ...base,
      slides: [
        { slideType: 'decision', title: ' ', options: [{ label: 'A' }, { label: ' ' }] },
        { slideType: 'decision', title: 'Q', options: [{ label: 'Only one' }] },
      ],
    });
    const form = formMessages(slideEditorSchema, {
      slides: [
        emptySlide({ slideType: 'decision', title: ' ', options: [{ label: 'A' }, { label: ' ' }] } as never),
        emptySlide({ slideType: 'decision', title: 'Q', options: [{ label: 'Only one' }] } as never),
      ],
    });
    expectSameMessages(form, server, [
      ['slides.0.title', 'slides.0.title'],
      ['slides.0.options.1.label', 'slides.0.options.1.label'],
      ['slides.1.options', 'slides.1.options'],
    ]);
  });

  it('users: names, email, plan', async () => {
    const server = await serverMessages('/users', {
      firstName: ' ',
      lastName: ' ',
      email: 'not-an-email',
      companyId: s.fx.companyA,
      isAdmin: false,
    });
    const form = formMessages(userSchema, {
      firstName: ' ',
      lastName: ' ',
      email: 'not-an-email',
      companyId: String(s.fx.companyA),
      isAdmin: false,
      subscriptionPlan: '',
      expiresAt: '',
      password: '',
    });
    expectSameMessages(form, server, [
      ['firstName', 'firstName'],
      ['lastName', 'lastName'],
      ['email', 'email'],
    ]);
  });

  it('FAQs: question and answer', async () => {
    const server = await serverMessages('/faqs', { question: ' ', answer: ' ', categoryId: 1 });
    const form = formMessages(faqSchema, { question: ' ', answer: ' ', category: '1', tags: [] });
    expectSameMessages(form, server, [
      ['question', 'question'],
      ['answer', 'answer'],
    ]);
  });

  it('single sign-on settings: issuer, client ID and domains', async () => {
    const response = await s.request({
      method: 'PUT',
      url: `/companies/${s.fx.companyA}/sso`,
      as: 'operator',
      payload: { issuer: 'login.example', clientId: '', domains: ['acme'], passwordAllowed: true },
    });
    expect(response.statusCode).toBe(400);
    const form = formMessages(companySsoSchema(true), {
      issuer: 'login.example',
      clientId: '',
      clientSecret: '',
      domains: 'acme',
      passwordAllowed: true,
    });
    expectSameMessages(form, response.json().errors, [
      ['issuer', 'issuer'],
      ['clientId', 'clientId'],
      ['domains', 'domains.0'],
    ]);
  });
});
