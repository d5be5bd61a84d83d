import { describe, expect, it } from 'vitest';
import { SharedBoqSchema } from './client-boq.contract';
import { line, revisionOf } from './revision-testing';
import { toSharedBoq } from './shared-boq';

const SURVEYOR_ID = '00000000-0000-4000-8000-0000000000aa';

describe('toSharedBoq', () => {
  const revision = revisionOf(2, { walling: [line('WAL-BLOCK', 100, 1500)] });
  revision.sheets = revision.sheets.map((sheet) => ({
    ...sheet,
    completedBy: { _id: SURVEYOR_ID, name: 'Juma the surveyor' },
  }));
  const shared = toSharedBoq(revision);
  const text = JSON.stringify(shared);

  it('leaves out the owner, the issuer, the surveyors and every id', () => {
    expect(text).not.toContain('Asha');
    expect(text).not.toContain(revision.issuedBy.name);
    expect(text).not.toContain('Juma the surveyor');
    expect(text).not.toContain(SURVEYOR_ID);
    expect(text).not.toContain(revision.mapId);
    expect(text).not.toContain(revision.sheets[0]?._id);
  });

  it('keeps the bill itself: where the house is, every sheet, the sums and the shopping list', () => {
    expect(shared.map).toEqual({
      title: 'Nyumba',
      region: 'Dar es Salaam',
      district: 'Kinondoni',
      ward: 'Mikocheni',
      plinthArea: 80,
    });
    expect(shared.sheets).toHaveLength(revision.sheets.length);
    expect(shared.sheets.find((sheet) => sheet.trade === 'walling')?.lines).toEqual([
      line('WAL-BLOCK', 100, 1500),
    ]);
    expect(shared.summary).toEqual(revision.summary);
    expect(shared.shoppingList).toEqual(revision.shoppingList);
  });

  it('is exactly what the link’s schema lets through (nothing for the schema to strip)', () => {
    expect(SharedBoqSchema.parse(shared)).toEqual(shared);
  });
});
