import { describe, expect, it } from 'vitest';
import { rankQuotes, type QuoteWithoutAge } from './cheapest-supplier';
import { orderMoveRefusal, orderTotals, purchaseMoveRefusal } from '../orders/order-rules';
import { ageInDays } from './quote-age';
import { splitBasketBySupplier } from './supplier-basket';

const quote = (overrides: Partial<QuoteWithoutAge>): QuoteWithoutAge => ({
  providerId: '00000000-0000-4000-8000-000000000001',
  providerName: 'Mwanza Hardware',
  region: 'Mwanza',
  district: 'Ilemela',
  ward: 'Buswelu',
  phone: '0712000001',
  material: 'cement-50kg',
  price: 18_000,
  quotedAt: '2026-07-01',
  ...overrides,
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('ageInDays', () => {
  it('counts whole UTC days from the quote to today', () => {
    expect(ageInDays('2026-07-01', '2026-07-31')).toBe(30);
    expect(ageInDays('2026-02-28', '2026-03-01')).toBe(1);
    expect(ageInDays('2026-07-01', '2026-07-01')).toBe(0);
  });

  it('gives a quote dated in the future age 0, not a negative age', () => {
    expect(ageInDays('2026-08-01', '2026-07-01')).toBe(0);
  });
});

describe('rankQuotes', () => {
  it('puts the cheapest first and ages every quote', () => {
    const ranked = rankQuotes(
      [
        quote({ providerId: A, providerName: 'Alpha', price: 19_500, quotedAt: '2026-07-10' }),
        quote({ providerId: B, providerName: 'Beta', price: 18_000, quotedAt: '2026-06-01' }),
      ],
      '2026-07-11',
    );
    expect(ranked.map((q) => [q.providerName, q.price, q.ageDays])).toEqual([
      ['Beta', 18_000, 40],
      ['Alpha', 19_500, 1],
    ]);
  });

  it('breaks a price tie with the fresher quote, then the name', () => {
    const ranked = rankQuotes(
      [
        quote({ providerId: A, providerName: 'Zed', quotedAt: '2026-07-01' }),
        quote({ providerId: B, providerName: 'Old', quotedAt: '2026-05-01' }),
        quote({
          providerId: '00000000-0000-4000-8000-00000000000c',
          providerName: 'Ace',
          quotedAt: '2026-07-01',
        }),
      ],
      '2026-07-02',
    );
    expect(ranked.map((q) => q.providerName)).toEqual(['Ace', 'Zed', 'Old']);
  });
});

describe('splitBasketBySupplier', () => {
  it('prices each material at its cheapest supplier and splits the list into baskets', () => {
    const quotes = [
      quote({ providerId: A, providerName: 'Alpha', material: 'cement-50kg', price: 18_000 }),
      quote({ providerId: B, providerName: 'Beta', material: 'cement-50kg', price: 17_500 }),
      quote({ providerId: A, providerName: 'Alpha', material: 'sand-trip', price: 250_000 }),
      quote({ providerId: B, providerName: 'Beta', material: 'sand-trip', price: 260_000 }),
      quote({ providerId: A, providerName: 'Alpha', material: 'binding-wire', price: 5_000 }),
    ];
    const list = splitBasketBySupplier(
      [
        { material: 'cement-50kg', quantity: 120 },
        { material: 'sand-trip', quantity: 3 },
        { material: 'binding-wire', quantity: 4 },
        { material: 'nails-3in', quantity: 10 },
      ],
      quotes,
      '2026-07-11',
    );
    // Beta: 120 × 17 500 = 2 100 000; Alpha: 3 × 250 000 + 4 × 5 000 = 770 000.
    expect(list.baskets.map((b) => [b.providerName, b.total, b.lines.map((l) => l.material)])).toEqual([
      ['Beta', 2_100_000, ['cement-50kg']],
      ['Alpha', 770_000, ['sand-trip', 'binding-wire']],
    ]);
    expect(list.pricedTotal).toBe(2_870_000);
    expect(list.unpriced).toEqual(['nails-3in']);
    expect(list.items.find((item) => item.material === 'cement-50kg')).toMatchObject({
      amount: 2_100_000,
      supplierCount: 2,
      cheapest: { providerName: 'Beta', price: 17_500, ageDays: 10 },
    });
    expect(list.items.find((item) => item.material === 'nails-3in')).toMatchObject({
      cheapest: null,
      amount: null,
      supplierCount: 0,
    });
  });

  it('buys a material listed twice once, quantities added', () => {
    const list = splitBasketBySupplier(
      [
        { material: 'cement-50kg', quantity: 2 },
        { material: 'cement-50kg', quantity: 3 },
      ],
      [quote({ price: 10_000 })],
      '2026-07-01',
      'Mwanza',
    );
    expect(list.items).toHaveLength(1);
    expect(list.baskets[0]?.total).toBe(50_000);
    expect(list.region).toBe('Mwanza');
  });

  it('answers an empty list with no baskets', () => {
    expect(splitBasketBySupplier([], [quote({})], '2026-07-01')).toEqual({
      region: null,
      items: [],
      baskets: [],
      pricedTotal: 0,
      unpriced: [],
    });
  });
});

describe('orderTotals', () => {
  it('is quantity × unit price, plus quantity × transport per unit', () => {
    expect(orderTotals(12, 17_500, 500)).toEqual({ subtotal: 210_000, transport: 6_000, total: 216_000 });
  });

  it('has no transport when delivery is included', () => {
    expect(orderTotals(3, 250_000)).toEqual({ subtotal: 750_000, transport: 0, total: 750_000 });
  });
});

describe('orderMoveRefusal', () => {
  it('lets admin move one step forward: placed → confirmed → paid → delivered', () => {
    expect(orderMoveRefusal('placed', 'confirmed', 'admin')).toBeNull();
    expect(orderMoveRefusal('confirmed', 'paid', 'admin')).toBeNull();
    expect(orderMoveRefusal('paid', 'delivered', 'admin')).toBeNull();
  });

  it('refuses skipping or going back', () => {
    expect(orderMoveRefusal('placed', 'paid', 'admin')).toMatch(/placed → confirmed/);
    expect(orderMoveRefusal('paid', 'confirmed', 'admin')).toMatch(/paid → delivered/);
    expect(orderMoveRefusal('confirmed', 'placed', 'admin')).not.toBeNull();
  });

  it('lets the owner cancel only while placed, and never move forward', () => {
    expect(orderMoveRefusal('placed', 'cancelled', 'owner')).toBeNull();
    expect(orderMoveRefusal('confirmed', 'cancelled', 'owner')).toMatch(/only a placed order/);
    expect(orderMoveRefusal('placed', 'confirmed', 'owner')).toMatch(/only admin/);
  });

  it('lets admin cancel until delivery; delivered and cancelled are final', () => {
    expect(orderMoveRefusal('paid', 'cancelled', 'admin')).toBeNull();
    expect(orderMoveRefusal('delivered', 'cancelled', 'admin')).toMatch(/delivered order cannot change/);
    expect(orderMoveRefusal('cancelled', 'placed', 'admin')).toMatch(/cancelled order cannot change/);
  });

  it('treats staying in the same state as no move', () => {
    expect(orderMoveRefusal('paid', 'paid', 'owner')).toBeNull();
  });
});

describe('purchaseMoveRefusal', () => {
  it('lets an offer close and reopen, then be delivered, which is final', () => {
    expect(purchaseMoveRefusal('open', 'closed')).toBeNull();
    expect(purchaseMoveRefusal('closed', 'open')).toBeNull();
    expect(purchaseMoveRefusal('closed', 'delivered')).toBeNull();
    expect(purchaseMoveRefusal('delivered', 'open')).toMatch(/delivered offer/);
  });
});
