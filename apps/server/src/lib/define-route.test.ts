import { defineEndpoint, PUBLIC, SIGNED_IN } from '@kadirio/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './define-route';

const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/things/:id',
  tag: 'things',
  summary: 'Make a thing',
  policy: SIGNED_IN,
  params: z.object({ id: z.string().max(3) }),
  body: z.object({ name: z.string() }),
  responses: { 201: z.object({ id: z.string(), name: z.string() }) },
  errors: [413],
});
const readThing = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  tag: 'things',
  summary: 'Read things',
  policy: PUBLIC,
  responses: { 200: z.object({ count: z.number() }) },
});

async function buildThingsApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: { url: string; schema: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') registered.push({ url: route.url, schema: route.schema });
  });
  defineRoute(app, createThing, (request) => ({ id: request.params.id, name: request.body.name, secret: 1 }));
  defineRoute(app, readThing, () => ({ count: 2 }));
  await app.ready();
  return { app, registered };
}

describe('defineRoute', () => {
  it('answers with the declared success status and only the declared fields', async () => {
    const { app } = await buildThingsApp();
    const response = await app.inject({ method: 'POST', url: '/api/things/abc', payload: { name: 'slab' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'abc', name: 'slab' });
    await app.close();
  });

  it('answers a 200 route straight from its handler', async () => {
    const { app } = await buildThingsApp();
    const response = await app.inject({ method: 'GET', url: '/api/things' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    await app.close();
  });

  it('validates params and body with the declared schemas', async () => {
    const { app } = await buildThingsApp();
    const badParam = await app.inject({ method: 'POST', url: '/api/things/abcd', payload: { name: 'x' } });
    expect(badParam.statusCode).toBe(400);
    const badBody = await app.inject({ method: 'POST', url: '/api/things/abc', payload: { name: 5 } });
    expect(badBody.statusCode).toBe(400);
    await app.close();
  });

  it('documents the summary, the bearer scheme unless public, and every refusal', async () => {
    const { app, registered } = await buildThingsApp();
    const [create, read] = registered as { schema: Record<string, unknown> }[];
    expect(create?.schema).toMatchObject({ tags: ['things'], summary: 'Make a thing' });
    expect(create?.schema.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(create?.schema.response as object)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '413']),
    );
    expect(read?.schema.security).toBeUndefined();
    await app.close();
  });
});
