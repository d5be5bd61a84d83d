import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculateDoorFrame } from './door-frame';
import { calculateDoorShut } from './door-shut';

describe('door frames calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateDoorFrame({})).toEqual([]);
  });

  it('counts as scheduled, in catalogue order', () => {
    const lines = calculateDoorFrame({ schedule: { 'DFR-1300X2500': 1, 'DFR-900X2500': 4 } });
    expect(codesOf(lines)).toEqual(['DFR-900X2500', 'DFR-1300X2500']);
    expect(compareQuantities(lines, { 'DFR-900X2500': 4, 'DFR-1300X2500': 1 })).toEqual([]);
  });

  it('small openings', () => {
    expect(
      compareQuantities(calculateDoorFrame({ schedule: { 'DFR-800X800': 2 } }), { 'DFR-800X800': 2 }),
    ).toEqual([]);
  });
});

describe('door shutters calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateDoorShut({})).toEqual([]);
  });

  it('one double and four single shutters, one bolted', () => {
    const lines = calculateDoorShut({ schedule: { 'DSH-1300X2500': 1, 'DSH-900X2500': 4 }, boltedDoors: 1 });
    // leaves = 4 + 2 × 1 = 6; hinges 3 × 6 = 18 (boxes of 12); one lock per shutter
    expect(
      compareQuantities(lines, {
        'DSH-900X2500': 4,
        'DSH-1300X2500': 1,
        'DSH-HINGES': 18,
        'DSH-LOCK': 5,
        'DSH-BOLT': 1,
      }),
    ).toEqual([]);
  });

  it('small shutters are single leaves; bolts may come alone', () => {
    expect(
      compareQuantities(calculateDoorShut({ schedule: { 'DSH-800X800': 2, 'DSH-900X2500': 1 } }), {
        'DSH-900X2500': 1,
        'DSH-800X800': 2,
        'DSH-HINGES': 9, // 3 × (2 + 1)
        'DSH-LOCK': 3,
      }),
    ).toEqual([]);
    expect(compareQuantities(calculateDoorShut({ boltedDoors: 3 }), { 'DSH-BOLT': 3 })).toEqual([]);
  });
});
