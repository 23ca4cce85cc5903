// The README's forms table (issue 36): every form the package exports is listed with its subpath and payload, so a
// developer wires it to the client without reading the source.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
const families = import.meta.glob<Record<string, unknown>>('./families/{auth,account,admin,scenario}.ts');

it('packages/forms/README.md lists every form with its subpath', async () => {
  const unlisted: string[] = [];
  for (const [path, load] of Object.entries(families)) {
    const family = path.slice('./families/'.length, -'.ts'.length);
    const forms = Object.entries(await load())
      .filter(
        ([name, value]) => /^[A-Z]\w*(Form|Editor|Dialog|Modal)$/.test(name) && typeof value === 'function',
      )
      .map(([name]) => name);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms)
      if (!rows.some((row) => row.startsWith(`| \`${form}\``) && row.includes(`\`/${family}\``)))
        unlisted.push(form);
  }
  expect(unlisted).toEqual([]);
});
