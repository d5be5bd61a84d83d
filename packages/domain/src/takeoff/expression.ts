/**
 * Expressions over measurements (`ExtWalls * 3.0 - Openings`): numbers, measurement keys,
 * `+ - * /` (also `×`, `÷` and `−`), parentheses and unary minus, and functions over a group of
 * marks (docs/takeoff.md §4, "The building model"): `sum(Internal walls)`, `count(Rooms)`,
 * `perimeter(Rooms)`, `openingArea(Windows)` — the group's name as written between the brackets.
 * A small recursive-descent parser: nothing is evaluated as code. Every failure is an
 * `ExpressionError` whose message names the expression and what is wrong in it, for a 400.
 */

export class ExpressionError extends Error {}

/**
 * What a group function gives of the marks of one group: `sum` their values (one unit), `count`
 * the marks, `perimeter` their outlines (m), `openingArea` each count's openings at their sizes
 * (m²), `longSide` / `shortSide` the sides of the group's one rectangle (m).
 */
export const GROUP_FUNCTIONS = ['sum', 'count', 'perimeter', 'openingArea', 'longSide', 'shortSide'] as const;
export type GroupFunction = (typeof GROUP_FUNCTIONS)[number];

/** A group function's use in an expression: `sum(Internal walls)`. */
export interface GroupReference {
  readonly fn: GroupFunction;
  readonly group: string;
}

export type Expression =
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'name'; readonly name: string }
  | { readonly type: 'group'; readonly fn: GroupFunction; readonly group: string }
  | { readonly type: 'negate'; readonly operand: Expression }
  | {
      readonly type: 'binary';
      readonly operator: '+' | '-' | '*' | '/';
      readonly left: Expression;
      readonly right: Expression;
    };

type Token =
  | { readonly kind: 'number'; readonly value: number; readonly at: number }
  | { readonly kind: 'name'; readonly name: string; readonly at: number }
  | { readonly kind: 'group'; readonly fn: GroupFunction; readonly group: string; readonly at: number }
  | { readonly kind: 'symbol'; readonly symbol: '+' | '-' | '*' | '/' | '(' | ')'; readonly at: number };

const SYMBOLS: Readonly<Record<string, '+' | '-' | '*' | '/' | '(' | ')'>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
};

/** Nesting deeper than this is no take-off formula; it would only risk the stack. */
const MAX_DEPTH = 40;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const number = /^\d+(\.\d+)?|^\.\d+/.exec(source.slice(at));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const call = /^([A-Za-z]+)\s*\(([^()]*)\)/.exec(source.slice(at));
    const fn = call ? GROUP_FUNCTIONS.find((candidate) => candidate === call[1]) : undefined;
    if (call && fn) {
      const group = call[2]!.trim().replace(/\s+/g, ' ');
      if (group === '') throw new ExpressionError(`${fn}() at position ${at + 1} names no group`);
      tokens.push({ kind: 'group', fn, group, at });
      at += call[0].length;
      continue;
    }
    const name = /^[A-Za-z][A-Za-z0-9_]*/.exec(source.slice(at));
    if (name) {
      tokens.push({ kind: 'name', name: name[0], at });
      at += name[0].length;
      continue;
    }
    const symbol = SYMBOLS[char];
    if (!symbol) throw new ExpressionError(`unexpected "${char}" at position ${at + 1}`);
    tokens.push({ kind: 'symbol', symbol, at });
    at += 1;
  }
  return tokens;
}

function describe(token: Token | undefined): string {
  if (!token) return 'the end';
  if (token.kind === 'number') return `"${token.value}" at position ${token.at + 1}`;
  if (token.kind === 'name') return `"${token.name}" at position ${token.at + 1}`;
  if (token.kind === 'group') return `"${token.fn}(${token.group})" at position ${token.at + 1}`;
  return `"${token.symbol}" at position ${token.at + 1}`;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Expression {
    if (this.tokens.length === 0) throw new ExpressionError('it is empty');
    const expression = this.sum(0);
    if (this.index < this.tokens.length) {
      throw new ExpressionError(`unexpected ${describe(this.tokens[this.index])}`);
    }
    return expression;
  }

  private peekSymbol(...symbols: string[]): '+' | '-' | '*' | '/' | '(' | ')' | undefined {
    const token = this.tokens[this.index];
    return token?.kind === 'symbol' && symbols.includes(token.symbol) ? token.symbol : undefined;
  }

  private sum(depth: number): Expression {
    let left = this.product(depth);
    for (let operator = this.peekSymbol('+', '-'); operator; operator = this.peekSymbol('+', '-')) {
      this.index += 1;
      left = { type: 'binary', operator: operator as '+' | '-', left, right: this.product(depth) };
    }
    return left;
  }

  private product(depth: number): Expression {
    let left = this.unary(depth);
    for (let operator = this.peekSymbol('*', '/'); operator; operator = this.peekSymbol('*', '/')) {
      this.index += 1;
      left = { type: 'binary', operator: operator as '*' | '/', left, right: this.unary(depth) };
    }
    return left;
  }

  private unary(depth: number): Expression {
    if (depth > MAX_DEPTH) throw new ExpressionError(`it nests deeper than ${MAX_DEPTH} levels`);
    if (this.peekSymbol('-')) {
      this.index += 1;
      return { type: 'negate', operand: this.unary(depth + 1) };
    }
    if (this.peekSymbol('+')) {
      this.index += 1;
      return this.unary(depth + 1);
    }
    return this.primary(depth);
  }

  private primary(depth: number): Expression {
    const token = this.tokens[this.index];
    if (token?.kind === 'number') {
      this.index += 1;
      return { type: 'number', value: token.value };
    }
    if (token?.kind === 'name') {
      this.index += 1;
      return { type: 'name', name: token.name };
    }
    if (token?.kind === 'group') {
      this.index += 1;
      return { type: 'group', fn: token.fn, group: token.group };
    }
    if (token?.kind === 'symbol' && token.symbol === '(') {
      this.index += 1;
      const inner = this.sum(depth + 1);
      if (!this.peekSymbol(')')) {
        throw new ExpressionError(`"(" at position ${token.at + 1} is not closed`);
      }
      this.index += 1;
      return inner;
    }
    throw new ExpressionError(`expected a number, a measurement or "(" but found ${describe(token)}`);
  }
}

/** Quotes the expression in front of what is wrong with it: `expression "A +": expected …`. */
function failure(source: string, error: unknown): never {
  if (error instanceof ExpressionError) throw new ExpressionError(`expression "${source}": ${error.message}`);
  throw error;
}

export function parseExpression(source: string): Expression {
  try {
    return new Parser(tokenize(source)).parse();
  } catch (error) {
    return failure(source, error);
  }
}

function leaves(expression: Expression): Expression[] {
  if (expression.type === 'negate') return leaves(expression.operand);
  if (expression.type === 'binary') return [...leaves(expression.left), ...leaves(expression.right)];
  return [expression];
}

/** The measurement keys an expression uses, each once, in order of appearance. */
export function expressionNames(expression: Expression): string[] {
  const names: string[] = [];
  for (const leaf of leaves(expression)) {
    if (leaf.type === 'name' && !names.includes(leaf.name)) names.push(leaf.name);
  }
  return names;
}

/** Groups are named as people write them: any case, any spacing. */
export function sameGroup(left: string, right: string): boolean {
  const normal = (group: string) => group.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(left) === normal(right);
}

/** The groups an expression reads, each function and group once, in order of appearance. */
export function expressionGroups(expression: Expression): GroupReference[] {
  const groups: GroupReference[] = [];
  for (const leaf of leaves(expression)) {
    if (leaf.type !== 'group') continue;
    if (!groups.some((seen) => seen.fn === leaf.fn && sameGroup(seen.group, leaf.group)))
      groups.push({ fn: leaf.fn, group: leaf.group });
  }
  return groups;
}

/** A group function's value; undefined when the plan has no mark in that group. */
export type GroupValueOf = (reference: GroupReference) => number | undefined;

function evaluateNode(
  node: Expression,
  valueOf: (name: string) => number | undefined,
  groupValueOf: GroupValueOf,
): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'name': {
      const value = valueOf(node.name);
      if (value === undefined) throw new ExpressionError(`there is no measurement "${node.name}"`);
      return value;
    }
    case 'group': {
      const value = groupValueOf(node);
      if (value === undefined)
        throw new ExpressionError(`there is no measurement in the group "${node.group}"`);
      return value;
    }
    case 'negate':
      return -evaluateNode(node.operand, valueOf, groupValueOf);
    case 'binary': {
      const left = evaluateNode(node.left, valueOf, groupValueOf);
      const right = evaluateNode(node.right, valueOf, groupValueOf);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (right === 0) throw new ExpressionError('it divides by zero');
      return left / right;
    }
  }
}

/**
 * The value of `source` with each key read from `valueOf` (undefined: no such measurement) and each
 * group function from `groupValueOf` (which may throw an `ExpressionError` saying why a group gives
 * no value). An unknown key or empty group, a syntax error, a division by zero or a result that is
 * not finite is an `ExpressionError` naming the expression and the fault.
 */
export function evaluateExpression(
  source: string,
  valueOf: (name: string) => number | undefined,
  groupValueOf: GroupValueOf = () => undefined,
): number {
  const expression = parseExpression(source);
  try {
    const value = evaluateNode(expression, valueOf, groupValueOf);
    if (!Number.isFinite(value)) throw new ExpressionError('its value is not a finite number');
    return value;
  } catch (error) {
    return failure(source, error);
  }
}
