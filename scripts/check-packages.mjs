// Lints the published packages as npm would ship them (each is packed first): publint (package.json fields,
// exports pointing at files in the tarball) and Are the Types Wrong (every JavaScript entry resolves to its types).
// Run after building them: `npm run test:packages` does both. Prints each tool's report only when it finds a problem.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { publishedPackages, root } from './published-packages.mjs';

const run = promisify(execFile);

/** The subpaths of `exports` that are stylesheets: they have no types for attw to check. */
function stylesheetEntries({ exports }) {
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'string' && target.endsWith('.css'))
    .map(([subpath]) => subpath);
}

/** Runs a tool of the root's devDependencies. */
async function check(label, tool, args) {
  try {
    await run(join(root, 'node_modules/.bin', tool), args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    return `ok      ${label}`;
  } catch (error) {
    process.exitCode = 1;
    return `FAILED  ${label}\n${error.stdout}${error.stderr}`;
  }
}

const started = performance.now();
for (const { dir, manifest } of publishedPackages) {
  const { name } = manifest;
  // Every warning and suggestion fails too.
  console.log(await check(`publint ${name}`, 'publint', [dir, '--strict', '--level', 'suggestion']));
  // The packages are ESM-only (type module, `import` conditions only): the esm-only profile leaves out the node10
  // and CommonJS-require resolutions, which they do not support by design.
  const excluded = stylesheetEntries(manifest);
  console.log(
    await check(`attw ${name}`, 'attw', [
      '--pack',
      dir,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
    ]),
  );
}
console.log(`package checks: ${((performance.now() - started) / 1000).toFixed(1)} s`);
