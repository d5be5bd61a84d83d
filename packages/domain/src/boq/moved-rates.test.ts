import { describe, expect, it } from 'vitest';
import { listMovedRates, movedSinceCompleted } from './moved-rates';

const cement = {
  code: 'STR-CEMENT',
  description: 'Cement',
  descriptionSw: 'Saruji',
  unit: 'bag',
  quantity: 12.4,
  rate: 21_275,
  // round(12.4 × 21,275) = round(263,810) = 263,810
  amount: 263_810,
};
const sand = {
  code: 'STR-SAND',
  description: 'Sand',
  unit: 'trip',
  quantity: 0.5,
  rate: 450_000,
  amount: 225_000,
};

describe('movedSinceCompleted', () => {
  it('names a line whose rate moved since completion, with the difference of its printed amount', () => {
    // At completion cement was 18,500: round(12.4 × 18,500) = 229,400; 263,810 − 229,400 = 34,410.
    expect(movedSinceCompleted([cement, sand], { 'STR-CEMENT': 18_500, 'STR-SAND': 450_000 })).toEqual([
      {
        code: 'STR-CEMENT',
        description: 'Cement',
        descriptionSw: 'Saruji',
        unit: 'bag',
        quantity: 12.4,
        completedRate: 18_500,
        rate: 21_275,
        difference: 34_410,
      },
    ]);
  });

  it('ignores unbilled lines, codes not recorded at completion and sheets without recorded rates', () => {
    expect(movedSinceCompleted([{ ...cement, quantity: 0, amount: 0 }], { 'STR-CEMENT': 18_500 })).toEqual(
      [],
    );
    expect(movedSinceCompleted([cement], { 'STR-SAND': 400_000 })).toEqual([]);
    expect(movedSinceCompleted([cement], null)).toEqual([]);
  });
});

describe('listMovedRates', () => {
  it('keeps the sheets with moved lines, in their order', () => {
    const moved = movedSinceCompleted([cement], { 'STR-CEMENT': 18_500 });
    expect(
      listMovedRates([
        { trade: 'blinding', nameEn: 'Blinding', nameSw: 'Blinding', ratesMovedSinceCompleted: [] },
        { trade: 'strip', nameEn: 'Strip foundation', nameSw: 'Msingi', ratesMovedSinceCompleted: moved },
        { trade: 'walling', nameEn: 'Walling', nameSw: 'Kuta' },
      ]),
    ).toEqual([{ trade: 'strip', nameEn: 'Strip foundation', nameSw: 'Msingi', lines: moved }]);
  });
});
