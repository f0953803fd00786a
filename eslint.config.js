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
        {
          target: './server/store',
          from: ['./server/http', './server/routes', './server/delivery'],
          message: 'Storage knows nothing of HTTP, routes or delivery; they import it, not the other way.',
        },
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
    files: ['server/**/*.ts', 'scripts/**/*', 'bench/**/*', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
