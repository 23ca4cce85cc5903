import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The API server validates requests straight from openapi.yaml with Ajv (JSON Schema 2020-12). These tests
// compile the contract's schemas the same way and check that they accept what the app sends and refuse
// what the specification forbids.
const spec = parse(readFileSync(resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { parameters?: { $ref?: string; name?: string; in?: string; schema?: object }[] }>
  >;
  components: {
    schemas: Record<string, object>;
    parameters: Record<string, { name: string; in: string; schema: object }>;
  };
};
// As the server reads them: a discriminator's mapping is for code generators, Ajv finds the branches itself.
const defs = JSON.parse(
  JSON.stringify(spec.components.schemas).replaceAll('#/components/schemas/', 'contract#/$defs/'),
  (key, value) => (key === 'discriminator' ? { propertyName: value.propertyName } : value),
);

let ajv: Ajv2020;
const validator = (name: string): ValidateFunction => ajv.getSchema(`contract#/$defs/${name}`)!;

function errorsOf(name: string, value: unknown): string[] {
  const validate = validator(name);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

beforeAll(() => {
  ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, discriminator: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'contract', $defs: defs });
});

const video = {
  slideType: 'video',
  title: 'Welcome',
  videoUrl: 'https://media.example.com/uploads/welcome.mp4',
  script: 'Welcome everyone.',
  order: 0,
};
const poll = {
  slideType: 'poll',
  type: 'scenario',
  title: 'What would you do?',
  script: 'Pick the best answer.',
  order: 1,
  questions: [
    {
      question: 'A customer shouts at you. What do you do?',
      type: 'single-choice',
      layoutType: 'default',
      answers: { options: [{ 'option 1': 'Stay calm' }, { 'option 2': 'Leave' }] },
    },
  ],
};
const closing = {
  slideType: 'poll',
  type: 'closing question',
  title: 'Closing Questions',
  script: 'Tell us how it went.',
  order: 4,
  questions: [
    {
      question: 'How likely are you to recommend this session?',
      type: 'single-choice',
      layoutType: 'nps',
      answers: null,
    },
    { question: 'What will you do first?', type: 'free-text' },
  ],
};
const scenario = {
  title: 'Handling an angry customer',
  description: 'De-escalate a tense conversation.',
  script: 'Introduce the situation and play the video.',
  status: 'draft',
  isDemo: false,
  rating: 0,
  isPublic: true,
  thumbNailUrl: null,
  authorName: 'Ada Host',
  authorEmail: 'ada@example.com',
  notes: '',
  categoryId: 3,
  tags: [1, 2],
  source: 4,
  slides: [
    video,
    poll,
    {
      slideType: 'discussion',
      title: 'Discussion Questions',
      order: 2,
      questions: ['Why?', 'How?', 'What next?'],
    },
    { slideType: 'poll-results', title: 'Results', order: 3, pollTitle: 'What would you do?' },
    closing,
  ],
  resources: [
    {
      title: 'Guide',
      linkUrl: 'https://example.com/guide.pdf',
      type: 'pdf',
      description: 'The written guide.',
    },
  ],
};

describe('the contract compiles for the server', () => {
  it('compiles every component schema under Ajv 2020 strict mode', () => {
    for (const name of Object.keys(defs)) expect(validator(name), name).toBeTypeOf('function');
  });

  it('compiles every operation query', () => {
    type Parameter = { $ref?: string; name?: string; in?: string; schema?: object };
    const resolveParameter = (p: Parameter): Parameter =>
      p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p;
    for (const [path, item] of Object.entries(spec.paths)) {
      const shared = (item.parameters ?? []) as Parameter[];
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        const params = [...shared, ...(operation.parameters ?? [])].map(resolveParameter);
        const properties = Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        );
        const schema = JSON.parse(
          JSON.stringify({ type: 'object', properties }).replaceAll(
            '#/components/schemas/',
            'contract#/$defs/',
          ),
        );
        expect(() => ajv.compile(schema), `${method} ${path}`).not.toThrow();
      }
    }
  });
});

describe('scenario bodies', () => {
  it('accepts the scenario the editor sends (sent form of poll answers, discussion strings)', () => {
    expect(errorsOf('ScenarioCreate', scenario)).toEqual([]);
  });

  it('refuses the read form of poll answers in a sent scenario', () => {
    const readAnswers = { options: [{ option: 'option 1', answer: 'Stay calm' }] };
    const slides = [video, { ...poll, questions: [{ ...poll.questions[0], answers: readAnswers }] }];
    expect(errorsOf('ScenarioCreate', { ...scenario, slides })).not.toEqual([]);
  });

  it('refuses unknown fields', () => {
    expect(errorsOf('ScenarioCreate', { ...scenario, bogus: 1 })).toContain(
      ' must NOT have additional properties',
    );
  });

  it('enforces the description and script lengths', () => {
    expect(errorsOf('ScenarioCreate', { ...scenario, description: 'Too short' })).toContain(
      '/description must NOT have fewer than 10 characters',
    );
    expect(errorsOf('ScenarioCreate', { ...scenario, description: 'x'.repeat(101) })).toContain(
      '/description must NOT have more than 100 characters',
    );
    expect(errorsOf('ScenarioCreate', { ...scenario, script: 'x'.repeat(1001) })).not.toEqual([]);
  });

  it('needs at least one slide and an upload, title and script on video slides', () => {
    expect(errorsOf('ScenarioCreate', { ...scenario, slides: [] })).toContain(
      '/slides must NOT have fewer than 1 items',
    );
    const errors = errorsOf('ScenarioCreate', {
      ...scenario,
      slides: [{ slideType: 'video', title: 'Intro' }],
    });
    expect(errors).toContain("/slides/0 must have required property 'videoUrl'");
    expect(errors).toContain("/slides/0 must have required property 'script'");
  });

  it('refuses an unknown slide type and discussion questions that are not strings', () => {
    expect(errorsOf('SlideWrite', { slideType: 'quiz' })).not.toEqual([]);
    expect(
      errorsOf('SlideWrite', { slideType: 'discussion', questions: [{ question: 'Why?' }] }),
    ).not.toEqual([]);
  });

  it('refuses an invalid author email and resource link', () => {
    expect(errorsOf('ScenarioCreate', { ...scenario, authorEmail: 'ada' })).toContain(
      '/authorEmail must match format "email"',
    );
    const resources = [{ ...scenario.resources[0], linkUrl: 'ftp://example.com/x' }];
    expect(errorsOf('ScenarioCreate', { ...scenario, resources })).not.toEqual([]);
  });
});

describe('admin bodies', () => {
  it('needs a plan and an expiry for non-admin users only', () => {
    const user = { firstName: 'Ada', lastName: 'Host', email: 'ada@example.com', companyId: 1 };
    expect(errorsOf('UserCreate', user)).toContain(" must have required property 'subscriptionPlan'");
    expect(errorsOf('UserCreate', { ...user, isAdmin: true })).toEqual([]);
    expect(errorsOf('UserCreate', { ...user, subscriptionPlan: 'pro', expiresAt: '2027-01-31' })).toEqual([]);
    expect(
      errorsOf('UserCreate', { ...user, subscriptionPlan: 'gold', expiresAt: '2027-01-31' }),
    ).not.toEqual([]);
    expect(errorsOf('UserCreate', { ...user, subscriptionPlan: 'pro', expiresAt: '31/01/2027' })).not.toEqual(
      [],
    );
  });

  it('limits FAQ question and answer lengths', () => {
    const faq = { question: 'How do I start?', answer: 'Pick a scenario.', categoryId: 1, faq_tagsIds: [1] };
    expect(errorsOf('FaqCreate', faq)).toEqual([]);
    expect(errorsOf('FaqCreate', { ...faq, question: 'q'.repeat(256) })).not.toEqual([]);
    expect(errorsOf('FaqCreate', { ...faq, answer: 'a'.repeat(1001) })).not.toEqual([]);
  });

  it('accepts an empty thumbnail but not an invalid one on help guides', () => {
    const guide = {
      title: 'Getting started',
      description: 'How to run your first session.',
      mediaUrl: 'https://media.example.com/uploads/start.mp4',
      helpCategoriesId: 1,
      targetAudience: '',
      thumbnailUrl: '',
    };
    expect(errorsOf('HelpGuideCreate', guide)).toEqual([]);
    expect(errorsOf('HelpGuideCreate', { ...guide, thumbnailUrl: 'not a url' })).not.toEqual([]);
    expect(errorsOf('HelpGuideCreate', { ...guide, description: 'd'.repeat(2001) })).not.toEqual([]);
  });

  it('takes hex colours for tags and known resources for reordering', () => {
    expect(errorsOf('ScenarioTagCreate', { tag: 'Safety', color: '#1a2B3c' })).toEqual([]);
    expect(errorsOf('ScenarioTagCreate', { tag: 'Safety', color: 'red' })).not.toEqual([]);
    expect(errorsOf('ScenarioTagCreate', { tag: '' })).not.toEqual([]);
    expect(errorsOf('Reorder', { resource: 'faqs', ids: [3, 1, 2] })).toEqual([]);
    expect(errorsOf('Reorder', { resource: 'waitlist', ids: [1] })).not.toEqual([]);
  });

  it('ends a session only with a timestamp', () => {
    expect(errorsOf('SessionPatch', { completedAt: '2026-11-21T09:00:00.000Z' })).toEqual([]);
    expect(errorsOf('SessionPatch', { completedAt: 'now' })).not.toEqual([]);
    expect(errorsOf('SessionPatch', { completedAt: '2026-11-21T09:00:00.000Z', pin: 'ABCD' })).not.toEqual(
      [],
    );
  });

  it('signs in with the local or the jwt strategy only', () => {
    const name = 'AuthenticationLocal';
    expect(errorsOf(name, { strategy: 'local', email: 'ada@example.com', password: 'x' })).toEqual([]);
    expect(errorsOf(name, { strategy: 'local', email: 'ada', password: 'x' })).not.toEqual([]);
    expect(errorsOf('AuthenticationJwt', { strategy: 'jwt', accessToken: 'abc' })).toEqual([]);
    expect(errorsOf('PasswordChange', { currentPassword: 'old', newPassword: 'short' })).not.toEqual([]);
  });
});
