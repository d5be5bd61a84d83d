import type { TradeId } from '../trades/trade-routes';

/**
 * Labour by kind of trade (docs/takeoff.md, "Revision 2 — pricing").
 * Fundi labour is quoted as a share of the materials, and that share depends on what the trade
 * is: building work is labour-heavy, a fitted window is mostly the bought article, a permit fee
 * has no labour at all.
 */
export const LABOUR_KINDS = ['builderWork', 'services', 'fittedGoods', 'fees'] as const;
export type LabourKind = (typeof LABOUR_KINDS)[number];

/**
 * Default labour % per kind *(assumption to be tuned)*. Sources put fundi labour at 25–40 % of
 * materials: a Tanzanian self-build thread 35–40 %, a Tanzanian latrine estimate 25 %, a Kenyan
 * 3-bedroom roof ≈ 26 % (cited in docs/takeoff.md). Fees and services bought as such carry none.
 */
export const DEFAULT_LABOUR_PERCENT_BY_KIND: Readonly<Record<LabourKind, number>> = {
  builderWork: 30,
  services: 25,
  fittedGoods: 10,
  fees: 0,
};

/**
 * Which kind each trade is (§4.1). A `Record` over every trade id, so a new trade does not
 * compile until someone says what kind of labour it carries.
 */
export const TRADE_LABOUR_KIND: Readonly<Record<TradeId, LabourKind>> = {
  // Fees and services bought as such: permit, connection fees, clearance, water, professional fees.
  pre: 'fees',
  // Builder's work: substructure, walling, roofing, brandering, ceilings, PVC, plastering,
  // skimming, painting, tiles.
  blinding: 'builderWork',
  strip: 'builderWork',
  pad: 'builderWork',
  wallFound: 'builderWork',
  wallBeam: 'builderWork',
  concrete: 'builderWork',
  walling: 'builderWork',
  roofing: 'builderWork',
  blandeOut: 'builderWork',
  blandeIn: 'builderWork',
  ceiling: 'builderWork',
  pvcHang: 'builderWork',
  skimInside: 'builderWork',
  skimOutside: 'builderWork',
  finishing: 'builderWork',
  tiles: 'builderWork',
  plastering: 'builderWork',
  // Fitted goods: windows, doors, sanitary fittings.
  windowGrill: 'fittedGoods',
  panel: 'fittedGoods',
  doorFrame: 'fittedGoods',
  doorShut: 'fittedGoods',
  finishInside: 'fittedGoods',
  // Services: water, sewage, septic, electrical.
  waterInside: 'services',
  waterOutside: 'services',
  sewage: 'services',
  septic: 'services',
  electrical: 'services',
  // External works (§4.3) are builder's work; provisional sums, PC sums and dayworks are typed
  // lump sums that already hold whatever labour they cover.
  externalWorks: 'builderWork',
  provisional: 'fees',
};

/** The labour kind of a trade. */
export function labourKindOf(trade: TradeId): LabourKind {
  return TRADE_LABOUR_KIND[trade];
}

/** Labour % per kind as a BOQ sets it; every kind present. */
export type LabourPercentByKind = Readonly<Record<LabourKind, number>>;

/**
 * The labour % a trade's sheet uses: the sheet's own override when it has one, else the BOQ-wide
 * setting for the trade's kind, else the default for that kind.
 */
export function labourPercentFor(
  trade: TradeId,
  boqWide: Partial<LabourPercentByKind> = {},
  sheetOverride?: number | null,
): number {
  if (sheetOverride !== undefined && sheetOverride !== null) return sheetOverride;
  const kind = labourKindOf(trade);
  return boqWide[kind] ?? DEFAULT_LABOUR_PERCENT_BY_KIND[kind];
}

/**
 * Items that are labour or a service already take no labour percentage (docs/takeoff.md, "Labour
 * only where it belongs"): their rate is what the excavator, the planking gang, the lorry, the
 * pump, the authority or the hire firm charges, so adding fundi labour on top would count the work
 * twice. They are the seed's `service-*` materials (excavation, return fill, cart away, planking,
 * dewatering, clearance, permit, connection fees, insurance, mobilisation, watchman, scaffolding
 * hire) and typed lump sums (`lump-sum-tzs`: fees, provisional and PC sums, dayworks).
 */
export function carriesLabour(material: string | undefined): boolean {
  if (material === undefined) return true;
  return !(material.startsWith('service-') || material === 'lump-sum-tzs');
}
