import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { resolve as resolvePath } from 'eslint-plugin-import-x/utils';

/**
 * import-x/no-cycle skips type-only imports, so a circle closed by `import type` passes it. This
 * rule reports a type-only import (or `export type … from`) whose module leads back to this file
 * through any import, types included. Circles made of value imports alone stay no-cycle's to report.
 */

/** Packages are not followed: a circle through node_modules is not one of ours. */
const external = (path) => path.includes('/node_modules/');

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a type-only import that closes a dependency cycle.' },
    schema: [],
    messages: {
      cycle:
        'Dependency cycle through a type import via "{{route}}": move the shared types into a file of their own.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    // Modules already searched in full from this file without finding it again.
    const cannotReachHere = new Set();

    /** The import path from `source` back to this file, or null when there is none. */
    const routeBack = (source) => {
      const path = resolvePath(source, context);
      if (path == null || path === filename || external(path) || cannotReachHere.has(path)) return null;
      const start = ModuleInfo.get(source, context);
      if (start == null) return null;
      const seen = new Set([start.path]);
      const queue = [{ get: () => start, route: [source] }];
      while (queue.length > 0) {
        const { get, route } = queue.shift();
        const info = get();
        if (info == null) continue;
        for (const [path, { resolve, declarations }] of info.getImports()) {
          const via = [...declarations][0]?.source.value ?? path;
          if (path === filename) return [...route, via];
          if (seen.has(path) || external(path) || cannotReachHere.has(path)) continue;
          seen.add(path);
          queue.push({ get: resolve, route: [...route, via] });
        }
      }
      for (const path of seen) cannotReachHere.add(path);
      return null;
    };

    const check = (node) => {
      if (node.source == null || !isTypeOnly(node)) return;
      const route = routeBack(node.source.value);
      if (route) context.report({ node, messageId: 'cycle', data: { route: route.join(' => ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
