// `npm run check` part: no module may import itself back through a chain of relative imports
// (docs/ARCHITECTURE.md, "Import boundaries and dependencies"). A cycle makes the order modules are evaluated in
// decide what a reader sees (an import may still be undefined), and it hides a missing layer.
// Only relative imports are followed: packages import each other by name, one way, which the
// ESLint boundaries already hold. Type-only imports are skipped: they vanish when compiled.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'bench', 'e2e', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourcesIn(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === 'results') return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesIn(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every module's relative, value-carrying imports. */
export function importGraph(root = process.cwd()) {
  const graph = new Map();
  for (const file of ROOTS.flatMap((folder) => sourcesIn(join(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The cycles of a graph, each once, as the list of its modules (Tarjan's strongly connected components). */
export function cyclesOf(graph) {
  let index = 0;
  const indices = new Map();
  const lowLinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node), lowLinks.get(next)));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node), indices.get(next)));
      }
    }
    if (lowLinks.get(node) !== indices.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = cyclesOf(importGraph());
  for (const cycle of cycles) {
    console.info(`import cycle: ${cycle.map((file) => relative(process.cwd(), file)).join(' → ')}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.info('import cycles: none');
}
