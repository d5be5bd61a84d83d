import { describe, expect, it } from 'vitest';
import { isEmailIdentifier, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('reads the three ways a Tanzanian writes one number as the same number', () => {
    expect(normalisePhone('0712 345 678')).toBe('+255712345678');
    expect(normalisePhone('+255712345678')).toBe('+255712345678');
    expect(normalisePhone('255712345678')).toBe('+255712345678');
  });

  it('ignores the separators people group digits with, and the 00 prefix', () => {
    expect(normalisePhone('+255 (712) 345-678')).toBe('+255712345678');
    expect(normalisePhone('00255.712.345.678')).toBe('+255712345678');
    expect(normalisePhone('712345678')).toBe('+255712345678');
  });

  it('keeps another country written with its code', () => {
    expect(normalisePhone('+254 712 345 678')).toBe('+254712345678');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a number', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('person@example.com')).toBeNull();
    expect(normalisePhone('+0712345678')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('+1234567890123456')).toBeNull();
    expect(normalisePhone('07123x5678')).toBeNull();
  });
});

describe('isEmailIdentifier', () => {
  it('tells an e-mail from a phone by its @', () => {
    expect(isEmailIdentifier('amina@example.com')).toBe(true);
    expect(isEmailIdentifier('0712 345 678')).toBe(false);
  });
});
