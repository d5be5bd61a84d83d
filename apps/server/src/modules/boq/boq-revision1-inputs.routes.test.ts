import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boqLines, boqSheets } from '../../db/schema';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

const { testApp, client, boqStaff, owner } = useBoqTestApp();

/** A foundation-walling sheet as revision 1 stored it: its defaults filled in, 0.6 m high. */
const REVISION_1_INPUTS = {
  length: 54,
  height: 0.6,
  blockLength: 0.45,
  blockHeight: 0.225,
  blockThickness: 0.23,
  mortarMix: '1:4',
  floorArea: 80,
  hardcoreThickness: 0.15,
  fillDepth: 0.3,
};

/** Turns the map's foundation-walling sheet into one saved under revision 1 (inputs and lines). */
async function makeRevision1Sheet(mapId: string, status: 'draft' | 'completed') {
  const sheet = await client.sheet(mapId, 'wallFound', boqStaff);
  const db = testApp.database.db;
  await db.update(boqSheets).set({ inputs: REVISION_1_INPUTS, status }).where(eq(boqSheets.id, sheet._id));
  // Revision 1's blocks for 54 × 0.6 = 32.4 m² (as stored then: base pieces, wastage included)
  await db.delete(boqLines).where(eq(boqLines.sheetId, sheet._id));
  await db.insert(boqLines).values({
    sheetId: sheet._id,
    code: 'FDW-BLOCK',
    position: 0,
    calculatorBaseQuantity: 314.64,
    manualQuantity: null,
    derivation: 'area = 54 × 0.6 = 32.40 m²',
  });
  return sheet._id;
}

// docs/takeoff.md, "Foundation walls saved before revision 2": foundation-wall height =
// excavationDepth − stripDepth + fillDepth + hardcoreThickness = 0.9 − 0.2 + 0.3 + 0.15 = 1.15 m;
// revision 1's 0.6 m stopped below ground.
describe('a foundation-walling sheet saved before revision 2', () => {
  it('opens and prices with the default height, says so until it is saved, then stores it', async () => {
    const mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Revision 1 walls' });
    const id = await makeRevision1Sheet(mapId, 'draft');

    const opened = await client.sheet(mapId, 'wallFound', boqStaff);
    expect(opened.foundationHeightNotice).toBe(true);
    expect(opened.inputs).toMatchObject({ height: 'auto', excavationDepth: 0.9, length: 54 });
    const blocks = opened.lines.find((line) => line.code === 'FDW-BLOCK');
    // 54 × 1.15 = 62.1 m² of blockwork, not 32.4
    expect(blocks?.derivation).toContain('height = 0.9 − 0.2 + 0.3 + 0.15 = 1.15 m');
    expect(blocks?.derivation).toContain('area = 54 × 1.15');
    // The BOQ's total carries the same sheet
    const boq = await client.boq(mapId, boqStaff);
    expect(boq.sheets.find((sheet) => sheet.trade === 'wallFound')?.total).toBe(opened.total);
    // Reading changed nothing stored
    const [stored] = await testApp.database.db.select().from(boqSheets).where(eq(boqSheets.id, id));
    expect(stored?.inputs).toEqual(REVISION_1_INPUTS);

    // A save of a typed quantity alone stores the new inputs: the notice has been seen
    const saved = await client.call('PUT', `/api/maps/${mapId}/boq/wallFound`, boqStaff, {
      version: opened.version,
      lines: [{ code: 'FDW-FILL', quantity: 3 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().foundationHeightNotice).toBeUndefined();
    expect(saved.json().total).toBeGreaterThan(opened.total);
    const again = await client.sheet(mapId, 'wallFound', boqStaff);
    expect(again.foundationHeightNotice).toBeUndefined();
    expect(again.inputs).toMatchObject({ height: 'auto', excavationDepth: 0.9 });
    expect(again.lines.find((line) => line.code === 'FDW-BLOCK')?.quantity).toBe(blocks?.quantity);
  });

  it('leaves a completed sheet with what it was completed with', async () => {
    const mapId = await insertMapInStatus(testApp, owner, 'successful', {
      title: 'Completed revision 1 walls',
    });
    await makeRevision1Sheet(mapId, 'completed');
    const opened = await client.sheet(mapId, 'wallFound', boqStaff);
    expect(opened.foundationHeightNotice).toBeUndefined();
    expect(opened.inputs).toEqual(REVISION_1_INPUTS);
    // 314.64 blocks, bought whole: 315
    expect(opened.lines.find((line) => line.code === 'FDW-BLOCK')?.quantity).toBe(315);
  });
});
