import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
