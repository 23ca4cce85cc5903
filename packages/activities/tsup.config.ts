import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per activity with rules of its own, free of zod (src/<kind>/index.ts), each a subpath of the package's
// exports ('./*'): '@readyteams/activities/decision', '@readyteams/activities/ranking'; and the live channel's shapes
// of every kind, '@readyteams/activities/live' (the only entry that loads zod).
const kinds = readdirSync('src', { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory() && existsSync(`src/${dirent.name}/index.ts`))
  .map((dirent) => [dirent.name, `src/${dirent.name}/index.ts`]);

const entry = {
  index: 'src/index.ts',
  live: 'src/live.ts',
  // The plain e-mail address rule of every e-mail field: '@readyteams/activities/email'.
  email: 'src/email.ts',
  // A company's branding of its live sessions (stages, the text contrast rule): '@readyteams/activities/branding'.
  branding: 'src/branding.ts',
  // The room's reactions (their list and emoji), for the phones, the presenter and the server:
  // '@readyteams/activities/reactions'.
  reactions: 'src/reactions.ts',
  ...Object.fromEntries(kinds),
};

export default defineConfig({
  entry,
  format: ['esm'],
  // tsup's dts step sets baseUrl, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
