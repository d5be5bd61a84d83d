import { describe, expect, it } from 'vitest';
import { citeInputSources, nextInputSources } from './input-sources';

// Source: docs/takeoff.md, "Changed constants and formulas" — a derivation "says where each input came from: typed, the house
// model, or a named measurement on a drawing" (the measurements are cited by measurements/bindings).
describe('where a sheet input came from', () => {
  it('a house fill vouches for every field it set; a later edit marks only what changed as typed', () => {
    const house = { length: 42.4, height: 3, columns: 11 };
    const filled = nextInputSources({}, { length: 0, height: 3 }, house, 'houseModel', Object.keys(house));
    expect(filled).toEqual({ length: 'houseModel', height: 'houseModel', columns: 'houseModel' });

    const edited = nextInputSources(filled, house, { ...house, height: 2.8, lintels: 3 }, 'typed');
    expect(edited).toEqual({
      length: 'houseModel',
      height: 'typed',
      columns: 'houseModel',
      lintels: 'typed',
    });
  });

  it('a field never set keeps no source (its default), even when saved unchanged', () => {
    expect(nextInputSources({}, { height: 3 }, { height: 3 }, 'typed')).toEqual({});
  });

  it('cites a typed input where the working shows it, and the house model once per line', () => {
    const lines = citeInputSources(
      [
        { code: 'WAL-DPC', derivation: 'DPC along the walls = 42.4 = 42.40 m' },
        { code: 'WAL-BLOCK', derivation: 'net area = max(0, 42.4 × 2.8 − 0) = 118.72 m²' },
        { code: 'WAL-SILL', derivation: 'window sills = 12.8' },
        { code: 'WAL-PROPS', derivation: '' },
      ],
      { length: 42.4, height: 2.8, ringLength: 0 },
      { length: 'houseModel', height: 'typed', ringLength: 'typed' },
    );
    expect(lines.map((line) => line.derivation)).toEqual([
      'DPC along the walls = 42.4 = 42.40 m; inputs from the house model',
      'net area = max(0, 42.4 × 2.8 − 0) = 118.72 m²; height = 2.8 (typed); other inputs from the house model',
      // 12.8 is not 2.8: a figure inside a longer number is not cited
      'window sills = 12.8; inputs from the house model',
      '',
    ]);
  });

  it('says nothing when no input has a source (a sheet saved before sources were kept)', () => {
    const lines = [{ code: 'WAL-DPC', derivation: 'DPC = 42.4' }];
    expect(citeInputSources(lines, { length: 42.4 }, {})).toEqual(lines);
  });

  it("cites the sheet's own constants as a user override, and leaves bound fields to the bindings", () => {
    const [mortar] = citeInputSources(
      [
        {
          code: 'WAL-CEMENT',
          derivation:
            'dry = 0.5 × 1.4 = 0.7 m³; length = 42.4 m; with 7 % cement wastage: 0.70 × 1.07 = 0.749 m³',
        },
      ],
      { length: 42.4 },
      { length: 'typed' },
      { sheet: { constants: { DRY_MORTAR: 1.4 }, wastage: { cement: 0.07 } } },
      new Set(['length']),
    );
    expect(mortar?.derivation).toBe(
      'dry = 0.5 × 1.4 = 0.7 m³; length = 42.4 m; with 7 % cement wastage: 0.70 × 1.07 = 0.749 m³; ' +
        "DRY_MORTAR = 1.4 (this sheet's override); cement wastage = 7 % (this sheet's override)",
    );
  });

  it('cites a BOQ-wide constant or wastage as BOQ-wide, and the sheet’s own value where it sets one', () => {
    const [mortar] = citeInputSources(
      [
        {
          code: 'WAL-CEMENT',
          derivation: 'dry = 0.5 × 1.4 = 0.7 m³; with 8 % blocks wastage; with 7 % cement wastage: 0.749 m³',
        },
      ],
      {},
      {},
      {
        boqWide: { constants: { DRY_MORTAR: 1.4 }, wastage: { cement: 0.07, blocks: 0.05 } },
        sheet: { wastage: { blocks: 0.08 } },
      },
    );
    expect(mortar?.derivation).toBe(
      'dry = 0.5 × 1.4 = 0.7 m³; with 8 % blocks wastage; with 7 % cement wastage: 0.749 m³; ' +
        "DRY_MORTAR = 1.4 (BOQ-wide); cement wastage = 7 % (BOQ-wide); blocks wastage = 8 % (this sheet's override)",
    );
  });
});
