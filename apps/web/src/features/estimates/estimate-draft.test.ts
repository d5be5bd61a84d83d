import { describe, expect, it } from 'vitest';
import { DEFAULT_HOUSE_VALUES } from '../../lib/house-form';
import {
  ESTIMATE_DRAFT_KEY,
  houseToFormValues,
  keepEstimateValues,
  readEstimateDraft,
  writeEstimateDraft,
} from './estimate-draft';

describe('the estimate kept in the browser', () => {
  it('reads back what was kept, and keeps a request to save while the values change', () => {
    expect(readEstimateDraft()).toBeNull();
    const values = { ...DEFAULT_HOUSE_VALUES, length: '15.', doors: '7' };
    writeEstimateDraft({ values, pending: true });
    expect(readEstimateDraft()).toEqual({ values, pending: true });
    keepEstimateValues({ ...values, length: '15.5' });
    expect(readEstimateDraft()).toEqual({ values: { ...values, length: '15.5' }, pending: true });
    writeEstimateDraft(null);
    expect(readEstimateDraft()).toBeNull();
  });

  it('ignores a copy that is not JSON, lacks a field or has one of the wrong kind', () => {
    for (const text of [
      'not json',
      '[]',
      JSON.stringify({ values: { ...DEFAULT_HOUSE_VALUES, roofType: 'dome' } }),
      JSON.stringify({ values: { ...DEFAULT_HOUSE_VALUES, length: 12 } }),
      JSON.stringify({ values: { ...DEFAULT_HOUSE_VALUES, septic: 'yes' } }),
      JSON.stringify({ values: { roofType: 'gable', septic: true } }),
    ]) {
      window.localStorage.setItem(ESTIMATE_DRAFT_KEY, text);
      expect(readEstimateDraft()).toBeNull();
    }
  });

  it('fills the form from a saved house, leaving derived fields empty', () => {
    expect(
      houseToFormValues({ length: 14, width: 10, bedrooms: 3, roofType: 'hip', septic: false, doors: 6 }),
    ).toEqual({
      ...DEFAULT_HOUSE_VALUES,
      length: '14',
      width: '10',
      bedrooms: '3',
      roofType: 'hip',
      septic: false,
      doors: '6',
      internalWalls: '',
      windows: '',
    });
  });
});
