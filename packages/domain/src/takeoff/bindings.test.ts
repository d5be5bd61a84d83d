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
import { groupValue, openingSizeOf } from './group-functions';

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

describe('bindings over groups', () => {
  const ref = (key: string, extra: Partial<MeasurementRef>): MeasurementRef => ({
    _id: `id-${key}`,
    name: key,
    key,
    drawingName: 'A-101.pdf',
    page: 1,
    value: 0,
    unit: 'm',
    ...extra,
  });
  const internalA = ref('IntA', { group: 'Internal walls', kind: 'length', value: 7.6 });
  const internalB = ref('IntB', { group: 'internal  walls', kind: 'length', value: 4.8 });
  const room = ref('Bed', { group: 'Rooms', kind: 'area', unit: 'm2', value: 12, perimeter: 14 });
  const door = ref('Doors', {
    group: 'Doors',
    kind: 'count',
    unit: 'pcs',
    value: 2,
    counts: { 'D1 900x2100': 2 },
  });
  const marks = [walls, internalA, internalB, room, door];

  it('resolves a group sum and cites every mark of the group', () => {
    // 42.6 + 7.6 + 4.8 = 55
    const binding = { expression: 'ExtWalls + sum(Internal walls)' };
    expect(resolveBinding(binding, marks)).toBe(55);
    const [bound] = describeBindings({ length: 55 }, { length: binding }, marks);
    expect(bound!.sources.map((source) => source.key)).toEqual(['ExtWalls', 'IntA', 'IntB']);
    expect(bound!.changed).toBe(false);
  });

  it('knows a mark of the group is used, whatever its key', () => {
    const binding = { expression: 'sum(Internal walls) * 2' };
    expect(bindingUses(binding, internalB)).toBe(true);
    expect(bindingUses(binding, room)).toBe(false);
    expect(bindingUses(binding, { _id: 'new', key: 'New', group: 'INTERNAL WALLS' })).toBe(true);
  });

  it('counts marks, adds outlines and opening areas', () => {
    expect(groupValue({ fn: 'count', group: 'Rooms' }, marks)).toBe(1);
    expect(groupValue({ fn: 'perimeter', group: 'Rooms' }, marks)).toBe(14);
    // 2 × 0.9 × 2.1 = 3.78
    expect(groupValue({ fn: 'openingArea', group: 'Doors' }, marks)).toBeCloseTo(3.78, 10);
    expect(groupValue({ fn: 'sum', group: 'Nothing' }, marks)).toBeUndefined();
  });

  it('refuses what a group cannot give, naming the mark', () => {
    expect(() => groupValue({ fn: 'perimeter', group: 'Internal walls' }, marks)).toThrow(
      /perimeter\(Internal walls\): "IntA" is not an outline/,
    );
    expect(() => groupValue({ fn: 'openingArea', group: 'Rooms' }, marks)).toThrow(
      /"Bed" is not a count of openings/,
    );
    const mixed = [...marks, ref('Odd', { group: 'Rooms', kind: 'length', value: 3 })];
    expect(() => groupValue({ fn: 'sum', group: 'Rooms' }, mixed)).toThrow(
      /the group "Rooms" mixes m² and m/,
    );
    expect(() => resolveBinding({ expression: 'sum(Gone)' }, marks)).toThrow(BindingError);
  });

  it('reads the sides of a group’s one rectangle, and refuses a group of several', () => {
    const floor = ref('Plinth', {
      group: 'Floor',
      kind: 'rectangle',
      unit: 'm2',
      value: 80,
      sides: { long: 10, short: 8 },
    });
    expect(groupValue({ fn: 'longSide', group: 'Floor' }, [floor])).toBe(10);
    expect(groupValue({ fn: 'shortSide', group: 'Floor' }, [floor])).toBe(8);
    expect(() =>
      groupValue({ fn: 'longSide', group: 'Floor' }, [floor, { ...floor, _id: 'slab', key: 'Slab' }]),
    ).toThrow(/longSide\(Floor\) reads one rectangle; the group has 2 marks/);
    expect(() => groupValue({ fn: 'shortSide', group: 'Rooms' }, [room])).toThrow(/"Bed", not a rectangle/);
  });

  it('reads opening sizes in mm, or in cm under 400', () => {
    expect(openingSizeOf('D1 900x2100')).toEqual({ widthM: 0.9, heightM: 2.1 });
    expect(openingSizeOf('W2 120×120')).toEqual({ widthM: 1.2, heightM: 1.2 });
    expect(openingSizeOf('Door D1')).toBeNull();
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
