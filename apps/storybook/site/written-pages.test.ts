import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// Every primitive and pattern has a written docs page (src/docs/<family>/<name>.mdx) attached to its stories, with
// the same sections in the same order, so a reader finds "when not to use" or the keyboard in the same place on each.

const docs = fileURLToPath(new URL('../src/docs', import.meta.url));
const components = fileURLToPath(new URL('../../../packages/ui/src/components', import.meta.url));

/** The sections of a written page, in order (h2 headings). */
const SECTIONS = [
  'When to use',
  'When not to use',
  "Do and don't",
  'Content',
  'Keyboard',
  'Screen readers',
  'Props',
];

async function pages() {
  const found: { file: string; source: string; stories: string }[] = [];
  for (const family of ['primitives', 'patterns']) {
    for (const name of await readdir(join(docs, family))) {
      if (!name.endsWith('.mdx')) continue;
      const file = join(docs, family, name);
      const source = await readFile(file, 'utf8');
      const [, storiesImport = ''] = source.match(/import \* as \w+ from '([^']+\.stories)';/) ?? [];
      found.push({ file, source, stories: resolve(join(docs, family), `${storiesImport}.tsx`) });
    }
  }
  return found;
}

test('every primitive and pattern has a written page, attached to its stories', async () => {
  const stories = [
    ...(await readdir(join(components, 'ui'))).map((name) => join(components, 'ui', name)),
    ...(await readdir(join(components, 'patterns'))).map((name) => join(components, 'patterns', name)),
    join(components, 'theme', 'theme-switch.stories.tsx'),
  ].filter((file) => file.endsWith('.stories.tsx'));
  const attached = (await pages()).map((page) => page.stories);
  expect(
    stories.filter((file) => !attached.includes(file)).map((file) => relative(components, file)),
  ).toEqual([]);
});

test('every written page has the sections in order, a rendered do and don’t, and its props table', async () => {
  const problems: string[] = [];
  for (const { file, source } of await pages()) {
    const name = relative(docs, file);
    const headings = [...source.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
    if (JSON.stringify(headings) !== JSON.stringify(SECTIONS))
      problems.push(`${name}: sections ${headings.join(', ')}`);
    if (!/<Meta of=\{\w+\} \/>/.test(source)) problems.push(`${name}: no <Meta of={...} />`);
    if (!/<Do caption=/.test(source) || !/<Dont caption=/.test(source))
      problems.push(`${name}: no Do and Dont`);
    if (!/<Keyboard\b/.test(source)) problems.push(`${name}: no Keyboard table`);
    if (!/<Controls \/>/.test(source)) problems.push(`${name}: no props table`);
  }
  expect(problems).toEqual([]);
});
