/**
 * The project's own lint rules (eslint.config.js loads them as `zeya/...`); tools/lint-rules.test.ts proves them.
 */
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

/**
 * `import-x/no-cycle` with type imports counted: import-x skips every `import type` edge (it has no option not to), so
 * two files that name each other's types, or a circle closed by one, passed. A circle of types is still a circle: the
 * two files can only be read, moved or split together. Packages in node_modules are not walked (they cannot import us).
 */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports nothing that imports it back, type imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle (type imports count): {{route}} leads back here. Move what both need apart.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (file === '<text>') return {};
    return moduleVisitor((source, importer) => {
      const imported = ModuleInfo.get(source.value, context);
      if (imported == null || imported.path === file || isExternal(imported.path)) return;
      const route = routeBack(imported, file);
      if (route)
        context.report({
          node: importer,
          messageId: 'cycle',
          data: { route: [source.value, ...route].join(' → ') },
        });
    }, {});
  },
};

/** The imports from `start` that lead back to `file` (breadth first, so the shortest), or null. */
function routeBack(start, file) {
  const seen = new Set([start.path]);
  const queue = [{ info: () => start, route: [] }];
  while (queue.length > 0) {
    const { info, route } = queue.shift();
    const module = info();
    if (module == null) continue;
    for (const [path, { resolve, declarations }] of module.getImports()) {
      const next = [...route, [...declarations][0]?.source.value];
      if (path === file) return next;
      if (seen.has(path) || isExternal(path)) continue;
      seen.add(path);
      queue.push({ info: resolve, route: next });
    }
  }
  return null;
}

const isExternal = (path) => path.includes('/node_modules/');

/**
 * Writes go through `inTransaction` (apps/api/src/db/transaction.ts), which retries serialization failures and
 * deadlocks, or, inside one, `inSavepoint`. A `.transaction(` call given a function anywhere else is one that a
 * conflict between two requests turns into a 500.
 */
const writesInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: 'Database transactions are opened through inTransaction or inSavepoint only.' },
    schema: [],
    messages: {
      direct:
        'Open a transaction with inTransaction (db/transaction.ts: retried on serialization failures), a savepoint with inSavepoint.',
    },
  },
  create(context) {
    return {
      'CallExpression[callee.property.name="transaction"][arguments.0.type=/FunctionExpression$/]'(node) {
        context.report({ node, messageId: 'direct' });
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle, 'writes-in-transaction': writesInTransaction } };
