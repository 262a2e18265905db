// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Dependency direction (docs/architecture.md §2), enforced here rather than by convention:
 *   domain ← protocol ← module ← services ← server;  domain, protocol, i18n, ui ← web.
 * Each entry lists the workspace packages a layer must NOT import.
 */
const ALL = [
  'domain',
  'protocol',
  'i18n',
  'ui',
  'db',
  'feed',
  'module',
  'services',
  'server',
  'web',
];
const SERVICE_PACKAGES = [
  'site-config',
  'identity',
  'wallet',
  'limits',
  'sportsbook',
  'betting',
  'casino',
  'console',
];

/**
 * The contexts that own tables: `@playfield/db/<context>` exports them
 * (packages/db/src/schema/<context>.ts), and only the context's own package imports them —
 * another context's data is read through that context's service. `@playfield/db/reference`
 * (languages, currencies, countries: seeded reference data no context owns) is open to all.
 */
const TABLE_CONTEXTS = [
  'site-config',
  'identity',
  'wallet',
  'limits',
  'sportsbook',
  'betting',
  'console',
];

/** @param {string[]} contexts */
function tablesOf(contexts) {
  return {
    group: contexts.map((c) => `@playfield/db/${c}`),
    message:
      "Another context's tables: only the owning context's package imports them; read its data through its service.",
  };
}

/**
 * The sub-paths workspace packages export besides their main entry, read from their
 * package.json `exports` (decision 004, amended): `@playfield/x/testing` (test helpers, decision
 * 029), `@playfield/db/<context>` (one context's tables), the areas of `@playfield/domain` and
 * `@playfield/protocol`. Any other `@playfield/x/...` reaches into a package's files.
 */
function exportedSubPaths() {
  /** @type {string[]} */
  const subPaths = [];
  for (const dir of ['apps', 'packages', 'packages/services']) {
    for (const entry of readdirSync(new URL(`./${dir}/`, import.meta.url), {
      withFileTypes: true,
    })) {
      const manifest = new URL(`./${dir}/${entry.name}/package.json`, import.meta.url);
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
      for (const key of Object.keys(exports ?? {})) {
        if (key.startsWith('./')) subPaths.push(`${name}/${key.slice(2)}`);
      }
    }
  }
  return subPaths;
}

const DEEP_IMPORT = {
  regex: `^@playfield/(?!(?:${exportedSubPaths()
    .map((p) => p.slice('@playfield/'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$)[^/]+/.+`,
  message:
    'Import a workspace package through its main entry or a sub-path its package.json exports, never its files.',
};

/**
 * The contexts in the composition's order (apps/server/src/contexts.ts, decision 030): a
 * context may import only the contexts before it, so no two contexts depend on each other.
 */
const CONTEXT_ORDER = [
  'site-config',
  'sportsbook',
  'identity',
  'wallet',
  'limits',
  'betting',
  'casino',
  'console',
];

/** Each context's rule: the contexts after it are out of bounds. */
const contextOrderRules = CONTEXT_ORDER.map((name, index) => ({
  files: [`packages/services/${name}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ALL.filter(
              (p) =>
                !['domain', 'protocol', 'i18n', 'db', 'feed', 'module', 'services'].includes(p),
            ).map((p) => `@playfield/${p}`),
            message: 'This import breaks the dependency direction of docs/architecture.md §2.',
          },
          // The last context has none after it (an empty group is not a valid pattern).
          ...(index + 1 < CONTEXT_ORDER.length
            ? [
                {
                  group: CONTEXT_ORDER.slice(index + 1).map((later) => `@playfield/${later}`),
                  message: `${name} comes before these contexts in the composition (decision 030): it may import only the contexts before it.`,
                },
              ]
            : []),
          DEEP_IMPORT,
          tablesOf(TABLE_CONTEXTS.filter((c) => c !== name)),
        ],
      },
    ],
  },
}));

/**
 * `process.env` is read by the env schemas only: an entry point hands it whole to a schema's
 * parse (`loadEnv(process.env)`, `databaseFromEnv(process.env)`), nothing reads a variable
 * itself.
 */
const PROCESS_ENV_OUTSIDE_A_PARSE = [
  'MemberExpression[object.name="process"][property.name="env"]',
  ':not(CallExpression > MemberExpression.arguments)',
  ':not(CallExpression > ObjectExpression.arguments > SpreadElement > MemberExpression.argument)',
].join('');

/**
 * Code that is not a test, a test helper, a benchmark or an end-to-end test: it never imports
 * a package's testing entry, so no test double reaches a production bundle (decision 029).
 */
const PRODUCTION_FILES = ['apps/server/src/**', 'apps/web/app/**', 'packages/**/src/**'];
const TEST_CODE = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  // Helpers a package's own tests import by relative path (test-app.ts, test-support.ts, ...).
  '**/test-*.ts',
];

/**
 * @param {string[]} allowed the workspace packages these files may import
 * @param {string[]} [ownTables] the contexts whose tables they may import (none but db's own)
 */
function onlyAllow(allowed, ownTables = []) {
  const forbidden = ALL.filter((p) => !allowed.includes(p)).flatMap((p) =>
    p === 'services' ? SERVICE_PACKAGES.map((s) => `@playfield/${s}`) : [`@playfield/${p}`],
  );
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: forbidden,
            message: 'This import breaks the dependency direction of docs/architecture.md §2.',
          },
          DEEP_IMPORT,
          ...(ownTables.length < TABLE_CONTEXTS.length
            ? [tablesOf(TABLE_CONTEXTS.filter((c) => !ownTables.includes(c)))]
            : []),
        ],
      },
    ],
  };
}

/**
 * The graph inside apps/web (decision 033): routes → features → components/lib. Routes (and
 * layouts, the root route, the route table and the entries) compose; a feature never imports
 * routes; components and lib import neither. A feature imports another feature only through
 * that feature's public files, listed here: everything else in its folder is its own.
 */
const WEB = 'apps/web/app';
const WEB_FEATURE_API = {
  auth: ['api.ts', 'modal-store.ts', 'post-auth.ts'],
  console: [],
  coupon: ['bet-slip.tsx', 'coupon-store.ts'],
  live: ['live-client.ts', 'use-live-topic.ts'],
  responsible: [],
  sportsbook: ['coef-display.ts', 'sportsbook-preferences.tsx'],
  wallet: ['balance-store.ts', 'money.ts', 'office.server.ts'],
};
const WEB_FEATURES = readdirSync(new URL(`./${WEB}/features/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of WEB_FEATURES) {
  if (!(feature in WEB_FEATURE_API)) {
    throw new Error(`eslint.config.js: list the public files of ${WEB}/features/${feature}`);
  }
}
/** The composing layer: what only routes and their kin may import. */
const WEB_ROUTE_LAYER = [
  'routes',
  'layouts',
  'root.tsx',
  'routes.ts',
  'entry.client.tsx',
  'entry.server.tsx',
].map((p) => `${WEB}/${p}`);
const webBoundaryRules = {
  files: [`${WEB}/**`],
  // A test may check its code against the route table (betting paths against routes.ts).
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: fileURLToPath(new URL('.', import.meta.url)),
        zones: [
          {
            // components and lib: every folder but routes, layouts and features, and the
            // app's own modules but the route table (root.tsx and the entries are .tsx).
            target: [`${WEB}/!(routes|layouts|features)/**`, `${WEB}/!(routes).ts`],
            from: [`${WEB}/features`, ...WEB_ROUTE_LAYER],
            message:
              'components and lib are below features and routes (decision 033): pass the piece in from the route or layout, or move the shared code down.',
          },
          {
            target: `${WEB}/features/**`,
            from: WEB_ROUTE_LAYER,
            message:
              'A feature never imports routes (decision 033): move what both need into the feature or down to components/lib.',
          },
          ...WEB_FEATURES.flatMap((feature) =>
            WEB_FEATURES.filter((other) => other !== feature).map((other) => ({
              target: `${WEB}/features/${feature}/**`,
              from: `${WEB}/features/${other}`,
              except: WEB_FEATURE_API[/** @type {keyof typeof WEB_FEATURE_API} */ (other)].map(
                (file) => `./${file}`,
              ),
              message: `Another feature's internals (decision 033): import only ${other}'s public files (WEB_FEATURE_API in eslint.config.js), or move the shared piece down to components/lib.`,
            })),
          ),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '.tmp/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': 'off',
    },
  },
  { files: ['packages/domain/**'], rules: onlyAllow(['domain']) },
  {
    files: ['packages/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@playfield/*'], message: 'domain is pure: it imports no other package.' },
            { group: ['node:*', 'fs', 'path', 'http', 'net'], message: 'domain does no I/O.' },
          ],
        },
      ],
    },
  },
  { files: ['packages/protocol/**'], rules: onlyAllow(['domain', 'protocol']) },
  { files: ['packages/i18n/**'], rules: onlyAllow(['i18n']) },
  { files: ['packages/ui/**'], rules: onlyAllow(['ui', 'i18n']) },
  { files: ['packages/db/**'], rules: onlyAllow(['db', 'domain', 'protocol'], TABLE_CONTEXTS) },
  { files: ['packages/feed/**'], rules: onlyAllow(['feed', 'domain', 'protocol']) },
  {
    files: ['packages/module/**'],
    rules: onlyAllow(['module', 'domain', 'protocol', 'db', 'i18n']),
  },
  ...contextOrderRules,
  {
    files: ['apps/server/**'],
    rules: onlyAllow(['domain', 'protocol', 'i18n', 'db', 'feed', 'module', 'services', 'server']),
  },
  { files: ['apps/web/**'], rules: onlyAllow(['domain', 'protocol', 'i18n', 'ui', 'web']) },
  webBoundaryRules,
  {
    files: ['e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [tablesOf(TABLE_CONTEXTS)] }] },
  },
  {
    // A rule of its own (the typescript-eslint twin of no-restricted-imports), so it adds to
    // the layer rules above instead of replacing them.
    files: PRODUCTION_FILES,
    ignores: TEST_CODE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@playfield/*/testing'],
              message:
                'Test helpers are for tests, benchmarks and testing/ folders only, never production code (decision 029).',
            },
          ],
        },
      ],
    },
  },
  {
    files: PRODUCTION_FILES,
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
      // Sets the default before anything reads the environment.
      'apps/server/src/main.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: PROCESS_ENV_OUTSIDE_A_PARSE,
          message:
            'Read the environment through its schema: hand process.env whole to loadEnv() or databaseFromEnv().',
        },
      ],
    },
  },
  prettier,
);
