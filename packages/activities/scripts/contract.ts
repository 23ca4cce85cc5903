// Writes the slide shapes' per-kind branches into the contract (openapi.yaml) from the kinds' schemas
// (src/<kind>/schema.ts), so a new kind, or a field, is written once. `npm run generate` (root) runs it before the
// client's types are generated from the contract; `--check` writes nothing and fails when the committed contract is
// not what it would write (src/contract.test.ts runs it in CI). It lives here, beside the schemas, so it reads them
// from source with no build first.
//   tsx scripts/contract.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { Document, isMap, isScalar, parseDocument, visit, type Pair, type YAMLMap } from 'yaml';
import { z } from 'zod';
import { contractComponents } from '../src/contract';
import { kinds, slideType, type SlideType } from '../src/kinds';
import { liveQuestionKind } from '../src/live';
import { slideReadOf, slideWriteOf } from '../src/slides';

type Json = Record<string, unknown>;

export const specPath = resolve(import.meta.dirname, '../../../openapi.yaml');
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const pascal = (kind: SlideType) => kind.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
const generatedFrom = (kind: SlideType | '<kind>') =>
  `Generated from packages/activities/src/${kind}/schema.ts by \`npm run generate\`.`;
/** A schema's description, then where it is generated from. */
const described = (schema: z.ZodType, kind: SlideType) =>
  [z.globalRegistry.get(schema)?.description, generatedFrom(kind)].filter(Boolean).join(' ');

/** JSON Schema 2020-12 of a zod schema, as the contract writes it. */
function toJson(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    override: ({ zodSchema, jsonSchema }) => {
      const id = contractComponents.get(zodSchema)?.id;
      // The contract's own component, by reference (a `default` or description beside it stays).
      if (id) {
        for (const key of Object.keys(jsonSchema))
          if (key !== 'default' && key !== 'description') delete jsonSchema[key];
        Object.assign(jsonSchema, ref(id));
      }
      // z.int()'s safe-integer bounds say nothing the contract needs.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      // Read and live shapes are open, though zod closes every object it outputs.
      if (io === 'output' && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
    },
  }) as Json;
  delete json.$schema;
  return nullables(json) as Json;
}

/**
 * zod writes `x | null` as anyOf [x, null]; the contract as `type: [t, 'null']`, or oneOf [$ref, null], and with its
 * keywords in the order below. `names`: a map of property names, not a schema.
 */
function nullables(node: unknown, names = false): unknown {
  if (Array.isArray(node)) return node.map((item) => nullables(item));
  if (!node || typeof node !== 'object') return node;
  const mapped = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, nullables(v, !names && k === 'properties')]),
  ) as Json;
  if (names) return mapped;
  const { anyOf, ...rest } = mapped;
  const [inner, nul] = (anyOf ?? []) as Json[];
  if (!anyOf || (anyOf as Json[]).length !== 2 || JSON.stringify(nul) !== '{"type":"null"}')
    return ordered(anyOf ? { ...rest, anyOf } : rest);
  if (typeof inner!.type === 'string') return ordered({ ...inner, ...rest, type: [inner!.type, 'null'] });
  return ordered({ ...rest, oneOf: [inner, nul] });
}

/** The keywords the contract writes first, in its order (the rest in zod's). */
const first = ['$ref', 'type', 'const', 'description', 'default'];
const ordered = (node: Json): Json =>
  Object.fromEntries(
    Object.entries(node).sort(([a], [b]) => (first.indexOf(a) + 1 || 99) - (first.indexOf(b) + 1 || 99)),
  );

/** A union of the kinds' branches, told apart by slideType (the name of each kind's branch from `name`). */
function byKind(name: (kind: SlideType) => string): Json {
  return {
    oneOf: slideType.options.map((kind) => ref(name(kind))),
    discriminator: {
      propertyName: 'slideType',
      mapping: Object.fromEntries(slideType.options.map((kind) => [kind, ref(name(kind)).$ref])),
    },
  };
}

/** Every generated component by name; `current` reads what a union keeps of today's (its type and description). */
function components(current: (name: string) => Json): Record<string, Json> {
  const out: Record<string, Json> = {};
  const union = (name: string, branch: (kind: SlideType) => string) => {
    const { type, description } = current(name);
    out[name] = { type, description, ...byKind(branch) };
  };
  const liveName = (kind: SlideType) => `Live${pascal(kind)}Slide`;
  const writeName = (kind: SlideType) => `${pascal(kind)}SlideWrite`;
  const readName = (kind: SlideType) => `${pascal(kind)}SlideRead`;
  // The lists of names, kept with the contract's descriptions.
  const names = (name: string, values: readonly string[]) => {
    const { description } = current(name);
    out[name] = { type: 'string', enum: [...values], ...(description ? { description } : {}) };
  };
  names('SlideType', slideType.options);
  names('LiveQuestionKind', liveQuestionKind.options);
  union('LiveSlide', liveName);
  union('SlideWrite', writeName);
  union('SlideRead', readName);
  // The fields of the other kinds are accepted on every branch and not stored (clients may send every field of every
  // slide): each branch takes every kind's field names from SlideFields and refuses any other name
  // (unevaluatedProperties), checking its own fields only.
  const fields = [...new Set(slideType.options.flatMap((kind) => Object.keys(kinds[kind].write.shape)))];
  out.SlideFields = {
    type: 'object',
    description: `Every kind's own fields by name, unconstrained: a SlideWrite branch accepts those of the other kinds and does not store them. ${generatedFrom('<kind>')}`,
    properties: Object.fromEntries(fields.map((name) => [name, {}])),
  };
  for (const kind of slideType.options) {
    const { write, read } = kinds[kind];
    const sent = toJson(slideWriteOf(kind), 'input');
    out[writeName(kind)] = {
      type: 'object',
      description: described(write, kind),
      allOf: [ref('SlideFields')],
      required: sent.required,
      properties: sent.properties,
      unevaluatedProperties: false,
    };
    const readJson = toJson(slideReadOf(kind), 'output');
    out[readName(kind)] = {
      type: 'object',
      description: described(read, kind),
      required: readJson.required,
      properties: readJson.properties,
    };
    const own = kinds[kind].live;
    const { required, properties } = toJson(z.object({ slideType: z.literal(kind), ...own.shape }), 'output');
    out[liveName(kind)] = {
      type: 'object',
      description: described(own, kind),
      allOf: [ref('LiveSlideFields')],
      required,
      properties,
    };
  }
  return out;
}

/** A component as YAML lines under `components.schemas` (lists of names in flow style, as the contract has them). */
function componentText(name: string, value: Json): string {
  const doc = new Document({ [name]: value });
  visit(doc, {
    Seq: (_key, node) => {
      if (node.items.every(isScalar)) node.flow = true;
    },
    // Patterns like '\S' stay quoted, as the contract writes them.
    Scalar: (_key, node) => {
      if (typeof node.value === 'string' && node.value.includes('\\')) node.type = 'QUOTE_SINGLE';
    },
  });
  return doc
    .toString({ lineWidth: 0, singleQuote: true })
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Which union's branch a component is ('SlideWrite' of PollSlideWrite, 'LiveSlide' of LivePollSlide). */
const familyOf = (name: string) =>
  /SlideWrite$|SlideRead$/.exec(name)?.[0] ?? (/^Live.+Slide$/.test(name) ? 'LiveSlide' : name);

/**
 * The contract with its generated components rewritten in place (the rest of the text untouched), and prettier's. A
 * component it lacks (a new kind's branch) is written after the one before it in the generated order (the previous
 * kind's branch of the same union).
 */
export async function generate(text: string): Promise<{ text: string; generated: Record<string, Json> }> {
  const doc = parseDocument(text);
  const schemas = doc.getIn(['components', 'schemas']) as YAMLMap;
  const pairs = new Map(schemas.items.map((pair) => [String((pair.key as { value: unknown }).value), pair]));
  const generated = components((name) => (pairs.get(name)?.value as YAMLMap | undefined)?.toJSON() ?? {});
  const spans: { start: number; end: number; text: string }[] = [];
  const names = Object.keys(generated);
  for (const [i, name] of names.entries()) {
    const pair = pairs.get(name) as Pair<{ range: number[] }, { range: number[] }> | undefined;
    const text = componentText(name, generated[name]!);
    if (pair && isMap(pair.value)) {
      spans.push({ start: pair.key.range[0]!, end: pair.value.range[1]!, text });
      continue;
    }
    if (pair) throw new Error(`openapi.yaml's component ${name} is not an object`);
    // A new one: after the last of the same family before it (`FooSlideWrite` after `BarSlideWrite`).
    const before = names
      .slice(0, i)
      .reverse()
      .find((other) => familyOf(other) === familyOf(name) && pairs.has(other));
    const anchor = before && (pairs.get(before)!.value as { range: number[] }).range[1]!;
    if (!anchor) throw new Error(`openapi.yaml has no component like ${name} to write it after`);
    spans.push({ start: anchor, end: anchor, text });
  }
  let out = text;
  for (const { start, end, text } of spans.sort((a, b) => b.start - a.start))
    out =
      start === end
        ? out.slice(0, start) + text + '\n' + out.slice(start) // a new one, on the line where the next one was
        : out.slice(0, start) + text.trimStart() + '\n' + out.slice(end).replace(/^\n/, '');
  const config = await resolveConfig(specPath);
  return { text: await format(out, { ...config, filepath: specPath }), generated };
}

/** The first generated component the contract's text has otherwise (undefined: none, or only its layout differs). */
function firstStale(text: string, generated: Record<string, Json>): string | undefined {
  const schemas = parseDocument(text).getIn(['components', 'schemas']) as YAMLMap;
  return Object.keys(generated).find(
    (name) =>
      JSON.stringify((schemas.get(name) as YAMLMap | undefined)?.toJSON()) !==
      JSON.stringify(generated[name]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const text = readFileSync(specPath, 'utf8');
  const { text: next, generated } = await generate(text);
  if (process.argv.includes('--check')) {
    if (next !== text) {
      const stale = firstStale(text, generated);
      console.error(
        `openapi.yaml is stale: ${stale ? `components.schemas.${stale} differs from` : 'its layout is not'} what ` +
          "the kinds' schemas generate. Run `npm run generate`.",
      );
      process.exit(1);
    }
  } else if (next !== text) writeFileSync(specPath, next);
}
