import { roundMoney } from '../pricing/money';
import { printedQuantity } from '../pricing/printed-quantity';
import type { TradeId } from '../trades/trade-list';
import type { WorkUnit } from '../trades/work-items';
import type { BillForm } from './bill-form';
import type { BoqSheet } from './boq-sheets.contract';

/**
 * The bills of measured work in the East African order (docs/takeoff.md §4.4, "The measured bill
 * is the bill"): which bill each trade belongs to, in one table, and the bills of an issued
 * revision built from its sheets' work items at all-in rates that check by hand.
 */

export const MEASURED_BILL_IDS = [
  'preliminaries',
  'substructure',
  'superstructure',
  'roofing',
  'finishes',
  'doorsAndWindows',
  'plumbing',
  'electrical',
  'external',
  'provisional',
] as const;
export type MeasuredBillId = (typeof MEASURED_BILL_IDS)[number];

export interface MeasuredBillDefinition {
  readonly id: MeasuredBillId;
  readonly nameEn: string;
  readonly nameSw: string;
  /** The trades billed in it, in the order they print (each trade a sub-heading). */
  readonly trades: readonly TradeId[];
}

/** The one place a trade is given its bill. Every trade is in exactly one (measured-bills.test.ts). */
export const MEASURED_BILLS: readonly MeasuredBillDefinition[] = [
  { id: 'preliminaries', nameEn: 'Preliminaries', nameSw: 'Maandalizi ya awali', trades: ['pre'] },
  {
    // Up to and including the ground slab.
    id: 'substructure',
    nameEn: 'Substructure',
    nameSw: 'Msingi',
    trades: ['blinding', 'strip', 'pad', 'wallFound', 'wallBeam', 'concrete'],
  },
  {
    // Walling with its columns, beams, lintels and sills (the walling sheet measures them all).
    id: 'superstructure',
    nameEn: 'Superstructure',
    nameSw: 'Boma (kuta, nguzo na lenta)',
    trades: ['walling'],
  },
  { id: 'roofing', nameEn: 'Roofing', nameSw: 'Paa', trades: ['roofing'] },
  {
    id: 'finishes',
    nameEn: 'Finishes',
    nameSw: 'Umaliziaji',
    trades: [
      'plastering',
      'skimInside',
      'skimOutside',
      'tiles',
      'finishing',
      'ceiling',
      'pvcHang',
      'blandeIn',
      'blandeOut',
    ],
  },
  {
    id: 'doorsAndWindows',
    nameEn: 'Doors and windows',
    nameSw: 'Milango na madirisha',
    trades: ['doorFrame', 'doorShut', 'panel', 'windowGrill'],
  },
  {
    id: 'plumbing',
    nameEn: 'Plumbing and drainage',
    nameSw: 'Mabomba na maji taka',
    trades: ['waterInside', 'waterOutside', 'sewage', 'finishInside', 'septic'],
  },
  { id: 'electrical', nameEn: 'Electrical', nameSw: 'Umeme', trades: ['electrical'] },
  { id: 'external', nameEn: 'External works', nameSw: 'Kazi za nje', trades: ['externalWorks'] },
  {
    id: 'provisional',
    nameEn: 'Provisional sums, PC sums and dayworks',
    nameSw: 'Viasi vilivyotengwa, PC na kazi za kutwa',
    trades: ['provisional'],
  },
];

const BILL_OF_TRADE = new Map<TradeId, MeasuredBillDefinition>(
  MEASURED_BILLS.flatMap((bill) => bill.trades.map((trade) => [trade, bill] as const)),
);

/** The bill of measured work a trade prints in. */
export function measuredBillOf(trade: TradeId): MeasuredBillDefinition {
  const bill = BILL_OF_TRADE.get(trade);
  if (!bill) throw new Error(`trade ${trade} has no bill`);
  return bill;
}

/**
 * The all-in rate a bill prints for an item of `amount` over the printed `quantity`: the total ÷
 * the printed quantity (docs/takeoff.md, "The measured bill is the bill"), to the cent, or with as
 * many more decimals (up to six) as it takes for the printed quantity × the printed rate to round
 * to the amount, so the line checks by hand.
 */
export function printedAllInRate(amount: number, quantity: number): number {
  if (quantity === 0) return 0;
  const exact = amount / quantity;
  let best = exact;
  for (let decimals = 2; decimals <= 6; decimals += 1) {
    const scale = 10 ** decimals;
    best = Math.round(exact * scale) / scale;
    if (roundMoney(quantity * best) === amount) return best;
  }
  return best;
}

/** One line of a measured bill, as printed. */
export interface MeasuredBillItem {
  readonly key: string;
  readonly description: string;
  readonly descriptionSw: string;
  readonly unit: WorkUnit;
  /** As printed: two decimals, whole for counted units. */
  readonly quantity: number;
  /** As printed (`printedAllInRate`): the printed quantity × this rounds to `amount`. */
  readonly rate: number;
  /** Whole TZS: the work item's materials and labour. */
  readonly amount: number;
}

export interface MeasuredBillTrade {
  readonly sheet: BoqSheet;
  readonly items: readonly MeasuredBillItem[];
}

export interface MeasuredBill {
  readonly definition: MeasuredBillDefinition;
  /** 1, 2, 3…: only bills that bill or exclude something are numbered. */
  readonly number: number;
  readonly trades: readonly MeasuredBillTrade[];
  /** Trades marked not applicable, printed with their reason ("Excluded: …"). */
  readonly excluded: readonly BoqSheet[];
  /** Σ item amounts = Σ the trades' totals: what its collection carries to the grand summary. */
  readonly total: number;
}

const billsSomething = (sheet: BoqSheet): boolean => sheet.lines.some((line) => line.quantity > 0);

/**
 * Whether a revision's sheets can print as measured work: every sheet that bills something has
 * work items adding up to its total. A revision issued before work items existed cannot.
 */
export function hasMeasuredWork(sheets: readonly BoqSheet[]): boolean {
  return sheets.filter(billsSomething).every((sheet) => {
    const items = sheet.workItems ?? [];
    return items.length > 0 && items.reduce((sum, item) => sum + item.amount, 0) === sheet.total;
  });
}

/**
 * The form a revision prints in: the form it was issued in, when its sheets carry the work items
 * to print it; otherwise (issued before the form was recorded, or before work items) materials.
 */
export function printedBillForm(revision: {
  readonly billForm?: BillForm | undefined;
  readonly sheets: readonly BoqSheet[];
}): BillForm {
  return revision.billForm === 'measured' && hasMeasuredWork(revision.sheets) ? 'measured' : 'materials';
}

/** A work item as its bill prints it. */
function billItem(item: NonNullable<BoqSheet['workItems']>[number]): MeasuredBillItem {
  const quantity = printedQuantity(item.quantity, item.unit);
  // A quantity too small to print would print as 0.00 and never check: it bills as one item.
  if (quantity === 0) {
    return { ...pick(item), unit: 'Item', quantity: 1, rate: item.amount };
  }
  return { ...pick(item), quantity, rate: printedAllInRate(item.amount, quantity) };
}

const pick = (item: NonNullable<BoqSheet['workItems']>[number]) => ({
  key: item.key,
  description: item.description,
  descriptionSw: item.descriptionSw,
  unit: item.unit,
  amount: item.amount,
});

/**
 * The bills of measured work of a revision's sheets, in the East African order: each trade that
 * bills something under its bill with its work items (labour inside the all-in rates, no labour
 * row), each trade marked not applicable with its reason. A bill with neither is left out and the
 * others are numbered 1, 2, 3… .
 */
export function measuredBills(sheets: readonly BoqSheet[]): MeasuredBill[] {
  const byTrade = new Map(sheets.map((sheet) => [sheet.trade, sheet]));
  const bills: MeasuredBill[] = [];
  for (const definition of MEASURED_BILLS) {
    const ofBill = definition.trades.flatMap((trade) => byTrade.get(trade) ?? []);
    const trades = ofBill
      .filter(billsSomething)
      .map((sheet) => ({ sheet, items: (sheet.workItems ?? []).map(billItem) }));
    const excluded = ofBill.filter((sheet) => sheet.status === 'notApplicable');
    if (trades.length === 0 && excluded.length === 0) continue;
    bills.push({
      definition,
      number: bills.length + 1,
      trades,
      excluded,
      total: trades.reduce(
        (sum, trade) => sum + trade.items.reduce((tradeSum, item) => tradeSum + item.amount, 0),
        0,
      ),
    });
  }
  return bills;
}
