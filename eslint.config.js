import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiPathInString, apiPathInTemplate, pagePath } from './scripts/eslint/api-paths.js';
import noTypeCycle from './scripts/eslint/no-type-cycle.js';
import tseslint from 'typescript-eslint';

// Every folder under src/features, read here, so a new feature is checked from its first file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The service's layers (DESIGN.md, Layers): http runs routes; routes hand what was sent to services;
 * services parse it and own every audited write (transaction, write, audit entry, domain errors) and call
 * store/repos, the only place with SQL. delivery and seed sit below routes: they use services and
 * store, never routes or http. metrics observe the http pipeline and the store. config, logger and
 * context are shared leaves; app.ts and service.ts wire it all, and bootstrap.ts, index.ts, dev.ts and
 * cli/ start it. Each zone names what its target may not import.
 */
const entryPoints = [
  './server/app.ts',
  './server/service.ts',
  './server/bootstrap.ts',
  './server/index.ts',
  './server/dev.ts',
  './server/cli',
];
const serverLayers = [
  {
    target: './server/store',
    from: [
      './server/http',
      './server/routes',
      './server/services',
      './server/delivery',
      './server/seed',
      './server/metrics',
      './server/context.ts',
    ],
    message: 'Storage is the bottom layer: everything above imports it, never the other way.',
  },
  {
    target: './server/services',
    from: ['./server/http', './server/routes', './server/delivery', './server/seed', './server/metrics'],
    message:
      'Services know nothing of HTTP, routes or metrics; delivery and seed call services, not the other way.',
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
  {
    // Its tests drive the workers to see what they report.
    target: './server/metrics/**/!(*.test).ts',
    from: ['./server/routes', './server/services', './server/delivery', './server/seed'],
    message:
      'Metrics observe the http pipeline and the store; workers report through ctx.metrics, not the other way.',
  },
  {
    target: ['./server/config.ts', './server/logger.ts', './server/context.ts'],
    from: ['./server/http', './server/routes', './server/services', './server/delivery', './server/seed'],
    message: 'config, logger and context are shared leaves: every layer imports them, never the other way.',
  },
  {
    // Issue 53: a route authenticates, hands the raw body to one service call and maps the result.
    target: './server/routes/**/!(*.test).ts',
    from: [
      './server/delivery/ssrf-guard.ts',
      './server/delivery/outgoing-url.ts',
      './server/services/parse-input.ts',
      './server/http/validate.ts',
    ],
    message:
      'Services parse their own input and check outgoing URLs through ctx.outgoingUrlProblem: a route passes the body on (routeToService).',
  },
  {
    target: './server/cli',
    from: ['./server/http', './server/routes'],
    message: 'The CLI works on the store (and services) directly, never through HTTP or routes.',
  },
  {
    // Tests may start a whole service (metrics.test.ts does); the code of a layer may not.
    target: [
      './server/{http,routes,services,store,delivery,seed,metrics}/**/!(*.test).ts',
      './server/{config,logger,context}.ts',
    ],
    from: entryPoints,
    message:
      'app.ts and service.ts wire the layers and the entry points start them: nothing inside a layer imports them.',
  },
];

/** A literal API path in a page: paths come from the contract's endpoint table. */
const apiPathsFromContract = {
  selector: `Literal[value=${apiPathInString}], TemplateElement[value.raw=${apiPathInTemplate}]`,
  message: 'API paths come from the contract: use callEndpoint / endpointLabel.',
};

/** A page's path at the start of a string or template: links between pages come from href. */
const pageLinksFromHref = {
  selector: `Literal[value=${pagePath}], TemplateLiteral > TemplateElement:first-child[value.raw=${pagePath}]`,
  message: 'Links between pages come from one table: href(page, state) in src/lib/href.ts.',
};

/** A list read out of a URL by hand. */
const listsFromPageState = {
  selector: "CallExpression[callee.property.name='split'][arguments.0.value=',']",
  message:
    'Lists in the URL are read once, by the page state (src/lib/page-state): use usePageState / readPageState.',
};

/** The URL's query read or written by hand: each page's state is a schema (src/lib/page-state). */
const searchFromPageState = {
  selector: "ImportSpecifier[imported.name='useSearchParams']",
  message:
    "A page's URL state is typed page state (src/lib/page-state): use usePageState with the page's schema.",
};

/**
 * Imports that would bring unused code into the first load: zod's classic build (~25 KB gzip) next to
 * zod/mini, React Router's Link and its route prefetching.
 */
const firstLoadImports = [
  { name: 'zod', message: "Import { z } from '@/contract/zod' (zod/mini, English messages)." },
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink'],
    message:
      "Import them from '@/components/ui/link' (theirs bring framework mode's prefetching into the first load).",
  },
];

/** What every page module keeps to (flat config replaces a rule per block, so each block lists them all). */
const pageRules = [apiPathsFromContract, pageLinksFromHref, listsFromPageState, searchFromPageState];

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
        {
          target: ['./src/features', './src/app'],
          from: ['./src/lib/api-client.ts', './src/lib/api-stream.ts'],
          message:
            'Pages call the API through callEndpoint (src/lib/call-endpoint.ts), typed by the contract; apiRequest and apiStream take raw paths. ApiError is in src/lib/api-error.ts.',
        },
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
    plugins: { 'import-x': importX, house: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      // Without it import-x reads only .js modules: the cycle rules would follow no TypeScript import.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
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
    // No import cycles, types included (DESIGN.md, Layers). Nothing imports a test, so a cycle always
    // has a member outside the tests, where it is reported; packages are not followed.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'house/no-type-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: firstLoadImports,
        },
      ],
    },
  },
  {
    // The contract's endpoint table is the one source of API paths; pages call through it.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    // The router declares the pages' paths; the navigation and the root redirect are in the first
    // load, which href's table would grow (nav-items.test.ts checks their paths against it).
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'src/app/router.tsx',
      'src/app/nav-items.ts',
      'src/app/root-redirect.tsx',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...pageRules],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pages call the API through callEndpoint (src/lib/call-endpoint.ts).' },
      ],
      // What an unanswered capability means is decided once, in src/lib/capabilities.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...firstLoadImports,
            {
              name: '@/lib/capabilities',
              importNames: ['useCapability', 'getCapability'],
              message:
                'Read a capability through its policy: useExtension / extensionUsable (try or proven), useExtensionRefused, useFieldGate.',
            },
          ],
        },
      ],
    },
  },
  {
    // Forms are on the kit (src/components/ui/form): a page's form is a ContractForm, a dialog's a
    // FormDialog, so values, the contract's check, a 400's details and focus work one way everywhere.
    files: ['src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...pageRules,
        {
          selector: 'JSXOpeningElement[name.name="form"]',
          message:
            'Build forms on the kit: ContractForm or FormDialog with useContractForm (src/components/ui/form).',
        },
      ],
    },
  },
  {
    // Lookups that write nothing and send no body (a search, a filter, tools working in the page):
    // a raw <form> for Enter-to-run is all they need.
    files: [
      'src/features/bounces/components/bounce-explainer.tsx',
      'src/features/messages/components/lookup-form.tsx',
      'src/features/stats/components/domain-filter.tsx',
      'src/features/webhooks/components/signature-verifier.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...pageRules] },
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
    // The same rule for the contract's side of it: request-body schemas and the URL rules are the
    // services' to apply, never a route's.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/contract', '**/src/contract/*'],
              importNamePattern: '(BodySchema|UrlProblem)$',
              message:
                'Services parse their own input (request bodies, outgoing URLs): hand the raw body to the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*', 'bench/**/*', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
