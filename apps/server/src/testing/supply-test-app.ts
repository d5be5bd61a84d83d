import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AccessLevel, Material, Order, ProviderDetail, Purchase } from '@kadirio/domain';
import { createSignedInUser, type SignedInUser } from './factories';
import { buildMaterialBody, buildProviderBody, buildPurchaseBody, createRecord } from './supply-factories';
import { createTestApp, type TestApp } from './test-app';

export interface SupplyTestApp {
  testApp: TestApp;
  admin: SignedInUser;
  /** A client (`user`), who orders. */
  user: SignedInUser;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  signIn: (accessLevel?: AccessLevel) => Promise<SignedInUser>;
  createMaterial: (overrides?: Parameters<typeof buildMaterialBody>[0]) => Promise<Material>;
  createProvider: (overrides?: Parameters<typeof buildProviderBody>[0]) => Promise<ProviderDetail>;
  createPurchase: (overrides?: Parameters<typeof buildPurchaseBody>[0]) => Promise<Purchase>;
  /** `who` (the client by default) orders `quantity` from the offer. */
  placeOrder: (purchaseId: string, quantity?: number, who?: SignedInUser) => Promise<Order>;
  /** Replaces a supplier's price list, as admin unless other headers are given; answers the response. */
  putPrices: (
    providerId: string,
    prices: object[],
    headers?: InjectOptions['headers'],
  ) => Promise<LightMyRequestResponse>;
}

/**
 * The set-up every supply route test file shares: a fresh app built before its tests and closed
 * after them, an admin and a client signed in, and records created through the API as admin
 * (failing loudly on anything but 201). The objects are filled in by `beforeAll`, so a file can
 * take them apart at its top and use them in its tests.
 */
export function useSupplyTestApp(): SupplyTestApp {
  const testApp = {} as TestApp;
  const admin = {} as SignedInUser;
  const user = {} as SignedInUser;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp());
    Object.assign(admin, await createSignedInUser(testApp, 'admin'));
    Object.assign(user, await createSignedInUser(testApp, 'user'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  return {
    testApp,
    admin,
    user,
    inject: (options) => testApp.app.inject(options),
    signIn: (accessLevel = 'user') => createSignedInUser(testApp, accessLevel),
    createMaterial: (overrides = {}) =>
      createRecord<Material>(testApp, '/api/materials/', buildMaterialBody(overrides), admin.auth),
    createProvider: (overrides = {}) =>
      createRecord<ProviderDetail>(testApp, '/api/providers/', buildProviderBody(overrides), admin.auth),
    createPurchase: (overrides = {}) =>
      createRecord<Purchase>(testApp, '/api/purchases/', buildPurchaseBody(overrides), admin.auth),
    placeOrder: (purchaseId, quantity = 2, who = user) =>
      createRecord<Order>(
        testApp,
        '/api/orders/',
        { purchaseId, quantity, phoneNumber: '0712000111' },
        who.auth,
      ),
    putPrices: (providerId, prices, headers = admin.auth) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/providers/${providerId}/prices`,
        headers,
        payload: { prices },
      }),
  };
}
