import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateSewage } from './sewage';

describe('sewage inside calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateSewage({})).toEqual([]);
  });

  it('one bathroom and a kitchen (house model)', () => {
    expect(
      compareQuantities(calculateSewage({ run4: 6, run1_5: 12, outlets: 3, wc: 1, bathrooms: 1 }), {
        'SEW-PVC4': 6.6,
        'SEW-PVC1_5': 13.2,
        'SEW-ELBOW': 6,
        'SEW-TEE': 3,
        'SEW-45': 3,
        'SEW-YTEE': 2, // ceil(3/2)
        'SEW-BUSH': 3,
        'SEW-PLUG': 1, // ceil(3/3)
        'SEW-4WAY': 1,
        'SEW-NRTRAP': 1,
        'SEW-GLUE': 1, // ceil(((6.6 + 13.2)/6 + 20)/40)
      }),
    ).toEqual([]);
  });

  it('two bathrooms; ten outlets need two tins of glue', () => {
    expect(
      compareQuantities(calculateSewage({ run4: 12, run1_5: 20, outlets: 5, wc: 2, bathrooms: 2 }), {
        'SEW-PVC4': 1.1 * 12,
        'SEW-PVC1_5': 22,
        'SEW-ELBOW': 10,
        'SEW-TEE': 5,
        'SEW-45': 5,
        'SEW-YTEE': 3,
        'SEW-BUSH': 5,
        'SEW-PLUG': 2,
        'SEW-4WAY': 2,
        'SEW-NRTRAP': 1,
        'SEW-GLUE': 1,
      }),
    ).toEqual([]);
    // fittings = 20 + 10 + 10 + 5 + 10 + 4 = 59, no pipes → ceil(59/40) = 2
    expect(calculateSewage({ outlets: 10 }).at(-1)).toMatchObject({ code: 'SEW-GLUE', baseQuantity: 2 });
  });
});
