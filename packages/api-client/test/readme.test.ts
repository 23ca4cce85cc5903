// The README's hooks table (issue 36): every hook the client exports is listed, so a developer finds the one for a
// resource without reading the source.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as client from '../src/index';

it('packages/api-client/README.md lists every hook', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const hooks = Object.keys(client).filter((name) => /^use[A-Z]/.test(name));
  expect(hooks.length).toBeGreaterThan(50);
  expect(hooks.filter((name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name}(`))).toEqual(
    [],
  );
});
