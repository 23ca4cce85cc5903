// The checks every catalogue passes (the kit's, the forms', the app's): every language has every message of the
// English one and no other (the compiler checks it too: each language file `satisfies Translation<typeof en>`), each
// message is valid ICU MessageFormat with the English one's placeholders and tags, each count has the plural forms
// its language uses, and every English message is used somewhere in the source (none is left behind when a
// component stops saying it). Each package's catalogues.test.ts calls checkCatalogues.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/** Where a catalogue's other languages load from, by language (the kit's `Translations`). */
type Loaders = Record<string, () => Promise<{ default: Record<string, string> }>>;

type Token = string | [string, string?, (string | Record<string, Token[] | number>)?];

/** What a message is made of besides its words: placeholder names, plural counts and numbered tags, sorted. */
function shapeOf(message: string): string[] {
  const parts = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+\/?>/g)) parts.add(tag);
        continue;
      }
      const [name, type, format] = token;
      parts.add(type ? `${name}:${type}` : name);
      if (format && typeof format === 'object')
        for (const branch of Object.values(format)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message) as Token[]);
  return [...parts].sort();
}

/** The plural forms of a message's counts: argument name -> its cases. */
function pluralForms(message: string): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      if (!format || typeof format !== 'object') continue;
      if (type === 'plural')
        forms.set(
          name,
          Object.keys(format).filter((key) => key !== 'offset'),
        );
      for (const branch of Object.values(format)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message) as Token[]);
  return forms;
}

/** The plural categories a language uses for the counts a screen shows (0 to 110: not the millions). */
const categoriesOf = (locale: string) => {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 111 }, (_, n) => rules.select(n)))].sort();
};

/** A catalogue to check: its English messages and where its other languages load from. */
export interface CheckedCatalogue {
  /** The catalogue (defineCatalogue): its English messages. */
  catalogue: { english: object };
  translations: Loaders;
}

/**
 * The bundled catalogues (defineBundledCatalogue) of the slide kinds' folders, from `import.meta.glob` of their
 * `i18n.ts` (`{ eager: true }`), named `<kind>.<export>`: a new kind's are checked with nothing to list.
 */
export function bundledCatalogues(modules: Record<string, Record<string, unknown>>) {
  const isBundled = (
    value: unknown,
  ): value is CheckedCatalogue['catalogue'] & Pick<CheckedCatalogue, 'translations'> =>
    !!value && typeof value === 'object' && 'english' in value && 'translations' in value;
  const found: Record<string, CheckedCatalogue> = {};
  for (const [path, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports))
      if (isBundled(value))
        found[`${path.split('/').at(-2)}.${name}`] = { catalogue: value, translations: value.translations };
  return found;
}

/**
 * The checks of a package's catalogues (by name), each a test: complete in every language, the same placeholders,
 * counts and tags as the English, every plural form a language uses, and every English message used somewhere in
 * `sourceRoot` (the package's source folder).
 */
export function checkCatalogues(catalogues: Record<string, CheckedCatalogue>, sourceRoot: string) {
  describe.each(Object.entries(catalogues))('the %s catalogue', (_name, { catalogue, translations }) => {
    const english = catalogue.english as Record<string, string>;
    const translated = Object.keys(translations);
    const load = async (locale: string) => (await translations[locale]!()).default;

    it.each(translated)('has every message in %s, and no other', async (locale) => {
      const messages = await load(locale);
      const missing = Object.keys(english).filter((id) => !(id in messages));
      const unknown = Object.keys(messages).filter((id) => !(id in english));
      expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    });

    it.each(translated)(
      'says in %s what the English says: the same placeholders, counts and tags',
      async (locale) => {
        const messages = await load(locale);
        const different = Object.entries(messages)
          .filter(([id, message]) => shapeOf(message).join() !== shapeOf(english[id]!).join())
          .map(([id, message]) => `${id}: ${message}`);
        expect(different).toEqual([]);
      },
    );

    it.each(['en', ...translated])('has every plural form %s uses for each count', async (locale) => {
      const messages = locale === 'en' ? english : await load(locale);
      const needed = categoriesOf(locale);
      const short = Object.entries(messages).flatMap(([id, message]) =>
        [...pluralForms(message)]
          .filter(([, cases]) => needed.some((category) => !cases.includes(category)))
          .map(([count, cases]) => `${id} {${count}}: has ${cases.join(' ')}, needs ${needed.join(' ')}`),
      );
      expect(short).toEqual([]);
    });
  });

  /** Every .ts and .tsx file of a package's source but the catalogues themselves, the tests and the stories. */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('uses every English message somewhere in the source', () => {
    const code = sources(sourceRoot)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const literals = new Set([...code.matchAll(/['"]([a-z]+\.[\w.-]+)['"]/g)].map((match) => match[1]));
    // A message picked by a value: t(`participant.pulse.${kind}`).
    const prefixes = [...code.matchAll(/`([a-z]+\.[\w.-]+\.)\$\{/g)].map((match) => match[1]!);
    const unused = Object.values(catalogues)
      .flatMap(({ catalogue }) => Object.keys(catalogue.english))
      .filter((id) => !literals.has(id) && !prefixes.some((prefix) => id.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
}
