import type { TakeoffLine } from './takeoff-line';

/**
 * Test support: lines as `{ code: baseQuantity }`, so a test can state the expected quantities of a
 * calculation in one object. Not exported from the package.
 */
export function quantitiesOf(lines: readonly TakeoffLine[]): Record<string, number> {
  return Object.fromEntries(lines.map((line) => [line.code, line.baseQuantity]));
}

export function codesOf(lines: readonly TakeoffLine[]): string[] {
  return lines.map((line) => line.code);
}

/** The line of `code`; throws when absent so a test fails with the code's name. */
export function lineOf(lines: readonly TakeoffLine[], code: string): TakeoffLine {
  const line = lines.find((candidate) => candidate.code === code);
  if (!line) throw new Error(`no line ${code} among ${codesOf(lines).join(', ')}`);
  return line;
}

/**
 * Asserts-by-returning: every expected code is present with its quantity to `digits` decimals and
 * no other code is. Returns a list of mismatches (empty when all match) for `expect(...).toEqual([])`.
 */
export function compareQuantities(
  lines: readonly TakeoffLine[],
  expected: Readonly<Record<string, number>>,
  digits = 6,
): string[] {
  const actual = quantitiesOf(lines);
  const problems: string[] = [];
  const tolerance = 10 ** -digits / 2;
  for (const [code, value] of Object.entries(expected)) {
    const got = actual[code];
    if (got === undefined) problems.push(`${code}: missing (expected ${value})`);
    else if (Math.abs(got - value) > tolerance * Math.max(1, Math.abs(value))) {
      problems.push(`${code}: got ${got}, expected ${value}`);
    }
  }
  for (const code of Object.keys(actual)) {
    if (!(code in expected)) problems.push(`${code}: unexpected line (${actual[code]})`);
  }
  return problems;
}
