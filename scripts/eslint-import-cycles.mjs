import path from 'node:path';
import { importGraph, resolveImport } from './import-cycles.mjs';

/**
 * An ESLint rule: an import may not lead back to the file that makes it (docs/ARCHITECTURE.md,
 * "Dependencies"). The rest of the graph is read from disk once per ESLint run; the linted file's
 * own imports are read from its text, so an edit is judged before it is saved.
 */
let cached;
function graphOf(root) {
  if (cached?.root !== root) cached = { root, graph: importGraph(root) };
  return cached.graph;
}

/** The shortest chain of imports from `start` back to `file`, or null when there is none. */
function chainBack(graph, start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === file) {
      const chain = [];
      for (let step = node; step !== null; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(node) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return null;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No chain of relative imports leads back to the importing file' },
    // Options are given by eslint.config.js alone: { root }.
    schema: false,
  },
  create(context) {
    const { root } = context.options[0];
    const file = context.filename;
    const graph = graphOf(root);

    function check(sourceNode) {
      const specifier = sourceNode?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = resolveImport(file, specifier);
      if (!imported) return;
      const chain = chainBack(graph, imported, file);
      if (!chain) return;
      const names = [file, ...chain].map((step) => path.relative(root, step).split(path.sep).join('/'));
      context.report({
        node: sourceNode,
        message: `Import cycle: ${names.join(' → ')}. Move what both need into a module of its own.`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
