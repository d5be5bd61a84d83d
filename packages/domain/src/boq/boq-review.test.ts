import { describe, expect, it } from 'vitest';
import type { BoundInput } from '../takeoff/bindings.contract';
import { WallingInputSchema } from '../trades/calculators/walling';
import { reviewInputs, reviewValue } from './boq-review';

const mark = (measurementId: string, name: string, key: string) => ({
  measurementId,
  name,
  key,
  drawingName: 'A-101.pdf',
  page: 1,
});

const externalWalls = mark('00000000-0000-4000-8000-000000000001', 'External walls', 'ExtWalls');
const internalWalls = mark('00000000-0000-4000-8000-000000000002', 'Internal walls', 'IntWalls');

/** `length` reads one mark and is up to date: 42.6 m priced, 42.6 m measured. */
const lengthBinding: BoundInput = {
  field: 'length',
  binding: { measurementId: externalWalls.measurementId },
  usedValue: 42.6,
  currentValue: 42.6,
  changed: false,
  sources: [externalWalls],
  citation: 'length = 42.60 m (measured: External walls, A-101 p. 1)',
  problem: null,
};

/**
 * `ringLength` reads ExtWalls + IntWalls. The sheet is completed and kept 58.2 m; the marks have
 * since moved to 42.6 + 14.1 = 56.7 m, so the table shows 58.2 − 56.7 = 1.5 m more than the drawing.
 */
const ringBinding: BoundInput = {
  field: 'ringLength',
  binding: { expression: 'ExtWalls + IntWalls' },
  usedValue: 58.2,
  currentValue: 56.7,
  changed: true,
  sources: [externalWalls, internalWalls],
  citation:
    'ringLength = 56.70 (ExtWalls + IntWalls; measured: External walls, A-101 p. 1; Internal walls, A-101 p. 1)',
  problem: null,
};

describe('reviewInputs', () => {
  // A walling sheet: length and ring beam from the drawing, a typed height of 3.2 m, 12 columns and
  // 10.8 m of sills from the house model, lintels at their default of 0, the rest defaults.
  const inputs = WallingInputSchema.parse({
    length: 42.6,
    ringLength: 58.2,
    height: 3.2,
    columns: 12,
    sillLength: 10.8,
  });
  const rows = reviewInputs({
    trade: 'walling',
    inputs,
    inputSources: { height: 'typed', columns: 'houseModel', sillLength: 'houseModel', length: 'typed' },
    bindings: [lengthBinding, ringBinding],
  });
  const row = (field: string) => rows.find((candidate) => candidate.field === field);

  it('lists every input of the calculator once, in its order', () => {
    expect(rows.map((candidate) => candidate.field)).toEqual(Object.keys(WallingInputSchema.parse({})));
  });

  it('says an input bound to one mark comes from the mark, and agrees with it', () => {
    expect(row('length')).toMatchObject({
      value: 42.6,
      source: 'mark',
      marks: [externalWalls],
      expression: null,
      modelValue: 42.6,
      difference: 0,
      notOnDrawing: false,
    });
  });

  it('says an expression is a named quantity and shows how far the priced value is from the marks', () => {
    expect(row('ringLength')).toMatchObject({
      value: 58.2,
      source: 'namedQuantity',
      expression: 'ExtWalls + IntWalls',
      marks: [externalWalls, internalWalls],
      modelValue: 56.7,
      difference: 1.5,
    });
  });

  it('tells typed values, house-model proposals and defaults apart', () => {
    expect(row('height')).toMatchObject({ value: 3.2, source: 'typed', modelValue: null, difference: null });
    expect(row('columns')?.source).toBe('proposal');
    expect(row('ringDepth')).toMatchObject({ value: 0.2, source: 'default' });
    // The house fill names every field; one it left at the calculator's default stays a default.
    const filled = reviewInputs({ trade: 'walling', inputs, inputSources: { ringDepth: 'houseModel' } });
    expect(filled.find((candidate) => candidate.field === 'ringDepth')?.source).toBe('default');
  });

  it('flags columns and sills the drawing does not hold, but not a zero nor a typed value', () => {
    expect(row('columns')?.notOnDrawing).toBe(true);
    expect(row('sillLength')?.notOnDrawing).toBe(true);
    expect(row('lintels')).toMatchObject({ value: 0, source: 'default', notOnDrawing: false });
    const typed = reviewInputs({
      trade: 'walling',
      inputs,
      inputSources: { columns: 'typed', sillLength: 'typed' },
    });
    expect(typed.filter((candidate) => candidate.notOnDrawing)).toEqual([]);
  });

  it('takes a changed value with no recorded source (saved before sources were kept) as typed', () => {
    const old = reviewInputs({ trade: 'walling', inputs: WallingInputSchema.parse({ height: 2.7 }) });
    expect(old.find((candidate) => candidate.field === 'height')?.source).toBe('typed');
    expect(old.find((candidate) => candidate.field === 'ringDepth')?.source).toBe('default');
  });

  it('passes on why a binding does not resolve', () => {
    const broken = reviewInputs({
      trade: 'walling',
      inputs,
      bindings: [
        { ...ringBinding, currentValue: null, sources: [], problem: 'there is no measurement "IntWalls"' },
      ],
    });
    expect(broken.find((candidate) => candidate.field === 'ringLength')).toMatchObject({
      source: 'namedQuantity',
      modelValue: null,
      difference: null,
      problem: 'there is no measurement "IntWalls"',
    });
  });
});

describe('reviewValue', () => {
  it('prints schedules and opening lists as text, counted items only', () => {
    expect(reviewValue({ 'GRL-1800X1700': 5, 'GRL-800X800': 0, 'GRL-600X600': 1 })).toBe(
      'GRL-1800X1700 × 5, GRL-600X600 × 1',
    );
    expect(reviewValue([{ width: 1.2, height: 2.1, count: 2 }])).toBe('1.2 × 2.1 m × 2');
    expect(reviewValue('1:2:4')).toBe('1:2:4');
    expect(reviewValue(true)).toBe(true);
    expect(reviewValue(null)).toBe('');
  });
});
