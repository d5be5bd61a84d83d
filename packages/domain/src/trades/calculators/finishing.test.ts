import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateFinishing } from './finishing';

describe('finishing paint calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateFinishing({})).toEqual([]);
  });

  it('all four paints, 2 coats', () => {
    // total = 100 + 200 + 80 + 22.5 = 402.5 m²
    expect(
      compareQuantities(
        calculateFinishing({ externalArea: 100, internalArea: 200, ceilingArea: 80, glossArea: 22.5 }),
        {
          'PNT-WEATHERGUARD': ((100 * 2) / 8) * 1.1,
          'PNT-SILK': ((200 * 2) / 12) * 1.1,
          'PNT-WHITE': ((80 * 2) / 12) * 1.1,
          'PNT-GLOSS': ((22.5 * 2) / 14) * 1.1,
          'PNT-BRUSH': 5, // ceil(4.025)
          'PNT-ROLLER': 3, // ceil(2.683)
          'PNT-TAPE': 9, // ceil(8.05)
        },
      ),
    ).toEqual([]);
  });

  it('150 m² outside, 3 coats', () => {
    expect(
      compareQuantities(calculateFinishing({ externalArea: 150, coats: 3 }), {
        'PNT-WEATHERGUARD': ((150 * 3) / 8) * 1.1,
        'PNT-BRUSH': 2,
        'PNT-ROLLER': 1,
        'PNT-TAPE': 3,
      }),
    ).toEqual([]);
  });
});
