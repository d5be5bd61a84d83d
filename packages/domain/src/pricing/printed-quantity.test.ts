import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import type { TakeoffLine } from '../trades/takeoff-line';
import { buildShoppingList } from './shopping-list';
import { createPriceBook, lineAmount } from './price-lines';
import { priceHouse } from './price-house';
import { priceSheetLines } from '../boq/sheet-lines';
import { boqQuantityText } from './boq-unit-derivation';
import { isCountedUnit, printedQuantity } from './printed-quantity';
import { priceTrade } from './trade-totals';

const catalogue = parseSeedCatalogue();
const book = createPriceBook(catalogue);
const sheetItems = catalogue.map((item) => ({ ...item, _id: null, active: true }));

/** Every printed line checks by hand: the quantity has the printed precision and × rate = amount. */
function expectLineChecks(line: { quantity: number; unit: string; rate: number; amount: number }): void {
  const step = isCountedUnit(line.unit) ? 1 : 0.01;
  expect(Math.abs(Math.round(line.quantity / step) * step - line.quantity)).toBeLessThan(1e-9);
  expect(line.amount).toBe(Math.round(line.quantity * line.rate + 1e-6));
}

// Source: docs/takeoff.md, "Revision 2 — pricing" "Pricing and rounding (the bill must add up on paper)".
describe('printed quantities (rounded before pricing)', () => {
  it('rounds to 2 decimals, half up, despite binary floats', () => {
    expect(printedQuantity(6.994, 'bag')).toBe(6.99);
    expect(printedQuantity(6.995, 'bag')).toBe(7);
    expect(printedQuantity(2.675, 'm2')).toBe(2.68); // 2.675 is 2.67499… in binary
    expect(printedQuantity(0.092666, 'trip')).toBe(0.09);
    expect(printedQuantity(0, 'kg')).toBe(0);
  });

  it('counts pieces in whole numbers, rounding up what is bought whole', () => {
    // 10.3 twelve-metre bars is 11 bars; 3.0000000001 of float noise is still 3.
    expect(printedQuantity(10.3, 'pcs')).toBe(11);
    expect(printedQuantity(3.0000000001, 'pcs')).toBe(3);
    expect(printedQuantity(0.2, 'No')).toBe(1);
    expect(printedQuantity(1, 'item')).toBe(1);
    expect(printedQuantity(0, 'pcs')).toBe(0);
  });

  it('prints a line that checks: 12 Y12 bars of 12 m from 137.4 m', () => {
    // 137.4 m ÷ 12 m = 11.45 → 12 pcs × 21 000 = 252 000
    const trade = priceTrade(
      'strip',
      [{ code: 'STR-Y12', baseQuantity: 137.4, baseUnit: 'm', derivation: '' }],
      book,
      0,
    );
    expect(trade.lines[0]).toMatchObject({ quantity: 12, rate: 21000, amount: 252000 });
    expect(trade.subtotal).toBe(252000);
  });

  it('property: every random line checks by hand and the printed amounts add up to the subtotal', () => {
    const stripItems = catalogue.filter((item) => item.trade === 'strip');
    const lineArbitrary = fc.record({
      item: fc.constantFrom(...stripItems),
      baseQuantity: fc.oneof(fc.double({ min: 0, max: 5000, noNaN: true }), fc.integer({ min: 0, max: 100 })),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(lineArbitrary, { selector: (line) => line.item.code, maxLength: 12 }),
        (drawn) => {
          const lines: TakeoffLine[] = drawn.map(({ item, baseQuantity }) => ({
            code: item.code,
            baseQuantity,
            baseUnit: item.baseUnit,
            derivation: '',
          }));
          const trade = priceTrade('strip', lines, book, 30);
          for (const line of trade.lines) {
            expectLineChecks(line);
            expect(line.amount).toBe(lineAmount(line.quantity, line.rate));
          }
          expect(trade.subtotal).toBe(trade.lines.reduce((sum, line) => sum + line.amount, 0));
          // The shopping list still adds the exact quantities and rounds up once.
          for (const bought of buildShoppingList([trade]).items) {
            const exact = trade.lines
              .filter((line) => line.material === bought.material)
              .reduce((sum, line) => sum + line.baseQuantity / line.perUnit, 0);
            expect(bought.quantity).toBeCloseTo(exact, 9);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: every trade of a random house prints lines that check and add up', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 4, max: 30, noNaN: true }),
        fc.double({ min: 4, max: 30, noNaN: true }),
        (length, width) => {
          const estimate = priceHouse({ length, width }, catalogue);
          for (const trade of estimate.trades) {
            for (const line of trade.lines) expectLineChecks(line);
            // docs/takeoff.md, "Changed constants and formulas": as a sheet prints it, the derivation ends in the BOQ unit,
            // at the printed quantity
            const sheet = priceSheetLines(
              trade.lines.map((line) => ({
                code: line.code,
                calculatorBaseQuantity: line.baseQuantity,
                manualQuantity: null,
                derivation: line.derivation,
              })),
              sheetItems.filter((item) => item.trade === trade.trade),
              0,
            );
            for (const line of sheet.lines.filter((each) => each.derivation !== '')) {
              expect(
                line.derivation.endsWith(boqQuantityText(line.quantity, line.unit)),
                line.derivation,
              ).toBe(true);
            }
            expect(trade.subtotal).toBe(trade.lines.reduce((sum, line) => sum + line.amount, 0));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
