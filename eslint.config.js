import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features, read here, so a new feature is checked from its first file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The service's layers (DESIGN.md, Layers): http runs routes; routes validate and call services;
 * services own every audited write (transaction, write, audit entry, domain errors) and call
 * store/repos, the only place with SQL. delivery and seed sit below routes: they use services and
 * store, never routes or http. Each zone names what its target may not import.
 */
const serverLayers = [
  {
    target: './server/store',
    from: ['./server/http', './server/routes', './server/services', './server/delivery', './server/seed'],
    message: 'Storage is the bottom layer: everything above imports it, never the other way.',
  },
  {
    target: './server/services',
    from: ['./server/http', './server/routes', './server/delivery', './server/seed'],
    message: 'Services know nothing of HTTP or routes; delivery and seed call services, not the other way.',
  },
  {
    target: ['./server/delivery', './server/seed'],
    from: ['./server/http', './server/routes'],
    message:
      'Delivery and seed sit below the routes: they write through services and store, never routes or HTTP.',
  },
  {
    target: './server/http',
    from: './server/routes',
    message: 'http runs routes through route() and never imports them; server/app.ts wires them in.',
  },
];

/** SQL text at the start of a string or template: a statement, which belongs in server/store/repos. */
const sqlStatement =
  '/^\\s*(SELECT|INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|WITH|CREATE|ALTER|DROP|TRUNCATE|LOCK)\\s/';

/**
 * DESIGN.md's import direction, enforced: contract <- lib/components <- features <- app;
 * server imports only src/contract; features never import each other.
 */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './src/contract',
          from: ['./src/lib', './src/components', './src/features', './src/app', './server'],
        },
        { target: ['./src/lib', './src/components'], from: ['./src/features', './src/app'] },
        { target: './src/features', from: './src/app' },
        ...features.map((f) => ({
          target: `./src/features/${f}`,
          from: './src/features',
          except: [`./${f}`],
          message: 'Features never import each other; move shared code to src/lib or src/components.',
        })),
        {
          target: './server',
          from: './src',
          except: ['./contract'],
          message: 'The service imports only src/contract.',
        },
        { target: './src', from: './server', message: 'The dashboard never imports the service.' },
        ...serverLayers,
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      '.scratch',
      'bench/.work',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.server.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // zod's classic build (~25 KB gzip) would ride along in the first load next to zod/mini.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/contract/zod' (zod/mini, English messages)." },
          ],
        },
      ],
    },
  },
  {
    // The contract's endpoint table is the one source of API paths; features call through it.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\/api\\/v1/], TemplateElement[value.raw=/\\/api\\/v1/]',
          message: 'API paths come from the contract: use callEndpoint / endpointLabel.',
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    // SQL lives in server/store/repos (plus the engines and migrations under server/store); tests may
    // arrange rows directly.
    files: ['server/**/*.ts'],
    ignores: [
      'server/store/repos/**',
      'server/store/migrations/**',
      'server/store/{db,migrate,engine-pglite,engine-postgres}.ts',
      'server/**/*.test.ts',
      'server/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${sqlStatement}], TemplateElement[value.raw=${sqlStatement}]`,
          message: 'SQL belongs in server/store/repos: add or extend a repository function and call that.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*', 'bench/**/*', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
