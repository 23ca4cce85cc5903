import { readdirSync } from 'node:fs';

/**
 * A file per source module under `folders` of `src/` (stories, tests and fixtures left out), as tsup entries next to a
 * package's public families. Nothing imports these files; they set esbuild's chunks. With code splitting, esbuild puts
 * the modules several entries share into chunks by the set of entries reaching them, so one chunk mixed modules no page
 * uses together (the dashboard shell with the sortable list and its drag-and-drop library), and an app's bundler, which
 * keeps a module's code in one chunk, loaded them all wherever one was used. With an entry of its own, each module is a
 * chunk of its own, and the app splits as finely as its pages use them.
 */
export const moduleEntries = (folders: string[]): Record<string, string> =>
  Object.fromEntries(
    folders.flatMap((folder) =>
      readdirSync(`src/${folder}`, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test|fixtures|d)\.tsx?$/.test(file))
        .map((file) => [`${folder}/${file.replace(/\.tsx?$/, '')}`, `src/${folder}/${file}`]),
    ),
  );
