import { describe, expect, it } from 'vitest';
import { DEFAULT_HOUSE_VALUES } from './house-form';
import { proposeHouseValues, type MeasuredFacts } from './house-proposal';

const mark = (overrides: Partial<MeasuredFacts>): MeasuredFacts => ({
  name: 'External walls',
  group: '',
  kind: 'perimeter',
  value: 42,
  unit: 'm',
  ...overrides,
});

const noFacts = { bedrooms: null, plinthArea: null };

describe('proposeHouseValues (docs/takeoff.md §3, "Starting from the plan")', () => {
  it('keeps the default house when nothing is known', () => {
    expect(proposeHouseValues(null, [])).toEqual({ values: DEFAULT_HOUSE_VALUES, reasons: {} });
    expect(proposeHouseValues(noFacts, [])).toEqual({ values: DEFAULT_HOUSE_VALUES, reasons: {} });
  });

  it('takes the bedrooms from the plan', () => {
    const { values, reasons } = proposeHouseValues({ bedrooms: 3, plinthArea: null }, []);
    expect(values.bedrooms).toBe('3');
    expect(reasons.bedrooms).toEqual([{ kind: 'bedrooms', value: 3 }]);
    expect(reasons.length).toBeUndefined();
  });

  it('makes a 4 : 3 rectangle of the plinth area alone: 108 m² → 12 × 9 m, 150 m² → 14.14 × 10.61 m', () => {
    expect(proposeHouseValues({ bedrooms: null, plinthArea: 108 }, []).values).toMatchObject({
      length: '12',
      width: '9',
    });
    const { values, reasons } = proposeHouseValues({ bedrooms: null, plinthArea: 150 }, []);
    expect(values).toMatchObject({ length: '14.14', width: '10.61' });
    expect(reasons.length).toEqual([{ kind: 'plinthArea', value: 150 }, { kind: 'proportion' }]);
  });

  it('makes a 4 : 3 rectangle of the external walls alone: 56 m → 16 × 12 m', () => {
    const { values, reasons } = proposeHouseValues(noFacts, [mark({ value: 56 })]);
    expect(values).toMatchObject({ length: '16', width: '12' });
    expect(reasons.width).toEqual([
      { kind: 'measured', names: ['External walls'], value: 56, unit: 'm' },
      { kind: 'proportion' },
    ]);
  });

  it('solves length and width from the plinth area and the external walls: 120 m², 46 m → 15 × 8 m', () => {
    // L + W = 23, L · W = 120: L, W = (23 ± √(529 − 480)) / 2 = 15, 8.
    const { values, reasons } = proposeHouseValues({ bedrooms: 2, plinthArea: 120 }, [mark({ value: 46 })]);
    expect(values).toMatchObject({ length: '15', width: '8', bedrooms: '2' });
    expect(reasons.length).toEqual([
      { kind: 'measured', names: ['External walls'], value: 46, unit: 'm' },
      { kind: 'plinthArea', value: 120 },
    ]);
  });

  it('prefers the floor measured on the drawing to the plinth area typed with the plan', () => {
    const floor = mark({ name: 'Ground floor', kind: 'area', value: 96, unit: 'm2' });
    const { values, reasons } = proposeHouseValues({ bedrooms: null, plinthArea: 150 }, [
      floor,
      mark({ value: 40 }),
    ]);
    // L + W = 20, L · W = 96: 12 × 8.
    expect(values).toMatchObject({ length: '12', width: '8' });
    expect(reasons.length?.[1]).toEqual({ kind: 'measured', names: ['Ground floor'], value: 96, unit: 'm2' });
  });

  it('falls back to the area at 4 : 3 when the walls are too short to enclose it', () => {
    // 108 m² needs at least 4√108 = 41.57 m of outline; 30 m cannot hold it.
    const { values, reasons } = proposeHouseValues({ bedrooms: null, plinthArea: 108 }, [
      mark({ value: 30 }),
    ]);
    expect(values).toMatchObject({ length: '12', width: '9' });
    expect(reasons.length).toEqual([{ kind: 'plinthArea', value: 108 }, { kind: 'proportion' }]);
  });

  it('adds up the marks of one figure and tells internal from external walls, in English or Swahili', () => {
    const { values, reasons } = proposeHouseValues(noFacts, [
      mark({ name: 'Doors D1', group: 'Openings', kind: 'count', value: 4, unit: 'pcs' }),
      mark({ name: 'D2', group: 'Milango', kind: 'count', value: 3, unit: 'pcs' }),
      mark({ name: 'Madirisha', kind: 'count', value: 6, unit: 'pcs' }),
      mark({ name: 'Internal walls', kind: 'length', value: 18.456 }),
      mark({ name: 'Kuta za nje', kind: 'length', value: 21 }),
      mark({ name: 'External walls (rear)', kind: 'length', value: 21 }),
    ]);
    expect(values).toMatchObject({
      doors: '7',
      windows: '6',
      internalWalls: '18.46',
      length: '12',
      width: '9',
    });
    expect(reasons.doors).toEqual([{ kind: 'measured', names: ['Doors D1', 'D2'], value: 7, unit: 'pcs' }]);
    expect(reasons.length?.[0]).toMatchObject({ names: ['Kuta za nje', 'External walls (rear)'], value: 42 });
  });

  it('ignores marks of the wrong kind or without a value', () => {
    const { values, reasons } = proposeHouseValues(noFacts, [
      mark({ name: 'Doors', kind: 'length', value: 9 }),
      mark({ name: 'Floor', kind: 'perimeter', value: 40 }),
      mark({ name: 'External walls', value: 0 }),
    ]);
    expect(values).toEqual(DEFAULT_HOUSE_VALUES);
    expect(reasons).toEqual({});
  });
});
