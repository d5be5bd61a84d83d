import { eq } from 'drizzle-orm';
import type { BoqResponse, BoqSheet, CatalogueEntry, MapStatus, TradeId } from '@kadirio/domain';
import { maps } from '../../db/schema';
import type { SignedInUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { insertMap } from '../maps/maps.repository';

/** A map inserted straight into `status` (the checking workflow has its own tests). */
export async function insertMapInStatus(
  testApp: TestApp,
  owner: SignedInUser,
  status: MapStatus,
  overrides: { title?: string; plinthArea?: number | null } = {},
): Promise<string> {
  const db = testApp.database.db;
  const row = await insertMap(
    db,
    {
      ownerId: owner.user.id,
      title: overrides.title ?? 'Nyumba ya Mama Asha',
      region: 'Dar es Salaam',
      district: 'Kinondoni',
      ward: 'Mikocheni',
      startConstruction: '2027-01-15',
      description: '',
      floors: 1,
      bedrooms: 3,
      plinthArea: overrides.plinthArea === undefined ? 80 : overrides.plinthArea,
    },
    new Date(),
  );
  await db.update(maps).set({ status }).where(eq(maps.id, row.id));
  return row.id;
}

type Caller = { auth: { authorization: string } } | null;

export function boqClient(testApp: TestApp) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller: Caller,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: caller?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    async boq(mapId: string, caller: Caller): Promise<BoqResponse> {
      const response = await call('GET', `/api/maps/${mapId}/boq`, caller);
      if (response.statusCode !== 200) throw new Error(`GET boq: ${response.statusCode} ${response.body}`);
      return response.json<BoqResponse>();
    },
    async sheet(mapId: string, trade: TradeId, caller: Caller): Promise<BoqSheet> {
      const response = await call('GET', `/api/maps/${mapId}/boq/${trade}`, caller);
      if (response.statusCode !== 200) throw new Error(`GET sheet: ${response.statusCode} ${response.body}`);
      return response.json<BoqSheet>();
    },
    async completeAll(mapId: string, caller: Caller): Promise<void> {
      const { sheets } = await this.boq(mapId, caller);
      for (const sheet of sheets.filter((each) => each.status === 'draft')) {
        const response = await call('POST', `/api/maps/${mapId}/boq/${sheet.trade}/complete`, caller, {
          version: sheet.version,
        });
        if (response.statusCode !== 200) throw new Error(`complete: ${response.statusCode} ${response.body}`);
      }
    },
    async item(code: string): Promise<CatalogueEntry> {
      const active = await testApp.app.services.catalogue.activeItemsByCode();
      const item = active.get(code);
      if (!item) throw new Error(`no catalogue item ${code}`);
      return item;
    },
  };
}
