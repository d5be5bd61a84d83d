import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALCULATORS } from './calculator-registry';
import { houseFigures, HouseModelInputSchema, houseModelToTradeInputs, toMillimetre } from './house-model';
import { TRADE_IDS } from './trade-list';

describe('house model (docs/takeoff.md §3, revised by §4.2 and §4.3)', () => {
  it('fills the defaults, doors, windows and internal walls from the other inputs', () => {
    expect(HouseModelInputSchema.parse({ length: 10, width: 8 })).toEqual({
      length: 10,
      width: 8,
      wallHeight: 3,
      internalWalls: 18, // L + W
      wallThickness: 0.15,
      // the external walls' inside faces: P − 8 × 0.15 = 36 − 1.2 = 34.8
      internalPerimeter: 36 - 8 * 0.15,
      bedrooms: 2,
      bathrooms: 1,
      doors: 5, // 2 + 1 + 2
      windows: 4, // §4.3: bedrooms + 2
      roofPitch: 20,
      overhang: 0.6,
      roofType: 'gable',
      septic: true,
      tiledFloors: true,
    });
    expect(HouseModelInputSchema.parse({ length: 10, width: 8, bedrooms: 4 })).toMatchObject({
      doors: 7,
      windows: 6,
    });
  });

  it('refuses a house without dimensions, naming the field', () => {
    const result = HouseModelInputSchema.safeParse({ width: 8, roofPitch: 70 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'length must be a finite number',
      'roofPitch must be at most 60 degrees',
    ]);
    expect(() => houseModelToTradeInputs({ length: -1, width: 8 })).toThrow(z.ZodError);
  });

  it('worked example L = 10, W = 8, defaults: P 36, Lw 54, A 80, 5 rooms, 24.13 m² of openings', () => {
    const house = HouseModelInputSchema.parse({ length: 10, width: 8 });
    const figures = houseFigures(house);
    expect(figures.perimeter).toBe(36);
    expect(figures.wallLength).toBe(54);
    expect(figures.area).toBe(80);
    expect(figures.rooms).toBe(5);
    // 5 doors × 0.9 × 2.5 + 4 windows × 1.8 × 1.7 + 1 bathroom window × 0.8 × 0.8 = 11.25 + 12.24 + 0.64
    expect(figures.openings).toBeCloseTo(24.13, 12);

    const inputs = houseModelToTradeInputs({ length: 10, width: 8 });
    const openings = 24.13;
    expect(inputs.pre).toMatchObject({ plinthPerimeter: 36, siteArea: 20 * 18, months: 6, waterTank: true });
    expect(inputs.blinding.area).toBeCloseTo(0.6 * 54, 12);
    expect(inputs.strip).toMatchObject({ length: 54, bars: 4, barDia: 12, linkDia: 8 });
    expect(inputs.pad.count).toBe(0);
    expect(inputs.wallFound).toMatchObject({
      length: 54,
      floorArea: 80,
      plinthPerimeter: 36,
      height: 'auto',
    });
    // §4.3: the ground beam and columns are filled instead of left empty
    expect(inputs.wallBeam).toMatchObject({ length: 54, barDia: 12 });
    expect(inputs.concrete).toMatchObject({ area: 80, edgePerimeter: 36, steps: 4 });
    // gable ends 2 × ½ × 8 × (4 tan 20°) = 11.647 m² (to the mm); columns ⌈36/4⌉ = 9; lintels 5 − 2 = 3;
    // sills 4 × 1.8 + 1 × 0.8 = 8 m
    expect(inputs.walling).toMatchObject({
      length: 54,
      height: 3,
      ringLength: 36,
      gableArea: 11.647,
      columns: 9,
      columnHeight: 3,
      // starters down the 1.15 m foundation wall
      columnStarter: 1.15,
      lintels: 3,
      sillLength: 8,
    });
    expect(inputs.walling.openingsArea).toBeCloseTo(openings, 12);
    expect(inputs.roofing).toMatchObject({
      length: 10,
      width: 8,
      pitch: 20,
      eaves: 0.6,
      verge: 0.6,
      type: 'gable',
    });
    // §4.2: the soffit is (P + 4·o)·o in both brandering outside and PVC
    expect(inputs.blandeOut.eavesLength).toBeCloseTo(36 + 4 * 0.6, 12);
    expect(inputs.blandeIn.area).toBe(80);
    // Room faces (§3, inner faces): 34.8 + 2 × 18 = 70.8 m (revision 2 took the outer P: 72 m)
    expect(inputs.ceiling).toMatchObject({ area: 80, perimeter: 70.8, rooms: 5 });
    expect(inputs.pvcHang.area).toBeCloseTo((36 + 4 * 0.6) * 0.6, 12);
    expect(inputs.pvcHang.perimeter).toBeCloseTo(40.8, 12);
    expect(inputs.skimInside.area).toBeCloseTo(70.8 * 3 - openings, 9);
    expect(inputs.skimOutside.area).toBeCloseTo(36 * 3 - openings / 2, 9);
    expect(inputs.finishing.externalArea).toBeCloseTo(95.935, 9);
    // 70.8 × 3 − 24.13 = 188.27 (it was 72 × 3 − 24.13 = 191.87, from the outside faces)
    expect(inputs.finishing.internalArea).toBeCloseTo(188.27, 9);
    expect(inputs.finishing).toMatchObject({ ceilingArea: 80, coats: 2 });
    expect(inputs.finishing.glossArea).toBeCloseTo(5 * 2 * 0.9 * 2.5, 12);
    expect(inputs.windowGrill).toEqual({ schedule: { 'GRL-1800X1700': 4, 'GRL-800X800': 1 }, custom: [] });
    expect(inputs.panel).toEqual({ schedule: { 'ALU-1800X1700': 4, 'ALU-800X800': 1 }, custom: [] });
    expect(inputs.doorFrame).toEqual({ schedule: { 'DFR-1300X2500': 1, 'DFR-900X2500': 4 }, custom: [] });
    expect(inputs.doorShut).toEqual({
      schedule: { 'DSH-1300X2500': 1, 'DSH-900X2500': 4 },
      boltedDoors: 1,
      custom: [],
    });
    expect(inputs.waterInside).toMatchObject({
      pipeRun: 8 * 5,
      wc: 1,
      basins: 1,
      showers: 1,
      kitchenSinks: 1,
      heaters: 1,
    });
    expect(inputs.waterOutside).toMatchObject({
      supplyRun: 15,
      sewerRun: 12,
      chambers: 2,
      tanks: 1,
      waterMeter: true,
    });
    expect(inputs.sewage).toEqual({ run4: 6, run1_5: 4 * 3, outlets: 3, wc: 1, bathrooms: 1 });
    expect(inputs.finishInside).toEqual({
      bathrooms: 1,
      wc: 1,
      basins: 1,
      kitchenSinks: 1,
      heaters: 1,
      showers: 1,
      shattafs: 0,
    });
    expect(inputs.septic).toMatchObject({ include: true, soakaway: true });
    expect(inputs.tiles.floorArea).toBeCloseTo(72, 12);
    expect(inputs.tiles.wallArea).toBeCloseTo(8 * 1.8 + 3 * 0.6, 12);
    expect(inputs.tiles.skirtingLength).toBe(70.8);
    expect(inputs.plastering.internalArea).toBeCloseTo(188.27, 9);
    expect(inputs.plastering.externalArea).toBeCloseTo(36 * 3.6 - openings / 2, 9);
    // §4.2: tiled floors get their bed in the tiles trade; only untiled floor gets screed
    expect(inputs.plastering.screedArea).toBe(0);
    expect(houseModelToTradeInputs({ length: 10, width: 8, tiledFloors: false }).plastering.screedArea).toBe(
      72,
    );
    expect(inputs.electrical).toMatchObject({
      lightPoints: 7,
      switches1: 5,
      // §4.3: 3 double sockets in each of the 3 habitable rooms and 4 in the kitchen
      socketsDouble: 13,
      cookerPoints: 1,
      dpSwitches: 1,
      heaterPoints: 1,
      externalLights: 4,
      circuits: 'auto',
    });
  });

  it('a larger hip-roofed house with two bathrooms and no septic tank', () => {
    const inputs = houseModelToTradeInputs({
      length: 12,
      width: 9,
      wallHeight: 2.8,
      internalWalls: 30,
      bedrooms: 3,
      bathrooms: 2,
      doors: 8,
      roofType: 'hip',
      septic: false,
    });
    // P = 42, Lw = 72, A = 108, rooms = 7, windows = 5, openings = 8 × 2.25 + 5 × 3.06 + 2 × 0.64 = 34.58
    expect(inputs.strip.length).toBe(72);
    expect(inputs.walling.openingsArea).toBeCloseTo(34.58, 9);
    // inside faces 42 − 8 × 0.15 = 40.8, internal walls both faces 60
    expect(inputs.skimInside.area).toBeCloseTo((40.8 + 60) * 2.8 - 34.58, 9);
    // a hip roof has no gable ends
    expect(inputs.walling.gableArea).toBe(0);
    expect(inputs.roofing.type).toBe('hip');
    expect(inputs.doorFrame.schedule).toEqual({ 'DFR-1300X2500': 1, 'DFR-900X2500': 7 });
    expect(inputs.doorShut.boltedDoors).toBe(2);
    expect(inputs.windowGrill.schedule).toEqual({ 'GRL-1800X1700': 5, 'GRL-800X800': 2 });
    expect(inputs.waterInside.pipeRun).toBe(8 * (3 * 2 + 2));
    expect(inputs.sewage).toEqual({ run4: 12, run1_5: 20, outlets: 5, wc: 2, bathrooms: 2 });
    expect(inputs.tiles.wallArea).toBeCloseTo(2 * 8 * 1.8 + 1.8, 12);
    expect(inputs.septic.include).toBe(false);
    expect(inputs.electrical).toMatchObject({ lightPoints: 9, switches1: 7, socketsDouble: 16 });
  });

  it('a house with no doors schedules none, and openings never make an area negative', () => {
    const inputs = houseModelToTradeInputs({ length: 2, width: 2, wallHeight: 1, doors: 0, windows: 10 });
    expect(CALCULATORS.doorFrame.calculateParsed(inputs.doorFrame)).toEqual([]);
    expect(inputs.skimInside.area).toBe(0);
    expect(inputs.plastering.externalArea).toBe(0);
  });

  it('every derived input is a valid input of its trade', () => {
    const inputs = houseModelToTradeInputs({ length: 15, width: 11, bedrooms: 4, bathrooms: 3 });
    for (const trade of TRADE_IDS) {
      expect(CALCULATORS[trade].inputSchema.safeParse(inputs[trade]).success, trade).toBe(true);
    }
  });

  it('§4.2: inputs are stored clean, every derived number rounded to the millimetre', () => {
    // 12.3 × 9.7 with 0.35 m eaves: P + 4·o etc. carry binary noise before rounding
    const inputs = houseModelToTradeInputs({ length: 12.3, width: 9.7, overhang: 0.35, internalWalls: 21.1 });
    const numbers = TRADE_IDS.flatMap((trade) =>
      Object.values(inputs[trade] as Record<string, unknown>).filter(
        (value): value is number => typeof value === 'number',
      ),
    );
    for (const value of numbers) expect(Math.round(value * 1000) / 1000).toBe(value);
    // (44 + 4 × 0.35) × 0.35 = 15.89
    expect(inputs.pvcHang.area).toBe(15.89);
    expect(toMillimetre({ a: 42.480000000000004, b: [0.1 + 0.2] })).toEqual({ a: 42.48, b: [0.3] });
  });

  it('internal plaster and skim run on the room faces: the inner perimeter P − 8t, or as given', () => {
    // docs/takeoff.md §3, inner faces. 12 × 9.2 m, walls 230 mm, 3 m high, internal walls L + W
    // = 21.2 m, 3 bedrooms and 2 bathrooms: doors 7 (3 + 2 + 2), windows 5; openings = 7 × 0.9 ×
    // 2.5 + 5 × 1.8 × 1.7 + 2 × 0.8 × 0.8 = 15.75 + 15.3 + 1.28 = 32.33 m².
    // P = 2 × (12 + 9.2) = 42.4; inner perimeter = 42.4 − 8 × 0.23 = 42.4 − 1.84 = 40.56 m (each
    // of the four walls is 2 × 0.23 shorter inside than outside).
    // Faces = 40.56 + 2 × 21.2 = 82.96 m; internal area = 82.96 × 3 − 32.33 = 216.55 m²
    // (from P: 84.8 × 3 − 32.33 = 222.07 m², 2.5 % more).
    const house = { length: 12, width: 9.2, bedrooms: 3, bathrooms: 2, wallThickness: 0.23 };
    const inputs = houseModelToTradeInputs(house);
    expect(inputs.plastering.internalArea).toBeCloseTo(216.55, 9);
    expect(inputs.skimInside.area).toBeCloseTo(216.55, 9);
    expect(inputs.finishing.internalArea).toBeCloseTo(216.55, 9);
    expect(inputs.ceiling.perimeter).toBeCloseTo(82.96, 9);
    expect(inputs.tiles.skirtingLength).toBeCloseTo(82.96, 9);
    // External plaster keeps the outside faces: 42.4 × (3 + 0.6) − 32.33 / 2 = 136.475 m²
    expect(inputs.plastering.externalArea).toBeCloseTo(136.475, 9);
    // The walls take the block of their thickness (§4.2)
    expect(inputs.walling.blockThickness).toBe(0.23);
    // A measured inner perimeter wins: 40 + 42.4 = 82.4 m of faces → 82.4 × 3 − 32.33 = 214.87
    const measured = houseModelToTradeInputs({ ...house, internalPerimeter: 40 });
    expect(measured.plastering.internalArea).toBeCloseTo(214.87, 9);
  });
});
