// Writes the design tokens (src/lib/design-tokens.ts) from src/theme.css to src/tokens/<theme>.tokens.json:
// `npm run tokens -w @readyteams/ui` after a change to theme.css (src/lib/design-tokens.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { designTokens, THEMES } from '../src/lib/design-tokens';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
const tokens = designTokens(readFileSync(src('theme.css'), 'utf8'));
for (const theme of THEMES)
  writeFileSync(src(`tokens/${theme}.tokens.json`), `${JSON.stringify(tokens[theme], null, 2)}\n`);
