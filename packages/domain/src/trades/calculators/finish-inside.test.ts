import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateFinishInside } from './finish-inside';

describe('sanitary fittings calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateFinishInside({})).toEqual([]);
  });

  it('one bathroom, a kitchen sink and a heater', () => {
    expect(
      compareQuantities(
        calculateFinishInside({ bathrooms: 1, wc: 1, basins: 1, showers: 1, kitchenSinks: 1, heaters: 1 }),
        {
          'SAN-WC': 1,
          'SAN-BASIN': 1,
          'SAN-SINK': 1,
          'SAN-HEATER': 1,
          'SAN-SHOWER-MIXER': 1,
          'SAN-ANGLE-VALVE': 3,
          'SAN-FLEX': 3,
          'SAN-CONNECTOR': 1,
          'SAN-BASIN-BOLTS': 1,
          'SAN-TOWEL-RACK': 1,
          'SAN-ROLL-HOLDER': 1,
          'SAN-SOAP-DISH': 1,
          'SAN-THREAD-TAPE': 1, // ceil(4/5)
        },
      ),
    ).toEqual([]);
  });

  it('two bathrooms, three basins, two shattafs', () => {
    expect(
      compareQuantities(
        calculateFinishInside({
          bathrooms: 2,
          wc: 2,
          basins: 3,
          kitchenSinks: 1,
          heaters: 1,
          showers: 2,
          shattafs: 2,
        }),
        {
          'SAN-WC': 2,
          'SAN-BASIN': 3,
          'SAN-SINK': 1,
          'SAN-HEATER': 1,
          'SAN-SHOWER-MIXER': 2,
          'SAN-SHATTAF': 2,
          'SAN-ANGLE-VALVE': 6, // 2 + 3 + 1
          'SAN-FLEX': 6,
          'SAN-CONNECTOR': 2,
          'SAN-BASIN-BOLTS': 3,
          'SAN-TOWEL-RACK': 2,
          'SAN-ROLL-HOLDER': 2,
          'SAN-SOAP-DISH': 2,
          'SAN-THREAD-TAPE': 2, // ceil(8/5)
        },
      ),
    ).toEqual([]);
  });
});
