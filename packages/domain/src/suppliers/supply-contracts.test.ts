import { describe, expect, it } from 'vitest';
import { CreateOrderBodySchema, UpdateOrderBodySchema } from '../orders/orders.contract';
import { ProviderBodySchema, ReplacePricesBodySchema, UpdateProviderBodySchema } from './suppliers.contract';
import { PurchaseBodySchema, UpdatePurchaseBodySchema } from '../purchases/purchases.contract';

const provider = {
  name: 'Mwenge Hardware',
  region: 'Dar es Salaam',
  district: 'Kinondoni',
  ward: 'Mwenge',
  phone: '0712 345 678',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('supply contracts', () => {
  it('keeps a phone as typed, leading zero and plus included', () => {
    expect(ProviderBodySchema.parse(provider).phone).toBe('0712 345 678');
    expect(ProviderBodySchema.parse({ ...provider, phone: '+255712345678' }).phone).toBe('+255712345678');
  });

  it('refuses a phone with letters, too few digits or sent as a number', () => {
    expect(firstMessage(ProviderBodySchema.safeParse({ ...provider, phone: '07l2 345 678' }))).toMatch(
      /phone/,
    );
    expect(firstMessage(ProviderBodySchema.safeParse({ ...provider, phone: '071234' }))).toMatch(
      /at least 7 digits/,
    );
    expect(ProviderBodySchema.safeParse({ ...provider, phone: 712345678 }).success).toBe(false);
  });

  it('fills the defaults of a new supplier and offer, but never of an update', () => {
    expect(ProviderBodySchema.parse(provider)).toMatchObject({ services: '', status: 'unregistered' });
    expect(UpdateProviderBodySchema.parse({ ward: 'Ubungo' })).toEqual({ ward: 'Ubungo' });
    const offer = PurchaseBodySchema.parse({
      material: 'cement-50kg',
      title: 'Cement',
      unit: 'bag',
      price: 17_500,
      quantity: 10,
      payBefore: '2026-12-31',
      deliveryRange: 'January',
    });
    expect(offer).toMatchObject({ transport: 0, transportTerms: '', status: 'open' });
    expect(UpdatePurchaseBodySchema.parse({ price: 1 })).toEqual({ price: 1 });
  });

  it('names the line of a material listed twice in a price list', () => {
    const result = ReplacePricesBodySchema.safeParse({
      prices: [
        { material: 'cement-50kg', price: 1 },
        { material: 'cement-50kg', price: 2 },
      ],
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['prices', 1, 'material'] });
  });

  it('wants whole units in an order, and lets an update send any subset', () => {
    const order = {
      purchaseId: '00000000-0000-4000-8000-000000000001',
      quantity: 2.5,
      phoneNumber: '0712345678',
    };
    expect(firstMessage(CreateOrderBodySchema.safeParse(order))).toMatch(/quantity must be a whole number/);
    expect(UpdateOrderBodySchema.parse({})).toEqual({});
    expect(UpdateOrderBodySchema.safeParse({ status: 'shipped' }).success).toBe(false);
  });
});
