import { describe, expect, it } from 'vitest';
import type { TradeId } from '../trades/trade-list';
import type { BoqLine } from './boq-sheets.contract';
import { materialSchedule } from './material-schedule';
import { sheetOf } from './revision-testing';

const line = (code: string, material: string, quantity: number, rate: number, unit = 'bag'): BoqLine => ({
  itemId: null,
  code,
  description: material,
  descriptionSw: `${material} (sw)`,
  material,
  unit,
  baseUnit: unit,
  perUnit: 1,
  baseQuantity: quantity,
  quantity,
  rate,
  amount: Math.round(quantity * rate),
  source: 'calculator',
  calculatorQuantity: quantity,
  derivation: '',
  active: true,
});

const sheet = (trade: TradeId, lines: BoqLine[], labourPercent = 30) =>
  sheetOf(trade, lines, { labourPercent });

describe('materialSchedule', () => {
  it('adds one material across trades into one row priced once, in the order the bills first print it', () => {
    const schedule = materialSchedule([
      sheet('blinding', [
        line('BLD-CEMENT', 'cement-50kg', 2.41, 18500),
        line('BLD-SAND', 'sand', 0.1, 450000, 'trip'),
      ]),
      sheet('strip', [line('STR-CEMENT', 'cement-50kg', 3.33, 18500)]),
    ]);
    expect(schedule.rows.map((row) => [row.material, row.quantity, row.rate, row.amount])).toEqual([
      ['cement-50kg', 5.74, 18500, 106190],
      ['sand', 0.1, 450000, 45000],
    ]);
    expect(schedule.rows[0]?.descriptionSw).toBe('cement-50kg (sw)');
    expect(schedule.materials).toBe(106190 + 45000);
  });

  it("adds up to the bills: materials + labour + the lines' own rounding = Σ billed trade totals", () => {
    // 0.35 × 1,250 = 437.5 and 0.45 × 1,250 = 562.5: each bill line rounds up (438 + 563 = 1,001),
    // the material's sum rounds once (0.80 × 1,250 = 1,000).
    const sheets = [
      sheet('blinding', [line('BLD-NAILS', 'nails', 0.35, 1250, 'kg')]),
      sheet('strip', [line('STR-NAILS', 'nails', 0.45, 1250, 'kg')], 25),
    ];
    const schedule = materialSchedule(sheets);
    expect(schedule.materials).toBe(1000);
    expect(schedule.rounding).toBe(1);
    expect(schedule.labour).toBe(sheets[0]!.labour + sheets[1]!.labour);
    expect(schedule.total).toBe(sheets[0]!.total + sheets[1]!.total);
  });

  it('keeps float noise out of the summed quantity (0.1 + 0.2 prints 0.30)', () => {
    const schedule = materialSchedule([
      sheet('blinding', [line('A', 'sand', 0.1, 450000, 'trip')]),
      sheet('strip', [line('B', 'sand', 0.2, 450000, 'trip')]),
    ]);
    expect(schedule.rows[0]?.quantity).toBe(0.3);
    expect(schedule.rows[0]?.amount).toBe(135000);
  });

  it('leaves unbilled lines and their trades out, and keeps a material at two rates as two rows', () => {
    const schedule = materialSchedule([
      sheet('blinding', [line('BLD-CEMENT', 'cement-50kg', 0, 18500)]),
      sheet('strip', [line('STR-CEMENT', 'cement-50kg', 2, 18500), line('X', 'cement-50kg', 1, 19000)]),
    ]);
    expect(schedule.rows.map((row) => [row.quantity, row.rate])).toEqual([
      [2, 18500],
      [1, 19000],
    ]);
    expect(schedule.labour).toBe(Math.round(((37000 + 19000) * 30) / 100));
  });
});
