import type { PricedLine } from '../pricing/price-lines';
import { buildShoppingList, type ShoppingList } from '../pricing/shopping-list';
import type { TradeId } from '../trades/trade-list';

/**
 * The stages in which people here build as cash comes in (docs/product.md, "Budget by building
 * stage"): msingi (foundation), boma (walls up to the ring beam), lenta (the ring beam), paa
 * (roof), finishing, services. A stage is bought and built before the next one.
 */
export const BUILDING_STAGES = ['msingi', 'boma', 'lenta', 'paa', 'finishing', 'services'] as const;
export type BuildingStage = (typeof BUILDING_STAGES)[number];

export function isBuildingStage(value: unknown): value is BuildingStage {
  return typeof value === 'string' && (BUILDING_STAGES as readonly string[]).includes(value);
}

/**
 * Where each trade is built. Preliminaries (permits, setting out, site hoarding) are paid before
 * the first trench, so they go with msingi; the ground beam and oversite concrete close the
 * foundation. Walling is split by line (RING_BEAM_CODE below): its blocks are boma, its ring
 * beam lenta. Ceilings, skimming, windows, doors, tiles and plaster are finishing; water,
 * sewage, sanitary fittings, the septic tank and electrical installation are services. External
 * works (fence, gate, paths, drains) come last, with finishing; provisional sums are set aside for
 * finishing items not yet chosen, so they go there too.
 */
export const TRADE_STAGE: Readonly<Record<TradeId, BuildingStage>> = {
  pre: 'msingi',
  blinding: 'msingi',
  strip: 'msingi',
  pad: 'msingi',
  wallFound: 'msingi',
  wallBeam: 'msingi',
  concrete: 'msingi',
  walling: 'boma',
  roofing: 'paa',
  blandeOut: 'finishing',
  blandeIn: 'finishing',
  ceiling: 'finishing',
  pvcHang: 'finishing',
  skimInside: 'finishing',
  skimOutside: 'finishing',
  finishing: 'finishing',
  windowGrill: 'finishing',
  panel: 'finishing',
  doorFrame: 'finishing',
  doorShut: 'finishing',
  waterInside: 'services',
  waterOutside: 'services',
  sewage: 'services',
  finishInside: 'services',
  septic: 'services',
  tiles: 'finishing',
  externalWorks: 'finishing',
  provisional: 'finishing',
  plastering: 'finishing',
  electrical: 'services',
};

/**
 * The walling sheet's ring-beam items (trades/calculators/walling.ts): the aggregate, the bars and
 * links (`WAL-Y…`), binding wire, formwork boards, nails and props only ever serve the ring beam.
 * Its cement and sand are one line each for mortar and ring beam together (the sheet sums a
 * material once), so they stay with boma, where most of them go.
 */
const RING_BEAM_CODE = /^WAL-(AGGREGATE|Y\d+|BINDING-WIRE|TIMBER-1X6|NAILS|PROPS)$/;

/** The stage a line of a trade is built in. */
export function stageOfLine(trade: TradeId, code: string): BuildingStage {
  if (trade === 'walling' && RING_BEAM_CODE.test(code)) return 'lenta';
  return TRADE_STAGE[trade];
}

/**
 * Splits a whole amount into whole parts in proportion to `weights`, the parts adding up to
 * `total` exactly (largest remainder: each part is floored, the shillings left over go one each
 * to the largest fractions, earliest first on a tie). With no weight at all, the first part
 * takes everything.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_weight, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map((value) => Math.floor(value + 1e-9));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value + 1e-9) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export interface StageBudget {
  readonly stage: BuildingStage;
  /** The trades with at least one line in this stage, in sidebar order. */
  readonly trades: readonly TradeId[];
  /** Σ the amounts of the stage's lines. */
  readonly materials: number;
  /** Each trade's labour, shared between its stages by their amounts. */
  readonly labour: number;
  /** The revision's contingency and VAT, shared by the stages' materials + labour. */
  readonly contingency: number;
  readonly vat: number;
  /** materials + labour + contingency + vat: the stages' totals add up to the grand total. */
  readonly total: number;
  /** What to buy for this stage alone, rounded up per stage (a stage is bought on its own). */
  readonly shoppingList: ShoppingList;
}

/**
 * An issued bill, a shared one, or an instant estimate (its priced trades and summary): sheets with
 * their lines and labour, and the summary's sums.
 */
interface StageInput {
  readonly sheets: readonly {
    readonly trade: TradeId;
    readonly lines: readonly PricedLine[];
    readonly labour: number;
  }[];
  readonly summary: { readonly contingency: number; readonly vat: number };
}

/**
 * The bill grouped by building stage. Every shilling of the grand total lands in exactly one
 * stage: line amounts by the line's stage; a trade's labour split by its lines' amounts; the
 * contingency and the VAT split by each stage's materials + labour.
 */
export function budgetByStage(bill: StageInput): StageBudget[] {
  const materials = new Map<BuildingStage, number>(BUILDING_STAGES.map((stage) => [stage, 0]));
  const labour = new Map<BuildingStage, number>(BUILDING_STAGES.map((stage) => [stage, 0]));
  const trades = new Map<BuildingStage, TradeId[]>(BUILDING_STAGES.map((stage) => [stage, []]));
  const lines = new Map<BuildingStage, { trade: TradeId; lines: readonly PricedLine[] }[]>(
    BUILDING_STAGES.map((stage) => [stage, []]),
  );

  for (const sheet of bill.sheets) {
    const amounts = BUILDING_STAGES.map((stage) =>
      sheet.lines
        .filter((line) => stageOfLine(sheet.trade, line.code) === stage)
        .reduce((sum, line) => sum + line.amount, 0),
    );
    // A sheet without amounts keeps its (zero) labour in the trade's own stage.
    const weights = amounts.some((amount) => amount > 0)
      ? amounts
      : BUILDING_STAGES.map((stage) => (stage === TRADE_STAGE[sheet.trade] ? 1 : 0));
    const labourShares = splitProportionally(sheet.labour, weights);
    BUILDING_STAGES.forEach((stage, index) => {
      materials.set(stage, (materials.get(stage) ?? 0) + (amounts[index] ?? 0));
      labour.set(stage, (labour.get(stage) ?? 0) + (labourShares[index] ?? 0));
      const stageLines = sheet.lines.filter(
        (line) => line.quantity > 0 && stageOfLine(sheet.trade, line.code) === stage,
      );
      if (stageLines.length > 0) {
        trades.get(stage)?.push(sheet.trade);
        lines.get(stage)?.push({ trade: sheet.trade, lines: stageLines });
      }
    });
  }

  const bases = BUILDING_STAGES.map((stage) => (materials.get(stage) ?? 0) + (labour.get(stage) ?? 0));
  const contingency = splitProportionally(bill.summary.contingency, bases);
  const vat = splitProportionally(bill.summary.vat, bases);
  return BUILDING_STAGES.map((stage, index) => {
    const stageContingency = contingency[index] ?? 0;
    const stageVat = vat[index] ?? 0;
    return {
      stage,
      trades: trades.get(stage) ?? [],
      materials: materials.get(stage) ?? 0,
      labour: labour.get(stage) ?? 0,
      contingency: stageContingency,
      vat: stageVat,
      total: (bases[index] ?? 0) + stageContingency + stageVat,
      shoppingList: buildShoppingList(lines.get(stage) ?? []),
    };
  });
}

/** What is left to pay once the stages in `done` are built. */
export function remainingAfter(stages: readonly StageBudget[], done: ReadonlySet<BuildingStage>): number {
  return stages.filter((stage) => !done.has(stage.stage)).reduce((sum, stage) => sum + stage.total, 0);
}
