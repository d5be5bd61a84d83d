import * as domain from '@kadirio/domain';
import { API, type Endpoint } from '@kadirio/domain';
import { z } from 'zod';

/**
 * Names for the OpenAPI document, so programs written against it (generated clients) get stable,
 * readable names: an `operationId` per operation and a component per shared schema.
 */

/**
 * Each declared endpoint's operationId: its name in its module's `defineEndpoints({...})`
 * (`listPosts`), or, when another module uses the same name, the module's name before it
 * (`blogGetCover`), so every operationId is unique and none depends on the path.
 */
export function operationIds(api: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = API) {
  const declarations = Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ group, name, endpoint })),
  );
  const uses = new Map<string, number>();
  for (const { name } of declarations) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map<Endpoint, string>(
    declarations.map(({ group, name, endpoint }) => [
      endpoint,
      uses.get(name) === 1 ? name : `${group}${name[0]!.toUpperCase()}${name.slice(1)}`,
    ]),
  );
}

/**
 * The body and answer schemas two or more operations share, each under the name the domain
 * exports it by less `Schema` (`PostSchema` → `Post`): the document lists each once under
 * `components.schemas` and the operations refer to it. Parameters and queries stay inline, as
 * OpenAPI lists them one parameter at a time.
 */
export function sharedSchemaRegistry(
  api: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = API,
) {
  const nameOf = new Map<unknown, string>();
  for (const [exported, value] of Object.entries(domain)) {
    if (value instanceof z.ZodType && exported.endsWith('Schema') && !nameOf.has(value)) {
      nameOf.set(value, exported.slice(0, -'Schema'.length));
    }
  }
  const operationsUsing = new Map<z.ZodType, number>();
  for (const endpoint of Object.values(api).flatMap((group) => Object.values(group))) {
    const schemas = new Set([endpoint.body, ...Object.values(endpoint.responses)]);
    for (const schema of schemas) {
      if (schema) operationsUsing.set(schema, (operationsUsing.get(schema) ?? 0) + 1);
    }
  }
  const registry = z.registry<{ id: string }>();
  for (const [schema, count] of operationsUsing) {
    const name = nameOf.get(schema);
    if (count >= 2 && name) registry.add(schema, { id: name });
  }
  // The error envelope every route may answer (lib/route-errors.ts).
  if (!registry.has(domain.ErrorBodySchema)) registry.add(domain.ErrorBodySchema, { id: 'ErrorBody' });
  return registry;
}
