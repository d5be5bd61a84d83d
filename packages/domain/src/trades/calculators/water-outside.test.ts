import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateWaterOutside } from './water-outside';

describe('water and sewer outside calculator', () => {
  it('defaults: the default fittings; no supply fittings without a supply run', () => {
    // glue: ceil((0 pipes + 4 + 2 + 2 + 2 × 1 + 1 + 0)/40) = 1
    expect(
      compareQuantities(calculateWaterOutside({}), {
        'WTO-PVC-ELBOW': 4,
        'WTO-PVC-45': 2,
        'WTO-PVC-YTEE': 2,
        'WTO-EXP-ELBOW': 1,
        'WTO-VENT-CAP': 1,
        'WTO-GTRAP': 1,
        'WTO-GLUE': 1,
      }),
    ).toEqual([]);
  });

  it('15 m supply and 12 m sewer (house model)', () => {
    expect(
      compareQuantities(calculateWaterOutside({ supplyRun: 15, sewerRun: 12 }), {
        'WTO-PPR-PIPE': 16.5,
        'WTO-PPR-ELBOW': 4, // 2 + floor(15/6)
        'WTO-PPR-TEE': 1,
        'WTO-PPR-SOCKET': 4, // ceil(15/4)
        'WTO-PVC-PIPE': 1.1 * 12,
        'WTO-PVC-ELBOW': 4,
        'WTO-PVC-45': 2,
        'WTO-PVC-YTEE': 2,
        'WTO-EXP-ELBOW': 1,
        'WTO-VENT-CAP': 1,
        'WTO-GTRAP': 1,
        'WTO-GLUE': 1, // ceil((13.2/6 + 11)/40)
      }),
    ).toEqual([]);
  });

  it('24 m supply, 30 m sewer, more fittings', () => {
    const lines = calculateWaterOutside({
      supplyRun: 24,
      sewerRun: 30,
      bends: 6,
      junctions: 3,
      stacks: 2,
      gullies: 2,
      pTraps: 1,
    });
    expect(
      compareQuantities(lines, {
        'WTO-PPR-PIPE': 1.1 * 24,
        'WTO-PPR-ELBOW': 6,
        'WTO-PPR-TEE': 1,
        'WTO-PPR-SOCKET': 6,
        'WTO-PVC-PIPE': 33,
        'WTO-PVC-ELBOW': 6,
        'WTO-PVC-45': 3,
        'WTO-PVC-YTEE': 3,
        'WTO-EXP-ELBOW': 2,
        'WTO-VENT-CAP': 2,
        'WTO-GTRAP': 2,
        'WTO-PTRAP': 1,
        'WTO-GLUE': 1, // ceil((33/6 + 6 + 3 + 3 + 4 + 2 + 1)/40) = ceil(24.5/40)
      }),
    ).toEqual([]);
  });
});
