/**
 * The trade ids, their sections and the workspace's routes, apart from the names of trade-data.ts:
 * the web's router needs only these, and loads them with the app's first code.
 */
export const TRADE_IDS = [
  'pre',
  'blinding',
  'strip',
  'pad',
  'wallFound',
  'wallBeam',
  'concrete',
  'walling',
  'roofing',
  'blandeOut',
  'blandeIn',
  'ceiling',
  'pvcHang',
  'skimInside',
  'skimOutside',
  'finishing',
  'windowGrill',
  'panel',
  'doorFrame',
  'doorShut',
  'waterInside',
  'waterOutside',
  'sewage',
  'finishInside',
  'septic',
  'tiles',
  'plastering',
  'electrical',
  'externalWorks',
  'provisional',
] as const;

export type TradeId = (typeof TRADE_IDS)[number];

export function isTradeId(value: unknown): value is TradeId {
  return typeof value === 'string' && (TRADE_IDS as readonly string[]).includes(value);
}

/** A trade screen's web route, e.g. `/blinding`. */
export function tradeRoute(id: TradeId): string {
  return `/${id}`;
}

/** Sections group trades for the summary chart and the sidebar headings. */
export const SECTION_IDS = [
  'preliminaries',
  'substructure',
  'walling',
  'roofing',
  'ceilings',
  'finishes',
  'windows',
  'doors',
  'plumbing',
  'tiles',
  'plastering',
  'electrical',
  'external',
  'provisional',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** `/plumbing` is a page, not a trade: it links the five plumbing trades with their totals. */
export const PLUMBING_OVERVIEW = {
  route: '/plumbing',
  section: 'plumbing',
  nameEn: 'Plumbing',
  nameSw: 'Mabomba',
  trades: ['waterInside', 'waterOutside', 'sewage', 'finishInside', 'septic'],
} as const satisfies {
  route: string;
  section: SectionId;
  nameEn: string;
  nameSw: string;
  trades: readonly TradeId[];
};
