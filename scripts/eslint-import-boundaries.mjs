import path from 'node:path';
import { noImportCycles } from './eslint-import-cycles.mjs';

/**
 * An ESLint rule for import boundaries, after bulletproof-react's zones
 * (docs/decisions/0012-import-boundaries.md). Each zone says: files under `target` may not import
 * files under `from`, `except` those under the listed paths or matching `exceptPattern`. Paths are
 * repo-relative folders or files (a file may be named without its extension). Only relative
 * imports are resolved: the apps import their own files relatively and packages by name, and a
 * package is never inside a zone.
 */
const SOURCE_EXTENSION = /\.(ts|tsx|js|mjs)$/;

const toPosix = (file) => file.split(path.sep).join('/');
const withoutExtension = (file) => file.replace(SOURCE_EXTENSION, '');
const asList = (value) => (Array.isArray(value) ? value : [value]);

/** Whether `file` is `place` (a file) or lies in it (a folder). */
function isWithin(file, place) {
  const bare = withoutExtension(place);
  return withoutExtension(file) === bare || file.startsWith(`${place.replace(/\/$/, '')}/`);
}

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Files of one zone import nothing from the zones it may not reach' },
    // Options are given by eslint.config.js alone: { root, zones: [{ target, from, except, exceptPattern, message }] }.
    schema: false,
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = toPosix(path.relative(root, context.filename));
    const activeZones = zones.filter((zone) => asList(zone.target).some((target) => isWithin(file, target)));
    if (activeZones.length === 0) return {};

    function check(sourceNode) {
      const specifier = sourceNode?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      for (const zone of activeZones) {
        if (!asList(zone.from).some((from) => isWithin(imported, from))) continue;
        if ((zone.except ?? []).some((allowed) => isWithin(imported, allowed))) continue;
        if (zone.exceptPattern && new RegExp(zone.exceptPattern).test(withoutExtension(imported))) continue;
        context.report({ node: sourceNode, message: `${zone.message} (${specifier})` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundariesPlugin = {
  rules: { 'import-boundaries': importBoundaries, 'no-import-cycles': noImportCycles },
};
