import type { z } from 'zod';
import { CALCULATORS, type TradeInputs, type TradeRawInput } from './calculators';
import { countField, flagField, inputObject, lengthField, pitchField } from './fields';
import type { TradeId } from './trade-list';
import { RoofTypeSchema } from './trades/roofing';

/**
 * The simple house of docs/takeoff.md §3: a rectangle L × W with walls, rooms and openings, from which
 * every trade's inputs follow. A visitor gets an instant estimate from it; BOQ staff start a map
 * from it and refine trade by trade.
 */
export const HouseModelInputSchema = inputObject({
  /** External length, m. */
  length: lengthField(),
  /** External width, m. */
  width: lengthField(),
  wallHeight: lengthField().default(3.0),
  /** m of internal walls; defaults to L + W. */
  internalWalls: lengthField().optional(),
  bedrooms: countField().default(2),
  bathrooms: countField().default(1),
  /** Defaults to bedrooms + bathrooms + 2. */
  doors: countField().optional(),
  /** Defaults to bedrooms + 3. */
  windows: countField().optional(),
  roofPitch: pitchField().default(20),
  overhang: lengthField().default(0.6),
  roofType: RoofTypeSchema.default('gable'),
  septic: flagField().default(true),
}).transform((house) => ({
  ...house,
  internalWalls: house.internalWalls ?? house.length + house.width,
  doors: house.doors ?? house.bedrooms + house.bathrooms + 2,
  windows: house.windows ?? house.bedrooms + 3,
}));
export type HouseModelInput = z.output<typeof HouseModelInputSchema>;
export type HouseModelRawInput = z.input<typeof HouseModelInputSchema>;

/** A standard door opening (m) and window opening (m), as the house model sizes them. */
const DOOR = { width: 0.9, height: 2.5 };
const WINDOW = { width: 1.8, height: 1.7 };

/** The derived figures of docs/takeoff.md §3 (P, Lw, A, rooms, openings). */
export interface HouseFigures {
  /** P = 2(L + W): external perimeter. */
  readonly perimeter: number;
  /** Lw = P + internal walls: all walls' length. */
  readonly wallLength: number;
  /** A = L·W: plinth area. */
  readonly area: number;
  /** bedrooms + bathrooms + 2 (living room and kitchen). */
  readonly rooms: number;
  /** doors·0.9·2.5 + windows·1.8·1.7, m². */
  readonly openings: number;
}

export function houseFigures(house: HouseModelInput): HouseFigures {
  const perimeter = 2 * (house.length + house.width);
  return {
    perimeter,
    wallLength: perimeter + house.internalWalls,
    area: house.length * house.width,
    rooms: house.bedrooms + house.bathrooms + 2,
    openings: house.doors * DOOR.width * DOOR.height + house.windows * WINDOW.width * WINDOW.height,
  };
}

type RawInputs = { [Trade in TradeId]: TradeRawInput<Trade> };

/** Wall faces can be smaller than their openings in a degenerate house; an area is never negative. */
const atLeastZero = (value: number) => Math.max(0, value);

/** The table of docs/takeoff.md §3, before defaults: anything not listed keeps the trade's default. */
function rawTradeInputs(house: HouseModelInput): RawInputs {
  const { length: L, width: W, wallHeight: H, internalWalls, bathrooms, doors, windows, overhang } = house;
  const { perimeter: P, wallLength: Lw, area: A, rooms, openings } = houseFigures(house);
  const insideWallFaces = P + 2 * internalWalls;
  const internalWallArea = atLeastZero(insideWallFaces * H - openings);
  const externalWallArea = atLeastZero(P * H - openings / 2);
  const points = 3 * bathrooms + 2; // wc, basin, shower per bathroom; one kitchen sink, one heater
  const outlets = 2 * bathrooms + 1;
  // With no doors at all there is no main (double) door either.
  const doorSchedule = doors > 0 ? { double: 1, single: doors - 1 } : { double: 0, single: 0 };

  return {
    pre: { plinthPerimeter: P, siteArea: (L + 10) * (W + 10) },
    blinding: { area: 0.6 * Lw },
    strip: { length: Lw },
    pad: {},
    wallFound: { length: Lw, floorArea: A },
    wallBeam: {},
    concrete: { area: A, edgePerimeter: P },
    walling: { length: Lw, height: H, openingsArea: openings, ringLength: P },
    roofing: { length: L, width: W, pitch: house.roofPitch, overhang, type: house.roofType },
    blandeOut: { eavesLength: P + 8 * overhang, overhang },
    blandeIn: { area: A },
    ceiling: { area: A, perimeter: insideWallFaces, rooms },
    pvcHang: { area: (P + 4 * overhang) * overhang, perimeter: P + 8 * overhang },
    skimInside: { area: internalWallArea },
    skimOutside: { area: externalWallArea },
    finishing: {
      externalArea: externalWallArea,
      internalArea: internalWallArea,
      ceilingArea: A,
      glossArea: doors * 2 * DOOR.width * DOOR.height,
    },
    windowGrill: { schedule: { 'GRL-1800X1700': windows } },
    panel: { schedule: { 'ALU-1800X1700': windows } },
    doorFrame: { schedule: { 'DFR-1300X2500': doorSchedule.double, 'DFR-900X2500': doorSchedule.single } },
    doorShut: {
      schedule: { 'DSH-1300X2500': doorSchedule.double, 'DSH-900X2500': doorSchedule.single },
      boltedDoors: bathrooms,
    },
    waterInside: {
      pipeRun: 8 * points,
      wc: bathrooms,
      basins: bathrooms,
      showers: bathrooms,
      kitchenSinks: 1,
      heaters: 1,
    },
    waterOutside: { supplyRun: 15, sewerRun: 12 },
    sewage: { run4: 6 * bathrooms, run1_5: 4 * outlets, outlets, wc: bathrooms, bathrooms },
    finishInside: {
      bathrooms,
      wc: bathrooms,
      basins: bathrooms,
      showers: bathrooms,
      kitchenSinks: 1,
      heaters: 1,
    },
    septic: { include: house.septic },
    tiles: {
      floorArea: 0.9 * A,
      wallArea: bathrooms * 8 * 1.8 + 3 * 0.6,
      skirtingLength: insideWallFaces,
    },
    plastering: {
      internalArea: internalWallArea,
      externalArea: atLeastZero(P * (H + 0.6) - openings / 2),
      screedArea: 0.9 * A,
    },
    electrical: {
      lightPoints: rooms + 2,
      switches1: rooms,
      socketsDouble: 2 * rooms,
      cookerPoints: 1,
      dpSwitches: 1,
    },
  };
}

/**
 * Every trade's complete input (defaults filled) for a house. Throws the `ZodError` of an
 * invalid house.
 */
export function houseModelToTradeInputs(rawHouse: HouseModelRawInput | HouseModelInput): TradeInputs {
  const house = HouseModelInputSchema.parse(rawHouse);
  const raw = rawTradeInputs(house);
  const inputs = {} as Record<TradeId, unknown>;
  for (const trade of Object.keys(CALCULATORS) as TradeId[]) {
    inputs[trade] = CALCULATORS[trade].inputSchema.parse(raw[trade]);
  }
  return inputs as TradeInputs;
}
