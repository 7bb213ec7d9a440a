import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import zeya from './tools/eslint-plugin.js';

/** The folders directly under `dir` (a feature per folder): new features fall under the rules without a config edit. */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The contract's modules that do not load zod: the only ones browsers take values from. */
const ZOD_FREE_CONTRACT = readdirSync('packages/contract/src')
  .filter(
    (file) =>
      /^[a-z-]+\.ts$/.test(file) && !/from 'zod'/.test(readFileSync(`packages/contract/src/${file}`, 'utf8')),
  )
  .map((file) => file.replace(/\.ts$/, ''));

/**
 * The boundaries of one app (see ARCHITECTURE.md): a feature imports no other feature's files, and the shared layer
 * (`shared`, `platform`, `app` where given) imports no feature. Only the app layer composes features.
 */
function boundariesOf(root, featureDir, sharedDirs, uses = {}) {
  const features = `${root}/${featureDir}`;
  return [
    ...foldersOf(features).map((feature) => ({
      target: `./${features}/${feature}`,
      from: `./${features}`,
      except: [feature, ...(uses[feature] ?? [])].map((allowed) => `./${allowed}`),
      message: `A feature does not reach into another: move what both need to ${sharedDirs.join(' or ')}.`,
    })),
    ...sharedDirs.map((dir) => ({
      target: `./${root}/${dir}`,
      from: `./${features}`,
      message: 'Shared code does not depend on a feature.',
    })),
  ];
}

/**
 * What may import what, beyond features (ARCHITECTURE.md, "Layers"): a front end's shared code does not reach up into
 * the app layer that composes it; the API's db is the bottom layer; packages are imported by the apps, never the
 * other way round.
 */
const LAYERS = [
  ...['web', 'console'].map((app) => ({
    target: `./apps/${app}/src/shared`,
    from: `./apps/${app}/src/app`,
    message: 'Shared code does not depend on the app layer: move what both need to shared.',
  })),
  {
    target: './apps/api/src/db',
    from: ['platform', 'modules', 'seed', 'demo', 'simulators'].map((dir) => `./apps/api/src/${dir}`),
    message:
      'db is the bottom layer: platform, the modules, the seed and the demo build on it, never under it.',
  },
  {
    target: './packages',
    from: './apps',
    message: 'A package imports no app: the apps import the packages.',
  },
];

/**
 * Test helpers, the simulators of providers and the demo providers are composed by app.ts, main.ts, the seed and the
 * tests; the code that serves players (db, platform, the modules and their adapters) imports none of them.
 */
const PRODUCTION = {
  target: ['db', 'platform', 'modules'].map((dir) => `./apps/api/src/${dir}`),
  from: ['test', 'simulators', 'demo'].map((dir) => `./apps/api/src/${dir}`),
  message: 'Production code imports no test helper, simulator or demo provider: app.ts composes the demo.',
};

/**
 * The only uses of one API module by another, each for a reason: launching, listing and replaying a game is done
 * through the provider adapter that serves it; the house-games console edits Digit Bet's and the Shwe Slot's own
 * settings; an agent's console pages list and moderate that agent's players; the site settings link to Shan only
 * when a Shan provider is there to launch it; agents sign in to their commission with the players' password checks.
 * Anything else goes through `platform`.
 */
const API_MODULE_USES = {
  launch: ['providers'],
  catalogue: ['providers'],
  'game-logs': ['providers'],
  'house-games': ['digitbet', 'providers'],
  agents: ['players'],
  content: ['shan'],
  commission: ['auth'],
};

/** Every zone lint keeps (ARCHITECTURE.md's import table). */
const IMPORT_ZONES = [
  ...boundariesOf('apps/api/src', 'modules', ['platform'], API_MODULE_USES),
  ...boundariesOf('apps/web/src', 'features', ['shared']),
  ...boundariesOf('apps/console/src', 'features', ['shared']),
  ...LAYERS,
];

/**
 * The files every money request runs through: postings, game moves, slips and the reads each bet makes. In them an
 * object literal has nothing after a spread: on Node 20, V8 gives every object made as `{ ...a, b }` or `{ ...a, ...b }`
 * a hidden class of its own, made in the old generation, and at half load those filled it in two seconds
 * (ARCHITECTURE.md, "Hot paths"). A file is one when its first line says so (`// hot-path: <why>`): the mark moves
 * with the file, and a new hot file needs no edit here.
 */
const HOT_PATH_MARK = '// hot-path:';
const HOT_PATHS = readdirSync('apps/api/src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => `${entry.parentPath}/${entry.name}`)
  .filter((file) => readFileSync(file, 'utf8').startsWith(HOT_PATH_MARK));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts', 'tools/**/*.ts'],
    plugins: { 'import-x': importX, zeya },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'bench/tsconfig.json',
            'tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // import-x/no-cycle skips type imports; this one counts them (tools/eslint-plugin.js).
      'zeya/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }],
    },
  },
  {
    // The same zones and one more, outside tests (a rule's options replace those of an earlier block).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-setup.ts', 'apps/api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...IMPORT_ZONES, PRODUCTION] }] },
  },
  {
    // Writes retry serialization failures (db/transaction.ts); not no-restricted-syntax, which HOT_PATHS sets.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/transaction.ts'],
    plugins: { zeya },
    rules: { 'zeya/writes-in-transaction': 'error' },
  },
  {
    // Browsers take values only from the contract's zod-free modules (types from any): zod weighs tens of KiB.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@zeya/contract/(?!(${ZOD_FREE_CONTRACT.join('|')})$)`,
              allowTypeImports: true,
              message: `Values for browsers come from a contract module without zod (${ZOD_FREE_CONTRACT.join(', ')}).`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'packages/ui-kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: HOT_PATHS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement ~ :matches(Property, SpreadElement)',
          message:
            'On a hot path nothing follows a spread in an object literal: put the fields first, or Object.assign.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', 'bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
