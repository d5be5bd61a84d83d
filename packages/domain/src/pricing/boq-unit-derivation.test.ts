import { describe, expect, it } from 'vitest';
import { boqQuantityText, boqUnitStep, derivationInBoqUnit } from './boq-unit-derivation';

// Source: docs/takeoff.md, "Changed constants and formulas", "Derivations end in the BOQ unit ('= 431.18 kg ÷ 50 kg per bag =
// 8.62 bags')", and §4.1 (the printed quantity: 2 decimals, whole pieces rounded up).
describe('derivations ending in the BOQ unit', () => {
  const cement = {
    derivation: 'dry = 0.2836 × 1.33 … = 431.18 kg',
    calculatorBaseQuantity: 431.18,
    baseUnit: 'kg',
    unit: 'bag',
    perUnit: 50,
  };

  it("carries the design's example on to bags: 431.18 kg ÷ 50 kg per bag = 8.62 bags", () => {
    // 431.18 / 50 = 8.6236 → printed 8.62
    expect(derivationInBoqUnit(cement)).toBe(
      'dry = 0.2836 × 1.33 … = 431.18 kg; 431.18 kg ÷ 50 kg per bag = 8.62 bags',
    );
  });

  it('divides m³ into trips and metres into 12 m bars, bought whole', () => {
    // 1.0425 m³ / 11.25 m³ per trip = 0.0927 → 0.09 trips
    expect(
      boqUnitStep({
        derivation: 'x',
        calculatorBaseQuantity: 1.0425,
        baseUnit: 'm3',
        unit: 'trip',
        perUnit: 11.25,
      }),
    ).toBe('1.0425 m³ ÷ 11.25 m³ per trip = 0.09 trips');
    // 137.4 m / 12 m per bar = 11.45 → 12 bars bought whole (§4.1: pieces round up)
    expect(
      boqUnitStep({
        derivation: 'x',
        calculatorBaseQuantity: 137.4,
        baseUnit: 'm',
        unit: 'pcs',
        perUnit: 12,
      }),
    ).toBe('137.40 m ÷ 12 m per pcs = 11.45, bought whole: 12 pcs');
    // 24 m / 12 = 2 exactly: nothing to round
    expect(
      boqUnitStep({ derivation: 'x', calculatorBaseQuantity: 24, baseUnit: 'm', unit: 'pcs', perUnit: 12 }),
    ).toBe('24.00 m ÷ 12 m per pcs = 2 pcs');
  });

  it('adds nothing when the working already ends in the printed BOQ quantity', () => {
    expect(
      boqUnitStep({
        derivation: 'L = 42.6 = 42.60 m',
        calculatorBaseQuantity: 42.6,
        baseUnit: 'm',
        unit: 'm',
        perUnit: 1,
      }),
    ).toBe('');
  });

  it('names the BOQ quantity after citations, or where the working shows more decimals', () => {
    const line = { calculatorBaseQuantity: 42.6, baseUnit: 'm', unit: 'm', perUnit: 1 };
    expect(
      boqUnitStep({ ...line, derivation: 'L = 42.6 = 42.60 m; L = 42.60 m (measured: Walls, A-101 p. 1)' }),
    ).toBe('BOQ quantity 42.60 m');
    // m³ is worked to 4 decimals and printed to 2
    expect(
      boqUnitStep({
        derivation: 'V = 2.0000 m³',
        calculatorBaseQuantity: 2,
        baseUnit: 'm3',
        unit: 'm3',
        perUnit: 1,
      }),
    ).toBe('BOQ quantity 2.00 m³');
  });

  it('shows the rounding of a base-unit line, and pieces bought whole', () => {
    // 2.6786 m³ prints as 2.68 m³
    expect(
      boqUnitStep({
        derivation: 'x',
        calculatorBaseQuantity: 2.67857,
        baseUnit: 'm3',
        unit: 'm3',
        perUnit: 1,
      }),
    ).toBe('2.6786 m³ printed to 2 decimals: 2.68 m³');
    // 563.6 blocks are 564 bought
    expect(
      boqUnitStep({
        derivation: 'x',
        calculatorBaseQuantity: 563.6,
        baseUnit: 'pcs',
        unit: 'pcs',
        perUnit: 1,
      }),
    ).toBe('563.60 pcs, bought whole: 564 pcs');
  });

  it('names a BOQ unit that counts the base pieces differently: 1 pcs = 1 item', () => {
    expect(
      boqUnitStep({ derivation: 'x', calculatorBaseQuantity: 1, baseUnit: 'pcs', unit: 'item', perUnit: 1 }),
    ).toBe('1 pcs = 1 item');
    expect(
      boqUnitStep({ derivation: 'x', calculatorBaseQuantity: 2, baseUnit: 'pcs', unit: 'tank', perUnit: 1 }),
    ).toBe('2 pcs = 2 tanks');
  });

  it('names a typed quantity last, as what the bill prints (a user override)', () => {
    expect(derivationInBoqUnit({ ...cement, manualQuantity: 10 })).toBe(
      'dry = 0.2836 × 1.33 … = 431.18 kg; 431.18 kg ÷ 50 kg per bag = 8.62 bags; typed by hand (user override): 10.00 bags',
    );
    // A line the calculator does not fill: only the typed quantity
    expect(
      derivationInBoqUnit({ ...cement, derivation: '', calculatorBaseQuantity: 0, manualQuantity: 3 }),
    ).toBe('typed by hand (user override): 3.00 bags');
    expect(derivationInBoqUnit({ ...cement, derivation: '', calculatorBaseQuantity: 0 })).toBe('');
  });

  it('writes BOQ units as a reader counts them', () => {
    expect(boqQuantityText(1, 'bag')).toBe('1.00 bag');
    expect(boqQuantityText(3, 'box')).toBe('3.00 boxes');
    expect(boqQuantityText(2.5, 'm2')).toBe('2.50 m²');
    expect(boqQuantityText(150000, 'TZS')).toBe('150000.00 TZS');
  });
});
