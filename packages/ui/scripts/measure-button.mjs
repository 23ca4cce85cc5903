// Bundles an app that imports only Button from the built '@readyteams/ui/button' subpath and prints its
// size, next to a bundle that keeps the whole library, to show that one import does not pull in the rest.
// Run after `npm run build`: node scripts/measure-button.mjs
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function measure(label, contents, external) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${label.padEnd(52)} ${kb(code.length).padStart(9)} min  ${kb(gzipSync(code).length).padStart(9)} gzip`,
  );
}

const react = ['react', 'react-dom', 'react/jsx-runtime'];
const oneButton = "import { Button } from '@readyteams/ui/button'; console.log(Button);";
const everything = "import * as ui from '@readyteams/ui'; console.log(ui);";

await measure('Button from @readyteams/ui/button (React external)', oneButton, react);
await measure('Button from @readyteams/ui/button (with React)', oneButton, []);
await measure('whole @readyteams/ui (React external)', everything, react);
