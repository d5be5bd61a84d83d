import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { formatQuantity, unitName } from './units';

describe('units in the reader language', () => {
  it('writes an amount of a counted unit the way each language does', () => {
    const en = i18n.getFixedT('en');
    const sw = i18n.getFixedT('sw');
    expect(formatQuantity(229, 'bag', 'en', en)).toBe('229 bags');
    expect(formatQuantity(1, 'bag', 'en', en)).toBe('1 bag');
    expect(formatQuantity(229, 'bag', 'sw', sw)).toBe('mifuko 229');
    expect(formatQuantity(1, 'bag', 'sw', sw)).toBe('mfuko 1');
    expect(formatQuantity(1200, 'pcs', 'sw', sw)).toBe('vipande 1,200');
    expect(formatQuantity(12.5, 'm2', 'en', en)).toBe('12.5 m²');
  });

  it('names a unit for "per …", and leaves an unknown unit as written', () => {
    expect(unitName('bag', i18n.getFixedT('sw'))).toBe('mfuko');
    expect(unitName('m3', i18n.getFixedT('en'))).toBe('m³');
    expect(unitName('sheet', i18n.getFixedT('sw'))).toBe('sheet');
    expect(formatQuantity(3, 'sheet', 'sw', i18n.getFixedT('sw'))).toBe('3 sheet');
  });
});
