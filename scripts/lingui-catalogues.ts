import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Options } from 'tsup';
import ts from 'typescript';
import type { Plugin as VitePlugin } from 'vite';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** A catalogue file: `messages/<catalogue>/<locale>.ts` (packages/ui/src/i18n/messages/participant/es.ts). */
export const CATALOGUE_FILE = /[\\/]messages[\\/][\w-]+[\\/][a-z]{2}(-[A-Z]{2})?\.ts$/;

/**
 * A catalogue's source (`export default { 'id': 'ICU message', ... }`, optionally `satisfies` a type) as the module a
 * build ships: every message compiled for the Lingui runtime, which in production has no compiler of its own (in
 * development it compiles them as they are used). A message that is not a plain string, or not valid ICU
 * MessageFormat, fails the build.
 */
export function compileCatalogue(source: string, file: string): string {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const fail = (node: ts.Node, why: string): never => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    throw new Error(`${file}:${line + 1}: ${why}`);
  };
  const [syntax] = (tree as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (syntax) {
    const { line } = tree.getLineAndCharacterOfPosition(syntax.start ?? 0);
    throw new Error(`${file}:${line + 1}: ${ts.flattenDiagnosticMessageText(syntax.messageText, ' ')}`);
  }
  const exported = tree.statements.find(ts.isExportAssignment);
  if (!exported) return fail(tree, 'a catalogue has one `export default { ... }`');
  let object: ts.Expression = exported.expression;
  while (ts.isSatisfiesExpression(object) || ts.isAsExpression(object)) object = object.expression;
  if (!ts.isObjectLiteralExpression(object))
    return fail(object, 'the default export is not an object literal');
  const compiled: Record<string, unknown> = {};
  for (const property of object.properties) {
    if (
      !ts.isPropertyAssignment(property) ||
      !(ts.isStringLiteral(property.name) || ts.isIdentifier(property.name))
    )
      return fail(property, 'each message is `id: message`');
    const value = property.initializer;
    if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value))
      return fail(value, `message ${property.name.text} is not a plain string`);
    try {
      compiled[property.name.text] = compileMessageOrThrow(value.text);
    } catch (error) {
      fail(value, `message ${property.name.text}: ${(error as Error).message}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};\n`;
}

/** tsup (esbuild): the package's catalogues compiled into its build. */
export const linguiCatalogues = (): EsbuildPlugin => ({
  name: 'lingui-catalogues',
  setup(build) {
    build.onLoad({ filter: CATALOGUE_FILE }, async ({ path }) => ({
      contents: compileCatalogue(await readFile(path, 'utf8'), path),
      loader: 'js',
    }));
  },
});

/** Vite (an app's own catalogues, the static Storybook): the same, for the files Vite loads. */
export const linguiCataloguesVite = (): VitePlugin => ({
  name: 'lingui-catalogues',
  enforce: 'pre',
  transform(source, id) {
    if (CATALOGUE_FILE.test(id.replace(/\?.*$/, '')))
      return { code: compileCatalogue(source, id), map: null };
  },
});
