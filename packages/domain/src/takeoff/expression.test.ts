import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateExpression,
  ExpressionError,
  expressionGroups,
  expressionNames,
  parseExpression,
  type GroupReference,
} from './expression';

const values: Record<string, number> = { ExtWalls: 42.6, Openings: 12.3, A: 1, Floor_2: 80 };
const valueOf = (name: string) => values[name];

describe('expressions over measurements', () => {
  it('evaluates with the usual precedence', () => {
    // 42.6 × 3.0 − 12.3 = 127.8 − 12.3 = 115.5
    expect(evaluateExpression('ExtWalls * 3.0 - Openings', valueOf)).toBeCloseTo(115.5, 10);
    expect(evaluateExpression('2 + 3 * 4', valueOf)).toBe(14);
    expect(evaluateExpression('(2 + 3) * 4', valueOf)).toBe(20);
    expect(evaluateExpression('-(A + 2) * 3', valueOf)).toBe(-9);
    expect(evaluateExpression('10 ÷ 4 × 2 − .5', valueOf)).toBe(4.5);
    expect(evaluateExpression('Floor_2/2', valueOf)).toBe(40);
    expect(evaluateExpression('--A', valueOf)).toBe(1);
  });

  it('lists the names it uses once each', () => {
    expect(expressionNames(parseExpression('ExtWalls * 3 - Openings + ExtWalls'))).toEqual([
      'ExtWalls',
      'Openings',
    ]);
  });

  it.each([
    ['Foo * 2', /expression "Foo \* 2": there is no measurement "Foo"/],
    ['A +', /expression "A \+": expected a number, a measurement or "\(" but found the end/],
    ['(1 + 2', /"\(" at position 1 is not closed/],
    ['2 $ 3', /unexpected "\$" at position 3/],
    ['A / 0', /divides by zero/],
    ['3 A', /unexpected "A" at position 3/],
    ['', /it is empty/],
    [`${'('.repeat(60)}1${')'.repeat(60)}`, /nests deeper/],
  ])('refuses %s naming what is wrong', (source, message) => {
    expect(() => evaluateExpression(source, valueOf)).toThrow(ExpressionError);
    expect(() => evaluateExpression(source, valueOf)).toThrow(message);
  });

  it('evaluates any sum and product of numbers as JavaScript does', () => {
    const number = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(number, number, number, (a, b, c) => {
        expect(evaluateExpression(`${a} + ${b} * ${c}`, valueOf)).toBe(a + b * c);
        expect(evaluateExpression(`(${a} - ${b}) * -${c}`, valueOf)).toBe((a - b) * -c);
      }),
    );
  });

  it('never throws anything but an ExpressionError on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (source) => {
        try {
          evaluateExpression(source, valueOf);
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionError);
        }
      }),
    );
  });
});

describe('group functions', () => {
  const groups: Record<string, number> = { 'sum:internal walls': 12.4, 'count:rooms': 3 };
  const groupValueOf = ({ fn, group }: GroupReference) => groups[`${fn}:${group.toLowerCase()}`];

  it('reads a group as written between the brackets, with keys and numbers around it', () => {
    // 42.6 + 12.4 = 55; 3 rooms × 2 = 6
    expect(evaluateExpression('ExtWalls + sum(Internal walls)', valueOf, groupValueOf)).toBeCloseTo(55, 10);
    expect(evaluateExpression('count( Rooms ) * 2', valueOf, groupValueOf)).toBe(6);
    expect(evaluateExpression('sum(  internal   walls )', valueOf, groupValueOf)).toBeCloseTo(12.4, 10);
  });

  it('lists the groups it reads once each, and not as keys', () => {
    const expression = parseExpression('sum(Internal walls) + sum(internal walls) + perimeter(Rooms) + A');
    expect(expressionGroups(expression)).toEqual([
      { fn: 'sum', group: 'Internal walls' },
      { fn: 'perimeter', group: 'Rooms' },
    ]);
    expect(expressionNames(expression)).toEqual(['A']);
  });

  it.each([
    ['sum(Gone)', /expression "sum\(Gone\)": there is no measurement in the group "Gone"/],
    ['sum()', /sum\(\) at position 1 names no group/],
    ['sum(Rooms', /unexpected "\(" at position 4/],
    ['total(Rooms)', /unexpected "\(" at position 6/],
  ])('refuses %s naming what is wrong', (source, message) => {
    expect(() => evaluateExpression(source, valueOf, groupValueOf)).toThrow(message);
  });
});
