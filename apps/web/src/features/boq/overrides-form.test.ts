import { describe, expect, it } from 'vitest';
import { countOverrides, OVERRIDE_FIELDS, overridesToValues, parseOverrideValues } from './overrides-form';

describe('the constants and wastage overrides form', () => {
  it('lists every take-off constant and wastage class with its default', () => {
    expect(OVERRIDE_FIELDS.find((field) => field.key === 'constants.LAP')?.defaultValue).toBe(0.1);
    expect(OVERRIDE_FIELDS.find((field) => field.key === 'wastage.cement')?.defaultValue).toBe(0.025);
    // Ten constants (DRY_PLASTER came with take-off revision 2) and eleven wastage classes.
    expect(OVERRIDE_FIELDS).toHaveLength(10 + 11);
  });

  it('sends only the filled fields, accepting a decimal comma', () => {
    const values = overridesToValues({});
    values['constants.LAP'] = '0,15';
    values['wastage.sand'] = '0.2';
    expect(parseOverrideValues(values)).toEqual({
      success: true,
      overrides: { constants: { LAP: 0.15 }, wastage: { sand: 0.2 } },
    });
  });

  it('round-trips stored overrides and counts them', () => {
    const overrides = { constants: { JOINT: 0.012 }, wastage: { tiles: 0.05 } };
    const values = overridesToValues(overrides);
    expect(values['constants.JOINT']).toBe('0.012');
    expect(values['constants.LAP']).toBe('');
    expect(countOverrides(overrides)).toBe(2);
    expect(parseOverrideValues(values)).toEqual({ success: true, overrides });
  });

  it('names the field that is wrong: a wastage over 100 %, a negative lap, text', () => {
    const values = overridesToValues({});
    values['wastage.cement'] = '1.5';
    values['constants.LAP'] = '-1';
    values['constants.FT'] = 'a foot';
    const parsed = parseOverrideValues(values);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors['wastage.cement']).toMatch(/wastage\.cement/);
    expect(parsed.errors['constants.LAP']).toMatch(/LAP/);
    expect(parsed.errors['constants.FT']).toBeDefined();
  });
});
