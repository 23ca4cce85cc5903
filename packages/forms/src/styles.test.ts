import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The CSS an app gets from the READMEs, checked against the class names the ui and forms sources use: the built
// packages (run `npm run build` first; turbo builds them before this test), compiled by the Tailwind CLI the
// packages build with, in a scratch app whose node_modules are the repository's (as an installed app's would be).

const packages = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repo = resolve(packages, '..');
const tailwind = join(repo, 'node_modules/@tailwindcss/cli/dist/index.mjs');
const app = mkdtempSync(join(tmpdir(), 'readyteams-styles-'));
symlinkSync(join(repo, 'node_modules'), join(app, 'node_modules'), 'dir');
afterAll(() => rmSync(app, { recursive: true, force: true }));

/** Compiles `css` as the app's stylesheet with Tailwind (automatic sources: the app's own folder, nothing in it). */
function compile(css: string): string {
  writeFileSync(join(app, 'app.css'), css);
  execFileSync(process.execPath, [tailwind, '-i', 'app.css', '-o', 'out.css'], { cwd: app, stdio: 'pipe' });
  return readFileSync(join(app, 'out.css'), 'utf8');
}

/** The class names a stylesheet has rules for (CSS escapes undone: `.bg-destructive\/10` is bg-destructive/10). */
function classNames(css: string): Set<string> {
  const escape = String.raw`\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]`;
  const name = new RegExp(String.raw`\.(-?(?:[A-Za-z_]|${escape})(?:[\w-]|${escape})*)`, 'g');
  const unescape = (value: string) =>
    value.replace(new RegExp(escape, 'g'), (sequence) =>
      /^\\[0-9a-fA-F]/.test(sequence)
        ? String.fromCodePoint(parseInt(sequence.slice(1), 16))
        : sequence.slice(1),
    );
  return new Set([...css.matchAll(name)].map((match) => unescape(match[1]!)));
}

/** Every class Tailwind generates for the given packages' sources (stories and tests left out: they never ship). */
function classesOfSources(...names: string[]): Set<string> {
  const sources = names.map((name) => `@source '${join(packages, name, 'src')}';`).join('\n');
  return classNames(
    compile(`@import 'tailwindcss/utilities.css' source(none);
      @import '@readyteams/ui/theme.css';
      ${sources}
      @source not '${packages}/*/src/**/*.{stories.tsx,test.ts}';`),
  );
}

const missing = (shipped: Set<string>, used: Set<string>) => [...used].filter((name) => !shipped.has(name));
const read = (file: string) => readFileSync(join(packages, file), 'utf8');

const uiClasses = classesOfSources('ui');
const kitClasses = classesOfSources('ui', 'forms');

describe('the CSS an app gets', () => {
  it('reads the sources (the forms error banner and the PIN box are among their classes)', () => {
    expect(kitClasses).toContain('bg-destructive/10');
    expect(kitClasses).toContain('w-28');
    expect(uiClasses.size).toBeGreaterThan(500);
  });

  it('with Tailwind 4, @readyteams/forms/styles.css generates every class of ui and forms', () => {
    const css = compile(`@import 'tailwindcss';\n@import '@readyteams/forms/styles.css';`);
    expect(missing(classNames(css), kitClasses)).toEqual([]);
  });

  it('with Tailwind 4, @readyteams/ui/styles.css generates every class of ui', () => {
    const css = compile(`@import 'tailwindcss';\n@import '@readyteams/ui/styles.css';`);
    expect(missing(classNames(css), uiClasses)).toEqual([]);
  });

  it('without Tailwind, @readyteams/forms/kit.css has every class of ui and forms', () => {
    expect(missing(classNames(read('forms/dist/kit.css')), kitClasses)).toEqual([]);
  });

  it('without Tailwind, @readyteams/ui/kit.css has every class of ui', () => {
    expect(missing(classNames(read('ui/dist/kit.css')), uiClasses)).toEqual([]);
  });

  it('each compiled kit ships the font files its @font-face rules name', () => {
    for (const kit of ['ui/dist/kit.css', 'forms/dist/kit.css']) {
      const urls = [...read(kit).matchAll(/url\(['"]?([^'")]+)/g)].map((match) => match[1]!);
      expect(urls.length, kit).toBeGreaterThan(0);
      for (const url of urls)
        expect(existsSync(join(packages, dirname(kit), url)), `${kit}: ${url}`).toBe(true);
    }
  });

  it('keeps the page alone unless the app opts in: the reset and page styles are in base.css, not the kits', () => {
    const pageRule = /(^|[{},\s])(html|body)\s*[,{]/;
    for (const kit of ['ui/dist/kit.css', 'forms/dist/kit.css']) expect(read(kit)).not.toMatch(pageRule);
    const base = read('ui/dist/base.css');
    expect(base).toMatch(pageRule);
    expect(base).toContain('box-sizing:border-box');
  });
});
