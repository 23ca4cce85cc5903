/**
 * Field rules with the exact messages of the specification. The contract (Ajv) checks the shape of
 * every request; these rules give its failures the documented wording and add what a JSON schema
 * cannot say (trimmed text, rules that depend on other fields).
 */
import { isPlainEmail } from '@readyteams/activities/email';
import type { ErrorObject } from 'ajv';
import { fieldErrors, type FieldErrors } from './errors.js';
import { say, type Message } from './i18n/index.js';

export interface Rule {
  required?: Message;
  min?: [number, Message];
  max?: [number, Message];
  email?: Message;
  url?: Message;
  /** Must start with http:// or https:// */
  http?: Message;
  /** Message when the value has the wrong type or an unknown enum value. */
  type?: Message;
  /** An optional field that may also be an empty string. */
  emptyOk?: boolean;
  /** Report the error under this sibling field instead (a message shown on another control). */
  field?: string;
}
/**
 * Keyed by field path; `*` stands for any array index, e.g. `slides.*.title`. A rule may depend on
 * the object holding the field (a slide's title message depends on its slide type).
 */
export type Rules = Record<string, Rule | ((parent: Record<string, unknown>) => Rule | undefined)>;

function resolveRule(rule: Rules[string] | undefined, parent: unknown): Rule | undefined {
  if (typeof rule !== 'function') return rule;
  return parent && typeof parent === 'object' && !Array.isArray(parent)
    ? rule(parent as Record<string, unknown>)
    : undefined;
}

/** A plain `local@domain` address: the rule of every e-mail field, the forms' and the phones' too (one home). */
export function isEmail(value: unknown): value is string {
  return isPlainEmail(value);
}

export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Expands `slides.*.title` over the arrays in `body` into concrete paths with their values. */
function expand(body: unknown, pattern: string): { path: string; value: unknown; parent: unknown }[] {
  let current: { path: string[]; value: unknown; parent: unknown }[] = [
    { path: [], value: body, parent: undefined },
  ];
  for (const segment of pattern.split('.')) {
    const next: typeof current = [];
    for (const { path, value } of current) {
      if (segment === '*') {
        if (Array.isArray(value))
          value.forEach((v, i) => next.push({ path: [...path, String(i)], value: v, parent: value }));
      } else if (value && typeof value === 'object' && !Array.isArray(value)) {
        next.push({
          path: [...path, segment],
          value: (value as Record<string, unknown>)[segment],
          parent: value,
        });
      }
    }
    current = next;
  }
  return current.map((c) => ({ path: c.path.join('.'), value: c.value, parent: c.parent }));
}

/**
 * Checks `body` against `rules`. With `partial` (PATCH), a top-level field that is absent is not
 * checked, but one that is sent must be valid.
 */
export function checkRules(body: unknown, rules: Rules, options: { partial?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const [pattern, ruleOrFn] of Object.entries(rules)) {
    const top = pattern.split('.')[0]!;
    if (options.partial && (body as Record<string, unknown> | undefined)?.[top] === undefined) continue;
    for (const { path, value, parent } of expand(body, pattern)) {
      const rule = resolveRule(ruleOrFn, parent);
      if (!rule) continue;
      const key = rule.field ? retarget(path, rule.field) : path;
      if (errors[key]) continue;
      const message = ruleMessage(rule, value);
      if (message) errors[key] = message;
    }
  }
  return errors;
}

function retarget(path: string, field: string): string {
  const parts = path.split('.');
  parts[parts.length - 1] = field;
  return parts.join('.');
}

function ruleMessage(rule: Rule, value: unknown): Message | undefined {
  if (isBlank(value)) {
    if (rule.required) return rule.required;
    if (typeof value === 'string' && !rule.emptyOk && rule.min) return rule.min[1];
    return undefined;
  }
  if (Array.isArray(value)) {
    if (rule.min && value.length < rule.min[0]) return rule.min[1];
    if (rule.max && value.length > rule.max[0]) return rule.max[1];
    return undefined;
  }
  if (typeof value !== 'string') return rule.type ? rule.type : undefined;
  const length = value.trim().length;
  if (rule.min && length < rule.min[0]) return rule.min[1];
  if (rule.max && value.length > rule.max[0]) return rule.max[1];
  if (rule.email && !isEmail(value.trim())) return rule.email;
  if (rule.http && !/^https?:\/\//i.test(value)) return rule.http;
  if (rule.url && !isUrl(value)) return rule.url;
  return undefined;
}

export function assertRules(body: unknown, rules: Rules, options: { partial?: boolean } = {}): void {
  const errors = checkRules(body, rules, options);
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

function lookup(rules: Rules, path: string, body: unknown): Rule | undefined {
  const segments = path.split('.').map((s) => (/^\d+$/.test(s) ? '*' : s));
  const parent = valueAt(body, path.split('.').slice(0, -1).join('.'));
  const exact = rules[segments.join('.')];
  if (exact) return resolveRule(exact, parent);
  // Keys that are data (like 'option 3' in poll answers) match a trailing `*`.
  return resolveRule(rules[[...segments.slice(0, -1), '*'].join('.')], parent);
}

function valueAt(body: unknown, path: string): unknown {
  let v = body;
  for (const s of path.split('.').filter(Boolean)) {
    if (v && typeof v === 'object') v = (v as Record<string, unknown>)[s];
    else return undefined;
  }
  return v;
}

/** Ajv errors -> {field: message}, worded by `rules` where a rule exists. */
export function ajvFieldErrors(errors: ErrorObject[], rules: Rules, body: unknown, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  // A failed anyOf/oneOf branch reports "must be string" next to the real problem inside the
  // other branch; keep the deeper error.
  const relevant = errors.filter(
    (e) =>
      !(
        /\/(anyOf|oneOf)\//.test(e.schemaPath) &&
        ['type', 'const', 'enum'].includes(e.keyword) &&
        errors.some(
          (o) =>
            o !== e &&
            (o.instancePath.startsWith(e.instancePath + '/') ||
              (o.instancePath === e.instancePath && o.keyword === 'required')),
        )
      ),
  );
  for (const e of relevant.length ? relevant : errors) {
    let path = e.instancePath.split('/').filter(Boolean).join('.');
    if (e.keyword === 'required')
      path = [path, (e.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
    // A oneOf's discriminator (slideType) missing or naming no branch: reported on that field like an unknown enum value.
    if (e.keyword === 'discriminator')
      path = [path, (e.params as { tag: string }).tag].filter(Boolean).join('.');
    // A name the schema does not know: closed objects say additionalProperties, the slide branches (whose fields come
    // partly from an allOf, openapi.yaml SlideFields) unevaluatedProperties.
    if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      const params = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const extra = (params.additionalProperty ?? params.unevaluatedProperty)!;
      const key = [prefix, path, extra].filter(Boolean).join('.');
      out[key] ??= say('server.error.unknownField', { name: extra });
      continue;
    }
    // if/then and combinators report again on the branch's own errors; the leaf errors are enough.
    if (['if', 'anyOf', 'oneOf', 'allOf', 'not'].includes(e.keyword) && errors.length > 1) continue;
    const rule = lookup(rules, path, body);
    const key = [prefix, rule?.field ? retarget(path, rule.field) : path].filter(Boolean).join('.') || 'body';
    if (out[key]) continue;
    const value = valueAt(body, path);
    // Without a rule, the contract's own check says what is wrong (Ajv's words, in English).
    out[key] =
      (rule && messageFromRule(rule, e, value)) ??
      say('server.error.invalidField', {
        field: path || prefix || 'body',
        problem: e.message ?? 'is invalid',
      });
  }
  return out;
}

function messageFromRule(rule: Rule, e: ErrorObject, value: unknown): Message | undefined {
  switch (e.keyword) {
    case 'required':
      return rule.required ?? rule.min?.[1];
    case 'minLength':
    case 'minItems':
      return isBlank(value) ? (rule.required ?? rule.min?.[1]) : (rule.min?.[1] ?? rule.required);
    case 'minimum':
      return rule.min?.[1];
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      return rule.max?.[1];
    case 'format':
      if (isBlank(value) && !rule.emptyOk) return rule.required ?? rule.email ?? rule.url;
      return rule.email ?? rule.url ?? rule.http ?? rule.type;
    case 'pattern':
      return isBlank(value)
        ? rule.required
        : (rule.http ?? rule.url ?? rule.email ?? rule.type ?? rule.required);
    case 'type':
    case 'enum':
    case 'const':
    case 'discriminator':
      if (value === null || value === undefined || value === '') return rule.required ?? rule.type;
      return rule.type ?? (e.keyword === 'enum' ? rule.required : undefined);
    default:
      return undefined;
  }
}
