import { tradeRoute, type SectionId, type TradeId } from './trade-routes';

/**
 * The fixed list of BOQ trades (docs/product.md §2: in code, not in the database), in the order of
 * the BOQ sidebar (docs/product.md §4). Routes, ids and code prefixes are those of docs/takeoff.md §2.
 *
 * Plain data, no zod (`@kadirio/domain/trades`); the schemas over these lists are in
 * trade-list.ts, which re-exports all of this.
 */
export * from './trade-routes';

export interface Section {
  readonly id: SectionId;
  readonly order: number;
  readonly nameEn: string;
  readonly nameSw: string;
}

export const SECTIONS: readonly Section[] = [
  { id: 'preliminaries', order: 1, nameEn: 'Preliminaries', nameSw: 'Maandalizi ya awali' },
  { id: 'substructure', order: 2, nameEn: 'Substructure', nameSw: 'Msingi' },
  { id: 'walling', order: 3, nameEn: 'Walling', nameSw: 'Kuta' },
  { id: 'roofing', order: 4, nameEn: 'Roofing', nameSw: 'Paa' },
  { id: 'ceilings', order: 5, nameEn: 'Brandering and ceilings', nameSw: 'Blandering na dari' },
  { id: 'finishes', order: 6, nameEn: 'Skimming and painting', nameSw: 'Skimming na rangi' },
  { id: 'windows', order: 7, nameEn: 'Windows', nameSw: 'Madirisha' },
  { id: 'doors', order: 8, nameEn: 'Doors', nameSw: 'Milango' },
  { id: 'plumbing', order: 9, nameEn: 'Plumbing', nameSw: 'Mabomba' },
  { id: 'tiles', order: 10, nameEn: 'Tiles', nameSw: 'Vigae' },
  { id: 'plastering', order: 11, nameEn: 'Plastering', nameSw: 'Lipu' },
  { id: 'electrical', order: 12, nameEn: 'Electrical', nameSw: 'Umeme' },
  { id: 'external', order: 13, nameEn: 'External works', nameSw: 'Kazi za nje' },
  {
    id: 'provisional',
    order: 14,
    nameEn: 'Provisional sums, PC sums and dayworks',
    nameSw: 'Viasi vilivyotengwa, PC na kazi za kutwa',
  },
];

export interface Trade {
  readonly id: TradeId;
  /** The web route of the trade screen, e.g. `/blinding`. */
  readonly route: string;
  readonly section: SectionId;
  /** 1-based position in the sidebar. */
  readonly order: number;
  readonly nameEn: string;
  readonly nameSw: string;
  /** Every catalogue code of the trade starts with `${prefix}-`. */
  readonly prefix: string;
}

type TradeRow = readonly [id: TradeId, section: SectionId, prefix: string, nameEn: string, nameSw: string];

const TRADE_ROWS: readonly TradeRow[] = [
  ['pre', 'preliminaries', 'PRE', 'Preliminaries', 'Maandalizi ya awali'],
  ['blinding', 'substructure', 'BLD', 'Blinding', 'Zege la blinding'],
  ['strip', 'substructure', 'STR', 'Strip foundation', 'Msingi wa mkanda'],
  ['pad', 'substructure', 'PAD', 'Pad foundations and column stubs', 'Misingi ya nguzo na vishina vyake'],
  ['wallFound', 'substructure', 'FDW', 'Foundation walling', 'Kuta za msingi'],
  ['wallBeam', 'substructure', 'GBM', 'Ground beam', 'Mkanda wa chini (ground beam)'],
  ['concrete', 'substructure', 'OSC', 'Oversite concrete', 'Jamvi (zege la sakafu)'],
  ['walling', 'walling', 'WAL', 'Walling', 'Ujenzi wa kuta'],
  ['roofing', 'roofing', 'ROF', 'Roofing', 'Paa'],
  ['blandeOut', 'ceilings', 'BRO', 'Brandering outside (eaves)', 'Blandering ya nje (eaves)'],
  ['blandeIn', 'ceilings', 'BRI', 'Brandering inside (ceiling)', 'Blandering ya ndani (dari)'],
  ['ceiling', 'ceilings', 'GYP', 'Gypsum ceiling', 'Dari ya gypsum'],
  ['pvcHang', 'ceilings', 'PVC', 'PVC overhang', 'Dari ya PVC ya nje (overhang)'],
  ['skimInside', 'finishes', 'SKI', 'Skimming inside', 'Skimming ya ndani'],
  ['skimOutside', 'finishes', 'SKO', 'Skimming outside', 'Skimming ya nje'],
  ['finishing', 'finishes', 'PNT', 'Finishing paint', 'Rangi ya mwisho'],
  ['windowGrill', 'windows', 'GRL', 'Window grills', 'Grili za madirisha'],
  ['panel', 'windows', 'ALU', 'Aluminium window panels', 'Madirisha ya aluminiamu'],
  ['doorFrame', 'doors', 'DFR', 'Door frames', 'Fremu za milango'],
  ['doorShut', 'doors', 'DSH', 'Door shutters', 'Milango (shata)'],
  ['waterInside', 'plumbing', 'WTI', 'Water supply inside', 'Maji ndani ya nyumba'],
  ['waterOutside', 'plumbing', 'WTO', 'Water and sewer outside', 'Maji na maji taka nje'],
  ['sewage', 'plumbing', 'SEW', 'Sewage inside', 'Maji taka ndani ya nyumba'],
  ['finishInside', 'plumbing', 'SAN', 'Sanitary fittings', 'Vifaa vya usafi'],
  ['septic', 'plumbing', 'SEP', 'Septic tank', 'Shimo la maji taka (septic tank)'],
  ['tiles', 'tiles', 'TIL', 'Tiles', 'Vigae'],
  ['plastering', 'plastering', 'PLS', 'Plastering and screed', 'Lipu na screed'],
  ['electrical', 'electrical', 'ELE', 'Electrical installation', 'Mfumo wa umeme'],
  ['externalWorks', 'external', 'EXT', 'External works', 'Kazi za nje'],
  [
    'provisional',
    'provisional',
    'PSM',
    'Provisional sums, PC sums and dayworks',
    'Viasi vilivyotengwa, PC na kazi za kutwa',
  ],
];

export const TRADES: readonly Trade[] = TRADE_ROWS.map(([id, section, prefix, nameEn, nameSw], index) => ({
  id,
  route: tradeRoute(id),
  section,
  order: index + 1,
  nameEn,
  nameSw,
  prefix,
}));

const TRADES_BY_ID = new Map<TradeId, Trade>(TRADES.map((trade) => [trade.id, trade]));

export function getTrade(id: TradeId): Trade {
  const trade = TRADES_BY_ID.get(id);
  if (!trade) throw new Error(`unknown trade ${id}`);
  return trade;
}

export function getSection(id: SectionId): Section {
  const section = SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`unknown section ${id}`);
  return section;
}
