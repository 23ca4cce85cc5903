// One field name, one meaning across the slide kinds: the editor keeps every kind's draft fields side by side and
// each Write branch of the contract accepts the other kinds' fields, so two kinds may share a field name (title,
// script, video...) only with the same schema. Two kinds' `choices` of different shapes broke the editor's types.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kinds } from './kinds';

const LIMITS = new Set([
  'description',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'default',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  '$schema',
  'id',
  'examples',
  'enum',
  'const',
]);

/** The one common field each kind shapes its own way (its contract branch says how; the editor keeps it per kind). */
const PER_KIND = new Set(['questions']);

/** What a field holds, leaving out its limits and words: a string, an array of objects with these keys... */
function structure(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(structure);
  if (!json || typeof json !== 'object') return json;
  const entries = Object.entries(json).filter(([key]) => !LIMITS.has(key));
  const anyOf = (json as { anyOf?: unknown[] }).anyOf;
  // Optional or nullable is the same field.
  if (anyOf) {
    const kept = anyOf.filter((branch) => (branch as { type?: string }).type !== 'null');
    if (kept.length === 1) return structure(kept[0]);
  }
  return Object.fromEntries(
    entries.map(([key, value]) => [key, key === 'required' ? undefined : structure(value)]),
  );
}

describe('slide kinds’ fields', () => {
  for (const form of ['write', 'read', 'live'] as const) {
    it(`a field name two kinds ${form} has one schema`, () => {
      const seen = new Map<string, { kind: string; schema: string }>();
      const clashes: string[] = [];
      for (const [kind, parts] of Object.entries(kinds)) {
        for (const [field, schema] of Object.entries((parts[form] as z.ZodObject).shape)) {
          if (PER_KIND.has(field)) continue;
          const json = JSON.stringify(
            structure(z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' })),
          );
          const first = seen.get(field);
          if (!first) seen.set(field, { kind, schema: json });
          else if (first.schema !== json) clashes.push(`${field}: ${first.kind} and ${kind}`);
        }
      }
      expect(clashes).toEqual([]);
    });
  }
});
