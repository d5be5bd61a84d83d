import type { Order, Provider, ProviderDetail, ProviderPrice, Purchase } from '@kadirio/domain';

/** Test data for the supply screens (web tests only): `buildX(overrides)`, each test its own world. */

let sequence = 0;

const TIMES = { createdAt: '2026-06-01T09:00:00.000Z', updatedAt: '2026-06-01T09:00:00.000Z' };

export function pageOf<T>(items: T[], limit = 20) {
  return { items, total: items.length, page: 1, limit };
}

export function buildProvider(overrides: Partial<Provider> = {}): Provider {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    name: `Supplier ${sequence}`,
    region: 'Dar es Salaam',
    district: 'Kinondoni',
    ward: 'Mwenge',
    phone: '0712 345 678',
    services: 'Delivery within Dar',
    status: 'registered',
    payment: { mobileMoney: null, bank: null, note: '' },
    priceCount: 0,
    ...TIMES,
    ...overrides,
  };
}

export function buildProviderPrice(overrides: Partial<ProviderPrice> = {}): ProviderPrice {
  return { material: 'cement-50kg', price: 17_500, quotedAt: '2026-06-01', ageDays: 3, ...overrides };
}

export function buildProviderDetail(provider: Provider, prices: ProviderPrice[]): ProviderDetail {
  return { ...provider, priceCount: prices.length, prices };
}

export function buildPurchase(overrides: Partial<Purchase> = {}): Purchase {
  sequence += 1;
  const quantity = overrides.quantity ?? 100;
  const ordered = overrides.ordered ?? 0;
  return {
    _id: crypto.randomUUID(),
    material: 'cement-50kg',
    title: `Cement offer ${sequence}`,
    unit: 'bag',
    price: 18_000,
    quantity,
    ordered,
    remaining: quantity - ordered,
    payBefore: '2026-08-01',
    deliveryRange: '5–10 August, Dar es Salaam',
    transport: 0,
    transportTerms: '',
    status: 'open',
    providerId: null,
    providerName: null,
    ...TIMES,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  const quantity = overrides.quantity ?? 10;
  const unitPrice = overrides.unitPrice ?? 18_000;
  const transportPerUnit = overrides.transportPerUnit ?? 0;
  return {
    _id: crypto.randomUUID(),
    purchaseId: crypto.randomUUID(),
    userId: crypto.randomUUID(),
    userName: `Client ${sequence}`,
    material: 'cement-50kg',
    title: 'Dangote cement 42.5',
    unit: 'bag',
    quantity,
    phoneNumber: '0755 000 111',
    status: 'placed',
    unitPrice,
    transportPerUnit,
    subtotal: quantity * unitPrice,
    transport: quantity * transportPerUnit,
    supplier: null,
    total: quantity * (unitPrice + transportPerUnit),
    ...TIMES,
    ...overrides,
  };
}
