/**
 * Loads openapi.yaml and turns each operation into what a Fastify route needs: the path, and the
 * body/querystring/params JSON schemas with every $ref resolved. Requests are validated from the
 * contract itself, so the server and the generated client can never disagree on a shape.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { packageRoot } from './db/index.js';

export type JsonSchema = Record<string, unknown>;

/**
 * Who may call an operation at all (PRODUCT.md §2), its `x-access` in openapi.yaml. Handlers then apply the finer
 * rules: tenancy (own company), ownership (own sessions), fields a role may not set.
 *   public   - anyone, signed in or not
 *   user     - any signed-in user (host, company admin, operator admin)
 *   admin    - company admins and operator admins
 *   operator - admins of the operator company only
 */
export type Access = 'public' | 'user' | 'admin' | 'operator';
const ACCESS: readonly Access[] = ['public', 'user', 'admin', 'operator'];

export interface Operation {
  method: string;
  /** The contract's path, e.g. /scenarios/{id}; handlers are keyed by `${method} ${path}`. */
  path: string;
  /** Fastify's form, e.g. /scenarios/:id */
  url: string;
  operationId: string | undefined;
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  bodyContentTypes: string[];
  querystring: JsonSchema | undefined;
  params: JsonSchema | undefined;
  /** The first 2xx status the contract documents (201 for creates). */
  successStatus: number;
  /** Who may call it: its `x-access`, else public when it needs no token (security: []) and user otherwise. */
  access: Access;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
  file: string;
}

/** openapi.yaml at the repository root (two folders above the api package), unless OPENAPI_PATH says otherwise. */
export function findContractFile(explicit?: string): string {
  if (explicit) return resolve(explicit);
  let dir = packageRoot();
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('openapi.yaml not found; set OPENAPI_PATH');
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function pointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** Inlines every $ref (the contract has no recursive schemas; a cycle is reported). */
export function dereference(node: unknown, document: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(n, document, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} is not supported`);
    const { $ref: _ref, ...siblings } = obj;
    const target = dereference(pointer(document, ref), document, [...seen, ref]) as Record<string, unknown>;
    return Object.keys(siblings).length
      ? { ...target, ...(dereference(siblings, document, seen) as object) }
      : target;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    // Ajv reads a discriminator's branches from the oneOf (their `const`); the mapping is for code generators.
    if (k === 'discriminator' && v && typeof v === 'object') {
      const { mapping: _mapping, ...discriminator } = v as Record<string, unknown>;
      out[k] = discriminator;
      continue;
    }
    // Examples are documentation; skipping them keeps compiled validators small.
    out[k] = k === 'example' || k === 'examples' ? v : dereference(v, document, seen);
  }
  return out;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  style?: string;
}

function parameterSchema(params: Parameter[], where: 'path' | 'query'): JsonSchema | undefined {
  const chosen = params.filter((p) => p.in === where);
  if (!chosen.length) return where === 'path' ? undefined : undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of chosen) {
    properties[p.name] = p.schema ?? {};
    if (p.required) required.push(p.name);
  }
  // Feathers filters (field=value, field[$in][]=...) are open-ended; the query translator
  // whitelists them per resource, so undeclared keys are passed on rather than refused here.
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

export function loadContract(file = findContractFile()): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const globalSecurity = document.security as unknown[] | undefined;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (dereference(item.parameters ?? [], document) as Parameter[]) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const own = dereference(op.parameters ?? [], document) as Parameter[];
      const byKey = new Map<string, Parameter>();
      for (const p of [...shared, ...own]) byKey.set(`${p.in}:${p.name}`, p);
      const params = [...byKey.values()];
      const requestBody = dereference(op.requestBody, document) as
        { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const content = requestBody?.content ?? {};
      const jsonBody = content['application/json']?.schema;
      const statuses = Object.keys((op.responses ?? {}) as object)
        .filter((s) => /^2\d\d$/.test(s))
        .map(Number)
        .sort();
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const anonymous =
        Array.isArray(security) &&
        (security.length === 0 || security.some((s) => s && Object.keys(s).length === 0));
      const declared = op['x-access'];
      if (declared !== undefined && !ACCESS.includes(declared as Access))
        throw new Error(`${method.toUpperCase()} ${path}: x-access must be one of ${ACCESS.join(', ')}`);
      operations.push({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        operationId: op.operationId as string | undefined,
        body: jsonBody,
        bodyRequired: Boolean(requestBody?.required),
        bodyContentTypes: Object.keys(content),
        querystring: parameterSchema(params, 'query'),
        params: parameterSchema(params, 'path'),
        successStatus: statuses[0] ?? 200,
        access: (declared as Access | undefined) ?? (anonymous ? 'public' : 'user'),
      });
    }
  }
  return { document, operations, file };
}
