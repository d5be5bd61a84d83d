import { describe, expect, it } from 'vitest';
import { resolveTakeoffOptions } from './constants';
import { effectiveTakeoffOptions, storedTakeoffOptions } from './effective-options';

// Issue 16: a sheet's options are the standard defaults ← the BOQ-wide options ← its own overrides.
describe("a sheet's effective take-off options", () => {
  it('takes the BOQ-wide values, and the sheet’s own wherever it sets one (key by key)', () => {
    const effective = effectiveTakeoffOptions({
      boqWide: { wastage: { blocks: 0.08, cement: 0.03 }, constants: { JOINT: 0.012 } },
      sheet: { wastage: { blocks: 0.05 } },
    });
    expect(effective).toEqual({ wastage: { blocks: 0.05, cement: 0.03 }, constants: { JOINT: 0.012 } });

    // Worked example: resolved for a calculator, every other value is the standard default.
    const resolved = resolveTakeoffOptions(effective);
    expect(resolved.wastage.blocks).toBe(0.05); // the sheet's own
    expect(resolved.wastage.cement).toBe(0.03); // BOQ-wide
    expect(resolved.wastage.sand).toBe(0.1); // standard default (docs/takeoff.md §1)
    expect(resolved.constants.JOINT).toBe(0.012); // BOQ-wide
    expect(resolved.constants.DRY_MORTAR).toBe(1.33); // standard default
  });

  it('a key left undefined in the sheet does not hide the BOQ-wide value', () => {
    expect(
      effectiveTakeoffOptions({
        boqWide: { constants: { LAP: 0.15 } },
        sheet: { constants: { LAP: undefined } },
      }),
    ).toEqual({ constants: { LAP: 0.15 } });
  });

  it('with nothing set anywhere, it is empty (the standard defaults apply)', () => {
    expect(effectiveTakeoffOptions({})).toEqual({});
    expect(effectiveTakeoffOptions({ boqWide: {}, sheet: { wastage: {} } })).toEqual({});
  });

  it('a stored value that no longer validates counts as none set', () => {
    expect(storedTakeoffOptions({ wastage: { blocks: 0.08 } })).toEqual({ wastage: { blocks: 0.08 } });
    expect(storedTakeoffOptions({ wastage: { blocks: 1.5 } })).toEqual({});
    expect(storedTakeoffOptions(null)).toEqual({});
  });
});
