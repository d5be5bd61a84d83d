import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALCULATORS } from './calculators';
import { houseFigures, HouseModelInputSchema, houseModelToTradeInputs } from './house-model';
import { TRADE_IDS } from './trade-list';

describe('house model (docs/takeoff.md §3)', () => {
  it('fills the defaults, doors, windows and internal walls from the other inputs', () => {
    expect(HouseModelInputSchema.parse({ length: 10, width: 8 })).toEqual({
      length: 10,
      width: 8,
      wallHeight: 3,
      internalWalls: 18, // L + W
      bedrooms: 2,
      bathrooms: 1,
      doors: 5, // 2 + 1 + 2
      windows: 5, // 2 + 3
      roofPitch: 20,
      overhang: 0.6,
      roofType: 'gable',
      septic: true,
    });
    expect(HouseModelInputSchema.parse({ length: 10, width: 8, bedrooms: 4 })).toMatchObject({
      doors: 7,
      windows: 7,
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

  it('worked example L = 10, W = 8, defaults: P 36, Lw 54, A 80, 5 rooms, 26.55 m² of openings', () => {
    const house = HouseModelInputSchema.parse({ length: 10, width: 8 });
    const figures = houseFigures(house);
    expect(figures.perimeter).toBe(36);
    expect(figures.wallLength).toBe(54);
    expect(figures.area).toBe(80);
    expect(figures.rooms).toBe(5);
    expect(figures.openings).toBeCloseTo(5 * 0.9 * 2.5 + 5 * 1.8 * 1.7, 12);

    const inputs = houseModelToTradeInputs({ length: 10, width: 8 });
    const openings = 26.55;
    expect(inputs.pre).toMatchObject({ plinthPerimeter: 36, siteArea: 20 * 18, months: 6, waterTank: true });
    expect(inputs.blinding.area).toBeCloseTo(0.6 * 54, 12);
    expect(inputs.strip.length).toBe(54);
    expect(inputs.pad.count).toBe(0);
    expect(inputs.wallFound).toMatchObject({ length: 54, floorArea: 80 });
    expect(inputs.wallBeam.length).toBe(0);
    expect(inputs.concrete).toMatchObject({ area: 80, edgePerimeter: 36 });
    expect(inputs.walling).toMatchObject({ length: 54, height: 3, ringLength: 36 });
    expect(inputs.walling.openingsArea).toBeCloseTo(openings, 12);
    expect(inputs.roofing).toMatchObject({ length: 10, width: 8, pitch: 20, overhang: 0.6, type: 'gable' });
    expect(inputs.blandeOut.eavesLength).toBeCloseTo(36 + 8 * 0.6, 12);
    expect(inputs.blandeIn.area).toBe(80);
    expect(inputs.ceiling).toMatchObject({ area: 80, perimeter: 36 + 2 * 18, rooms: 5 });
    expect(inputs.pvcHang.area).toBeCloseTo((36 + 4 * 0.6) * 0.6, 12);
    expect(inputs.pvcHang.perimeter).toBeCloseTo(40.8, 12);
    expect(inputs.skimInside.area).toBeCloseTo(72 * 3 - openings, 9);
    expect(inputs.skimOutside.area).toBeCloseTo(36 * 3 - openings / 2, 9);
    expect(inputs.finishing.externalArea).toBeCloseTo(94.725, 9);
    expect(inputs.finishing.internalArea).toBeCloseTo(189.45, 9);
    expect(inputs.finishing).toMatchObject({ ceilingArea: 80, coats: 2 });
    expect(inputs.finishing.glossArea).toBeCloseTo(5 * 2 * 0.9 * 2.5, 12);
    expect(inputs.windowGrill).toEqual({ schedule: { 'GRL-1800X1700': 5 }, custom: [] });
    expect(inputs.panel).toEqual({ schedule: { 'ALU-1800X1700': 5 }, custom: [] });
    expect(inputs.doorFrame).toEqual({ schedule: { 'DFR-1300X2500': 1, 'DFR-900X2500': 4 } });
    expect(inputs.doorShut).toEqual({ schedule: { 'DSH-1300X2500': 1, 'DSH-900X2500': 4 }, boltedDoors: 1 });
    expect(inputs.waterInside).toMatchObject({
      pipeRun: 8 * 5,
      wc: 1,
      basins: 1,
      showers: 1,
      kitchenSinks: 1,
      heaters: 1,
    });
    expect(inputs.waterOutside).toMatchObject({ supplyRun: 15, sewerRun: 12 });
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
    expect(inputs.septic.include).toBe(true);
    expect(inputs.tiles.floorArea).toBeCloseTo(72, 12);
    expect(inputs.tiles.wallArea).toBeCloseTo(8 * 1.8 + 3 * 0.6, 12);
    expect(inputs.tiles.skirtingLength).toBe(72);
    expect(inputs.plastering.internalArea).toBeCloseTo(189.45, 9);
    expect(inputs.plastering.externalArea).toBeCloseTo(36 * 3.6 - openings / 2, 9);
    expect(inputs.plastering.screedArea).toBeCloseTo(72, 12);
    expect(inputs.electrical).toMatchObject({
      lightPoints: 7,
      switches1: 5,
      socketsDouble: 10,
      cookerPoints: 1,
      dpSwitches: 1,
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
    // P = 42, Lw = 72, A = 108, rooms = 7, windows = 6, openings = 8 × 2.25 + 6 × 3.06 = 36.36
    expect(inputs.strip.length).toBe(72);
    expect(inputs.walling.openingsArea).toBeCloseTo(36.36, 9);
    expect(inputs.skimInside.area).toBeCloseTo((42 + 60) * 2.8 - 36.36, 9);
    expect(inputs.roofing.type).toBe('hip');
    expect(inputs.doorFrame.schedule).toEqual({ 'DFR-1300X2500': 1, 'DFR-900X2500': 7 });
    expect(inputs.doorShut.boltedDoors).toBe(2);
    expect(inputs.windowGrill.schedule).toEqual({ 'GRL-1800X1700': 6 });
    expect(inputs.waterInside.pipeRun).toBe(8 * (3 * 2 + 2));
    expect(inputs.sewage).toEqual({ run4: 12, run1_5: 20, outlets: 5, wc: 2, bathrooms: 2 });
    expect(inputs.tiles.wallArea).toBeCloseTo(2 * 8 * 1.8 + 1.8, 12);
    expect(inputs.septic.include).toBe(false);
    expect(inputs.electrical).toMatchObject({ lightPoints: 9, switches1: 7, socketsDouble: 14 });
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
});
