import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

/**
 * Who may import whom (issue 14): each entry forbids, in `files`, imports matching `group` (the specifier as written,
 * gitignore-style). One entry per set of files: a later entry for the same files would replace the rule, not add to it. The design system knows no data; a platform feature never reaches into another (the app/ folder
 * wires them together); the live module reaches the rest of the server through its own options.
 */
const pages = ['auth', 'dashboard', 'landing', 'legal'];
const boundaries = [
  {
    files: ['packages/ui/src/**'],
    group: ['@readyteams/api-client', '@readyteams/api-client/*', '@readyteams/forms', '@readyteams/forms/*'],
    message: 'ui knows no data (the app passes data and callbacks in) and no form (forms build on ui).',
  },
  {
    files: ['packages/forms/src/**'],
    group: ['@readyteams/api-client', '@readyteams/api-client/*'],
    message: 'forms stay data-agnostic: the app passes data and callbacks in.',
  },
  {
    files: ['packages/activities/src/**'],
    group: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@readyteams/ui',
      '@readyteams/ui/*',
      '@readyteams/forms',
      '@readyteams/forms/*',
      '@readyteams/api-client',
      '@readyteams/api-client/*',
      '@readyteams/api',
      '@readyteams/api/*',
      '@readyteams/platform',
      '@readyteams/platform/*',
      '**/apps/**',
    ],
    message:
      'activities hold the rules of each slide type, shared by the editor and the server: no React, no UI, no app code.',
  },
  ...[
    ['admin', ['**/live/*', '**/pages/*', '**/app/*']],
    ['live', ['**/admin/*', '**/pages/*', '**/app/*']],
    ...pages.map((page) => [
      `pages/${page}`,
      [
        '**/admin/*',
        '**/live/*',
        '**/app/*',
        ...pages.filter((other) => other !== page).map((other) => `**/${other}/*`),
      ],
    ]),
  ].map(([feature, group]) => ({
    files: [`apps/platform/src/${feature}/**`],
    group,
    message:
      'A feature does not import another feature: put shared code in components/ or lib/, wire in app/.',
  })),
  {
    files: ['apps/platform/src/components/**', 'apps/platform/src/lib/**'],
    group: ['**/admin/*', '**/live/*', '**/pages/*', '**/app/*'],
    message: 'Shared code does not depend on a feature.',
  },
  {
    files: ['apps/api/src/live/**'],
    group: ['**/services/*'],
    message: "The live module gets what it needs from the rest of the server through registerLive's options.",
  },
];

/**
 * Hard-coded English in what a person sees (issue 31): every text of the kit, the forms and the app comes from a
 * catalogue (`t('id')`, `<Trans>`), so a string literal or JSX text that reads like words is an error. What reads like
 * words but is not English to translate is ignored here: ids ('screens.saved'), codes ('UTC'), Tailwind class lists
 * (lower-case tokens, one at least with '-', ':', '[' or '/'), the brand, and the arguments of the functions below.
 * Data that is English on purpose (a scenario's content, the language names, the company's address) says so in a
 * comment beside an eslint-disable.
 */
const unlocalizedStrings = {
  files: [
    'packages/ui/src/**/*.{ts,tsx}',
    'packages/forms/src/**/*.{ts,tsx}',
    'apps/platform/src/**/*.{ts,tsx}',
  ],
  ignores: [
    '**/*.stories.tsx',
    '**/*.test.{ts,tsx}',
    '**/*.fixtures.ts',
    '**/stories/**',
    '**/test/**',
    '**/i18n/messages/**',
    // The slide kinds' bundled catalogues and story data, in their folders (slides/<kind>/messages/<name>/<locale>.ts,
    // slides/<kind>/fixtures.ts).
    '**/slides/*/messages/**',
    '**/slides/*/fixtures.ts',
    // The session-wide modules' beside the kinds (team mode, the audience Q&A: components/live/<module>/).
    '**/live/*/messages/**',
    '**/live/*/fixtures.ts',
  ],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One "word" not starting with a capital: an id, a value, a path, a class.
          '^(?![A-Z])\\S+$',
          // UPPERCASE constants and codes.
          '^[A-Z0-9_-]+$',
          // Class lists: lower-case tokens, at least one of them a utility.
          '^(?=\\S*[-:\\[/])[^A-Z\\s]\\S*(\\s+[^A-Z\\s]\\S*)*$|^[^A-Z\\s]\\S*(\\s+[^A-Z\\s]\\S*)*\\s+\\S*[-:\\[/]\\S*(\\s+[^A-Z\\s]\\S*)*$',
          // The brand, and the time of day appended to an ISO date.
          '^Ready Teams$',
          '^T00:00:00Z$',
        ],
        ignoreNames: [
          { regex: { pattern: 'className', flags: 'i' } },
          { regex: { pattern: '^[A-Z0-9_-]+$' } },
          'type',
          'id',
          'value',
          'src',
          'href',
          'width',
          'height',
          'displayName',
        ],
        ignoreFunctions: [
          'cva',
          'cn',
          'guard',
          'matchMedia',
          'Error',
          'console.*',
          '*.querySelector',
          '*.querySelectorAll',
          '*.closest',
          '*.includes',
          '*.startsWith',
          '*.endsWith',
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/schema.d.ts',
      '**/data/**',
      'bench/results/**',
      '**/mockServiceWorker.js',
      // Build tools' temporary files, present while a build runs beside the lint (scripts/run-tests.sh).
      '**/*.config.bundled_*.mjs',
      '**/*.config.*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...boundaries.map(({ files, group, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  })),
  {
    // The kit runs on React 18 as well as 19, and React 18 drops a `ref` prop given to a function component: a
    // component that takes a ref forwards it, so kit props never come from React.ComponentProps (whose type
    // includes React 19's `ref` prop).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/forms/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSQualifiedName[left.name='React'][right.name='ComponentProps'], ImportSpecifier[imported.name='ComponentProps']",
          message:
            'Use React.ComponentPropsWithoutRef, and React.forwardRef where the component takes a ref.',
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  unlocalizedStrings,
);
