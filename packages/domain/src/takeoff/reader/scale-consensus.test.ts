import { describe, expect, it } from 'vitest';
import type { DimensionReading } from './dimension-lines';
import { parseDimensionNumber } from './dimension-text';
import { checkStatedScale, scaleFromDimensions } from './scale-consensus';

/** A figure over a span of `lengthPt` points (where on the page does not matter here). */
const reading = (text: string, lengthPt: number): DimensionReading => {
  const number = parseDimensionNumber(text)!;
  return { text, ...number, at: { x: 0, y: 0 }, from: { x: 0, y: 0 }, to: { x: lengthPt, y: 0 }, lengthPt };
};
/** Points of paper for `mm` on site at 1:`ratio`. */
const span = (mm: number, ratio: number) => ((mm / ratio) * 72) / 25.4;

describe('dimension figures', () => {
  it('reads mm, cm and m as written, and nothing imperial or a grid label', () => {
    expect(parseDimensionNumber('3400')).toEqual({ value: 3400, decimal: false });
    expect(parseDimensionNumber('340')).toEqual({ value: 340, decimal: false });
    expect(parseDimensionNumber('3.40')).toEqual({ value: 3.4, decimal: true });
    expect(parseDimensionNumber('3,40')).toEqual({ value: 3.4, decimal: true });
    expect(parseDimensionNumber('3,400')).toEqual({ value: 3400, decimal: false });
    expect(parseDimensionNumber('3400mm')).toEqual({ value: 3400, decimal: false });
    expect(parseDimensionNumber(`12'6"`)).toBeNull();
    expect(parseDimensionNumber('4')).toBeNull();
    expect(parseDimensionNumber('D1')).toBeNull();
    expect(parseDimensionNumber('900x2100')).toBeNull();
  });
});

describe('the scale the figures agree on', () => {
  it('guesses the unit: figures in cm at 1:50 are not mm at 1:5', () => {
    // "340" over 340 cm / 50 = 68 mm of paper = 192.76 pt → 3400 mm / 68 mm = 1:50 in cm
    // (in mm it would be 1:5, and a 0.34 m median room is not a plan's).
    const found = scaleFromDimensions([
      reading('340', span(3400, 50)),
      reading('420', span(4200, 50)),
      reading('115', span(1150, 50)),
    ]);
    expect(found).toMatchObject({ ratio: 50, unit: 'cm', agreeing: 3 });
  });

  it('reads decimals as metres', () => {
    expect(
      scaleFromDimensions([reading('3.40', span(3400, 100)), reading('12.00', span(12000, 100))]),
    ).toMatchObject({
      ratio: 100,
      agreeing: 2,
    });
  });

  it('takes the median of the agreeing figures and lists the one that is off', () => {
    // 1:100, 1:101 and 1:100.5 agree within 1.5 % (median 100.5); "2500" over a 3000 mm span reads 1:83.3.
    const found = scaleFromDimensions([
      reading('3000', span(3000, 100)),
      reading('3000', span(3000, 101)),
      reading('3000', span(3000, 100.5)),
      reading('2500', span(3000, 100)),
    ])!;
    expect(found).toMatchObject({ ratio: 100.5, nearestCommon: 100, agreeing: 3, total: 4, share: 0.75 });
    expect(found.disagreements.map((d) => d.reading.text)).toEqual(['2500']);
  });

  it('finds nothing in no figures', () => {
    expect(scaleFromDimensions([])).toBeNull();
  });
});

describe('a stated scale checked against the dimensions', () => {
  it('refuses 1:100 when the page reads 1:102: (102 − 100) / 100 = 2.0 %', () => {
    expect(checkStatedScale(100, { ratio: 102 })).toEqual({
      statedRatio: 100,
      foundRatio: 102,
      differencePercent: 2,
      agrees: false,
      message: 'stated scale disagrees by 2.0 %: the title says 1:100, the dimensions read 1:102',
    });
  });

  it('accepts up to 1 %', () => {
    expect(checkStatedScale(100, { ratio: 100.8 })).toMatchObject({ agrees: true, differencePercent: 0.8 });
    expect(checkStatedScale(50, { ratio: 49.4 })).toMatchObject({ agrees: false, differencePercent: -1.2 });
  });
});
