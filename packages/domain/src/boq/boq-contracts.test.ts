import { describe, expect, it } from 'vitest';
import { BoqRevisionParamsSchema } from './boq-revisions.contract';
import { boqExportFileName } from './export-file-name';
import { SaveSheetBodySchema } from './boq-sheets.contract';
import { SetBoqPercentagesBodySchema } from './boq-summary.contract';
import { CreateFoundationBodySchema, LegacyLineBodySchema } from './legacy-sheets.contract';

const id = '00000000-0000-4000-8000-000000000001';

describe('the BOQ API contract', () => {
  it('takes a save with a version, typed quantities and resets, and refuses what it does not know', () => {
    expect(
      SaveSheetBodySchema.parse({
        version: 3,
        lines: [
          { code: 'STR-CEMENT', quantity: 4 },
          { code: 'STR-SAND', quantity: null },
        ],
      }),
    ).toEqual({
      version: 3,
      lines: [
        { code: 'STR-CEMENT', quantity: 4 },
        { code: 'STR-SAND', quantity: null },
      ],
    });
    const messages = (body: unknown) =>
      SaveSheetBodySchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['version is required']);
    expect(messages({ version: 1, labourPercent: 120 })).toEqual(['labourPercent must be at most 100']);
    expect(messages({ version: 1, lines: [{ code: 'A', quantity: -1 }] })).toEqual([
      'quantity must be 0 or more',
    ]);
    expect(SaveSheetBodySchema.safeParse({ version: 1, quantities: [] }).success).toBe(false);
  });

  it('takes contingency and VAT from 0 to 100 with at most 2 decimals, with the version read', () => {
    expect(
      SetBoqPercentagesBodySchema.parse({ contingencyPercent: 7.25, vatPercent: 0, version: 0 }),
    ).toEqual({
      contingencyPercent: 7.25,
      vatPercent: 0,
      version: 0,
    });
    expect(
      SetBoqPercentagesBodySchema.parse({ contingencyPercent: 100, vatPercent: 0.29, version: 3 }),
    ).toEqual({ contingencyPercent: 100, vatPercent: 0.29, version: 3 });
    const messages = (body: unknown) =>
      SetBoqPercentagesBodySchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ contingencyPercent: 5, vatPercent: 18 })).toEqual(['version is required']);
    expect(messages({ vatPercent: 18, version: 1 })).toEqual(['contingencyPercent is required']);
    expect(messages({ contingencyPercent: '5', vatPercent: 18, version: 1 })).toEqual([
      'contingencyPercent must be a finite number',
    ]);
    expect(messages({ contingencyPercent: 5, vatPercent: 100.5, version: 1 })).toEqual([
      'vatPercent must be at most 100',
    ]);
    expect(messages({ contingencyPercent: -1, vatPercent: 18, version: 1 })).toEqual([
      'contingencyPercent must be 0 or more',
    ]);
    expect(messages({ contingencyPercent: 5, vatPercent: 17.125, version: 1 })).toEqual([
      'vatPercent must have at most 2 decimals',
    ]);
    expect(messages({ contingencyPercent: 5, vatPercent: Infinity, version: 1 })).toEqual([
      'vatPercent must be a finite number',
    ]);
    expect(messages({ contingencyPercent: 5, vatPercent: 18, version: 1.5 })).toEqual([
      'version must be a whole number',
    ]);
    expect(
      SetBoqPercentagesBodySchema.safeParse({
        contingencyPercent: 5,
        vatPercent: 18,
        version: 1,
        labourPercent: 9,
      }).success,
    ).toBe(false);
  });

  it('reads revisions from the path as whole numbers from 1', () => {
    expect(BoqRevisionParamsSchema.parse({ id, revision: '2' }).revision).toBe(2);
    expect(BoqRevisionParamsSchema.safeParse({ id, revision: '0' }).success).toBe(false);
    expect(BoqRevisionParamsSchema.safeParse({ id, revision: '1.5' }).success).toBe(false);
  });

  it('keeps the specification bodies: savedpres lines and substructure trades only for foundations', () => {
    expect(LegacyLineBodySchema.parse({ materialId: id, quantity: 2 })).toEqual({
      materialId: id,
      quantity: 2,
    });
    expect(
      CreateFoundationBodySchema.safeParse({ mapId: id, trade: 'walling' }).error?.issues[0]?.message,
    ).toMatch(/blinding, strip, pad, wallFound, wallBeam, concrete/);
  });

  it('names export files after the map and revision', () => {
    expect(boqExportFileName('Nyumba ya Mama — Mikocheni!', 2, 'pdf')).toBe(
      'nyumba-ya-mama-mikocheni-boq-rev2.pdf',
    );
    expect(boqExportFileName('***', 1, 'shopping-list')).toBe('kadirio-boq-rev1-shopping-list.xlsx');
    expect(boqExportFileName('Nyumba ya Mama', 3, 'xlsx', 'sw')).toBe('nyumba-ya-mama-boq-rev3-sw.xlsx');
    expect(boqExportFileName('Nyumba ya Mama', 3, 'pdf', 'en')).toBe('nyumba-ya-mama-boq-rev3.pdf');
  });
});
