// The packages published to npm: every workspace under packages/ that is not private.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

export const publishedPackages = readdirSync(join(root, 'packages'))
  .map((name) => {
    const dir = join(root, 'packages', name);
    return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
  })
  .filter(({ manifest }) => !manifest.private);
