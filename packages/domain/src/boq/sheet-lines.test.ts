import { describe, expect, it } from 'vitest';
import type { TakeoffLine } from '../trades/takeoff-line';
import {
  applyLineChanges,
  mergeRecalculation,
  priceSheetLines,
  unknownLineCodes,
  type SheetItem,
  type StoredLine,
} from './sheet-lines';

const item = (code: string, perUnit: number, rate: number, active = true): SheetItem => ({
  _id: null,
  code,
  description: `${code} item`,
  material: code.toLowerCase(),
  unit: 'bag',
  baseUnit: 'kg',
  perUnit,
  rate,
  active,
});
const takeoff = (code: string, baseQuantity: number): TakeoffLine => ({
  code,
  baseQuantity,
  baseUnit: 'kg',
  derivation: `${code} = ${baseQuantity} kg`,
});
const stored = (code: string, calculator: number | null, manual: number | null): StoredLine => ({
  code,
  calculatorBaseQuantity: calculator,
  manualQuantity: manual,
  derivation: calculator === null ? '' : `${code} = ${calculator} kg`,
});

describe('mergeRecalculation', () => {
  it('replaces calculator quantities and keeps typed ones, even where the calculator stops filling', () => {
    const before = [stored('A', 100, null), stored('B', 50, 7), stored('C', null, 3), stored('D', 20, null)];
    const after = mergeRecalculation(before, [takeoff('A', 150), takeoff('B', 60)]);
    expect(after).toEqual([
      { code: 'A', calculatorBaseQuantity: 150, manualQuantity: null, derivation: 'A = 150 kg' },
      { code: 'B', calculatorBaseQuantity: 60, manualQuantity: 7, derivation: 'B = 60 kg' },
      { code: 'C', calculatorBaseQuantity: null, manualQuantity: 3, derivation: '' },
    ]);
  });
});

describe('applyLineChanges', () => {
  it('types a quantity, resets another, and drops a reset line the calculator does not fill', () => {
    const before = [stored('A', 100, null), stored('B', 50, 7), stored('C', null, 3)];
    const after = applyLineChanges(before, [
      { code: 'A', quantity: 2.5 },
      { code: 'B', quantity: null },
      { code: 'C', quantity: null },
      { code: 'E', quantity: 4 },
      { code: 'E', quantity: 5 },
    ]);
    expect(after).toEqual([
      { ...stored('A', 100, null), manualQuantity: 2.5 },
      stored('B', 50, null),
      { code: 'E', calculatorBaseQuantity: null, manualQuantity: 5, derivation: '' },
    ]);
  });

  it('names codes that are not items of the trade once each', () => {
    const codes = new Set(['A', 'B']);
    expect(
      unknownLineCodes(
        [
          { code: 'A', quantity: 1 },
          { code: 'X', quantity: 1 },
          { code: 'X', quantity: null },
        ],
        codes,
      ),
    ).toEqual(['X']);
  });
});

describe('priceSheetLines', () => {
  it('prices every item in catalogue order: calculator lines, typed lines, empty items and totals', () => {
    const items = [item('A', 50, 18500), item('B', 1, 1000), item('C', 10, 300), item('OLD', 1, 99, false)];
    // A: 349.7 kg / 50 = 6.994 → printed 6.99 bags × 18 500 = 129 315 (docs/takeoff.md, "Revision 2 — pricing");
    // B typed 2.5 × 1000 = 2500 (calculator 40 stays visible)
    const priced = priceSheetLines([stored('B', 40, 2.5), stored('A', 349.7, null)], items, 10);
    expect(priced.lines.map((line) => [line.code, line.quantity, line.amount, line.source])).toEqual([
      ['A', 6.99, 129315, 'calculator'],
      ['B', 2.5, 2500, 'manual'],
      ['C', 0, 0, 'calculator'],
    ]);
    expect(priced.lines[1]).toMatchObject({
      calculatorQuantity: 40,
      baseQuantity: 2.5,
      // Carried on to the BOQ unit, then the typed quantity named (docs/takeoff.md, "Changed constants and formulas")
      derivation: 'B = 40 kg; 40.00 kg = 40.00 bags; typed by hand (user override): 2.50 bags',
    });
    // 349.7 kg ÷ 50 kg per bag = 6.994 → 6.99 bags: the derivation ends in the printed quantity
    expect(priced.lines[0]?.derivation).toBe('A = 349.7 kg; 349.70 kg ÷ 50 kg per bag = 6.99 bags');
    expect(priced.lines[2]).toMatchObject({ calculatorQuantity: null, derivation: '' });
    // subtotal 131 815; labour 10 % = 13 181.5 → 13 182; total 144 997
    expect(priced).toMatchObject({ subtotal: 131815, labourPercent: 10, labour: 13182, total: 144997 });
  });

  // Issue 15: a withdrawn item is simply not priced; the sheet says which lines were left out and why.
  it('leaves out a withdrawn item that still carries a quantity, and a code the catalogue lost', () => {
    const priced = priceSheetLines(
      [stored('OLD', null, 2), stored('A', 100, null), stored('GONE', 7, null), stored('ZERO', 0, null)],
      [item('A', 50, 18500), item('OLD', 1, 99, false), item('ZERO', 1, 5, false)],
      0,
    );
    // A: 100 / 50 = 2 bags × 18 500 = 37 000; OLD (2 × 99) is not priced.
    expect(priced.lines.map((line) => [line.code, line.amount])).toEqual([['A', 37000]]);
    expect(priced.total).toBe(37000);
    expect(priced.leftOut).toEqual([
      { code: 'OLD', description: 'OLD item', baseQuantity: 2, baseUnit: 'kg', reason: 'withdrawn' },
      { code: 'GONE', description: 'GONE', baseQuantity: 7, baseUnit: '', reason: 'notInCatalogue' },
    ]);
  });
});
