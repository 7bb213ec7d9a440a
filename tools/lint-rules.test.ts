import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md says what may import what and that lint fails otherwise: each rule is tried here in the direction it
 * forbids, with the project's own config, on text placed at a path inside the layer (lintText: nothing is written).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

/** A probe naming a file that moved away would pass every rule unseen: each relative import must name a file. */
function expectResolved(file: string, code: string) {
  for (const [, specifier] of code.matchAll(/(?:from|import) '(\.[^']+)'/g)) {
    const target = path.join(root, path.dirname(file), specifier!);
    const found = ['.ts', '.tsx', '/index.ts'].some((end) => existsSync(target + end));
    expect(found, `${file} imports ${specifier}, which is no file`).toBe(true);
  }
}

/** The rules that fired on `code` as if it were the file at `file` (relative to the repository). */
async function rulesOn(file: string, code: string): Promise<string[]> {
  expectResolved(file, code);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.severity === 2)
    .map((message) => message.ruleId ?? 'fatal');
}

const LAYERS = 'import-x/no-restricted-paths';
const CYCLE = 'zeya/no-cycle';

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('lint refuses an import against the layers', () => {
  it.each([
    ['an API module → another module', 'apps/api/src/modules/wallet/probe.ts', "import '../cashier/limits';"],
    ['a web feature → another feature', 'apps/web/src/features/shan/probe.ts', "import '../twod/api';"],
    [
      'a console feature → another feature',
      'apps/console/src/features/players/probe.ts',
      "import '../agents/agent-list';",
    ],
    ['API platform → a module', 'apps/api/src/platform/probe.ts', "import '../modules/wallet/service';"],
    ['web shared → a feature', 'apps/web/src/shared/probe.ts', "import '../features/twod/api';"],
    [
      'console shared → a feature',
      'apps/console/src/shared/probe.ts',
      "import '../features/agents/agent-list';",
    ],
    ['web shared → the app layer', 'apps/web/src/shared/probe.ts', "import '../app/menu-links';"],
    ['console shared → the app layer', 'apps/console/src/shared/probe.ts', "import '../app/sections';"],
    ['API db → a module', 'apps/api/src/db/probe.ts', "import '../modules/wallet/service';"],
    ['API db → platform', 'apps/api/src/db/probe.ts', "import '../platform/money/money';"],
    ['API db → the seed', 'apps/api/src/db/probe.ts', "import '../seed/seed';"],
    ['the contract → the API', 'packages/contract/src/probe.ts', "import '../../../apps/api/src/config';"],
    [
      'the UI kit → a front end',
      'packages/ui-kit/src/probe.ts',
      "import '../../../apps/web/src/shared/format';",
    ],
    [
      'an adapter → its demo provider',
      'apps/api/src/modules/shan/probe.ts',
      "import '../../demo/shan/routes';",
    ],
    [
      'an adapter → a simulator',
      'apps/api/src/modules/providers/gscplus/probe.ts',
      "import '../../../simulators/gscplus/aggregator';",
    ],
    ['platform → test helpers', 'apps/api/src/platform/probe.ts', "import '../test/passkey';"],
  ])('%s', async (_, file, code) => {
    expect(await rulesOn(file, code)).toContain(LAYERS);
  });
});

describe('lint refuses an import cycle', () => {
  it.each([
    ['in e2e', 'e2e/clicks.ts', "import './crawl';"],
    ['in bench', 'bench/aggregator.ts', "import './scenarios';"],
    ['in the API', 'apps/api/src/db/kinds.ts', "import './schema';"],
    [
      'of type imports only',
      'bench/protocol.ts',
      "import type { StreamsResult } from './streams';\nexport type S = StreamsResult;",
    ],
  ])('%s', async (_, file, code) => {
    expect(await rulesOn(file, code)).toContain(CYCLE);
  });
});

describe('lint refuses a transaction opened without inTransaction', () => {
  it('in a module', async () => {
    const code = [
      "import type { Database } from '../../db/client';",
      'export const write = (db: Database) => db.transaction(async (tx) => tx.execute("select 1"));',
    ].join('\n');
    expect(await rulesOn('apps/api/src/modules/wallet/probe.ts', code)).toEqual([
      'zeya/writes-in-transaction',
    ]);
  });
});

describe('lint lets the allowed imports through', () => {
  it.each([
    [
      'an API module → platform, db, the contract',
      'apps/api/src/modules/wallet/probe.ts',
      "import '../../platform/money/money';\nimport '../../db/schema';\nimport '@zeya/contract/constants';",
    ],
    [
      'a module → the one it names a reason for',
      'apps/api/src/modules/launch/probe.ts',
      "import '../providers/house/spin';",
    ],
    ['web feature → shared', 'apps/web/src/features/shan/probe.ts', "import '../../shared/format';"],
    ['the web app layer → a feature', 'apps/web/src/app/probe.ts', "import '../features/twod/api';"],
    ['the console app layer → shared', 'apps/console/src/app/probe.ts', "import '../shared/format';"],
    [
      'the seed → platform and the demo',
      'apps/api/src/seed/probe.ts',
      "import '../platform/money/money';\nimport '../demo/gscplus/catalogue';",
    ],
    [
      'a module test → a simulator',
      'apps/api/src/modules/shan/probe.test.ts',
      "import '../../simulators/shan/shan-simulator';",
    ],
    [
      'inTransaction itself',
      'apps/api/src/db/transaction.ts',
      'export const open = (db: { transaction(f: () => void): void }) => db.transaction(() => {});',
    ],
  ])('%s', async (_, file, code) => {
    expect(await rulesOn(file, code)).toEqual([]);
  });
});
