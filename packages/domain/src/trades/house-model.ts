import type { z } from 'zod';
import { CALCULATORS, type TradeInputs, type TradeRawInput } from './calculator-registry';
import { countField, flagField, inputObject, lengthField, pitchField } from './fields';
import type { TradeId } from './trade-list';
import { RoofTypeSchema } from './calculators/roofing';
import { foundationWallHeight, WallFoundInputSchema } from './calculators/wall-found';

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
  /** Thickness of the walls, m: walling's block (docs/takeoff.md §3). */
  wallThickness: lengthField().default(0.15),
  /**
   * The external walls' inside faces, m: what internal plaster, skim, paint, cornice and skirting
   * run along. Defaults to P − 8 × wallThickness: each of the rectangle's four walls is 2 × its
   * thickness shorter inside than outside (a wall's thickness at each corner).
   */
  internalPerimeter: lengthField().optional(),
  bedrooms: countField().default(2),
  bathrooms: countField().default(1),
  /** Defaults to bedrooms + bathrooms + 2. */
  doors: countField().optional(),
  /** Windows of 1800 × 1700; defaults to bedrooms + 2 (each bathroom also gets one 800 × 800). */
  windows: countField().optional(),
  roofPitch: pitchField().default(20),
  overhang: lengthField().default(0.6),
  roofType: RoofTypeSchema.default('gable'),
  septic: flagField().default(true),
  /** Tiled floors get a 20 mm bed in the tiles trade; untiled floors get screed instead. */
  tiledFloors: flagField().default(true),
}).transform((house) => ({
  ...house,
  internalWalls: house.internalWalls ?? house.length + house.width,
  internalPerimeter:
    house.internalPerimeter ?? Math.max(0, 2 * (house.length + house.width) - 8 * house.wallThickness),
  doors: house.doors ?? house.bedrooms + house.bathrooms + 2,
  windows: house.windows ?? house.bedrooms + 2,
}));
export type HouseModelInput = z.output<typeof HouseModelInputSchema>;
export type HouseModelRawInput = z.input<typeof HouseModelInputSchema>;

/** A standard door opening (m) and window opening (m), as the house model sizes them. */
const DOOR = { width: 0.9, height: 2.5 };
const WINDOW = { width: 1.8, height: 1.7 };
/** The small window of a bathroom. */
const SMALL_WINDOW = { width: 0.8, height: 0.8 };

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
  /** doors·0.9·2.5 + windows·1.8·1.7 + bathrooms·0.8·0.8, m². */
  readonly openings: number;
}

export function houseFigures(house: HouseModelInput): HouseFigures {
  const perimeter = 2 * (house.length + house.width);
  return {
    perimeter,
    wallLength: perimeter + house.internalWalls,
    area: house.length * house.width,
    rooms: house.bedrooms + house.bathrooms + 2,
    openings:
      house.doors * DOOR.width * DOOR.height +
      house.windows * WINDOW.width * WINDOW.height +
      house.bathrooms * SMALL_WINDOW.width * SMALL_WINDOW.height,
  };
}

type RawInputs = { [Trade in TradeId]: TradeRawInput<Trade> };

/** Wall faces can be smaller than their openings in a degenerate house; an area is never negative. */
const atLeastZero = (value: number) => Math.max(0, value);

/** One external column every 4 m of external wall, corners included *(assumption)*. */
const COLUMN_SPACING = 4;
/** The front and back doors sit under the ring beam; every other door gets a lintel. */
const EXTERNAL_DOORS = 2;
/** Two risers up to the floor at each external door. */
const STEPS_PER_DOOR = 2;

/** The table of docs/takeoff.md §3, before defaults: anything not listed keeps the trade's default. */
function rawTradeInputs(house: HouseModelInput): RawInputs {
  const { length: L, width: W, wallHeight: H, internalWalls, bathrooms, doors, windows, overhang } = house;
  const { perimeter: P, wallLength: Lw, area: A, rooms, openings } = houseFigures(house);
  // Room faces (docs/takeoff.md §3): the external walls' inside faces, not their outside
  // perimeter P, and both faces of every internal wall.
  const insideWallFaces = house.internalPerimeter + 2 * internalWalls;
  const internalWallArea = atLeastZero(insideWallFaces * H - openings);
  const externalWallArea = atLeastZero(P * H - openings / 2);
  const points = 3 * bathrooms + 2; // wc, basin, shower per bathroom; one kitchen sink, one heater
  const outlets = 2 * bathrooms + 1;
  // With no doors at all there is no main (double) door either.
  const doorSchedule = doors > 0 ? { double: 1, single: doors - 1 } : { double: 0, single: 0 };

  const tiledFloor = house.tiledFloors ? 0.9 * A : 0;
  const angle = (house.roofPitch * Math.PI) / 180;
  // A gable roof (ridge along the length) closes each end with a triangle of span W and rise (W/2)·tan θ.
  const gableArea = house.roofType === 'gable' ? 2 * 0.5 * W * ((W / 2) * Math.tan(angle)) : 0;
  const habitableRooms = house.bedrooms + 1;

  return {
    pre: { plinthPerimeter: P, siteArea: (L + 10) * (W + 10) },
    blinding: { area: 0.6 * Lw },
    // §4.3: strip reinforcement (4 Y12 with Y8 links, the calculator's defaults) and column starters.
    strip: { length: Lw, bars: 4 },
    pad: {},
    wallFound: { length: Lw, floorArea: A, plinthPerimeter: P },
    wallBeam: { length: Lw, barDia: 12 },
    concrete: { area: A, edgePerimeter: P, steps: 2 * STEPS_PER_DOOR },
    walling: {
      length: Lw,
      blockThickness: house.wallThickness,
      height: H,
      openingsArea: openings,
      ringLength: P,
      gableArea,
      columns: Math.ceil(P / COLUMN_SPACING),
      columnHeight: H,
      columnStarter: foundationWallHeight(WallFoundInputSchema.parse({})).value,
      lintels: Math.max(0, doors - EXTERNAL_DOORS),
      sillLength: windows * WINDOW.width + bathrooms * SMALL_WINDOW.width,
    },
    roofing: { length: L, width: W, pitch: house.roofPitch, eaves: overhang, type: house.roofType },
    blandeOut: { eavesLength: P + 4 * overhang, overhang },
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
    windowGrill: { schedule: { 'GRL-1800X1700': windows, 'GRL-800X800': bathrooms } },
    panel: { schedule: { 'ALU-1800X1700': windows, 'ALU-800X800': bathrooms } },
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
    waterOutside: { supplyRun: 15, sewerRun: 12, chambers: 2, tanks: 1, waterMeter: true },
    sewage: { run4: 6 * bathrooms, run1_5: 4 * outlets, outlets, wc: bathrooms, bathrooms },
    finishInside: {
      bathrooms,
      wc: bathrooms,
      basins: bathrooms,
      showers: bathrooms,
      kitchenSinks: 1,
      heaters: 1,
    },
    septic: { include: house.septic, soakaway: house.septic },
    tiles: {
      floorArea: tiledFloor,
      wallArea: bathrooms * 8 * 1.8 + 3 * 0.6,
      skirtingLength: insideWallFaces,
    },
    plastering: {
      internalArea: internalWallArea,
      externalArea: atLeastZero(P * (H + 0.6) - openings / 2),
      screedArea: 0.9 * A - tiledFloor,
    },
    electrical: {
      lightPoints: rooms + 2,
      switches1: rooms,
      socketsDouble: 3 * habitableRooms + 4,
      cookerPoints: 1,
      dpSwitches: 1,
      heaterPoints: 1,
      externalLights: 4,
      serviceRun: 20,
    },
    externalWorks: {},
    provisional: {},
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
    inputs[trade] = CALCULATORS[trade].inputSchema.parse(toMillimetre(raw[trade]));
  }
  return inputs as TradeInputs;
}

/**
 * Inputs are stored clean (docs/takeoff.md §4.2): every number the house model derives is rounded
 * to the millimetre (3 decimals), so a sheet shows 42.48, not 42.480000000000004.
 */
export function toMillimetre<Value>(value: Value): Value {
  if (typeof value === 'number') return (Math.round(value * 1000) / 1000) as Value;
  if (Array.isArray(value)) return value.map((entry: unknown) => toMillimetre(entry)) as Value;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, entry]) => [key, toMillimetre(entry)]),
    ) as Value;
  }
  return value;
}
