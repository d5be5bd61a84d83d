import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities, lineOf } from '../testing';
import { calculatePanel } from './panel';
import { calculateWindowGrill } from './window-grill';

describe('window grills calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateWindowGrill({})).toEqual([]);
  });

  it('counts as scheduled', () => {
    expect(
      compareQuantities(calculateWindowGrill({ schedule: { 'GRL-1800X1700': 5 } }), { 'GRL-1800X1700': 5 }),
    ).toEqual([]);
  });

  it('sized items and custom sizes per m², with the total opening area in the derivation', () => {
    const lines = calculateWindowGrill({
      schedule: { 'GRL-800X800': 2, 'GRL-1800X2250': 1 },
      custom: [
        { width: 1.2, height: 1.0, count: 2 },
        { width: 0.6, height: 0.6, count: 1 },
      ],
    });
    expect(codesOf(lines)).toEqual(['GRL-1800X2250', 'GRL-800X800', 'GRL-M2']);
    // custom: 1.2 × 1.0 × 2 + 0.6 × 0.6 × 1 = 2.76 m²
    expect(compareQuantities(lines, { 'GRL-1800X2250': 1, 'GRL-800X800': 2, 'GRL-M2': 2.76 })).toEqual([]);
    // all openings: 1.8 × 2.25 + 2 × 0.8 × 0.8 + 2.76 = 8.09 m²
    expect(lineOf(lines, 'GRL-M2').derivation).toContain('all openings 8.09 m²');
    expect(lineOf(lines, 'GRL-800X800').derivation).toContain('2 × 0.8 × 0.8 = 1.28 m²');
  });
});

describe('aluminium panels calculator', () => {
  it('defaults: nothing', () => {
    expect(calculatePanel({})).toEqual([]);
  });

  it('sized panels and one custom size', () => {
    const lines = calculatePanel({
      schedule: { 'ALU-1800X1700': 3, 'ALU-800X800': 1 },
      custom: [{ width: 2.4, height: 1.5, count: 1 }],
    });
    expect(compareQuantities(lines, { 'ALU-1800X1700': 3, 'ALU-800X800': 1, 'ALU-M2': 2.4 * 1.5 })).toEqual(
      [],
    );
  });

  it('a custom opening with a zero count adds nothing', () => {
    expect(calculatePanel({ custom: [{ width: 1, height: 1, count: 0 }] })).toEqual([]);
  });
});
