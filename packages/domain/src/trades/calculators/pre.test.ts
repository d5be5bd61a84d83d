import { describe, expect, it } from 'vitest';
import { codesOf, compareQuantities } from '../testing';
import { calculatePre } from './pre';

/** Revision 1's preliminaries: the site set-up and connections of §4.3 switched off. */
const REVISION_1 = {
  storeAndToilet: false,
  security: false,
  scaffolding: false,
  waterConnection: false,
  powerConnection: false,
};

describe('preliminaries calculator', () => {
  it('defaults: permit, tank and 6 months of water; nothing to set out without a plinth', () => {
    const lines = calculatePre(REVISION_1);
    expect(codesOf(lines)).toEqual(['PRE-PERMIT', 'PRE-TANK', 'PRE-WATER']);
    expect(compareQuantities(lines, { 'PRE-PERMIT': 1, 'PRE-TANK': 1, 'PRE-WATER': 10 * 6 })).toEqual([]);
  });

  it('plinth 36 m, site 360 m²: setting out in catalogue order', () => {
    const lines = calculatePre({ plinthPerimeter: 36, siteArea: 360, ...REVISION_1 });
    expect(codesOf(lines)).toEqual([
      'PRE-PERMIT',
      'PRE-CLEARANCE',
      'PRE-TIMBER-2X2',
      'PRE-STRING',
      'PRE-NAILS',
      'PRE-LIME',
      'PRE-TANK',
      'PRE-WATER',
    ]);
    expect(
      compareQuantities(lines, {
        'PRE-PERMIT': 1,
        'PRE-CLEARANCE': 360,
        'PRE-TIMBER-2X2': (4 + 36 / 3) * 1.1, // timber class: 10 %
        'PRE-STRING': 2 * 36,
        'PRE-NAILS': 1 + 0.02 * 36,
        'PRE-LIME': 2 * 36 * 0.5,
        'PRE-TANK': 1,
        'PRE-WATER': 60,
      }),
    ).toEqual([]);
  });

  it('plinth 45 m, 3 months, no tank, no permit', () => {
    const lines = calculatePre({
      plinthPerimeter: 45,
      months: 3,
      waterTank: false,
      permit: false,
      ...REVISION_1,
    });
    expect(
      compareQuantities(lines, {
        'PRE-TIMBER-2X2': (4 + 45 / 3) * 1.1,
        'PRE-STRING': 90,
        'PRE-NAILS': 1 + 0.02 * 45,
        'PRE-LIME': 45,
        'PRE-WATER': 30,
      }),
    ).toEqual([]);
  });

  it('§4.3: fees typed in TZS, store and toilet, a watchman per month, scaffolding, connection fees', () => {
    const lines = calculatePre({ professionalFees: 2_500_000, insurance: true, months: 6 });
    expect(
      compareQuantities(lines, {
        'PRE-PERMIT': 1,
        // a lump sum is that many shillings at 1 TZS each
        'PRE-FEES': 2_500_000,
        'PRE-INSURANCE': 1,
        'PRE-STORE': 1,
        'PRE-TOILET': 1,
        'PRE-SECURITY': 6,
        'PRE-SCAFFOLDING': 1,
        'PRE-TANK': 1,
        'PRE-WATER': 60,
        'PRE-WATER-CONNECTION': 1,
        'PRE-POWER-CONNECTION': 1,
      }),
    ).toEqual([]);
  });
});
