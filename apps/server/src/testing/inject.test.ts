import { defineEndpoint, healthEndpoints, materialsEndpoints, PUBLIC } from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createSignedInUser, UNKNOWN_ID, type SignedInUser } from './factories';
import { inject, invalid, type InjectOptions } from './inject';
import { createTestApp, type TestApp } from './test-app';

let testApp: TestApp;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, user] = await Promise.all([
    createSignedInUser(testApp, 'admin'),
    createSignedInUser(testApp, 'user'),
  ]);
});
afterAll(() => testApp.close());

const cement = { material: 'cement-50kg', name: 'Inject cement', unit: 'bag', price: 18_500 };

describe('inject', () => {
  it('sends the body as the caller and hands back the declared answer, parsed and typed', async () => {
    const created = await inject(testApp, materialsEndpoints.createMaterial, { body: cement, as: admin });
    expect(created.status).toBe(201);
    expectTypeOf(created.result.price).toEqualTypeOf<number>();
    // The body's default was filled by the server and the answer parsed by the declared schema.
    expect(created.result).toMatchObject({ ...cement, manufacturer: '' });
  });

  it('fills the path parameters and sends the query', async () => {
    const { result: made } = await inject(testApp, materialsEndpoints.createMaterial, {
      body: { ...cement, name: 'Inject nails', material: 'nails-3in', unit: 'kg' },
      as: admin,
    });
    const one = await inject(testApp, materialsEndpoints.getMaterial, { params: { id: made._id }, as: user });
    expect(one.result.name).toBe('Inject nails');
    const page = await inject(testApp, materialsEndpoints.listMaterials, {
      query: { search: 'Inject nails', page: 1, limit: 5 },
      as: user,
    });
    expect(page.result.items.map((item) => item.name)).toEqual(['Inject nails']);
    expect(page.result.limit).toBe(5);
  });

  it('calls without a token for `as: null`, and gives the refusal as `error`', async () => {
    const anonymous = await inject(testApp, materialsEndpoints.listMaterials, { as: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error.message).toBeTruthy();
    const unknown = await inject(testApp, materialsEndpoints.getMaterial, {
      params: { id: UNKNOWN_ID },
      as: user,
    });
    expect(unknown.status).toBe(404);
  });

  it('sends input the types refuse only when marked invalid, and the server names the field', async () => {
    const refused = await inject(testApp, materialsEndpoints.createMaterial, {
      body: invalid({ ...cement, price: 'cheap' }),
      as: admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toMatch(/^price/);
    const unmarked: InjectOptions<typeof materialsEndpoints.createMaterial> = {
      // @ts-expect-error a price is a number: unmarked, this does not compile
      body: { ...cement, price: 'cheap' },
      as: admin,
    };
    expect(unmarked.as).toBe(admin);
  });

  it('throws when the result is read after a refusal, naming the status and the message', async () => {
    const anonymous = await inject(testApp, materialsEndpoints.listMaterials, { as: null });
    expect(() => anonymous.result).toThrow(/GET \/api\/materials\/ answered 401: .*\(expected 200\)/);
    const created = await inject(testApp, healthEndpoints.getLive, { as: null });
    expect(() => created.error).toThrow(/expected a refusal/);
  });

  it('fails when the answer drifts from the declared schema', async () => {
    // The live check's path declared with an answer it does not give.
    const drifted = defineEndpoint({
      ...healthEndpoints.getLive,
      policy: PUBLIC,
      responses: { 200: z.object({ status: z.literal('asleep') }) },
    });
    const answer = await inject(testApp, drifted, { as: null });
    expect(answer.status).toBe(200);
    expect(() => answer.result).toThrow(z.ZodError);
  });
});
