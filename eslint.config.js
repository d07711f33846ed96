import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Web feature boundaries (docs/decisions/0019-web-feature-boundaries.md). A feature
 * (apps/web/src/features/<name>/) is used through its index.ts: another feature imports
 * '../<name>', never '../<name>/<file>'; tests may also use another feature's testing/ helpers.
 * lib/ and components/ sit below the features and import none; app/ and testing/ import their
 * index, and app/ names the page modules (routes/) it mounts. Imports are relative, so the pattern depends on how deep the importing file sits: a
 * file N folders below features/ reaches another feature's files through exactly N '../'.
 */
const WEB_SRC = 'apps/web/src';
const FEATURE_MESSAGE =
  "Import another feature from its index ('../<feature>'), not from its files; export what you need from its index.ts (decision 0019).";
const up = (count) => '\\.\\./'.repeat(count);
const testFiles = (folders) => [
  `${WEB_SRC}/features/*/${'*/'.repeat(folders)}*.test.{ts,tsx}`,
  ...(folders > 0 ? [`${WEB_SRC}/features/*/testing/${'*/'.repeat(folders - 1)}*.{ts,tsx}`] : []),
];
const featureBoundaries = [0, 1, 2, 3, 4].flatMap((folders) => {
  const depth = folders + 1;
  // Tests may render with app/'s providers; the features themselves never import app/.
  const leaveFeatures = (reach) => ({
    regex: `^${up(depth + 1)}(?:${reach})/`,
    message: `${FEATURE_MESSAGE} A feature never imports app/.`,
  });
  const files = [`${WEB_SRC}/features/*/${'*/'.repeat(folders)}*.{ts,tsx}`];
  return [
    {
      files,
      ignores: testFiles(folders),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^${up(depth)}[^./][^/]*/`, message: FEATURE_MESSAGE },
              leaveFeatures('features|app'),
            ],
          },
        ],
      },
    },
    {
      files: testFiles(folders),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `^${up(depth)}[^./][^/]*/(?!testing/)`, message: FEATURE_MESSAGE },
              leaveFeatures('features'),
            ],
          },
        ],
      },
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.dist-*/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Launchers, scripts and benchmarks talk to a terminal on purpose.
    files: ['scripts/**', '**/server.ts', 'apps/server/build.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Repositories take `db` or a transaction and never open one: the service decides what
    // commits together (docs/adding-an-endpoint.md).
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions in the service and pass the transaction in.',
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: [`${WEB_SRC}/lib/**/*.{ts,tsx}`, `${WEB_SRC}/components/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)features(?:/|$)',
              message:
                'lib/ and components/ sit below the features and import none (decision 0019).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/app/**/*.{ts,tsx}`, `${WEB_SRC}/testing/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // app/ mounts the pages: it may name a page module (routes/), so each stays its own chunk.
              regex: '(?:^|/)features/[^/]+/(?!routes/|testing/)',
              message: `${FEATURE_MESSAGE} app/ may also name a page in routes/.`,
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no framework imports.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'react-*', 'fastify*', 'kysely'] },
      ],
    },
  },
);
