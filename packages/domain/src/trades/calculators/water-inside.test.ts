import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateWaterInside } from './water-inside';

describe('water inside calculator', () => {
  it('defaults: the two cross-overs and two valves given by default', () => {
    expect(compareQuantities(calculateWaterInside({}), { 'WTI-CROSSOVER': 2, 'WTI-VALVE': 2 })).toEqual([]);
  });

  it('40 m run to 5 points (house model with one bathroom)', () => {
    const lines = calculateWaterInside({
      pipeRun: 40,
      wc: 1,
      basins: 1,
      showers: 1,
      kitchenSinks: 1,
      heaters: 1,
    });
    expect(
      compareQuantities(lines, {
        'WTI-PPR-PIPE': 1.1 * 40,
        'WTI-ELBOW': 2 * 5 + 13, // floor(40/3) = 13
        'WTI-TEE': 5,
        'WTI-SOCKET': 10, // ceil(40/4)
        'WTI-FM-ELBOW': 5,
        'WTI-MIXER': 1,
        'WTI-CROSSOVER': 2,
        'WTI-PLUG': 5,
        'WTI-VALVE': 2,
      }),
    ).toEqual([]);
  });

  it('30 m run to 7 points, no cross-overs, one valve', () => {
    const lines = calculateWaterInside({
      pipeRun: 30,
      wc: 2,
      basins: 2,
      showers: 2,
      kitchenSinks: 1,
      crossOvers: 0,
      valves: 1,
    });
    expect(
      compareQuantities(lines, {
        'WTI-PPR-PIPE': 33,
        'WTI-ELBOW': 2 * 7 + 10,
        'WTI-TEE': 7,
        'WTI-SOCKET': 8, // ceil(7.5)
        'WTI-FM-ELBOW': 7,
        'WTI-MIXER': 2,
        'WTI-PLUG': 7,
        'WTI-VALVE': 1,
      }),
    ).toEqual([]);
  });
});
