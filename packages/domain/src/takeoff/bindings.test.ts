import { describe, expect, it } from 'vitest';
import {
  applyBindings,
  BindingError,
  bindingUses,
  citationOf,
  citeDerivations,
  describeBindings,
  freeKey,
  measurementKeyOf,
  resolveBinding,
  type MeasurementRef,
} from './bindings';

const walls: MeasurementRef = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'External walls',
  key: 'ExtWalls',
  drawingName: 'A-101.pdf',
  page: 1,
  value: 42.600000001,
  unit: 'm',
};
const openings: MeasurementRef = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Openings',
  key: 'Openings',
  drawingName: 'A-101.pdf',
  page: 2,
  value: 12.3,
  unit: 'm2',
};
const measurements = [walls, openings];
const NUMERIC = new Set(['length', 'height', 'openingsArea']);

describe('keys', () => {
  it('makes a key of a name and keeps it free', () => {
    expect(measurementKeyOf('External walls (centre-line)')).toBe('ExternalWallsCentreLine');
    expect(measurementKeyOf('150 internal walls')).toBe('M150InternalWalls');
    expect(measurementKeyOf('—')).toBe('Measurement');
    expect(freeKey('Floor', new Set(['Floor', 'Floor2']))).toBe('Floor3');
    expect(freeKey('Floor', new Set())).toBe('Floor');
  });
});

describe('resolving bindings', () => {
  it('reads a measurement, rounded to 4 decimals, or an expression over keys', () => {
    expect(resolveBinding({ measurementId: walls._id }, measurements)).toBe(42.6);
    // 42.6 × 3.0 − 12.3 = 115.5
    expect(resolveBinding({ expression: 'ExtWalls * 3.0 - Openings' }, measurements)).toBe(115.5);
  });

  it('names what does not resolve', () => {
    expect(() =>
      resolveBinding({ measurementId: '00000000-0000-4000-8000-000000000009' }, measurements),
    ).toThrow(/no measurement 00000000-0000-4000-8000-000000000009/);
    expect(() => resolveBinding({ expression: 'Walls * 2' }, measurements)).toThrow(/no measurement "Walls"/);
  });

  it('knows which measurements a binding uses', () => {
    expect(bindingUses({ expression: 'ExtWalls * 3' }, walls)).toBe(true);
    expect(bindingUses({ expression: 'ExtWalls * 3' }, openings)).toBe(false);
    expect(bindingUses({ measurementId: openings._id }, openings)).toBe(true);
    expect(bindingUses({ expression: 'ExtWalls *' }, walls)).toBe(false);
  });
});

describe('applying bindings to inputs', () => {
  it('sets bound fields from the measurements over what was sent', () => {
    const inputs = applyBindings(
      { length: 10, height: 3 },
      { length: { measurementId: walls._id }, openingsArea: { expression: 'Openings' } },
      measurements,
      NUMERIC,
    );
    expect(inputs).toEqual({ length: 42.6, height: 3, openingsArea: 12.3 });
  });

  it('refuses a field that is not a number input, and a bad expression, naming the field', () => {
    expect(() =>
      applyBindings({}, { mortarMix: { measurementId: walls._id } }, measurements, NUMERIC),
    ).toThrow(/bindings.mortarMix: this sheet has no number input mortarMix/);
    expect(() => applyBindings({}, { length: { expression: 'ExtWalls +' } }, measurements, NUMERIC)).toThrow(
      BindingError,
    );
  });
});

describe('citations', () => {
  it('cites a measured input as the issue shows it', () => {
    expect(citationOf('L', 42.6, { measurementId: walls._id }, [walls])).toBe(
      'L = 42.60 m (measured: External walls, A-101 p. 1)',
    );
    expect(citationOf('length', 115.5, { expression: 'ExtWalls * 3.0 - Openings' }, [walls, openings])).toBe(
      'length = 115.50 (ExtWalls * 3.0 - Openings; measured: External walls, A-101 p. 1; Openings, A-101 p. 2)',
    );
  });

  it('describes each bound input: what it was priced with, what it is now, and whether that changed', () => {
    const [length] = describeBindings({ length: 40 }, { length: { measurementId: walls._id } }, measurements);
    expect(length).toMatchObject({ usedValue: 40, currentValue: 42.6, changed: true, problem: null });
    expect(length!.sources).toEqual([
      {
        measurementId: walls._id,
        name: 'External walls',
        key: 'ExtWalls',
        drawingName: 'A-101.pdf',
        page: 1,
      },
    ]);
    const [same] = describeBindings({ length: 42.6 }, { length: { measurementId: walls._id } }, measurements);
    expect(same!.changed).toBe(false);
    const [broken] = describeBindings({ length: 1 }, { length: { expression: 'Gone' } }, measurements);
    expect(broken).toMatchObject({
      currentValue: null,
      changed: true,
      problem: expect.stringMatching(/"Gone"/),
    });
  });

  it('appends the citation to the lines whose working shows the bound value', () => {
    const bound = describeBindings({ length: 42.6 }, { length: { measurementId: walls._id } }, measurements);
    const lines = citeDerivations(
      [
        { code: 'WAL-DPC', derivation: 'DPC along the walls = 42.6' },
        { code: 'WAL-X', derivation: 'ring = 142.6 + 42.65' },
        { code: 'WAL-Y', derivation: '' },
      ],
      bound,
    );
    expect(lines.map((line) => line.derivation)).toEqual([
      'DPC along the walls = 42.6; length = 42.60 m (measured: External walls, A-101 p. 1)',
      'ring = 142.6 + 42.65',
      '',
    ]);
  });
});
