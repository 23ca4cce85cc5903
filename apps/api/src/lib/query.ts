/**
 * FeathersJS query syntax -> Drizzle SQL. Only whitelisted fields reach SQL, every value is a bound
 * parameter, and anything unexpected is a 400 rather than a guess.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors.js';
import { say } from '../i18n/index.js';

export type FieldType = 'number' | 'string' | 'boolean' | 'date' | 'uuid';
export interface QueryField {
  column: AnyPgColumn;
  type: FieldType;
}
export type QueryFields = Record<string, QueryField>;

export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 20;

export interface ParsedQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  skip: number;
  select: string[] | undefined;
  /** Query keys not handled here (resource-specific filters). */
  rest: Record<string, unknown>;
}

const OPERATORS = new Set([
  '$in',
  '$nin',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$like',
  '$ilike',
  '$notlike',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(key: string): never {
  throw badRequest(say('server.error.invalidQueryParameter', { name: key }), {
    [key]: 'server.error.invalidValue',
  });
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Turns a query-string value into the column's type; 'null' means SQL NULL. */
function coerce(key: string, type: FieldType, value: unknown): unknown {
  if (value === null || value === 'null') return null;
  if (typeof value === 'object') invalid(key);
  const text = String(value);
  switch (type) {
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n) || Math.abs(n) > 2_147_483_647) invalid(key);
      return n;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return invalid(key);
    case 'date': {
      const d = new Date(/^\d+$/.test(text) ? Number(text) : text);
      if (Number.isNaN(d.getTime())) invalid(key);
      return d;
    }
    case 'uuid':
      if (!UUID.test(text)) invalid(key);
      return text;
    default:
      if (text.length > 500) invalid(key);
      return text;
  }
}

function list(key: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return Object.values(value); // qs turns long arrays into objects
  if (typeof value === 'string') return value === '' ? [] : value.split(',');
  return invalid(key);
}

function condition(key: string, field: QueryField, value: unknown): SQL {
  const col = field.column;
  if (isPlainObject(value)) {
    const parts: SQL[] = [];
    for (const [op, operand] of Object.entries(value)) {
      if (!OPERATORS.has(op)) invalid(`${key}[${op}]`);
      switch (op) {
        case '$in':
        case '$nin': {
          const values = list(key, operand).map((v) => coerce(key, field.type, v));
          if (values.length > 200) invalid(key);
          const present = values.filter((v) => v !== null);
          const matches = present.length ? inArray(col, present) : undefined;
          const withNull = values.length !== present.length ? or(matches, isNull(col)) : matches;
          if (op === '$in') parts.push(withNull ?? sql`false`);
          else if (withNull) parts.push(not(withNull));
          break;
        }
        case '$ne': {
          const v = coerce(key, field.type, operand);
          parts.push(v === null ? isNotNull(col) : or(ne(col, v), isNull(col))!);
          break;
        }
        case '$like':
        case '$ilike':
        case '$notlike': {
          if (field.type !== 'string') invalid(key);
          const pattern = String(coerce(key, 'string', operand));
          parts.push(
            op === '$like'
              ? like(col, pattern)
              : op === '$ilike'
                ? ilike(col, pattern)
                : not(like(col, pattern)),
          );
          break;
        }
        default: {
          const v = coerce(key, field.type, operand);
          if (v === null) invalid(key);
          parts.push(({ $lt: lt, $lte: lte, $gt: gt, $gte: gte } as const)[op as '$lt'](col, v));
        }
      }
    }
    if (!parts.length) invalid(key);
    return and(...parts)!;
  }
  if (Array.isArray(value)) invalid(key);
  const v = coerce(key, field.type, value);
  if (v === null) return isNull(col);
  // A value with % is a case-insensitive contains-search, e.g. title=%text%.
  if (field.type === 'string' && typeof v === 'string' && v.includes('%')) return ilike(col, v);
  return eq(col, v);
}

function whereOf(query: Record<string, unknown>, fields: QueryFields, depth: number): SQL | undefined {
  if (depth > 3) invalid('$or');
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === '$or' || key === '$and') {
      const branches = list(key, value).map((branch) => {
        if (!isPlainObject(branch)) invalid(key);
        return whereOf(branch, fields, depth + 1);
      });
      if (branches.length > 20) invalid(key);
      const combined = key === '$or' ? or(...branches) : and(...branches);
      if (combined) parts.push(combined);
      continue;
    }
    const field = fields[key];
    if (!field) invalid(key);
    parts.push(condition(key, field, value));
  }
  return parts.length ? and(...parts) : undefined;
}

function int(key: string, value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (typeof value === 'object' || !Number.isInteger(n) || n < 0) invalid(key);
  return n;
}

export interface ParseOptions {
  /** Default sort when $sort is absent (lists sort by saved order, then id). */
  defaultSort?: SQL[];
  /** Keys a resource handles itself; they are returned in `rest` instead of failing. */
  extraKeys?: string[];
  /** Fields $select may name (the read form's keys); defaults to the filterable fields. */
  selectable?: readonly string[];
}

export function parseQuery(
  query: Record<string, unknown> | undefined,
  fields: QueryFields,
  options: ParseOptions = {},
): ParsedQuery {
  const q = { ...(query ?? {}) };
  const limit = Math.min(int('$limit', q.$limit, DEFAULT_LIMIT), MAX_LIMIT);
  const skip = int('$skip', q.$skip, 0);
  const orderBy: SQL[] = [];
  if (q.$sort !== undefined) {
    if (!isPlainObject(q.$sort)) invalid('$sort');
    for (const [key, dir] of Object.entries(q.$sort)) {
      const field = fields[key];
      if (!field) invalid(`$sort[${key}]`);
      const d = String(dir).toLowerCase();
      if (d === '1' || d === 'asc') orderBy.push(asc(field.column));
      else if (d === '-1' || d === 'desc') orderBy.push(desc(field.column));
      else invalid(`$sort[${key}]`);
    }
  }
  orderBy.push(...(options.defaultSort ?? []));
  let select: string[] | undefined;
  if (q.$select !== undefined) {
    select = list('$select', q.$select).map(String);
    const allowed = new Set(options.selectable ?? Object.keys(fields));
    for (const key of select) if (!allowed.has(key)) invalid('$select');
  }
  const rest: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q)) {
    if (['$limit', '$skip', '$sort', '$select'].includes(key)) continue;
    if (options.extraKeys?.includes(key)) rest[key] = value;
    else filters[key] = value;
  }
  const where = whereOf(filters, fields, 0);
  return { where, orderBy, limit, skip, select, rest };
}

/** Keeps only the $select-ed fields (and always the id), as Feathers does. */
/**
 * `$select` (a Feathers query) trims each record to the fields asked for, plus its id. The records keep their type:
 * a client that names the fields it reads gets nothing else, which the contract's read shapes cannot express.
 */
export function applySelect<T extends Record<string, unknown>>(
  items: T[],
  select: string[] | undefined,
): T[] {
  if (!select) return items;
  return items.map((item) => {
    const out: Record<string, unknown> = { id: item.id };
    for (const key of select) if (key in item) out[key] = item[key];
    return out as T;
  });
}

export function page<T>(data: T[], total: number, parsed: Pick<ParsedQuery, 'limit' | 'skip'>) {
  return { total, limit: parsed.limit, skip: parsed.skip, data };
}
