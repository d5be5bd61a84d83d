import type { BoqResponse, BoqSheet, CatalogueEntry, MapStatus, TradeId } from '@kadirio/domain';
import { afterAll, beforeAll } from 'vitest';
import { maps } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createSignedInUser, type SignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A map inserted straight into `status`, without its history: the checking workflow that leads
 * there has its own tests, and the BOQ reads only the map's own row.
 */
export async function insertMapInStatus(
  testApp: TestApp,
  owner: SignedInUser,
  status: MapStatus,
  overrides: { title?: string; plinthArea?: number | null } = {},
): Promise<string> {
  const at = new Date();
  const id = newId();
  await testApp.database.db.insert(maps).values({
    id,
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
    status,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return id;
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
    /** Settles every draft: completes those with quantities, marks the empty ones not applicable. */
    async completeAll(mapId: string, caller: Caller): Promise<void> {
      const { sheets } = await this.boq(mapId, caller);
      for (const sheet of sheets.filter((each) => each.status === 'draft')) {
        const filled = sheet.lines.some((line) => line.quantity > 0);
        const response = await call(
          'POST',
          `/api/maps/${mapId}/boq/${sheet.trade}/${filled ? 'complete' : 'not-applicable'}`,
          caller,
          filled ? { version: sheet.version } : { version: sheet.version, reason: 'Not in this house' },
        );
        if (response.statusCode !== 200) throw new Error(`settle: ${response.statusCode} ${response.body}`);
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

export interface BoqTestApp {
  testApp: TestApp;
  client: ReturnType<typeof boqClient>;
  boqStaff: SignedInUser;
  pricetag: SignedInUser;
  admin: SignedInUser;
  /** A client (`user`) who owns the maps the file inserts. */
  owner: SignedInUser;
  /** Another client, who owns nothing. */
  stranger: SignedInUser;
  typechecker: SignedInUser;
}

/**
 * The set-up every BOQ route test file shares: a fresh app built before its tests and closed
 * after them, and one signed-in user of each role the BOQ routes tell apart. The objects are
 * filled in by `beforeAll`, so a file can take them apart at its top and use them in its tests.
 */
export function useBoqTestApp(): BoqTestApp {
  const testApp = {} as TestApp;
  const users = {
    boqStaff: {} as SignedInUser,
    pricetag: {} as SignedInUser,
    admin: {} as SignedInUser,
    owner: {} as SignedInUser,
    stranger: {} as SignedInUser,
    typechecker: {} as SignedInUser,
  };
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp());
    const roles = {
      boqStaff: 'boq',
      pricetag: 'pricetag',
      admin: 'admin',
      owner: 'user',
      stranger: 'user',
      typechecker: 'typechecker',
    } as const;
    await Promise.all(
      Object.entries(roles).map(async ([name, role]) =>
        Object.assign(users[name as keyof typeof roles], await createSignedInUser(testApp, role)),
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });
  return { testApp, client: boqClient(testApp), ...users };
}
