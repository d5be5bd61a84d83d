import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { HEAVY_BAR_DIAMETERS, STANDARD_BAR_DIAMETERS } from './bars';
import { priceLines, createPriceBook } from '../pricing/price-lines';
import { priceTrade } from '../pricing/trade-totals';
import { priceWorkItems } from '../pricing/work-items';
import { CALCULATORS } from './calculator-registry';
import { MAX_MEASURE, MIN_DIVISOR } from './fields';
import type { TakeoffLine } from './takeoff-line';
import { SUNDRIES } from './takeoff-sheet';
import { TRADE_IDS, type TradeId } from './trade-list';
import { PANEL_SIZED_CODES } from './calculators/panel';
import { WINDOW_GRILL_SIZED_CODES } from './calculators/window-grill';
import { DOOR_FRAME_SIZED_CODES } from './calculators/door-frame';
import { DOOR_SHUTTER_SIZED_CODES } from './calculators/door-shut';

/**
 * Property tests over every calculator. Fields are described by kind so one table yields both
 * the random valid inputs and the "all dimensions zero" input of each trade.
 */
type Kind =
  | 'length'
  /** A length no house exceeds (0–100 m): for the roof, whose sheets are counted run by run. */
  | 'houseLength'
  | 'divisor'
  | 'count'
  | 'money'
  | 'concreteMix'
  | 'mortarMix'
  | 'pitch'
  | 'diameter'
  | 'heavyDiameter'
  | 'flag';
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
  houseLength: fc.double({ min: 0, max: 100, noNaN: true }),
  divisor: fc.oneof(fc.double({ min: 0.05, max: 6, noNaN: true }), fc.constant(MIN_DIVISOR)),
  count,
  concreteMix: fc.tuple(part, part, part).map((parts) => parts.join(':')),
  mortarMix: fc.tuple(part, part).map((parts) => parts.join(':')),
  pitch: fc.oneof(fc.double({ min: 0.5, max: 60, noNaN: true }), fc.constant(60)),
  diameter: fc.constantFrom(...STANDARD_BAR_DIAMETERS),
  heavyDiameter: fc.constantFrom(...HEAVY_BAR_DIAMETERS),
  money: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000_000 })),
  flag: fc.boolean(),
};

const schedule = (codes: readonly string[]) =>
  fc.record(Object.fromEntries(codes.map((code) => [code, count])), { requiredKeys: [] });
const custom = fc.array(fc.record({ width: measure, height: measure, count }), { maxLength: 4 });

const SPECS: Record<TradeId, Spec> = {
  pre: {
    plinthPerimeter: 'length',
    siteArea: 'length',
    months: 'count',
    waterTank: 'flag',
    permit: 'flag',
    professionalFees: 'money',
    insurance: 'flag',
    mobilisation: 'flag',
    signboard: 'flag',
    storeAndToilet: 'flag',
    security: 'flag',
    scaffolding: 'flag',
    waterConnection: 'flag',
    powerConnection: 'flag',
  },
  blinding: { area: 'length', thickness: 'length', mix: 'concreteMix' },
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
    wallThickness: 'length',
    planking: 'flag',
    keepFreeOfWater: 'flag',
  },
  pad: {
    count: 'count',
    length: 'length',
    width: 'length',
    depth: 'length',
    mix: 'concreteMix',
    meshDia: 'heavyDiameter',
    meshSpacing: 'divisor',
    columnWidth: 'length',
    columnDepth: 'length',
    columnHeight: 'length',
    columnBars: 'count',
    columnBarDia: 'heavyDiameter',
    linkDia: 'heavyDiameter',
    linkSpacing: 'divisor',
  },
  wallFound: {
    length: 'length',
    height: fc.oneof(fc.constant('auto'), measure),
    excavationDepth: 'length',
    stripDepth: 'length',
    plinthPerimeter: 'length',
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
    barDia: 'heavyDiameter',
    linkDia: 'heavyDiameter',
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
    cushionThickness: 'length',
    steps: 'count',
    stepWidth: 'length',
    stepTread: 'length',
    stepRiser: 'length',
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
    gableArea: 'length',
    columns: 'count',
    columnWidth: 'length',
    columnDepth: 'length',
    columnHeight: 'length',
    columnBars: 'count',
    columnBarDia: 'diameter',
    lintels: 'count',
    lintelLength: 'length',
    lintelDepth: 'length',
    lintelBars: 'count',
    lintelBarDia: 'diameter',
    sillLength: 'length',
  },
  // A roof's sheets are counted run by run, at most MAX_RUNS_PER_SLOPE a slope: house-sized
  // roofs (eaves included: (100 + 2 × 100) / 0.15 = 2,000) and covers from 0.15 m, so every
  // generated roof is one the schema accepts.
  roofing: {
    length: 'houseLength',
    width: 'houseLength',
    eaves: 'houseLength',
    verge: 'houseLength',
    pitch: 'pitch',
    type: fc.constantFrom('gable', 'hip'),
    ridgeAlong: fc.constantFrom('length', 'width'),
    downpipes: 'count',
    downpipeLength: 'length',
    trussSpacing: 'divisor',
    purlinSpacing: 'divisor',
    sheetCoverWidth: fc.double({ min: 0.15, max: 6, noNaN: true }),
    sheetLength: fc.oneof(fc.double({ min: 0.6, max: 12, noNaN: true }), fc.constant('cut')),
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
  skimInside: { area: 'length', puttyRate: 'length' },
  skimOutside: { area: 'length', puttyRate: 'length' },
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
    chambers: 'count',
    tanks: 'count',
    waterMeter: 'flag',
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
    renderThickness: 'length',
    renderMix: 'mortarMix',
    baffleWall: 'flag',
    covers: 'count',
    vent: 'flag',
    soakaway: 'flag',
    soakawayLength: 'length',
    soakawayWidth: 'length',
    soakawayDepth: 'length',
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
    heaterPoints: 'count',
    runHeater: 'length',
    externalLights: 'count',
    serviceRun: 'length',
    earthRun: 'length',
    circuits: fc.oneof(fc.constant('auto'), count),
  },
  externalWorks: {
    fenceLength: 'length',
    postSpacing: 'divisor',
    postFooting: 'length',
    postMix: 'concreteMix',
    gates: 'count',
    pavedArea: 'length',
    sandBed: 'length',
    hardcoreThickness: 'length',
    drainLength: 'length',
  },
  provisional: { provisionalSum: 'money', primeCostSum: 'money', dayworks: 'money' },
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
      if (kind === 'length' || kind === 'houseLength' || kind === 'count' || kind === 'money')
        return [name, fc.constant(0)];
      if (name === 'height') return [name, fc.constant(0)];
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
  strip: { extents: ['length'], fixed: { bars: 0, keepFreeOfWater: false } },
  wallFound: { extents: ['length', 'floorArea', 'plinthPerimeter'] },
  concrete: { extents: ['area', 'edgePerimeter'], fixed: { steps: 0 } },
  walling: {
    extents: ['length', 'openingsArea', 'gableArea', 'sillLength'],
    fixed: { ringLength: 0, columns: 0, lintels: 0 },
  },
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
        const strip = CALCULATORS.strip.calculate({ length: 30, keepFreeOfWater: false });
        const stripScaled = CALCULATORS.strip.calculate({ length: 30 * k, keepFreeOfWater: false });
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

const seedBook = createPriceBook(parseSeedCatalogue());

describe('every calculator, priced at seed rates (docs/takeoff.md §4.1, §4.4)', () => {
  for (const trade of TRADE_IDS) {
    it(`${trade}: Σ printed line amounts = subtotal; work items add up to the materials view; every line fully owned`, () => {
      fc.assert(
        fc.property(inputsOf(trade), fc.integer({ min: 0, max: 40 }), (input, labourPercent) => {
          const { lines, workItems } = CALCULATORS[trade].takeoff(input);
          // Every code any accepted input emits has a seed item: pricing never meets a missing code.
          const priced = priceTrade(trade, lines, seedBook, labourPercent);
          // Whole shillings add exactly only below 2^53; a trillion-shilling bill is no house.
          fc.pre(priced.total < 1e13);
          expect(priced.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.subtotal);
          for (const line of lines) {
            const shares = workItems.flatMap((item) =>
              item.materials.filter((material) => material.code === line.code),
            );
            expect(shares.reduce((sum, material) => sum + material.share, 0)).toBeCloseTo(1, 9);
          }
          expect(workItems.some((item) => item.key === SUNDRIES.key)).toBe(false);
          for (const item of workItems) expect(item.quantity, item.key).toBeGreaterThan(0);
          const view = priceWorkItems(priced.lines, workItems, priced.labour);
          expect(view.reduce((sum, item) => sum + item.amount, 0)).toBe(priced.total);
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('bar diameters (docs/takeoff.md §4.2)', () => {
  const BAR_FIELDS = TRADE_IDS.flatMap((trade) =>
    Object.entries(SPECS[trade])
      .filter(([, kind]) => kind === 'diameter' || kind === 'heavyDiameter')
      .map(([field, kind]) => ({
        trade,
        field,
        accepted: kind === 'heavyDiameter' ? HEAVY_BAR_DIAMETERS : STANDARD_BAR_DIAMETERS,
      })),
  );

  it('every bar trade offers Y8, Y10, Y12 and Y16; pads and beams add Y20', () => {
    expect(new Set(BAR_FIELDS.map(({ trade }) => trade))).toEqual(
      new Set(['strip', 'pad', 'wallBeam', 'walling', 'septic']),
    );
    expect(
      BAR_FIELDS.filter(({ accepted }) => accepted === HEAVY_BAR_DIAMETERS).map(({ trade }) => trade),
    ).toEqual(expect.arrayContaining(['pad', 'wallBeam']));
  });

  it('every diameter a calculator accepts has a seed item, and no other diameter is accepted', () => {
    for (const { trade, field, accepted } of BAR_FIELDS) {
      const schema = CALCULATORS[trade].inputSchema;
      for (const diameter of [6, ...accepted, 25]) {
        const ok = schema.safeParse({ [field]: diameter }).success;
        expect(ok, `${trade}.${field} = ${diameter}`).toBe(
          (accepted as readonly number[]).includes(diameter),
        );
        if (ok)
          expect(seedBook.has(CALCULATORS[trade].items.steel(diameter).code), `${trade} Y${diameter}`).toBe(
            true,
          );
      }
    }
  });

  it('the review’s cases now price: ground beam 4 Y12, strip Y16, ring beam Y16, septic Y10', () => {
    const cases = [
      CALCULATORS.wallBeam.calculate({ length: 10, barDia: 12 }),
      CALCULATORS.strip.calculate({ length: 10, bars: 4, barDia: 16 }),
      CALCULATORS.walling.calculate({ length: 10, ringLength: 10, ringBarDia: 16 }),
      CALCULATORS.septic.calculate({ slabBarDia: 10 }),
    ];
    for (const lines of cases) expect(() => priceLines(lines, seedBook)).not.toThrow();
  });
});
