import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIds, sharedSchemaRegistry } from './openapi-names';

// Built once: every app in a process (the tests build many) documents the same declarations.
const OPERATION_IDS = operationIds();
const SCHEMA_REGISTRY = sharedSchemaRegistry();
const transformRoute = createJsonSchemaTransform({ schemaRegistry: SCHEMA_REGISTRY });

/**
 * The OpenAPI document at /api/docs/json, built from the routes' zod schemas, and its browsable
 * page. Each operation is named after its declaration and shared schemas are components
 * (openapi-names.ts); the paths are the routes' own.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kadirio API',
        description: 'House plans in, priced bills of quantities and shopping lists out.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform(route) {
      const transformed = transformRoute(route);
      const operationId = route.route.config?.endpoint && OPERATION_IDS.get(route.route.config.endpoint);
      return operationId ? { ...transformed, schema: { ...transformed.schema, operationId } } : transformed;
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: SCHEMA_REGISTRY }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
