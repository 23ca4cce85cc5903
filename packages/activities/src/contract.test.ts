// The committed contract's generated components are what the kinds' schemas generate (scripts/contract.ts --check).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const script = resolve(import.meta.dirname, '../scripts/contract.ts');

it("openapi.yaml's slide branches are generated from the kinds' schemas (else: npm run generate)", () => {
  const run = spawnSync(process.execPath, [tsx, script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 30_000);
