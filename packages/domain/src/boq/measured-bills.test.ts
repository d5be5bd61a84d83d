import { describe, expect, it } from 'vitest';
import { TRADE_IDS } from '../trades/trade-list';
import type { BoqSheet } from './boq-sheets.contract';
import {
  hasMeasuredWork,
  MEASURED_BILLS,
  measuredBillOf,
  measuredBills,
  printedAllInRate,
  printedBillForm,
} from './measured-bills';
import { line, sheetOf, sheetsWith } from './revision-testing';
import { sheetWorkItems, type SheetWorkItem } from './sheet-work-items';

describe('MEASURED_BILLS', () => {
  it('puts every trade in exactly one bill', () => {
    const billed = MEASURED_BILLS.flatMap((bill) => bill.trades);
    expect([...billed].sort()).toEqual([...TRADE_IDS].sort());
    expect(new Set(billed).size).toBe(billed.length);
  });

  it('orders the bills as an East African bill: preliminaries first, provisional sums last', () => {
    expect(MEASURED_BILLS.map((bill) => bill.nameEn)).toEqual([
      'Preliminaries',
      'Substructure',
      'Superstructure',
      'Roofing',
      'Finishes',
      'Doors and windows',
      'Plumbing and drainage',
      'Electrical',
      'External works',
      'Provisional sums, PC sums and dayworks',
    ]);
  });

  it('bills the ground slab in the substructure, walling in the superstructure, ceilings, tiles and plaster in the finishes', () => {
    expect(measuredBillOf('concrete').id).toBe('substructure');
    expect(measuredBillOf('wallBeam').id).toBe('substructure');
    expect(measuredBillOf('walling').id).toBe('superstructure');
    for (const trade of ['plastering', 'skimInside', 'tiles', 'finishing', 'ceiling', 'blandeIn'] as const) {
      expect(measuredBillOf(trade).id).toBe('finishes');
    }
    expect(measuredBillOf('panel').id).toBe('doorsAndWindows');
    expect(measuredBillOf('doorShut').id).toBe('doorsAndWindows');
    expect(measuredBillOf('septic').id).toBe('plumbing');
    expect(measuredBillOf('externalWorks').id).toBe('external');
    expect(measuredBillOf('provisional').id).toBe('provisional');
  });
});

describe('printedAllInRate', () => {
  it('prints the total ÷ the printed quantity to the cent when that checks', () => {
    // 335,500 ÷ 4.25 = 78,941.176…; 4.25 × 78,941.18 = 335,500.02 → 335,500.
    expect(printedAllInRate(335_500, 4.25)).toBe(78_941.18);
    expect(printedAllInRate(300_000, 1.5)).toBe(200_000);
  });

  it('prints more decimals where the cent would not check on a large quantity', () => {
    // 19,876,543 ÷ 1,234.56 = 16,100.1028…: 1,234.56 × 16,100.10 = 19,876,539.46 (4 short);
    // 1,234.56 × 16,100.103 = 19,876,543.16 → 19,876,543.
    expect(printedAllInRate(19_876_543, 1_234.56)).toBe(16_100.103);
  });
});

/** A work item of `amount` over `quantity`, as a sheet carries it. */
const workItem = (
  key: string,
  unit: SheetWorkItem['unit'],
  quantity: number,
  amount: number,
): SheetWorkItem => ({
  key,
  unit,
  description: `${key} work`,
  descriptionSw: `kazi ya ${key}`,
  quantity,
  derivation: '',
  materials: [],
  materialsAmount: amount,
  labour: 0,
  amount,
  rate: amount / quantity,
});

const withWork = (sheet: BoqSheet, items: SheetWorkItem[]): BoqSheet => ({ ...sheet, workItems: items });

describe('measuredBills: a worked example of two sheets and an exclusion', () => {
  // Blinding: cement 10 bags × 18,500 = 185,000 and aggregate 2 trips × 60,000 = 120,000;
  // subtotal 305,000, labour 10 % = 30,500, total 335,500: one work item of 4.25 m³.
  const blinding = withWork(
    sheetOf('blinding', [line('BLD-CEMENT', 10, 18_500), line('BLD-AGG', 2, 60_000)]),
    [workItem('blinding', 'CM', 4.25, 335_500)],
  );
  // Walling: blocks 12,345 × 1,500 = 18,517,500, cement 16 × 18,500 = 296,000 and sand
  // 0.01 × 468,200 = 4,682; subtotal 18,818,182, labour 10 % = 1,881,818, total 20,700,000,
  // shared as 19,876,543 for 1,234.56 m² of blockwork and 823,457 for 1.5 m³ of ring beam.
  const walling = withWork(
    sheetOf('walling', [
      line('WAL-BLOCK', 12_345, 1_500, { unit: 'pcs' }),
      line('WAL-CEMENT', 16, 18_500),
      line('WAL-SAND', 0.01, 468_200, { unit: 'trip' }),
    ]),
    [workItem('blockwork', 'SM', 1_234.56, 19_876_543), workItem('ringBeam', 'CM', 1.5, 823_457)],
  );
  const external: BoqSheet = {
    ...sheetOf('externalWorks', [], { status: 'notApplicable' }),
    notApplicableReason: 'No site plan',
  };
  const sheets = sheetsWith({}).map((sheet) =>
    sheet.trade === 'blinding'
      ? blinding
      : sheet.trade === 'walling'
        ? walling
        : sheet.trade === 'externalWorks'
          ? external
          : sheet,
  );

  it('checks the sheets add up: Σ work items = the sheet total', () => {
    expect(walling.total).toBe(20_700_000);
    expect(blinding.total).toBe(335_500);
    expect(hasMeasuredWork(sheets)).toBe(true);
  });

  it('bills each trade under its bill, numbered 1, 2, 3, with every line checking by hand', () => {
    const bills = measuredBills(sheets);
    expect(bills.map((bill) => [bill.number, bill.definition.nameEn, bill.total])).toEqual([
      [1, 'Substructure', 335_500],
      [2, 'Superstructure', 20_700_000],
      [3, 'External works', 0],
    ]);
    const items = bills.flatMap((bill) => bill.trades.flatMap((trade) => trade.items));
    expect(items.map((item) => [item.unit, item.quantity, item.rate, item.amount])).toEqual([
      ['CM', 4.25, 78_941.18, 335_500],
      ['SM', 1_234.56, 16_100.103, 19_876_543],
      // 823,457 ÷ 1.5 = 548,971.333…; 1.5 × 548,971.33 = 823,457.00 (less 0.005).
      ['CM', 1.5, 548_971.33, 823_457],
    ]);
    for (const item of items) expect(Math.round(item.quantity * item.rate)).toBe(item.amount);
    expect(bills[2]?.excluded.map((sheet) => sheet.notApplicableReason)).toEqual(['No site plan']);
  });

  it('collects the bills to the sum of the trades: the grand summary subtotal', () => {
    const bills = measuredBills(sheets);
    const subtotal = sheets.reduce((sum, sheet) => sum + sheet.total, 0);
    expect(subtotal).toBe(21_035_500);
    expect(bills.reduce((sum, bill) => sum + bill.total, 0)).toBe(subtotal);
  });

  it('bills as measured only what was issued as measured, from sheets that carry their work items', () => {
    expect(printedBillForm({ billForm: 'measured', sheets })).toBe('measured');
    expect(printedBillForm({ billForm: 'materials', sheets })).toBe('materials');
    // Issued before the form was recorded.
    expect(printedBillForm({ sheets })).toBe('materials');
    // Issued before work items: a billed sheet without them.
    const old = sheets.map((sheet) =>
      sheet.trade === 'walling' ? { ...sheet, workItems: undefined } : sheet,
    );
    expect(printedBillForm({ billForm: 'measured', sheets: old })).toBe('materials');
  });

  it('bills a quantity too small to print as one item at its amount', () => {
    const tiny = withWork(sheetOf('blinding', [line('BLD-CEMENT', 0.01, 200)]), [
      workItem('blinding', 'CM', 0.004, 2),
    ]);
    const [bill] = measuredBills([tiny]);
    expect(bill?.trades[0]?.items).toEqual([
      expect.objectContaining({ unit: 'Item', quantity: 1, rate: 2, amount: 2 }),
    ]);
  });
});

describe('measuredBills: provisional sums', () => {
  it('describes each sum by what it is for, as one item at its amount, not as shillings × 1', () => {
    const lines = [
      line('PSM-PROVISIONAL', 2_000_000, 1, { unit: 'TZS', material: 'lump-sum-tzs' }),
      line('PSM-PC', 750_000, 1, { unit: 'TZS', material: 'lump-sum-tzs' }),
    ];
    const sheet = sheetOf('provisional', lines, { labourPercent: 0 });
    const items = sheetWorkItems(
      'provisional',
      { provisionalSum: 2_000_000, primeCostSum: 750_000 },
      {},
      lines,
      0,
    );
    const [bill] = measuredBills([{ ...sheet, workItems: items }]);
    expect(bill?.definition.id).toBe('provisional');
    expect(
      bill?.trades[0]?.items.map((item) => [
        item.description,
        item.unit,
        item.quantity,
        item.rate,
        item.amount,
      ]),
    ).toEqual([
      ['Provisional sum for work not yet designed', 'Item', 1, 2_000_000, 2_000_000],
      ['Prime cost (PC) sum for goods to be chosen by the client', 'Item', 1, 750_000, 750_000],
    ]);
    expect(bill?.total).toBe(2_750_000);
  });
});
