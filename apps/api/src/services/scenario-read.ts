/**
 * The scenario read form in one SQL statement: the page of scenarios with its total, and each
 * scenario's category, company, tags, slides (with their questions), resources and favorite flag
 * aggregated as JSON by PostgreSQL. One round trip instead of eight; the list, the search, the
 * favorites list and GET /scenarios/{id} all read through here, so their answers cannot drift apart.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { components } from '@readyteams/api-client';
import type { AuthUser } from '../context.js';
import type { Db } from '../db/index.js';
import { scenarios, type SlideProps } from '../db/schema.js';
import { readProps } from '../slides/index.js';

type Schemas = components['schemas'];

/** The keys of the scenario read form ($select may name any of them). */
export const SCENARIO_READ_KEYS = [
  'id',
  'title',
  'description',
  'script',
  'status',
  'isDemo',
  'rating',
  'isPublic',
  'thumbNailUrl',
  'authorName',
  'authorEmail',
  'notes',
  'categoryId',
  'category',
  'source',
  'company',
  'companyId',
  'tags',
  'slides',
  'resources',
  'order',
  'isFavorite',
  'isBranching',
  'createdAt',
  'updatedAt',
] as const;

/** Whether the scenario (the row named "scenarios") is a branching one: a decision among its slides. */
export const IS_BRANCHING = sql`exists (select 1 from slides sl where sl.scenario_id = "scenarios".id and sl.slide_type = 'decision')`;

type Viewer = Pick<AuthUser, 'id' | 'isOperator' | 'isAdmin' | 'companyId'>;

// Related rows as JSON, each for the outer row named "scenarios" (the page's derived table). Orders
// match what the form always had: tags by tag order, slides/questions/resources by their saved order, then id.
const CATEGORY = `(select json_build_object('id', c.id, 'category', c.category)
  from scenario_categories c where c.id = "scenarios".category_id)`;
const COMPANY = `(select json_build_object('id', co.id, 'name', co.name)
  from companies co where co.id = "scenarios".source_id)`;
const TAGS = `coalesce((select json_agg(json_build_object('id', t.id, 'tag', t.tag, 'color', t.color) order by t."order", t.id)
  from scenario_tag_links l join scenario_tags t on t.id = l.tag_id where l.scenario_id = "scenarios".id), '[]'::json)`;
// A discussion slide's questions are plain strings; a poll's carry their type, layout and answers
// (stored as [{option, answer, value?}], read as {options: [{option, answer}]}).
const ANSWERS = `case when jsonb_typeof(q.answers) = 'array' then json_build_object('options', coalesce((
    select json_agg(json_build_object('option', a.v -> 'option', 'answer', a.v -> 'answer') order by a.i)
    from jsonb_array_elements(q.answers) with ordinality a(v, i)), '[]'::json)) end`;
const QUESTIONS = `coalesce((select json_agg(case when s.slide_type = 'discussion' then to_json(q.question)
    else json_build_object('question', q.question, 'type', q.type, 'layoutType', q.layout_type, 'answers', ${ANSWERS}) end
    order by q."order", q.id)
  from questions q where q.slide_id = s.id), '[]'::json)`;
const SLIDES = `coalesce((select json_agg(json_build_object('id', s.id, 'title', coalesce(s.title, ''),
    'slideType', s.slide_type, 'order', s."order", 'script', s.script, 'questions', ${QUESTIONS},
    'suggestedSeconds', s.suggested_seconds, 'pathOption', s.path_option, 'props', s.props) order by s."order", s.id)
  from slides s where s.scenario_id = "scenarios".id), '[]'::json)`;
const RESOURCES = `coalesce((select json_agg(json_build_object('id', r.id, 'title', r.title, 'linkUrl', r.link_url,
    'type', r.type, 'description', r.description) order by r."order", r.id)
  from resources r where r.scenario_id = "scenarios".id), '[]'::json)`;

const RELATED = { category: CATEGORY, company: COMPANY, tags: TAGS, slides: SLIDES, resources: RESOURCES };
const EMPTY = {
  category: 'null::json',
  company: 'null::json',
  tags: `'[]'::json`,
  slides: `'[]'::json`,
  resources: `'[]'::json`,
};
type RelatedKey = keyof typeof RELATED;
const relatedCache = new Map<string, SQL>();

/** The select list of the related columns: a constant per $select (built once, reused). */
function relatedColumns(select: readonly string[] | undefined): SQL {
  const key = select ? select.join(',') : '*';
  let cached = relatedCache.get(key);
  if (!cached) {
    const wants = (name: string) => !select || select.includes(name);
    const parts = (Object.keys(RELATED) as RelatedKey[]).map(
      (name) => `${wants(name) ? RELATED[name] : EMPTY[name]} as "${name}"`,
    );
    cached = sql.raw(parts.join(',\n'));
    if (relatedCache.size < 500) relatedCache.set(key, cached);
  }
  return cached;
}

interface PageRow {
  id: number;
  title: string;
  description: string;
  script: string;
  status: Schemas['ScenarioStatus'];
  is_demo: boolean;
  rating: number;
  is_public: boolean;
  thumb_nail_url: string | null;
  author_name: string | null;
  author_email: string | null;
  notes: string | null;
  category_id: number | null;
  source_id: number | null;
  company_id: number | null;
  order: number;
  created_at: string | Date;
  updated_at: string | Date;
  total?: string | number | bigint;
  is_favorite: boolean;
  is_branching: boolean;
  category: { id: number; category: string } | null;
  company: { id: number; name: string } | null;
  tags: { id: number; tag: string; color: string }[];
  slides: SlideRow[];
  resources: Schemas['ResourceRead'][];
}

/** A slide as the SQL reads it: the common columns and its kind's own fields (`props`). */
interface SlideRow {
  id: number;
  title: string;
  slideType: Schemas['SlideType'];
  order: number;
  script: string | null;
  questions: unknown[];
  suggestedSeconds: number | null;
  pathOption: number | null;
  props: SlideProps;
}

/**
 * A slide's read form. Every slide has the fields every read form had before a kind's own fields moved into `props`
 * (0011_slide_props.sql), null where they are not its kind's, in the same order: existing payloads stay as they were
 * (a kind added since shows its fields on its own slides only). pathOption only on path slides, so a scenario
 * without decisions reads as before them.
 */
function readSlide(row: SlideRow): Schemas['SlideRead'] {
  const { id, title, slideType, order, script, questions, suggestedSeconds, pathOption, props } = row;
  return {
    id,
    title,
    slideType,
    type: null,
    videoUrl: null,
    captionsUrl: null,
    order,
    script,
    questions,
    pollTitle: null,
    duration: null,
    prompt: null,
    entryLimit: null,
    suggestedSeconds,
    revealMode: null,
    revealThreshold: null,
    showAnswerCount: null,
    ...(pathOption == null ? {} : { pathOption }),
    ...readProps(slideType, props ?? {}),
  } as Schemas['SlideRead'];
}

// Drivers hand timestamps over as text (Drizzle's parsers); read them as Drizzle's timestamp columns do.
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function readForm(r: PageRow, viewer: Viewer | null | undefined) {
  const seesNotes = !viewer || viewer.isOperator || (viewer.isAdmin && viewer.companyId === r.company_id);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    script: r.script,
    status: r.status,
    isDemo: r.is_demo,
    rating: r.rating,
    isPublic: r.is_public,
    thumbNailUrl: r.thumb_nail_url ?? null,
    authorName: r.author_name ?? '',
    authorEmail: r.author_email ?? '',
    ...(seesNotes ? { notes: r.notes ?? null } : {}),
    categoryId: r.category_id ?? null,
    category: r.category,
    source: r.source_id ?? null,
    company: r.company,
    companyId: r.is_public ? null : (r.company_id ?? null),
    tags: r.tags,
    slides: r.slides.map(readSlide),
    resources: r.resources,
    order: r.order,
    isFavorite: r.is_favorite,
    isBranching: r.is_branching,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}
export type ScenarioRead = ReturnType<typeof readForm>;

export interface ReadOptions {
  /** Which scenarios (undefined: all). */
  where: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  skip?: number;
  /** Adds the total of matching scenarios (count(*) over the whole filter, before the limit). */
  withTotal?: boolean;
  viewer?: Viewer | null;
  /** The list's $select: related rows nobody asked for are not read (library cards need no slides). */
  select?: readonly string[];
}

const dialect = new PgDialect();
// The scenario columns by name, not `*`: a prepared statement's result must not change shape if a column is
// added while the server runs.
const SCENARIO_COLUMNS = sql.raw(
  Object.values(getTableColumns(scenarios))
    .map((column) => `"scenarios"."${column.name}"`)
    .join(', '),
);
/** Statement names by SQL text: the same text always gets the same name, on every pooled connection. */
const statementNames = new Map<string, string>();
// Filters are the caller's choice, so the texts are not a fixed set: past this many, run the rest unnamed.
const MAX_NAMED_STATEMENTS = 200;

/**
 * Runs the query. On PostgreSQL as a named prepared statement: the page query is large (a dozen subqueries)
 * and planning it took longer than running it; a named statement is parsed and planned once per connection.
 */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute<Record<string, unknown>>(query)).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `scenario_read_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return (await client.query<Record<string, unknown>>({ name, text, values: params })).rows;
}

/**
 * Read forms of the scenarios matching `where`, in order, with a fixed single statement. The page is
 * cut first (inner query), so related rows are aggregated for the returned scenarios only.
 */
export async function readScenarioPage(
  db: Db,
  options: ReadOptions,
): Promise<{ data: ScenarioRead[]; total: number | undefined }> {
  const { where, orderBy = [], limit, skip = 0, withTotal = false, viewer, select } = options;
  const order = orderBy.length ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  const favorite =
    viewer && (!select || select.includes('isFavorite'))
      ? sql`exists (select 1 from favorites f where f.user_id = ${viewer.id} and f.scenario_id = "scenarios".id)`
      : sql`false`;
  const branching = !select || select.includes('isBranching') ? IS_BRANCHING : sql`false`;
  const inner = sql`select ${SCENARIO_COLUMNS}${withTotal ? sql`, count(*) over () as total` : sql``} from "scenarios"${
    where ? sql` where ${where}` : sql``
  }${order}${limit !== undefined ? sql` limit ${limit}` : sql``}${skip ? sql` offset ${skip}` : sql``}`;
  const rows = (await rowsOf(
    db,
    sql`select "scenarios".*, ${favorite} as is_favorite, ${branching} as is_branching, ${relatedColumns(select)} from (${inner}) "scenarios"${order}`,
  )) as unknown as PageRow[];
  return {
    data: rows.map((row) => readForm(row, viewer)),
    total: withTotal && rows.length ? Number(rows[0]!.total) : undefined,
  };
}
