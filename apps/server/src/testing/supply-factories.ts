import type { InjectOptions } from 'fastify';
import type { MaterialBodyInput, ProviderBodyInput, PurchaseBodyInput } from '@kadirio/domain';
import type { TestApp } from './test-app';

/** Builders for supply bodies in API tests; each call gives a unique name. */
let sequence = 0;

/** A material of the general price list; each call has its own manufacturer, so none clash. */
export function buildMaterialBody(overrides: Partial<MaterialBodyInput> = {}): MaterialBodyInput {
  sequence += 1;
  return {
    material: 'cement-50kg',
    name: 'Portland cement 42.5R',
    unit: 'bag',
    price: 17_500,
    manufacturer: `Maker ${Date.now().toString(36)}-${sequence}`,
    ...overrides,
  };
}

export function buildProviderBody(overrides: Partial<ProviderBodyInput> = {}): ProviderBodyInput {
  sequence += 1;
  return {
    name: `Supplier ${Date.now().toString(36)}-${sequence}`,
    region: 'Dar es Salaam',
    district: 'Kinondoni',
    ward: 'Mwenge',
    phone: '0712 345 678',
    services: 'Delivery within Dar',
    status: 'registered',
    ...overrides,
  };
}

export function buildPurchaseBody(overrides: Partial<PurchaseBodyInput> = {}): PurchaseBodyInput {
  return {
    material: 'cement-50kg',
    title: 'Cement 42.5R, 50 kg bag',
    unit: 'bag',
    price: 17_500,
    quantity: 100,
    payBefore: '2026-12-31',
    deliveryRange: '5–10 January, Dar es Salaam',
    transport: 500,
    transportTerms: 'Delivered to site',
    ...overrides,
  };
}

/** POSTs and returns the created record, failing loudly on anything but 201. */
export async function createRecord<T = Record<string, unknown> & { _id: string }>(
  testApp: TestApp,
  url: string,
  payload: object,
  headers: InjectOptions['headers'],
): Promise<T> {
  const response = await testApp.app.inject({ method: 'POST', url, payload, headers });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A `YYYY-MM-DD` that many days before today (UTC). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
