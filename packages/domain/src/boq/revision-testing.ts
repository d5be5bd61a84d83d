import { getTrade, TRADES, type TradeId } from '../trades/trade-list';
import type { BoqLine, BoqSheet } from './boq-sheets.contract';
import { freezeRevision } from './revision';

/** Revisions for the domain's tests of issued bills: every sheet completed, labour 10 %. */
export const line = (
  code: string,
  quantity: number,
  rate: number,
  overrides: Partial<BoqLine> = {},
): BoqLine => ({
  itemId: null,
  code,
  description: `${code} item`,
  material: code,
  unit: 'bag',
  baseUnit: 'bag',
  perUnit: 1,
  baseQuantity: quantity,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  source: 'manual',
  calculatorQuantity: null,
  derivation: '',
  active: true,
  ...overrides,
});

interface SheetOptions {
  status?: BoqSheet['status'];
  labourPercent?: number;
}

/** One trade's sheet with `lines`, `status` (completed by default) and `labourPercent` labour. */
export function sheetOf(
  tradeId: TradeId,
  lines: BoqLine[],
  { status = 'completed', labourPercent = 10 }: SheetOptions = {},
): BoqSheet {
  const trade = getTrade(tradeId);
  const subtotal = lines.reduce((sum, each) => sum + each.amount, 0);
  const labour = Math.round((subtotal * labourPercent) / 100);
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    mapId: '00000000-0000-4000-8000-000000000002',
    trade: trade.id,
    section: trade.section,
    nameEn: trade.nameEn,
    nameSw: trade.nameSw,
    status,
    version: 2,
    inputs: {},
    overrides: {},
    labourPercent,
    completedBy: null,
    completedAt: null,
    lines,
    subtotal,
    labour,
    total: subtotal + labour,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A sheet for every trade; `linesOf` fills some of them, the others have no lines. */
export const sheetsWith = (
  linesOf: Partial<Record<string, BoqLine[]>>,
  options: SheetOptions = {},
): BoqSheet[] => TRADES.map((trade) => sheetOf(trade.id, linesOf[trade.id] ?? [], options));

export const revisionOf = (revision: number, lines: Partial<Record<string, BoqLine[]>>) =>
  freezeRevision({
    mapId: '00000000-0000-4000-8000-000000000002',
    revision,
    issuedAt: '2026-02-01T10:00:00.000Z',
    issuedBy: { _id: '00000000-0000-4000-8000-000000000003', name: 'QS' },
    currency: 'TZS',
    map: {
      _id: '00000000-0000-4000-8000-000000000002',
      title: 'Nyumba',
      status: 'successful',
      ownerName: 'Asha',
      region: 'Dar es Salaam',
      district: 'Kinondoni',
      ward: 'Mikocheni',
      plinthArea: 80,
    },
    // No contingency or VAT: the section sums below are checked by hand.
    percentages: { contingencyPercent: 0, vatPercent: 0 },
    sheets: sheetsWith(lines),
  });
