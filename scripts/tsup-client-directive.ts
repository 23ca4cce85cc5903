import { basename } from 'node:path';
import type { Options } from 'tsup';

type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * Marks a package's built entry files as client modules (`"use client"` on their first line), so that a
 * server-component framework (Next.js app router) can import the components, which use state, effects and context.
 * `serverEntries` names the entries that stay unmarked (plain helpers, schemas, types, a fetch client), so a server
 * component can call them. Shared chunks are never marked: a server entry that shares a chunk with a client entry
 * stays a server module.
 *
 * The directive is added to the output (esbuild drops directives of the modules it merges) and needs tsup's
 * `treeshake` off: that option re-bundles every file with Rollup, which drops the directive with a warning
 * (esbuild still tree-shakes).
 */
export function clientDirective({ serverEntries }: { serverEntries: string[] }): TsupPlugin {
  return {
    name: 'use-client-directive',
    renderChunk(code, chunk) {
      if (
        !chunk.entryPoint ||
        !chunk.path.endsWith('.js') ||
        serverEntries.includes(basename(chunk.path, '.js'))
      )
        return;
      // One line is added at the top: the source map's first line becomes an empty one (a leading ';').
      if (chunk.map) {
        const map = typeof chunk.map === 'string' ? JSON.parse(chunk.map) : chunk.map;
        chunk.map = { ...map, mappings: `;${map.mappings}` };
      }
      return { code: `"use client";\n${code}` };
    },
  };
}
