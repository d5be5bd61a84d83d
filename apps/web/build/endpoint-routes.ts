import { parseAst, type Plugin } from 'vite';

/**
 * The web calls the API through the endpoints the domain declares once
 * (`packages/domain/src/<feature>/*.endpoints.ts`), but at run time it reads only each endpoint's method
 * and path (`lib/api-call.ts`): the schemas, policies and texts are for the server, the types and
 * the tests. Kept in the build, those schemas drag zod and every contract they name (the body of a
 * BOQ sheet names the whole take-off engine) into the client's first screen. This plugin hands the
 * web's build each declaration with its method and path only; TypeScript and the tests still see
 * the whole declaration.
 */
const ENDPOINT_MODULE = /packages[\\/]domain[\\/]src[\\/][\w-]+[\\/][\w-]+\.endpoints\.ts$/;
const ROUTE_KEYS = ['method', 'path'];

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function eachNode(node: AstNode, visit: (node: AstNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) eachNode(child, visit);
  }
}

function propertyName(property: AstNode): string | undefined {
  const key = property.key as AstNode | undefined;
  if (property.type !== 'Property' || property.computed || !key || key.type !== 'Identifier')
    return undefined;
  return key.name as string;
}

function applyReplacements(source: string, replacements: { start: number; end: number; text: string }[]) {
  return replacements
    .sort((first, second) => second.start - first.start)
    .reduce((code, { start, end, text }) => code.slice(0, start) + text + code.slice(end), source);
}

/** The names `statement` declares at the top of a module, when it declares nothing else. */
function declaredNames(statement: AstNode): string[] {
  if (statement.type === 'FunctionDeclaration') return [(statement.id as AstNode).name as string];
  if (statement.type !== 'VariableDeclaration') return [];
  const ids = (statement.declarations as AstNode[]).map((declarator) => declarator.id as AstNode);
  return ids.every((id) => id.type === 'Identifier') ? ids.map((id) => id.name as string) : [];
}

/** Every identifier written in `statements`, as a name or a property: enough to know what is unused. */
function namesUsedIn(statements: AstNode[]): Set<string> {
  const used = new Set<string>();
  for (const statement of statements) {
    eachNode(statement, (node) => {
      if (node.type === 'Identifier') used.add(node.name as string);
    });
  }
  return used;
}

/**
 * `source` without the imports and the module's own unexported declarations that nothing uses any
 * more: the bundler would otherwise keep them, and the contract modules they come from (importing
 * a name evaluates its module; a schema built at the top, `const FileSchema = z.any()`, is a call).
 * Removing one declaration can leave another unused, so it goes round until nothing changes.
 */
function withoutUnusedNames(source: string): string {
  const program = parseAst(source, { lang: 'ts' }) as unknown as AstNode;
  const body = program.body as AstNode[];
  const unused = body.filter((statement) => {
    const others = body.filter((other) => other !== statement && other.type !== 'ImportDeclaration');
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers as AstNode[];
      if (specifiers.length === 0) return false; // `import 'x'` is kept for its effect
      const used = namesUsedIn(others);
      return !specifiers.some((specifier) => used.has((specifier.local as AstNode).name as string));
    }
    const names = declaredNames(statement);
    if (names.length === 0) return false;
    const used = namesUsedIn(others);
    return !names.some((name) => used.has(name));
  });
  if (unused.length === 0) return source;
  return withoutUnusedNames(
    applyReplacements(
      source,
      unused.map((statement) => ({ start: statement.start, end: statement.end, text: '' })),
    ),
  );
}

/** `source` with every `defineEndpoint({ … })` reduced to `defineEndpoint({ method, path })`. */
export function keepOnlyRoutes(source: string, fileName = 'endpoints.ts'): string {
  const program = parseAst(source, { lang: 'ts' }) as unknown as AstNode;
  const replacements: { start: number; end: number; text: string }[] = [];
  eachNode(program, (node) => {
    const callee = node.callee as AstNode | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint')
      return;
    const [declaration] = node.arguments as AstNode[];
    const properties = declaration?.type === 'ObjectExpression' ? (declaration.properties as AstNode[]) : [];
    const kept = ROUTE_KEYS.map((key) => properties.find((property) => propertyName(property) === key));
    if (!declaration || kept.some((property) => property === undefined)) {
      throw new Error(
        `${fileName}: an endpoint declared without a written method and path, at offset ${node.start}`,
      );
    }
    const text = kept.map((property) => source.slice(property!.start, property!.end)).join(', ');
    replacements.push({ start: declaration.start, end: declaration.end, text: `{ ${text} }` });
  });
  return withoutUnusedNames(applyReplacements(source, replacements));
}

/** The build's plugin: runs before TypeScript is stripped, on the domain's endpoint modules only. */
export function endpointRoutesOnly(): Plugin {
  return {
    name: 'kadirio-endpoint-routes-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_MODULE.test(id)) return null;
      return { code: keepOnlyRoutes(code, id), map: null };
    },
  };
}
