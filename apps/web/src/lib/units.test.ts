import { describe, expect, it } from 'vitest';
import { formatQuantity, unitName, unitPlural } from './units';

describe('units in the reader language', () => {
  it('writes an amount of a counted unit the way each language does', () => {
    expect(formatQuantity(229, 'bag', 'en')).toBe('229 bags');
    expect(formatQuantity(1, 'bag', 'en')).toBe('1 bag');
    expect(formatQuantity(229, 'bag', 'sw')).toBe('mifuko 229');
    expect(formatQuantity(1, 'bag', 'sw')).toBe('mfuko 1');
    expect(formatQuantity(1200, 'pcs', 'sw')).toBe('vipande 1,200');
    expect(formatQuantity(6, 'month', 'en')).toBe('6 months');
    expect(formatQuantity(12.5, 'm2', 'en')).toBe('12.5 m²');
    expect(formatQuantity(12.5, 'm', 'sw')).toBe('mita 12.5');
  });

  it('names a unit for "per …" and in a plural heading, and leaves an unknown unit as written', () => {
    expect(unitName('bag', 'sw')).toBe('mfuko');
    expect(unitPlural('bag', 'sw')).toBe('mifuko');
    expect(unitPlural('bag', 'en')).toBe('bags');
    expect(unitName('m3', 'en')).toBe('m³');
    expect(unitName('sheet', 'sw')).toBe('sheet');
    expect(formatQuantity(3, 'sheet', 'sw')).toBe('3 sheet');
  });
});
