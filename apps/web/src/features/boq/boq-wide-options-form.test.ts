import { describe, expect, it } from 'vitest';
import {
  parseWideOptionTexts,
  sameOptions,
  sheetOptionOverrides,
  wideOptionTextsOf,
} from './boq-wide-options-form';

describe('the BOQ-wide wastage and constants form', () => {
  it('shows wastage as a percentage and constants as stored; what is not set is empty', () => {
    const texts = wideOptionTextsOf({
      wastage: { cement: 0.07, blocks: 0.025 },
      constants: { JOINT: 0.012 },
    });
    expect(texts['wastage.cement']).toBe('7');
    expect(texts['wastage.blocks']).toBe('2.5');
    expect(texts['constants.JOINT']).toBe('0.012');
    expect(texts['wastage.sand']).toBe('');
  });

  it('reads a typed percentage back as a fraction (a decimal comma too), empty fields left out', () => {
    const texts = { ...wideOptionTextsOf({}), 'wastage.blocks': '8', 'wastage.tiles': '12,5' };
    expect(parseWideOptionTexts(texts)).toEqual({ options: { wastage: { blocks: 0.08, tiles: 0.125 } } });
    expect(parseWideOptionTexts(wideOptionTextsOf({}))).toEqual({ options: {} });
  });

  it('names the fields the server would refuse: over 100 %, negative, 0 where it must be above 0, not a number', () => {
    const texts = {
      ...wideOptionTextsOf({}),
      'wastage.blocks': '150',
      'wastage.sand': '-1',
      'constants.DRY_MORTAR': '0',
      'constants.LAP': '0',
      'constants.JOINT': 'ten',
    };
    expect(parseWideOptionTexts(texts)).toEqual({
      invalid: ['constants.DRY_MORTAR', 'constants.JOINT', 'wastage.sand', 'wastage.blocks'],
    });
  });

  it('compares sets value by value', () => {
    expect(sameOptions({ wastage: { blocks: 0.08 } }, { wastage: { blocks: 0.08 }, constants: {} })).toBe(
      true,
    );
    expect(sameOptions({ wastage: { blocks: 0.08 } }, {})).toBe(false);
  });

  it('lists what a sheet sets for itself beside the BOQ-wide value, or the default where none is set', () => {
    const listed = sheetOptionOverrides(
      { wastage: { blocks: 0.05 }, constants: { JOINT: 0.012 } },
      { wastage: { blocks: 0.08 } },
    );
    expect(listed.map(({ field, own, boqWide }) => [field.key, own, boqWide])).toEqual([
      ['constants.JOINT', 0.012, 0.01],
      ['wastage.blocks', 0.05, 0.08],
    ]);
  });
});
