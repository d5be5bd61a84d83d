import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createSignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  findMapDetail,
  insertDrawings,
  insertMap,
  listDrawings,
  listMaps,
  listTransitions,
} from './plans.repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('findMapDetail', () => {
  it('answers in one query what the map, drawings and transitions queries answer', async () => {
    const { db } = testApp.database;
    const owner = await createSignedInUser(testApp);
    const map = await insertMap(
      db,
      {
        ownerId: owner.user.id,
        title: 'Nyumba',
        region: 'Arusha',
        district: 'Arusha Mjini',
        ward: 'Kaloleni',
        startConstruction: '2027-03-01',
        description: '',
        floors: 1,
        bedrooms: null,
        plinthArea: 84.5,
      },
      new Date('2026-01-02T03:04:05.678Z'),
    );
    // Out of position order on purpose, and one timestamp the database chose (microseconds).
    await insertDrawings(db, [
      {
        id: newId(),
        mapId: map.id,
        storedName: `${newId()}.pdf`,
        originalName: 'b.pdf',
        size: 20,
        sha256: 'b'.repeat(64),
        position: 1,
        createdAt: new Date('2026-01-03T00:00:00.001Z'),
      },
      {
        id: newId(),
        mapId: map.id,
        storedName: `${newId()}.pdf`,
        originalName: 'a.pdf',
        size: 10,
        sha256: 'a'.repeat(64),
        position: 0,
        createdAt: new Date('2026-01-02T23:59:59.999Z'),
      },
    ]);
    await db.execute(
      sql`insert into map_transitions (id, map_id, from_status, to_status, by_user_id, by_name, comment)
          values (${newId()}, ${map.id}, 'typecheck', 'unitcheck', null, 'Gone', 'sawa')`,
    );

    const detail = await findMapDetail(db, map.id);
    const { rows } = await listMaps(
      db,
      { ownerId: owner.user.id, withDrawingsOnly: false },
      { page: 1, limit: 1, order: 'newest' },
    );
    expect(detail).toEqual({
      ...rows[0],
      drawings: await listDrawings(db, [map.id]),
      transitions: await listTransitions(db, [map.id]),
    });
    expect(detail?.drawings.map((drawing) => drawing.originalName)).toEqual(['a.pdf', 'b.pdf']);
    expect(detail?.transitions).toHaveLength(2);
  });

  it('answers empty lists for a map without drawings, and nothing for an unknown id', async () => {
    const { db } = testApp.database;
    const owner = await createSignedInUser(testApp);
    const map = await insertMap(
      db,
      {
        ownerId: owner.user.id,
        title: 'T',
        region: 'R',
        district: 'D',
        ward: 'W',
        startConstruction: '2027-01-01',
        description: '',
        floors: null,
        bedrooms: null,
        plinthArea: null,
      },
      new Date(),
    );
    expect((await findMapDetail(db, map.id))?.drawings).toEqual([]);
    expect(await findMapDetail(db, newId())).toBeUndefined();
  });
});
