import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { CALCULATORS } from './calculators';
import { MAX_MEASURE, MIN_DIVISOR } from './fields';
import type { TakeoffLine } from './takeoff-line';
import { TRADE_IDS, type TradeId } from './trade-list';
import { PANEL_SIZED_CODES } from './trades/panel';
import { WINDOW_GRILL_SIZED_CODES } from './trades/window-grill';
import { DOOR_FRAME_SIZED_CODES } from './trades/door-frame';
import { DOOR_SHUTTER_SIZED_CODES } from './trades/door-shut';

/**
 * Property tests over every calculator. Fields are described by kind so one table yields both
 * the random valid inputs and the "all dimensions zero" input of each trade.
 */
type Kind = 'length' | 'divisor' | 'count' | 'concreteMix' | 'mortarMix' | 'pitch' | 'diameter' | 'flag';
type Spec = Record<string, Kind | fc.Arbitrary<unknown>>;

const measure = fc.oneof(
  fc.constant(0),
  fc.double({ min: 0, max: 200, noNaN: true }),
  fc.double({ min: 0, max: MAX_MEASURE, noNaN: true }),
);
const count = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: MAX_MEASURE }));
const part = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0.5, 1.5, 2.5));

const ARBITRARIES: Record<Kind, fc.Arbitrary<unknown>> = {
  length: measure,
  divisor: fc.oneof(fc.double({ min: 0.05, max: 6, noNaN: true }), fc.constant(MIN_DIVISOR)),
  count,
  concreteMix: fc.tuple(part, part, part).map((parts) => parts.join(':')),
  mortarMix: fc.tuple(part, part).map((parts) => parts.join(':')),
  pitch: fc.oneof(fc.double({ min: 0.5, max: 60, noNaN: true }), fc.constant(60)),
  diameter: fc.constantFrom(6, 8, 10, 12, 16, 20, 25),
  flag: fc.boolean(),
};

const schedule = (codes: readonly string[]) =>
  fc.record(Object.fromEntries(codes.map((code) => [code, count])), { requiredKeys: [] });
const custom = fc.array(fc.record({ width: measure, height: measure, count }), { maxLength: 4 });

const SPECS: Record<TradeId, Spec> = {
  pre: { plinthPerimeter: 'length', siteArea: 'length', months: 'count', waterTank: 'flag', permit: 'flag' },
  blinding: { area: 'length', thickness: 'length', mix: 'concreteMix', cushionThickness: 'length' },
  strip: {
    length: 'length',
    width: 'length',
    depth: 'length',
    mix: 'concreteMix',
    excavationDepth: 'length',
    bars: 'count',
    barDia: 'diameter',
    linkDia: 'diameter',
    linkSpacing: 'divisor',
  },
  pad: {
    count: 'count',
    length: 'length',
    width: 'length',
    depth: 'length',
    mix: 'concreteMix',
    meshDia: 'diameter',
    meshSpacing: 'divisor',
    columnWidth: 'length',
    columnDepth: 'length',
    columnHeight: 'length',
    columnBars: 'count',
    columnBarDia: 'diameter',
    linkDia: 'diameter',
    linkSpacing: 'divisor',
  },
  wallFound: {
    length: 'length',
    height: 'length',
    blockLength: 'divisor',
    blockHeight: 'divisor',
    blockThickness: 'length',
    mortarMix: 'mortarMix',
    floorArea: 'length',
    hardcoreThickness: 'length',
    fillDepth: 'length',
  },
  wallBeam: {
    length: 'length',
    width: 'length',
    depth: 'length',
    mix: 'concreteMix',
    bars: 'count',
    barDia: 'diameter',
    linkDia: 'diameter',
    linkSpacing: 'divisor',
  },
  concrete: {
    area: 'length',
    thickness: 'length',
    mix: 'concreteMix',
    edgePerimeter: 'length',
    antiTermite: 'flag',
    dpm: 'flag',
    mesh: 'flag',
  },
  walling: {
    length: 'length',
    height: 'length',
    openingsArea: 'length',
    blockLength: 'divisor',
    blockHeight: 'divisor',
    blockThickness: 'length',
    mortarMix: 'mortarMix',
    ringLength: 'length',
    ringWidth: 'length',
    ringDepth: 'length',
    ringMix: 'concreteMix',
    ringBars: 'count',
    ringBarDia: 'diameter',
    ringLinkDia: 'diameter',
    ringLinkSpacing: 'divisor',
  },
  roofing: {
    length: 'length',
    width: 'length',
    overhang: 'length',
    pitch: 'pitch',
    type: fc.constantFrom('gable', 'hip'),
    trussSpacing: 'divisor',
    purlinSpacing: 'divisor',
    sheetCoverWidth: 'divisor',
    sheetLength: fc.double({ min: 0.6, max: 12, noNaN: true }),
    endLap: fc.double({ min: 0, max: 0.5, noNaN: true }),
    capLength: 'divisor',
    valleyLength: 'length',
  },
  blandeOut: { eavesLength: 'length', overhang: 'length', spacing: 'divisor', crossSpacing: 'divisor' },
  blandeIn: { area: 'length', spacing: 'divisor', crossSpacing: 'divisor' },
  ceiling: {
    area: 'length',
    perimeter: 'length',
    rooms: 'count',
    boardLength: 'divisor',
    boardWidth: 'divisor',
  },
  pvcHang: { area: 'length', perimeter: 'length', panelWidth: 'divisor', panelLength: 'divisor' },
  skimInside: { area: 'length', coats: 'count' },
  skimOutside: { area: 'length', coats: 'count' },
  finishing: {
    externalArea: 'length',
    internalArea: 'length',
    ceilingArea: 'length',
    glossArea: 'length',
    coats: 'count',
  },
  windowGrill: { schedule: schedule(WINDOW_GRILL_SIZED_CODES), custom },
  panel: { schedule: schedule(PANEL_SIZED_CODES), custom },
  doorFrame: { schedule: schedule(DOOR_FRAME_SIZED_CODES) },
  doorShut: { schedule: schedule(DOOR_SHUTTER_SIZED_CODES), boltedDoors: 'count' },
  waterInside: {
    pipeRun: 'length',
    wc: 'count',
    basins: 'count',
    showers: 'count',
    kitchenSinks: 'count',
    heaters: 'count',
    crossOvers: 'count',
    valves: 'count',
  },
  waterOutside: {
    supplyRun: 'length',
    sewerRun: 'length',
    bends: 'count',
    junctions: 'count',
    stacks: 'count',
    gullies: 'count',
    pTraps: 'count',
  },
  sewage: { run4: 'length', run1_5: 'length', outlets: 'count', wc: 'count', bathrooms: 'count' },
  finishInside: {
    bathrooms: 'count',
    wc: 'count',
    basins: 'count',
    kitchenSinks: 'count',
    heaters: 'count',
    showers: 'count',
    shattafs: 'count',
  },
  septic: {
    length: 'length',
    width: 'length',
    depth: 'length',
    wallThickness: 'length',
    baseThickness: 'length',
    slabThickness: 'length',
    mix: 'concreteMix',
    mortarMix: 'mortarMix',
    slabBarDia: 'diameter',
    slabBarSpacing: 'divisor',
    include: 'flag',
  },
  tiles: {
    floorArea: 'length',
    wallArea: 'length',
    skirtingLength: 'length',
    bedThickness: 'length',
    bedMix: 'mortarMix',
    wallBedThickness: 'length',
  },
  plastering: {
    internalArea: 'length',
    internalThickness: 'length',
    internalMix: 'mortarMix',
    externalArea: 'length',
    externalThickness: 'length',
    externalMix: 'mortarMix',
    screedArea: 'length',
    screedThickness: 'length',
    screedMix: 'mortarMix',
  },
  electrical: {
    lightPoints: 'count',
    fans: 'count',
    switches1: 'count',
    switches2: 'count',
    switches3: 'count',
    socketsSingle: 'count',
    socketsDouble: 'count',
    cookerPoints: 'count',
    dpSwitches: 'count',
    runLight: 'length',
    runSocket: 'length',
    runCooker: 'length',
    circuits: fc.oneof(fc.constant('auto'), count),
  },
};

/** Random valid inputs; any field may be left out to take its default. */
function inputsOf(trade: TradeId): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(SPECS[trade]).map(([name, kind]) => [
      name,
      typeof kind === 'string' ? ARBITRARIES[kind] : kind,
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/**
 * Random inputs whose dimensions are all zero: lengths, areas and counts 0, flags false, schedules
 * empty (the septic tank keeps `include`, so its zero-size tank is really calculated); only mixes,
 * spacings, diameters and the like stay random.
 */
function zeroDimensionInputsOf(trade: TradeId): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(SPECS[trade]).map(([name, kind]): [string, fc.Arbitrary<unknown>] => {
      if (name === 'include') return [name, fc.constant(true)];
      if (kind === 'length' || kind === 'count') return [name, fc.constant(0)];
      if (kind === 'flag') return [name, fc.constant(false)];
      if (name === 'schedule') return [name, fc.constant({})];
      if (name === 'custom') return [name, fc.constant([])];
      if (name === 'circuits') return [name, fc.constant('auto')];
      return [name, typeof kind === 'string' ? ARBITRARIES[kind] : kind];
    }),
  );
  return fc.record(fields);
}

const seedUnits = new Map(parseSeedCatalogue().map((item) => [item.code, item.baseUnit]));

function checkLines(trade: TradeId, lines: readonly TakeoffLine[]): void {
  const items = CALCULATORS[trade].items;
  const codes = lines.map((line) => line.code);
  expect(new Set(codes).size).toBe(codes.length);
  const ranks = codes.map((code) => items.rank(code));
  expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
  for (const line of lines) {
    expect(Number.isFinite(line.baseQuantity), `${line.code} ${line.baseQuantity}`).toBe(true);
    expect(line.baseQuantity).toBeGreaterThan(0);
    expect(line.derivation.length).toBeGreaterThan(0);
    const known = items.list.find((item) => item.code === line.code);
    const isBar =
      items.steelCodePrefix !== undefined && /^\d+$/.test(line.code.slice(items.steelCodePrefix.length));
    expect(
      known !== undefined || (line.code.startsWith(items.steelCodePrefix ?? '\u0000') && isBar),
      line.code,
    ).toBe(true);
    expect(line.baseUnit).toBe(known?.baseUnit ?? 'm');
    const seeded = seedUnits.get(line.code);
    if (seeded) expect(line.baseUnit).toBe(seeded);
  }
}

describe('every calculator, for random valid inputs', () => {
  for (const trade of TRADE_IDS) {
    it(`${trade}: every quantity is finite and > 0, codes are unique, known and in catalogue order`, () => {
      fc.assert(
        fc.property(inputsOf(trade), (input) => {
          const calculator = CALCULATORS[trade];
          const parsed = calculator.inputSchema.safeParse(input);
          expect(parsed.success, JSON.stringify(input)).toBe(true);
          checkLines(trade, calculator.calculate(input));
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('every calculator, with all dimensions zero', () => {
  for (const trade of TRADE_IDS) {
    it(`${trade}: yields no lines`, () => {
      fc.assert(
        fc.property(zeroDimensionInputsOf(trade), (input) => {
          expect(CALCULATORS[trade].calculate(input as never)).toEqual([]);
        }),
        { numRuns: 50 },
      );
    });
  }
});

/**
 * Trades whose quantities are exactly proportional to their extents (runs and areas) before any
 * rounding: no floor/ceil counts, no fixed allowances. Strip qualifies without bars (links are
 * counted with floor), walling without a ring beam, ceiling without rooms. A plan scaled by k
 * scales runs by k and areas by k²; either way the quantities scale by the same factor as the
 * extents. Finishing, electrical, plumbing, roofing (trusses are counted) do not qualify.
 */
const PROPORTIONAL: Partial<
  Record<TradeId, { extents: readonly string[]; fixed?: Record<string, unknown> }>
> = {
  blinding: { extents: ['area'] },
  strip: { extents: ['length'], fixed: { bars: 0 } },
  wallFound: { extents: ['length', 'floorArea'] },
  concrete: { extents: ['area', 'edgePerimeter'] },
  walling: { extents: ['length', 'openingsArea'], fixed: { ringLength: 0 } },
  blandeOut: { extents: ['eavesLength'] },
  blandeIn: { extents: ['area'] },
  ceiling: { extents: ['area', 'perimeter'], fixed: { rooms: 0 } },
  pvcHang: { extents: ['area', 'perimeter'] },
  skimOutside: { extents: ['area'] },
  tiles: { extents: ['floorArea', 'wallArea', 'skirtingLength'] },
  plastering: { extents: ['internalArea', 'externalArea', 'screedArea'] },
};

describe('proportional trades', () => {
  for (const [trade, { extents, fixed = {} }] of Object.entries(PROPORTIONAL) as [
    TradeId,
    { extents: readonly string[]; fixed?: Record<string, unknown> },
  ][]) {
    it(`${trade}: scaling ${extents.join(', ')} by s scales every quantity by s`, () => {
      const extent = fc.double({ min: 0.01, max: 1000, noNaN: true });
      const scale = fc.double({ min: 0.1, max: 10, noNaN: true });
      fc.assert(
        fc.property(
          inputsOf(trade),
          fc.array(extent, { minLength: extents.length, maxLength: extents.length }),
          scale,
          (input, values, s) => {
            const base = {
              ...input,
              ...fixed,
              ...Object.fromEntries(extents.map((name, index) => [name, values[index]])),
            };
            const scaled = {
              ...base,
              ...Object.fromEntries(extents.map((name, index) => [name, (values[index] ?? 0) * s])),
            };
            const before = CALCULATORS[trade].calculate(base);
            const after = CALCULATORS[trade].calculate(scaled);
            // Quantities under 1e-9 are dropped as float noise, which is not proportional: stay clear of it.
            fc.pre([...before, ...after].every((line) => line.baseQuantity > 1e-6));
            expect(after.map((line) => line.code)).toEqual(before.map((line) => line.code));
            before.forEach((line, index) => {
              const expected = line.baseQuantity * s;
              expect(Math.abs((after[index]?.baseQuantity ?? Number.NaN) - expected)).toBeLessThanOrEqual(
                1e-9 * expected,
              );
            });
          },
        ),
        { numRuns: 100 },
      );
    });
  }

  it('a plan scaled by k: strip quantities scale by k, blinding (an area) by k²', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 10, noNaN: true }), (k) => {
        const strip = CALCULATORS.strip.calculate({ length: 30 });
        const stripScaled = CALCULATORS.strip.calculate({ length: 30 * k });
        strip.forEach((line, index) =>
          expect(stripScaled[index]?.baseQuantity).toBeCloseTo(line.baseQuantity * k, 6),
        );
        const blinding = CALCULATORS.blinding.calculate({ area: 18 });
        const blindingScaled = CALCULATORS.blinding.calculate({ area: 18 * k * k });
        blinding.forEach((line, index) =>
          expect(blindingScaled[index]?.baseQuantity).toBeCloseTo(line.baseQuantity * k * k, 6),
        );
      }),
    );
  });
});
