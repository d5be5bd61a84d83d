import { describe, expect, it } from 'vitest';
import { blindingCalculator } from '../trades/calculators/blinding';
import { wallingCalculator } from '../trades/calculators/walling';
import { parseSeedCatalogue } from '../catalogue/catalogue.contract';
import { CALCULATORS } from '../trades/calculator-registry';
import { houseModelToTradeInputs } from '../trades/house-model';
import { TRADE_IDS } from '../trades/trade-list';
import { labourPercentFor } from './labour-kinds';
import { createPriceBook } from './price-lines';
import { priceTrade } from './trade-totals';
import { allotWhole, priceWorkItems, splitPrintedLine, type AmountLine } from './work-items';

/** A priced line by hand: quantity × rate = amount. */
function line(code: string, quantity: number, rate: number): AmountLine {
  return { code, description: code, quantity, unit: 'bag', rate, amount: Math.round(quantity * rate) };
}

describe('work items and their rate analysis (docs/takeoff.md §4.4)', () => {
  it('allots whole shillings by largest remainder, adding up exactly', () => {
    // 100 in 1 : 1 : 1 → 33.33 each; the first remainder-holder gets the odd shilling
    expect(allotWhole(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1001 in 0.25 : 0.75 → 250.25 and 750.75: the larger remainder takes the shilling
    expect(allotWhole(1001, [0.25, 0.75])).toEqual([250, 751]);
    expect(allotWhole(7, [5])).toEqual([7]);
    expect(allotWhole(5, [0, 0])).toEqual([5, 0]);
  });

  it('blinding of 40 m² at 18,500 a bag: one work item, all-in rate = (materials + labour) ÷ quantity', () => {
    const { workItems } = blindingCalculator.takeoff({ area: 40 });
    // V = 40 × 0.05 = 2 m³ of blinding concrete
    expect(workItems.map((item) => [item.key, item.unit, item.quantity])).toEqual([['concrete', 'CM', 2]]);
    const lines = [
      line('BLD-CEMENT', 6.99, 18_500),
      line('BLD-SAND', 0.09, 450_000),
      line('BLD-AGGREGATE', 0.17, 750_000),
    ];
    // amounts 129,315 + 40,500 + 127,500 = 297,315; labour 30 % = 89,195 (round(89,194.5))
    const [concrete] = priceWorkItems(lines, workItems, 89_195);
    expect(concrete?.materialsAmount).toBe(297_315);
    expect(concrete?.amount).toBe(297_315 + 89_195);
    // all-in rate: 386,510 ÷ 2 m³ = 193,255 per CM
    expect(concrete?.rate).toBe(193_255);
    expect(concrete?.materials.map((material) => material.code)).toEqual([
      'BLD-CEMENT',
      'BLD-SAND',
      'BLD-AGGREGATE',
    ]);
  });

  it('walling: a line shared by blockwork and ring beam is split by the parts’ quantities', () => {
    const { lines, workItems } = wallingCalculator.takeoff({ length: 10, height: 3, ringLength: 10 });
    const cement = workItems.flatMap((item) =>
      item.materials.filter((m) => m.code === 'WAL-CEMENT').map((m) => [item.key, m.share]),
    );
    // blockwork 30 m²: mortar 30 × 0.15 × (1 − 9.058 × 0.45 × 0.23) = 0.6865 m³ → 1:4 at 1.33 → 262.95 kg;
    // ring beam 10 × 0.15 × 0.2 = 0.3 m³ of 1:2:4 at 1.54 → 95.04 kg; shares 262.95/357.99 and 95.04/357.99
    const mortar = 30 * 0.15 * (1 - (1 / (0.46 * 0.24)) * 0.45 * 0.23);
    const blockCement = ((mortar * 1.33) / 5) * 1440;
    const ringCement = ((0.3 * 1.54) / 7) * 1440;
    expect(cement[0]?.[0]).toBe('blockwork');
    expect(cement[0]?.[1]).toBeCloseTo(blockCement / (blockCement + ringCement), 12);
    expect(cement[1]?.[0]).toBe('ringBeam');
    expect(lines.length).toBeGreaterThan(0);
    // A priced cement line of 10 bags at 18,500 = 185,000 splits without losing a shilling.
    const priced = priceWorkItems([line('WAL-CEMENT', 10, 18_500)], workItems, 0);
    expect(priced.reduce((sum, item) => sum + item.amount, 0)).toBe(185_000);
  });

  it('a line typed by hand that no work item claims goes to "sundries", so both views still agree', () => {
    const priced = priceWorkItems([line('WAL-SILL', 3, 15_000)], [], 4_500);
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatchObject({
      key: 'sundries',
      unit: 'Item',
      quantity: 1,
      amount: 49_500,
      rate: 49_500,
    });
  });

  it('prints a work item at two decimals and takes its all-in rate from that printed quantity', () => {
    // A ground beam of 4.347 m³ prints as 4.35 CM; its total 1,111,832 ÷ 4.35 = 255,593.56 per CM,
    // which a surveyor checks by hand (÷ 4.347 would give 255,769.96, a rate the paper cannot show).
    const beam = {
      key: 'beam',
      unit: 'CM' as const,
      description: 'Reinforced concrete ground beam',
      descriptionSw: 'Boriti ya zege ya msingi',
      quantity: 4.347,
      derivation: 'by hand',
      materials: [{ code: 'GBM-CEMENT', share: 1 }],
    };
    const [priced] = priceWorkItems([line('GBM-CEMENT', 28.23, 18_500)], [beam], 1_111_832 - 522_255);
    expect(priced?.quantity).toBe(4.35);
    expect(priced?.amount).toBe(1_111_832);
    expect(priced?.rate).toBeCloseTo(1_111_832 / 4.35, 9);
  });

  it('every printed line of a rate analysis checks: a shared cement line of 100 bags split 71.70 + 28.30', () => {
    // docs/takeoff.md, "Every printed line checks". 100.00 bags × 18,500 = 1,850,000 shared by
    // two work items in the ratio 0.71697 : 0.28303. The printed quantity is split in hundredths:
    // 10,000 × 0.71697 = 7,169.7 and 2,830.3; floors 7,169 + 2,830 = 9,999, the hundredth left
    // goes to the larger remainder (0.7) → 71.70 and 28.30 bags. Amounts from what prints:
    // 71.70 × 18,500 = 1,326,450 and 28.30 × 18,500 = 523,550; Σ 1,850,000, the line's amount.
    // (Sharing the amount instead gave 1,850,000 × 0.71697 = 1,326,394.5 → 1,326,395 beside a
    // printed 71.70: a line that does not check.)
    const work = (key: string, share: number) => ({
      key,
      unit: 'SM' as const,
      description: key,
      descriptionSw: key,
      quantity: 1,
      derivation: 'by hand',
      materials: [{ code: 'WAL-CEMENT', share }],
    });
    const priced = priceWorkItems(
      [line('WAL-CEMENT', 100, 18_500)],
      [work('blockwork', 0.71697), work('ringBeam', 0.28303)],
      0,
    );
    expect(priced.map((item) => item.materials[0]).map((m) => [m?.quantity, m?.amount])).toEqual([
      [71.7, 1_326_450],
      [28.3, 523_550],
    ]);
  });

  it('splitPrintedLine: the shares add up to the line, each within a shilling of quantity × rate', () => {
    // 0.05 trip × 450,000 = 22,500 in thirds: 5 hundredths → 2 + 2 + 1 (largest remainders first)
    // → 0.02, 0.02, 0.01 trip = 9,000 + 9,000 + 4,500 = 22,500.
    expect(splitPrintedLine({ quantity: 0.05, rate: 450_000, amount: 22_500 }, [1, 1, 1])).toEqual([
      { quantity: 0.02, amount: 9_000 },
      { quantity: 0.02, amount: 9_000 },
      { quantity: 0.01, amount: 4_500 },
    ]);
    // 3.33 m × 1,235 = 4,112.55 → 4,113; halves 1.67 and 1.66: 2,062.45 → 2,062 and 2,050.10 →
    // 2,050, Σ 4,112: the shilling left goes to the share rounded down most (2,062.45 → 2,063).
    expect(splitPrintedLine({ quantity: 3.33, rate: 1_235, amount: 4_113 }, [1, 1])).toEqual([
      { quantity: 1.67, amount: 2_063 },
      { quantity: 1.66, amount: 2_050 },
    ]);
  });

  it('the standard house: every material line of every work item prints quantity × rate = amount (±1)', () => {
    const book = createPriceBook(parseSeedCatalogue());
    const inputs = houseModelToTradeInputs({
      length: 12,
      width: 9.2,
      bedrooms: 3,
      bathrooms: 2,
      roofType: 'hip',
    });
    let checked = 0;
    for (const trade of TRADE_IDS) {
      const takeoff = CALCULATORS[trade].takeoffParsed(inputs[trade] as never);
      const priced = priceTrade(trade, takeoff.lines, book, labourPercentFor(trade));
      const items = priceWorkItems(priced.lines, takeoff.workItems, priced.labour);
      expect(
        items.reduce((sum, item) => sum + item.amount, 0),
        trade,
      ).toBe(priced.total);
      for (const item of items) {
        for (const material of item.materials) {
          // What the appendix prints: the quantity to 2 decimals, the rate, the amount.
          const printed = Number(material.quantity.toFixed(2));
          expect(printed, `${trade} ${item.key} ${material.code}`).toBe(material.quantity);
          expect(
            Math.abs(Math.round(printed * material.rate) - material.amount),
            `${trade} ${item.key} ${material.code}`,
          ).toBeLessThanOrEqual(1);
          checked += 1;
        }
        // The all-in rate is the total ÷ the printed quantity.
        expect(item.rate).toBeCloseTo(item.amount / Number(item.quantity.toFixed(2)), 6);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
