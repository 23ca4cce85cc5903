// The committed contract's generated components are what the kinds' schemas generate (scripts/contract.ts --check).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { generate, specPath } from '../scripts/contract';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const script = resolve(import.meta.dirname, '../scripts/contract.ts');

it("openapi.yaml's slide branches are generated from the kinds' schemas (else: npm run generate)", () => {
  const run = spawnSync(process.execPath, [tsx, script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 30_000);

/** The contract's text without the named components of `components.schemas` (each a block indented by 4). */
const without = (text: string, names: string[]) =>
  names.reduce((out, name) => out.replace(new RegExp(`\\n    ${name}:\\n(?:      .*\\n|\\n)*`), '\n'), text);

it("writes a new kind's branches: a contract without one kind's gets them back, after the kind before it", async () => {
  const text = readFileSync(specPath, 'utf8');
  const branches = ['CommitmentSlideWrite', 'CommitmentSlideRead', 'LiveCommitmentSlide'];
  const lacking = without(text, branches);
  for (const name of branches) expect(lacking).not.toContain(`    ${name}:\n`);
  const written = (await generate(lacking)).text;
  expect(parse(written)).toEqual(parse(text));
  expect(written.indexOf('    LiveCommitmentSlide:')).toBeGreaterThan(
    written.indexOf('    LiveDecisionSlide:'),
  );
}, 30_000);
