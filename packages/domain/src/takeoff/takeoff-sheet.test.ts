import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language';
import type { Measurement } from './measurements.contract';
import {
  registerQuantity,
  TAKEOFF_SHEET_TEXT,
  takeoffRegisterOf,
  takeoffSheetFileName,
} from './takeoff-sheet';

const base: Omit<Measurement, 'usedBy'> = {
  _id: '00000000-0000-4000-8000-000000000001',
  mapId: '00000000-0000-4000-8000-000000000002',
  drawingId: '00000000-0000-4000-8000-000000000003',
  drawingName: 'A-101.pdf',
  page: 1,
  kind: 'length',
  name: 'External walls',
  key: 'ExtWalls',
  group: 'Walls',
  colour: null,
  geometry: {
    kind: 'length',
    points: [
      { x: 0, y: 0 },
      { x: 720, y: 0 },
    ],
  },
  scale: { metresPerPoint: (100 * 0.0254) / 72, regionScaleId: null, ratio: 100 },
  value: 25.4,
  unit: 'm',
  counts: {},
  version: 1,
  source: 'drawn',
  createdByName: 'Asha',
  updatedByName: 'Juma',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('the take-off sheet', () => {
  it('lists the register by drawing, page, group and name, with who measured last', () => {
    const rows = takeoffRegisterOf([
      { ...base, name: 'Roof', drawingName: 'A-102.pdf' },
      { ...base, name: 'Floor', page: 2 },
      base,
      {
        ...base,
        name: 'Doors',
        group: 'Openings',
        kind: 'count',
        unit: 'pcs',
        value: 3,
        counts: { D1: 2, D2: 1 },
        scale: null,
      },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Doors', 'External walls', 'Floor', 'Roof']);
    expect(rows[1]).toMatchObject({
      value: 25.4,
      unit: 'm',
      ratio: 100,
      measuredBy: 'Juma',
      measuredAt: base.updatedAt,
    });
    expect(rows[0]!.ratio).toBeNull();
  });

  it('prints quantities to 2 decimals and counts by type', () => {
    expect(registerQuantity({ kind: 'length', value: 42.6, counts: {} })).toBe('42.60');
    expect(registerQuantity({ kind: 'count', value: 3, counts: { D1: 2, D2: 1 } })).toBe('3 (D1 2, D2 1)');
  });

  it('has every word in both languages and names its files', () => {
    for (const lang of LANGUAGES) {
      expect(TAKEOFF_SHEET_TEXT[lang].columns).toHaveLength(10);
      expect(Object.keys(TAKEOFF_SHEET_TEXT[lang].kinds).sort()).toEqual([
        'area',
        'count',
        'length',
        'perimeter',
        'rectangle',
      ]);
    }
    expect(takeoffSheetFileName('Nyumba ya Mama Asha', 2, 'pdf', 'sw')).toBe(
      'nyumba-ya-mama-asha-takeoff-rev2-sw.pdf',
    );
    expect(takeoffSheetFileName('', null, 'xlsx', 'en')).toBe('kadirio-takeoff-en.xlsx');
  });
});
