import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The docs pages render a component's, prop's or story's doc comment as Markdown, and Markdown passes HTML through:
// "takes every <input> attribute" drew a real, unlabelled input in the Input page's prose, and "instead of a
// <button>" lost its words on the Button page. Elements named in a doc comment go in backticks (`<input>`), which
// renders them as code.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sources = ['packages/ui/src', 'packages/forms/src', 'apps/platform/src'];

/** The HTML tags and entities in a doc comment's prose (code spans and fenced blocks left out), with their line. */
function htmlInDocComments(source: string): string[] {
  const found: string[] = [];
  for (const comment of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const prose = comment[1]!
      .replace(/^[ \t]*\* ?/gm, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '');
    const line = source.slice(0, comment.index).split('\n').length;
    for (const [tag] of prose.matchAll(/<\/?[a-zA-Z][\w-]*(?=[\s/>])[^>\n]*>?|&[a-z]+;/g))
      found.push(`line ${line}: ${tag}`);
  }
  return found;
}

test('finds a tag in prose but not in a code span', () => {
  expect(htmlInDocComments('/** Takes every <input> attribute. */')).toEqual(['line 1: <input>']);
  expect(
    htmlInDocComments('/**\n * Takes every `<input>` attribute, and `satisfies\n * Foo<typeof en>`.\n */'),
  ).toEqual([]);
});

test('no doc comment of a component, story or screen puts raw HTML on its docs page', async () => {
  const found: string[] = [];
  for (const folder of sources) {
    for (const file of await readdir(join(root, folder), { recursive: true })) {
      if (!/\.tsx$/.test(file) || /\.test\.tsx$/.test(file)) continue;
      const html = htmlInDocComments(await readFile(join(root, folder, file), 'utf8'));
      found.push(...html.map((hit) => `${folder}/${file} ${hit}`));
    }
  }
  expect(found).toEqual([]);
});
