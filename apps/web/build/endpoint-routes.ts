import { parseAst, type Plugin } from 'vite';

/**
 * The web calls the API through the endpoints the domain declares once
 * (`packages/domain/src/api/*.endpoints.ts`), but at run time it reads only each endpoint's method
 * and path (`lib/api-call.ts`): the schemas, policies and texts are for the server, the types and
 * the tests. Kept in the build, those schemas drag zod and every contract they name (the body of a
 * BOQ sheet names the whole take-off engine) into the client's first screen. This plugin hands the
 * web's build each declaration with its method and path only; TypeScript and the tests still see
 * the whole declaration.
 */
const ENDPOINT_MODULE = /packages[\\/]domain[\\/]src[\\/]api[\\/][\w-]+\.endpoints\.ts$/;
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

/**
 * `source` without the imported names it no longer uses: the bundler would otherwise keep the
 * contract modules they come from (importing a name evaluates its module).
 */
function withoutUnusedImports(source: string): string {
  const program = parseAst(source, { lang: 'ts' }) as unknown as AstNode;
  const body = program.body as AstNode[];
  const used = new Set<string>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') continue;
    eachNode(statement, (node) => {
      if (node.type === 'Identifier') used.add(node.name as string);
    });
  }
  const replacements = body.flatMap((statement) => {
    const specifiers = statement.type === 'ImportDeclaration' ? (statement.specifiers as AstNode[]) : [];
    if (specifiers.length === 0) return []; // `import 'x'` is kept for its effect
    const local = (specifier: AstNode) => (specifier.local as AstNode).name as string;
    return specifiers.some((specifier) => used.has(local(specifier)))
      ? []
      : [{ start: statement.start, end: statement.end, text: '' }];
  });
  return applyReplacements(source, replacements);
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
  return withoutUnusedImports(applyReplacements(source, replacements));
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
