// Ships the Tailwind entry (styles.css) next to the built JS, where its @source '.' finds the forms, and the design
// system's font files next to the compiled kit.css, whose @font-face rules (from @readyteams/ui) name them as ./fonts/.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ui = dirname(fileURLToPath(import.meta.resolve('@readyteams/ui/package.json')));
cpSync(join(root, 'src/styles.css'), join(root, 'dist/styles.css'));
cpSync(join(ui, 'dist/fonts'), join(root, 'dist/fonts'), { recursive: true });
