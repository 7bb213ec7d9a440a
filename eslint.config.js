import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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

/**
 * The files every money request runs through: postings, game moves, slips and the reads each bet makes. In them an
 * object literal has nothing after a spread: on Node 20, V8 gives every object made as `{ ...a, b }` or `{ ...a, ...b }`
 * a hidden class of its own, made in the old generation, and at half load those filled it in two seconds
 * (ARCHITECTURE.md, "Hot paths").
 */
const HOT_PATHS = [
  'apps/api/src/db/statements.ts',
  'apps/api/src/platform/game-wallet.ts',
  'apps/api/src/platform/idempotency.ts',
  'apps/api/src/platform/keyed-batcher.ts',
  'apps/api/src/platform/ledger/post.ts',
  'apps/api/src/platform/lottery-slips.ts',
  'apps/api/src/platform/lottery-stakes.ts',
  'apps/api/src/platform/protection/guard.ts',
  'apps/api/src/modules/digitbet/service.ts',
  'apps/api/src/modules/providers/gscplus/actions.ts',
  'apps/api/src/modules/providers/gscplus/seamless-wallet.ts',
  'apps/api/src/modules/providers/gscplus/webhooks.ts',
  'apps/api/src/modules/threed/draws.ts',
  'apps/api/src/modules/threed/place-bet.ts',
  'apps/api/src/modules/twod/draws.ts',
  'apps/api/src/modules/twod/open-draw.ts',
  'apps/api/src/modules/twod/place-bet.ts',
  'apps/api/src/modules/wallet/service.ts',
];

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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundariesOf('apps/api/src', 'modules', ['platform'], API_MODULE_USES),
            ...boundariesOf('apps/web/src', 'features', ['shared']),
            ...boundariesOf('apps/console/src', 'features', ['shared']),
          ],
        },
      ],
    },
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
