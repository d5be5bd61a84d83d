import { describe, expect, it } from 'vitest';
import type { BoqLine, BoqSheet } from './boq-sheets.contract';
import { liveRateChanges } from './live-rates';
import { line as revisionLine } from './revision-testing';

/** A calculator's line of `material`, priced at `rate`. */
const line = (code: string, material: string, quantity: number, rate: number): BoqLine =>
  revisionLine(code, quantity, rate, {
    description: material,
    material,
    source: 'calculator',
    calculatorQuantity: quantity,
  });

const sheet = (lines: BoqLine[]) => ({ lines }) as unknown as BoqSheet;

describe('liveRateChanges', () => {
  const revision = {
    revision: 2,
    sheets: [
      sheet([line('BLD-CEMENT', 'cement-50kg', 2.41, 18500), line('BLD-SAND', 'sand', 0.5, 450000)]),
      sheet([line('STR-CEMENT', 'cement-50kg', 3.33, 18500), line('STR-NAILS', 'nails', 0, 5000)]),
    ],
  };

  it('counts the billed lines whose rate moved and what their amounts would change by', () => {
    const live = new Map([
      ['BLD-CEMENT', 19000],
      ['STR-CEMENT', 19000],
      ['BLD-SAND', 450000],
      ['STR-NAILS', 6000],
    ]);
    const changes = liveRateChanges(revision, (code) => live.get(code));
    expect(changes.revision).toBe(2);
    // The unbilled nails line moved too, but is not on the bill.
    expect(changes.lines).toBe(2);
    expect(changes.difference).toBe(Math.round(2.41 * 19000) - 44585 + (Math.round(3.33 * 19000) - 61605));
    expect(changes.materials).toEqual([
      {
        material: 'cement-50kg',
        description: 'cement-50kg',
        unit: 'bag',
        issuedRate: 18500,
        liveRate: 19000,
        lines: 2,
      },
    ]);
  });

  it('says nothing moved when every rate is as issued, and leaves withdrawn items out', () => {
    const changes = liveRateChanges(revision, (code) => (code === 'BLD-SAND' ? undefined : 18500));
    expect(changes).toEqual({ revision: 2, lines: 0, difference: 0, materials: [] });
  });

  it('counts a fall as a negative difference', () => {
    const changes = liveRateChanges(revision, (code) => (code === 'BLD-SAND' ? 400000 : undefined));
    expect(changes.lines).toBe(1);
    expect(changes.difference).toBe(-25000);
  });
});
