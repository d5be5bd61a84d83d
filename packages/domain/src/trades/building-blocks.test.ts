import { describe, expect, it } from 'vitest';
import { blockworkRates } from './blockwork';
import { DEFAULT_CONSTANTS, resolveTakeoffOptions } from './constants';
import { figure, percent, quantity } from './format';
import { concreteMaterials, mortarMaterials, parseConcreteMix, parseMortarMix } from './mix';
import { linkSchedule, longitudinalBarLength, steelMassPerMetre } from './reinforcement';
import { DEFAULT_WASTAGE } from './wastage';
import { ceilTolerant, floorTolerant } from './whole-numbers';

describe('constants (docs/takeoff.md §1)', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_CONSTANTS).toEqual({
      DRY_CONCRETE: 1.54,
      DRY_MORTAR: 1.33,
      DRY_PLASTER: 1.55,
      CEMENT_DENSITY: 1440,
      LAP: 0.1,
      HOOKS: 0.2,
      COVER_FOUNDATION: 0.05,
      COVER_MEMBER: 0.025,
      JOINT: 0.01,
      FT: 0.3048,
    });
    expect(DEFAULT_WASTAGE).toEqual({
      cement: 0.025,
      sand: 0.1,
      aggregate: 0.05,
      steel: 0.05,
      blocks: 0.05,
      timber: 0.1,
      boards: 0.1,
      'gypsum-boards': 0.15,
      tiles: 0.1,
      paint: 0.1,
      fill: 0.1,
    });
  });

  it('overrides only what is given', () => {
    const resolved = resolveTakeoffOptions({
      constants: { LAP: 0.15, JOINT: undefined },
      wastage: { sand: 0.2 },
    });
    expect(resolved.constants.LAP).toBe(0.15);
    expect(resolved.constants.JOINT).toBe(0.01);
    expect(resolved.wastage.sand).toBe(0.2);
    expect(resolved.wastage.cement).toBe(0.025);
  });
});

describe('concrete mix', () => {
  it('Check: 1 m³ of 1:2:4 → 316.8 kg cement (6.34 bags), 0.44 m³ sand, 0.88 m³ aggregate', () => {
    const materials = concreteMaterials(1, parseConcreteMix('1:2:4'), DEFAULT_CONSTANTS);
    expect(materials.cementKg).toBeCloseTo(316.8, 9);
    expect((materials.cementKg / 50).toFixed(2)).toBe('6.34');
    expect(materials.sandM3).toBeCloseTo(0.44, 12);
    expect(materials.aggregateM3).toBeCloseTo(0.88, 12);
  });

  it('blinding worked example before wastage: 2.0 m³ of 1:4:8 → 341.17 kg, 0.9477 m³, 1.8954 m³', () => {
    const materials = concreteMaterials(2, parseConcreteMix('1:4:8'), DEFAULT_CONSTANTS);
    expect(materials.cementKg.toFixed(2)).toBe('341.17');
    expect(materials.sandM3.toFixed(4)).toBe('0.9477');
    expect(materials.aggregateM3.toFixed(4)).toBe('1.8954');
  });

  it('takes decimal parts and the constants given', () => {
    // 1:1.5:3 → Σ = 5.5; with DRY_CONCRETE 1.5: cement = 1 × 1.5 × 1/5.5 × 1440
    const materials = concreteMaterials(1, parseConcreteMix('1:1.5:3'), {
      DRY_CONCRETE: 1.5,
      CEMENT_DENSITY: 1440,
    });
    expect(materials.cementKg).toBeCloseTo((1.5 / 5.5) * 1440, 9);
    expect(materials.sandM3).toBeCloseTo((1.5 * 1.5) / 5.5, 12);
    expect(materials.aggregateM3).toBeCloseTo((1.5 * 3) / 5.5, 12);
  });
});

describe('mortar mix', () => {
  it('1:4 of 1 m³ → 1.33/5 × 1440 = 383.04 kg cement and 1.33 × 4/5 = 1.064 m³ sand', () => {
    const materials = mortarMaterials(1, parseMortarMix('1:4'), DEFAULT_CONSTANTS);
    expect(materials.cementKg).toBeCloseTo(383.04, 9);
    expect(materials.sandM3).toBeCloseTo(1.064, 12);
  });

  it('1:3 of 0.5 m³ → 0.5 × 1.33/4 × 1440 kg and 0.5 × 1.33 × 3/4 m³', () => {
    const materials = mortarMaterials(0.5, parseMortarMix('1:3'), DEFAULT_CONSTANTS);
    expect(materials.cementKg).toBeCloseTo(((0.5 * 1.33) / 4) * 1440, 9);
    expect(materials.sandM3).toBeCloseTo((0.5 * 1.33 * 3) / 4, 12);
  });
});

describe('blockwork', () => {
  it('Check: 450 × 225 blocks → 9.2507 per m², mortar 0.0095 m³/m² at t = 0.15 and 0.01457 at t = 0.23', () => {
    const thin = blockworkRates({ length: 0.45, height: 0.225, thickness: 0.15 }, DEFAULT_CONSTANTS);
    const thick = blockworkRates({ length: 0.45, height: 0.225, thickness: 0.23 }, DEFAULT_CONSTANTS);
    expect(thin.blocksPerSquareMetre.toFixed(4)).toBe('9.2507');
    expect(thin.mortarPerSquareMetre.toFixed(4)).toBe('0.0095');
    expect(thick.mortarPerSquareMetre.toFixed(5)).toBe('0.01457');
    // By hand: 1/(0.46 × 0.235); 0.23 × (1 − nb × 0.45 × 0.225)
    expect(thick.blocksPerSquareMetre).toBeCloseTo(1 / (0.46 * 0.235), 12);
    expect(thick.mortarPerSquareMetre).toBeCloseTo(0.23 * (1 - (0.45 * 0.225) / (0.46 * 0.235)), 12);
  });

  it('follows the joint: no joint leaves no mortar', () => {
    const rates = blockworkRates({ length: 0.4, height: 0.2, thickness: 0.2 }, { JOINT: 0 });
    expect(rates.blocksPerSquareMetre).toBeCloseTo(12.5, 12);
    expect(rates.mortarPerSquareMetre).toBeCloseTo(0, 12);
  });
});

describe('links and bars', () => {
  it('count = floor(ℓ/s) + 1 and each = 2(w + h) − 8·cover + HOOKS', () => {
    // 36 m at 0.2: 181 links of 2 × (0.15 + 0.2) − 8 × 0.025 + 0.2 = 0.7 m
    const links = linkSchedule(36, 0.2, { width: 0.15, height: 0.2 }, 0.025, DEFAULT_CONSTANTS);
    expect(links.count).toBe(181);
    expect(links.eachLength).toBeCloseTo(0.7, 12);
    expect(links.totalLength).toBeCloseTo(181 * 0.7, 9);
  });

  it('counts the spaces a surveyor counts, despite binary floats (0.6 / 0.2 = 3)', () => {
    expect(0.6 / 0.2).toBeLessThan(3);
    expect(linkSchedule(0.6, 0.2, { width: 0.23, height: 0.3 }, 0.025, DEFAULT_CONSTANTS).count).toBe(4);
  });

  it('puts no link on a member of no length or too small for its cover', () => {
    expect(linkSchedule(0, 0.2, { width: 0.23, height: 0.3 }, 0.025, DEFAULT_CONSTANTS).totalLength).toBe(0);
    expect(linkSchedule(5, 0.2, { width: 0.05, height: 0.3 }, 0.025, DEFAULT_CONSTANTS).totalLength).toBe(0);
  });

  it('steel mass is d²/162 kg/m and longitudinal bars carry the lap', () => {
    expect(steelMassPerMetre(12)).toBeCloseTo(144 / 162, 12);
    expect(steelMassPerMetre(8).toFixed(3)).toBe('0.395');
    expect(longitudinalBarLength(4, 36, DEFAULT_CONSTANTS)).toBeCloseTo(4 * 36 * 1.1, 9);
  });
});

describe('tolerant whole numbers', () => {
  it('ignores float noise but not real fractions', () => {
    expect(floorTolerant(2.9999999999999996)).toBe(3);
    expect(floorTolerant(2.99)).toBe(2);
    expect(ceilTolerant(6.000000000000001)).toBe(6);
    expect(ceilTolerant(6.01)).toBe(7);
    expect(ceilTolerant(0)).toBe(0);
  });
});

describe('derivation numbers', () => {
  it('writes inputs as typed and results to their unit precision', () => {
    expect(figure(0.05)).toBe('0.05');
    expect(figure(40)).toBe('40');
    expect(figure(1.025, 6)).toBe('1.025');
    expect(quantity(2, 'm3')).toBe('2.0000 m³');
    expect(quantity(349.6984, 'kg')).toBe('349.70 kg');
    expect(quantity(3, 'pcs')).toBe('3 pcs');
    expect(quantity(17.6, 'pcs')).toBe('17.60 pcs');
    expect(percent(0.025)).toBe('2.5 %');
  });
});
