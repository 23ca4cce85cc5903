import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const specPath = join(root, 'openapi.yaml');
const callsPath = join(root, 'contract/calls.txt');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  additionalProperties?: unknown;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
}
interface Spec {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  };
}

const spec = parse(readFileSync(specPath, 'utf8')) as Spec;

/** `METHOD /path` lines of contract/calls.txt (comments and blank lines left out). */
function listedCalls(): { method: string; path: string; line: string; document: string }[] {
  return readFileSync(callsPath, 'utf8')
    .split('\n')
    .filter((line) => line.replace(/#.*/, '').trim())
    .map((text) => {
      const line = text.replace(/#.*/, '').trim();
      const [method = '', path = ''] = line.split(/\s+/);
      const document = /#\s*(\S+\.md)/.exec(text)?.[1] ?? '';
      return { method: method.toLowerCase(), path, line, document };
    });
}

const operations = () =>
  Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );

const resolveSchema = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? resolveSchema(spec.components.schemas[schema.$ref.split('/').pop()!]) : schema;

describe('contract/calls.txt', () => {
  const calls = listedCalls();

  it('lists the calls of both documents, each line naming its document', () => {
    const byDocument = (name: string) => calls.filter((call) => call.document === name).length;
    // Distinct method + path pairs of each document's call table.
    expect(byDocument('public-site-sessions-library.md')).toBe(21);
    expect(byDocument('admin-back-office.md')).toBe(28);
    expect(calls).toHaveLength(49);
    for (const { method, path, line } of calls) {
      expect(['get', 'post', 'patch', 'put', 'delete'], line).toContain(method);
      expect(path, line).toMatch(/^\/[a-z0-9-]+(\/\{[a-zA-Z]+\}|\/[a-z0-9.-]+)*$/);
    }
  });

  it.each(calls.map((call) => [call.line, call] as const))(
    'openapi.yaml documents %s',
    (_line, { method, path }) => {
      expect(spec.paths[path], `path ${path}`).toBeDefined();
      expect(
        spec.paths[path]?.[method as (typeof METHODS)[number]],
        `${method.toUpperCase()} ${path}`,
      ).toBeDefined();
    },
  );
});

describe('openapi.yaml conventions', () => {
  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers every error with the Feathers error body', () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        const content = response.$ref
          ? spec.components.responses[response.$ref.split('/').pop()!]?.content
          : response.content;
        expect(content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe(
          '#/components/schemas/Error',
        );
      }
    }
  });

  it('answers 201 on create and lists with the Feathers envelope', () => {
    const { paths } = spec;
    for (const path of [
      '/scenarios',
      '/users',
      '/companies',
      '/faqs',
      '/help-guides',
      '/sessions',
      '/waitlist',
    ]) {
      expect(paths[path]?.post?.responses?.['201'], `POST ${path}`).toBeDefined();
    }
    const list = resolveSchema({ $ref: '#/components/schemas/ScenarioList' });
    const envelope = resolveSchema(list?.allOf?.[0]);
    expect(Object.keys(envelope?.properties ?? {})).toEqual(['total', 'limit', 'skip']);
  });

  it('rejects unknown fields in every JSON request body', () => {
    for (const { path, method, operation } of operations()) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const variants = schema.oneOf ?? [schema];
      for (const variant of variants) {
        expect(resolveSchema(variant)?.additionalProperties, `${method} ${path}`).toBe(false);
      }
    }
  });

  it('marks the public operations and secures the rest with the bearer JWT', () => {
    const publicOps = operations()
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(publicOps).toEqual(
      [
        'GET /check-ins/{token}',
        'GET /health/live',
        'GET /health/ready',
        'GET /join/{pin}',
        'GET /mail-suppressions/{token}',
        'GET /metrics',
        'GET /sso/callback',
        'GET /sso/discover',
        'GET /sign-up',
        'GET /uploads/{key}',
        'POST /authentication',
        'POST /check-ins/{token}',
        'POST /join/{pin}',
        'POST /mail-suppressions/{token}',
        'POST /password-reset',
        'POST /password-reset/confirm',
        'POST /sign-up',
        'POST /sign-up/confirm',
        'POST /sso/link',
        'POST /sso/start',
        'POST /waitlist',
        'PUT /uploads/{key}',
      ].sort(),
    );
  });

  it('documents the two forms of poll answers', () => {
    const read = spec.components.schemas.PollAnswersRead!;
    const sent = spec.components.schemas.PollAnswersWrite!;
    expect(read.properties?.options?.items?.properties).toHaveProperty('option');
    expect(read.properties?.options?.items?.properties).toHaveProperty('answer');
    expect(sent.properties?.options?.items?.additionalProperties).toEqual(
      expect.objectContaining({ type: 'string' }),
    );
  });
});

describe('tools', () => {
  it('passes the Redocly linter', () => {
    const redocly = join(root, 'node_modules/.bin/redocly');
    const run = spawnSync(redocly, ['lint', 'openapi.yaml', '--format=stylish'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NO_COLOR: '1',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it('has src/schema.d.ts generated from the current openapi.yaml (run `npm run generate`)', () => {
    const require = createRequire(import.meta.url);
    const cli = join(resolve(require.resolve('openapi-typescript/package.json'), '..'), 'bin/cli.js');
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    try {
      const output = join(dir, 'schema.d.ts');
      const run = spawnSync(process.execPath, [cli, specPath, '--default-non-nullable=false', '-o', output], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const committed = readFileSync(resolve(import.meta.dirname, '../src/schema.d.ts'), 'utf8');
      expect(
        committed === readFileSync(output, 'utf8'),
        'src/schema.d.ts is stale: run npm run generate',
      ).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
