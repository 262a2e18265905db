// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

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
];

/**
 * The contexts that own tables: `@playfield/db/<context>` exports them
 * (packages/db/src/schema/<context>.ts), and only the context's own package imports them —
 * another context's data is read through that context's service. `@playfield/db/reference`
 * (languages, currencies, countries: seeded reference data no context owns) is open to all.
 */
const TABLE_CONTEXTS = ['site-config', 'identity', 'wallet', 'limits', 'sportsbook', 'betting'];

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
          {
            group: CONTEXT_ORDER.slice(index + 1).map((later) => `@playfield/${later}`),
            message: `${name} comes before these contexts in the composition (decision 030): it may import only the contexts before it.`,
          },
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
