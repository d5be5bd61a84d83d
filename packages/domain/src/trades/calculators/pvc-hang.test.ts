import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculatePvcHang } from './pvc-hang';

describe('PVC overhang calculator', () => {
  it('defaults: nothing', () => {
    expect(calculatePvcHang({})).toEqual([]);
  });

  it('23.04 m² of soffit, 40.8 m of edge', () => {
    expect(
      compareQuantities(calculatePvcHang({ area: 23.04, perimeter: 40.8 }), {
        'PVC-PANEL': (23.04 / (0.2 * 6)) * 1.1,
        'PVC-RAIL': 1.05 * 40.8,
        'PVC-SCREWS': 20 * 23.04,
      }),
    ).toEqual([]);
  });

  it('12 m² of 250 mm × 4 m panels', () => {
    expect(
      compareQuantities(calculatePvcHang({ area: 12, panelWidth: 0.25, panelLength: 4 }), {
        'PVC-PANEL': 12 * 1.1,
        'PVC-SCREWS': 240,
      }),
    ).toEqual([]);
  });
});
