// Ships the Tailwind entry (styles.css, with theme.css), the Inter font files and the design tokens next to the built JS. The
// @source '.' in styles.css then points at dist/, so a consumer's Tailwind scans the built components. The build
// then compiles dist/kit.css and dist/base.css (src/kit.css, src/base.css) for apps without Tailwind.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const file of ['styles.css', 'theme.css']) cpSync(join(root, 'src', file), join(root, 'dist', file));
cpSync(join(root, 'src/fonts'), join(root, 'dist/fonts'), { recursive: true });
// The design tokens for designers' tools (src/lib/design-tokens.ts), one file per theme.
cpSync(join(root, 'src/tokens'), join(root, 'dist/tokens'), { recursive: true });
