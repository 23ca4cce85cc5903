// `npm run bench`: builds what the bench needs (turbo, cached), then runs bench:live, bench:api, bench:web and
// bench:reconnect one after another (each in its own process, so one failing never stops the others) and leaves
// bench/results/*.json and bench/results/SUMMARY.md. Exit code 1 when any target fails.
//
//   node bench/run.mjs                 # everything
//   node bench/run.mjs --only api,web  # some parts; --no-build to skip the build
//   Arguments after `--` go to every part, e.g. `node bench/run.mjs --only live -- --n 200`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { benchDir, parseArgs, repoRoot, resultsDir } from './lib/common.mjs';

const split = process.argv.indexOf('--');
const args = parseArgs(process.argv.slice(2, split === -1 ? undefined : split));
const passThrough = split === -1 ? [] : process.argv.slice(split + 1);
const parts = String(args.only ?? 'api,web,live,reconnect').split(',');

const step = (title, command, commandArgs, timeoutMs) => {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', timeout: timeoutMs });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : `exit ${result.status ?? result.signal}`} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return result.status === 0;
};

if (!args['no-build']) {
  const built = step(
    'build (turbo)',
    'npx',
    // bench:web builds the app itself (with its manifest); bench:reconnect serves the app's own build.
    [
      'turbo',
      'run',
      'build',
      '--filter=@readyteams/api',
      parts.includes('reconnect') ? '--filter=@readyteams/platform' : '--filter=@readyteams/platform^...',
    ],
    20 * 60_000,
  );
  if (!built) console.log('build failed: the parts run anyway and report what they can');
}

// live: three runs of each of its four scenarios and of the floor, with the waits for a quiet machine between them
// (bench/README.md).
const timeouts = { live: 50 * 60_000, api: 30 * 60_000, web: 20 * 60_000, reconnect: 10 * 60_000 };
const outcome = {};
for (const part of parts) {
  outcome[part] = step(
    `bench:${part}`,
    process.execPath,
    [join(benchDir, `${part}.mjs`), ...passThrough],
    timeouts[part],
  );
}
console.log(`\nResults: ${resultsDir}/SUMMARY.md`);
for (const [part, ok] of Object.entries(outcome))
  console.log(`  bench:${part}: ${ok ? 'all targets met' : 'targets missed or run failed'}`);
process.exit(Object.values(outcome).every(Boolean) ? 0 : 1);
