/**
 * Serializes a Feathers query in the `qs` bracket format the server parses:
 * `{$sort: {title: 1}}` -> `$sort[title]=1`, `{id: {$in: [1, 2]}}` -> `id[$in][0]=1&id[$in][1]=2`,
 * `{completedAt: null}` -> `completedAt=null`. Undefined values are left out.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(value === null ? 'null' : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

// Brackets and `$` stay readable (`$sort[title]=1`); qs parses them either way.
const encodeKey = (key: string) =>
  encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$');
