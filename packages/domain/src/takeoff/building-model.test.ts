import { describe, expect, it } from 'vitest';
import type { MeasurementRef } from './bindings';
import { classifyGroups, computeBuildingModel } from './building-model';
import type { BuildingQuantityId, ModelParameters } from './building-model.contract';

/**
 * A 10 × 8 m bungalow with 200 mm walls, measured as the drawing reader's accepted proposals are
 * grouped, worked by hand (docs/takeoff.md §4, "The building model").
 */
let next = 0;
function mark(
  group: string,
  kind: MeasurementRef['kind'],
  value: number,
  extra: Partial<MeasurementRef> = {},
): MeasurementRef {
  next += 1;
  const unit = kind === 'count' ? 'pcs' : kind === 'length' || kind === 'perimeter' ? 'm' : 'm2';
  return {
    _id: `m${next}`,
    name: `${group} ${next}`,
    key: `M${next}`,
    drawingName: 'A-101.pdf',
    page: 1,
    value,
    unit,
    group,
    kind,
    counts: {},
    perimeter: kind === 'perimeter' ? value : null,
    ...extra,
  };
}

const house: MeasurementRef[] = [
  // External walls on their centre-line: 2 × (10 − 0.2) + 2 × (8 − 0.2) = 35.2 m, in two runs.
  mark('External walls', 'length', 17.6),
  mark('External walls', 'length', 17.6),
  mark('Internal walls', 'length', 7.6),
  mark('Internal walls', 'length', 4.8),
  // Three rooms on their inner faces.
  mark('Rooms', 'area', 20, { perimeter: 18 }),
  mark('Rooms', 'rectangle', 15, { perimeter: 16 }),
  mark('Rooms', 'area', 25.4, { perimeter: 20.4 }),
  mark('Floor', 'rectangle', 80, { perimeter: 36, sides: { long: 10, short: 8 } }),
  // Doors: three D1 sized on the type, one D2 sized on the mark's name.
  mark('Doors', 'count', 3, { counts: { 'D1 900x2100': 3 } }),
  mark('Doors', 'count', 1, { counts: { D2: 1 }, name: 'Door D2 1200x2100' }),
  // Windows sized in cm.
  mark('Windows', 'count', 5, { counts: { 'W1 120x120': 5 } }),
  mark('Roof', 'rectangle', 103.04, { perimeter: 40.8 }),
  mark('Site', 'area', 400, { perimeter: 80 }),
];

const parameters: ModelParameters = {
  wallHeight: { value: 3, source: 'default' },
  wallThickness: { value: 0.2, source: 'sheet' },
  stripWidth: { value: 0.6, source: 'default' },
};

function valueOf(refs: readonly MeasurementRef[], id: BuildingQuantityId) {
  const quantity = computeBuildingModel(refs, parameters).quantities.find((entry) => entry.id === id)!;
  return quantity;
}

describe('the building model', () => {
  it('reads each group by its name, English or Swahili, and only when its marks fit', () => {
    const groups = classifyGroups([
      ...house,
      mark('Kuta za nje', 'length', 1),
      mark('Kuta za ndani', 'length', 1),
      mark('Madirisha', 'count', 1),
      mark('Internal doors', 'count', 1),
      // A "Floor tiles" group is a finish, not the outline, whatever it holds.
      mark('Floor tiles', 'area', 40),
      mark('', 'length', 3),
    ]);
    expect(groups.map(({ group, role, marks }) => [group, role, marks])).toEqual([
      ['Doors', 'doors', 2],
      ['External walls', 'externalWalls', 2],
      ['Floor', 'floor', 1],
      ['Floor tiles', null, 1],
      ['Internal doors', null, 1],
      ['Internal walls', 'internalWalls', 2],
      ['Kuta za ndani', 'internalWalls', 1],
      ['Kuta za nje', 'externalWalls', 1],
      ['Madirisha', 'windows', 1],
      ['Roof', 'roof', 1],
      ['Rooms', 'rooms', 3],
      ['Site', null, 1],
      ['Windows', 'windows', 1],
    ]);
  });

  it('computes the standard quantities worked by hand', () => {
    const model = computeBuildingModel(house, parameters);
    const values = Object.fromEntries(model.quantities.map((quantity) => [quantity.id, quantity.value]));
    expect(values).toEqual({
      externalWalls: 35.2,
      internalWalls: 12.4, // 7.6 + 4.8
      walls: 47.6, // 35.2 + 12.4
      blindingArea: 28.56, // 47.6 × 0.6, under the strip
      externalFace: 36, // 35.2 + 4 × 0.2: the outer face of a rectilinear outline
      floorArea: 60.4, // 20 + 15 + 25.4
      roomFaces: 54.4, // 18 + 16 + 20.4
      rooms: 3,
      plinthArea: 80,
      plinthPerimeter: 36,
      plinthLength: 10, // the roof's length and width: the house's outline
      plinthWidth: 8,
      doors: 4,
      windows: 5,
      doorsArea: 8.19, // 3 × 0.9 × 2.1 + 1 × 1.2 × 2.1 = 5.67 + 2.52
      windowsArea: 7.2, // 5 × 1.2 × 1.2
      openingsArea: 15.39, // 8.19 + 7.2
      internalWallArea: 147.81, // 54.4 × 3 − 15.39 = 163.2 − 15.39
      externalWallArea: 100.305, // 36 × 3 − 15.39 / 2 = 108 − 7.695
      externalPlasterArea: 121.905, // 36 × 3.6 − 7.695 = 129.6 − 7.695
      doorFaces: 16.38, // 2 × 8.19
      roofArea: 103.04,
      eavesLength: 40.8,
      soffitArea: 23.04, // 103.04 − 80
    });
  });

  it('writes each quantity as an expression over the groups, citing every mark it reads', () => {
    const walls = valueOf(house, 'walls');
    expect(walls.expression).toBe('sum(External walls) + sum(Internal walls)');
    expect(walls.sources.map((source) => source.key)).toEqual(['M1', 'M2', 'M3', 'M4']);
    expect(walls.sources[0]).toMatchObject({ drawingName: 'A-101.pdf', page: 1 });
    expect(valueOf(house, 'internalWallArea').expression).toBe(
      'perimeter(Rooms) * 3 - (openingArea(Doors) + openingArea(Windows))',
    );
    expect(valueOf(house, 'externalPlasterArea').expression).toBe(
      '(sum(External walls) + 4 * 0.2) * 3.6 - (openingArea(Doors) + openingArea(Windows)) / 2',
    );
  });

  it('adds several groups of one part of the building', () => {
    const both = [...house, mark('Kuta za nje', 'length', 4.8)];
    const external = valueOf(both, 'externalWalls');
    expect(external.expression).toBe('(sum(External walls) + sum(Kuta za nje))');
    expect(external.value).toBe(40);
  });

  it('says which groups a quantity needs, and invents nothing without them', () => {
    const wallsOnly = house.filter((ref) => ref.group === 'External walls');
    const model = computeBuildingModel(wallsOnly, parameters);
    const walls = model.quantities.find((quantity) => quantity.id === 'walls')!;
    expect(walls).toMatchObject({ expression: null, value: null, needs: ['internalWalls'] });
    const openings = model.quantities.find((quantity) => quantity.id === 'openingsArea')!;
    expect(openings.needs).toEqual(['doors', 'windows']);
    const skim = model.quantities.find((quantity) => quantity.id === 'internalWallArea')!;
    expect(skim.needs).toEqual(['rooms', 'doors', 'windows']);
    expect(
      model.quantities.filter((quantity) => quantity.value !== null).map((quantity) => quantity.id),
    ).toEqual(['externalWalls', 'externalFace']);
  });

  it('takes the openings there are when only windows are counted', () => {
    const noDoors = house.filter((ref) => ref.group !== 'Doors');
    expect(valueOf(noDoors, 'openingsArea')).toMatchObject({
      expression: 'openingArea(Windows)',
      value: 7.2,
    });
  });

  it('says why an opening without a size gives no area', () => {
    const unsized = [
      ...house.filter((ref) => ref.group !== 'Windows'),
      mark('Windows', 'count', 2, { counts: { W1: 2 }, name: 'Window W1' }),
    ];
    const area = valueOf(unsized, 'windowsArea');
    expect(area.value).toBeNull();
    expect(area.problem).toMatch(/"Window W1" gives no size for W1 \(write it like W1 900x2100\)/);
    expect(valueOf(unsized, 'windows').value).toBe(2);
  });
});
