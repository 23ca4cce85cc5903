// The README's component table (issue 36): every component a family exports is listed there, in a row that names the
// family's subpath, so a developer finds Dialog under `/overlay` without reading the source.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Components'), readme.indexOf('## Styles'));
const rows = section.split('\n').filter((line) => line.startsWith('| `'));

const families = import.meta.glob<Record<string, unknown>>('./families/*.ts');

/** A React component: a function or a forwardRef/memo object, named in PascalCase. */
const isComponent = (name: string, value: unknown) =>
  /^[A-Z][a-z]/.test(name) &&
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

describe('packages/ui/README.md lists every component', () => {
  for (const [path, load] of Object.entries(families)) {
    const family = path.slice('./families/'.length, -'.ts'.length);
    // The icons are Lucide's set (over a thousand), named as a whole under the table.
    if (family === 'icons' || family === 'utils') continue;
    it(`/${family}`, async () => {
      const names = Object.entries(await load())
        .filter(([name, value]) => isComponent(name, value))
        .map(([name]) => name);
      expect(names.length).toBeGreaterThan(0);
      const unlisted = names.filter(
        (name) => !rows.some((row) => row.includes(`\`${name}\``) && row.includes(`\`/${family}\``)),
      );
      expect(unlisted, `missing from the table under /${family}`).toEqual([]);
    });
  }
});
