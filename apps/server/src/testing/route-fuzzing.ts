import { ACCESS_LEVELS, decidePolicy, MAP_STATUSES, type AccessLevel } from '@kadirio/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { boqClient, insertMapInStatus } from '../modules/boq/boq-testing';
import { createSignedInUser, type SignedInUser } from './factories';
import {
  fittingValue,
  fuzzedValue,
  hostileString,
  hostileValue,
  type JsonSchema,
  type SchemaContext,
} from './fuzz-arbitraries';
import { buildMultipart, buildPdf, PNG_BYTES } from './multipart';
import { createTestApp } from './test-app';

/**
 * The fuzzing of every route, in shards: `security/fuzz-<n>.routes.test.ts` each run one, so the
 * longest file of the API suite runs on every worker at once (docs/testing.md).
 *
 * Every route of the OpenAPI document × {anonymous, every role}, with random and boundary params,
 * queries and bodies (huge numbers, NaN-like strings, deep objects, `__proto__` keys, 10,000
 * characters, wrong types, real and random uuids, garbage multipart). Never a 5xx; every 2xx body
 * matches the route's response schema; nothing pollutes Object.prototype.
 * FUZZ_RUNS raises the runs per route (`npm run fuzz` does); the test tier runs 100.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/**
 * The test tier fuzzes from a fixed seed (one per route, from FUZZ_SEED or this date), so a run is
 * repeatable and its reach below is a stable measure; `npm run fuzz` sets FUZZ_SEED=random to try
 * new inputs each time. fast-check prints the seed of any failure for replaying it.
 */
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20_261_124);

interface Operation {
  method: string;
  /** OpenAPI form, `/api/maps/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  bodySchema: JsonSchema | undefined;
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Registers the tests of one shard of the routes: those whose index modulo `shards` is `shard`. */
export async function fuzzRoutes({ shard, shards }: { shard: number; shards: number }): Promise<void> {
  const testApp = await createTestApp();
  afterAll(async () => {
    await testApp.close();
  });

  const documentResponse = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  const openApi = documentResponse.json<OpenApiDocument>();
  const components = openApi.components?.schemas ?? {};
  /** A schema with its `$ref`s to shared components (plugins/openapi-names.ts) written out in place. */
  const inline = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(inline);
    if (schema === null || typeof schema !== 'object') return schema;
    const { $ref, ...rest } = schema as { $ref?: string };
    const named = $ref?.startsWith('#/components/schemas/')
      ? components[$ref.slice('#/components/schemas/'.length)]
      : undefined;
    const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value)]));
    return named ? { ...(inline(named) as object), ...own } : own;
  };
  const operations: Operation[] = Object.entries(openApi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodySchema: inline(operation.requestBody?.content?.['application/json']?.schema) as
          JsonSchema | undefined,
      };
    }),
  );

  const toFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
  const routesByKey = new Map(testApp.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route]));

  type Caller = AccessLevel | null;
  const callers: Caller[] = [null, ...ACCESS_LEVELS];
  const sessions = new Map<AccessLevel, SignedInUser>();
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === null) return {};
    let session = sessions.get(caller);
    if (!session) {
      session = await createSignedInUser(testApp, caller);
      sessions.set(caller, session);
    }
    return session.auth;
  }

  const context: { knownIds: string[] } = { knownIds: [] };
  /** Ids by the route family they came from (`/api/maps`), so `/api/maps/{id}` mostly gets plan ids. */
  const idsByFamily = new Map<string, Set<string>>();
  /** The BOQ routes under `/api/maps/{id}/boq` want the plans BOQ staff work on, as `/api/boq` lists. */
  /**
   * The ids a route is most likely to find rows under. A plan's BOQ and its take-off (measurements,
   * page scales, the take-off sheet) exist only on plans past the checks: those routes draw on the
   * BOQ plans, not on the plans in every status.
   */
  const BOQ_FAMILY = /\/boq|\/measurements|\/scales|\/takeoff-sheet/;
  /** The admin's password-reset requests: their routes want the requests' ids, not every user's. */
  const RESET_REQUESTS = '/api/users/password-reset/requests';
  const familyOf = (path: string) =>
    BOQ_FAMILY.test(path)
      ? '/api/boq'
      : path.startsWith(RESET_REQUESTS)
        ? RESET_REQUESTS
        : path.split('/').slice(0, 3).join('/');
  function familyIds(path: string): Set<string> {
    const ids = idsByFamily.get(familyOf(path)) ?? new Set<string>();
    idsByFamily.set(familyOf(path), ids);
    return ids;
  }
  function contextFor(op: Operation): SchemaContext {
    const family = [...familyIds(op.path)];
    // Repeated entries weigh the family's ids three to one against the rest.
    return { knownIds: [...family, ...family, ...family, ...context.knownIds] };
  }
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  function harvestIds(value: unknown, into: Set<string>): void {
    if (typeof value === 'string' && UUID.test(value)) into.add(value);
    else if (Array.isArray(value)) for (const item of value) harvestIds(item, into);
    else if (value && typeof value === 'object')
      for (const item of Object.values(value)) harvestIds(item, into);
  }

  /** A few ids per answer, so a long list (the catalogue) does not crowd out the others. */
  function harvestSome(value: unknown, into: Set<string>): void {
    const found = new Set<string>();
    harvestIds(value, found);
    for (const id of [...found].slice(0, 4)) into.add(id);
  }

  /**
   * Plans in every status, owned by the `user` caller: random creates only ever make new plans in
   * the first status.
   */
  async function seedPlansInEveryStatus(): Promise<string[]> {
    const owner = sessions.get('user');
    if (!owner) throw new Error('the user session is made first');
    const ids = [];
    for (const status of MAP_STATUSES) ids.push(await insertMapInStatus(testApp, owner, status));
    return ids;
  }

  /**
   * The BOQ routes need a `successful` plan: one with its BOQ opened and one issued as revision 1,
   * so the sheet, issue and export routes answer 2xx as well as 404. Their owner is no caller, but
   * fuzzing earlier routes can still delete them (admin deletes plans and users), so each BOQ
   * route first checks they are there and makes them again if not.
   */
  const boqPlans = { opened: '', issued: '' };
  async function ensureBoqPlans(): Promise<void> {
    const client = boqClient(testApp);
    const boqStaff = { auth: await headersFor('boq') } as { auth: { authorization: string } };
    const issues = boqPlans.issued
      ? await client.call('GET', `/api/maps/${boqPlans.issued}/boq/issues`, boqStaff)
      : undefined;
    const opened = boqPlans.opened
      ? await client.call('GET', `/api/maps/${boqPlans.opened}/boq`, boqStaff)
      : undefined;
    if (issues?.statusCode === 200 && issues.json<unknown[]>().length > 0 && opened?.statusCode === 200)
      return;

    const owner = await createSignedInUser(testApp, 'user');
    const family = familyIds('/api/boq');
    family.delete(boqPlans.opened);
    family.delete(boqPlans.issued);
    boqPlans.opened = await insertMapInStatus(testApp, owner, 'successful');
    boqPlans.issued = await insertMapInStatus(testApp, owner, 'successful');
    await client.boq(boqPlans.opened, boqStaff);
    await client.completeAll(boqPlans.issued, boqStaff);
    const issue = await client.call('POST', `/api/maps/${boqPlans.issued}/boq/issue`, boqStaff);
    if (issue.statusCode !== 201) throw new Error(`issue: ${issue.statusCode} ${issue.body.slice(0, 200)}`);
    family.add(boqPlans.opened);
    family.add(boqPlans.issued);
  }

  /**
   * Some real records first, so fuzzed ids hit rows as well as misses: every create route (a POST
   * without path params) gets a few fitting bodies from each caller, then every list is read by
   * every caller and the ids in the answers are kept.
   */
  async function seedAndHarvest(): Promise<void> {
    const ids = new Set<string>();
    for (const level of ACCESS_LEVELS) {
      await headersFor(level);
      harvestIds(sessions.get(level)?.user.id, ids);
    }
    for (const id of await seedPlansInEveryStatus()) {
      ids.add(id);
      familyIds('/api/maps').add(id);
    }
    await ensureBoqPlans();
    // A forgotten password asked by phone waits for the admin (docs/product.md §1): its request
    // gives the admin's routes on requests a row to answer 2xx on (the admin's list harvests it).
    const asker = sessions.get('user');
    if (asker)
      await testApp.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/request',
        payload: { email: asker.user.phone },
      });
    const creates = operations.filter(
      (op) => op.method === 'POST' && op.pathParams.length === 0 && op.bodySchema,
    );
    for (const op of creates) {
      const bodies = fc.sample(fittingValue(op.bodySchema as JsonSchema, { knownIds: [] }), {
        numRuns: 4,
        seed: 8,
      });
      for (const caller of callers) {
        for (const body of bodies) {
          const response = await testApp.app.inject({
            method: 'POST',
            url: op.path,
            headers: await headersFor(caller),
            payload: body as object,
          });
          if (response.statusCode < 300) {
            harvestSome(response.json(), ids);
            harvestSome(response.json(), familyIds(op.path));
          }
        }
      }
    }
    const lists = operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0);
    for (const op of lists) {
      for (const caller of callers) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: op.path,
          headers: await headersFor(caller),
        });
        if (response.statusCode === 200) {
          harvestSome(response.json(), ids);
          harvestSome(response.json(), familyIds(op.path));
        }
      }
    }
    context.knownIds = [...ids];
  }
  await seedAndHarvest();

  interface FuzzRequest {
    caller: Caller;
    url: string;
    payload?: string | Buffer;
    contentType?: string;
  }

  /** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes it would be. */
  function encode(text: string): string {
    try {
      return encodeURIComponent(text);
    } catch {
      return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
    }
  }

  /**
   * A path parameter as one segment. `.` and `..` would be dot segments that the URL resolves away
   * (`/issues/.` is `/issues/`, another route), so their dots are escaped to stay a value.
   */
  function encodeSegment(text: string): string {
    return text === '.' || text === '..' ? text.replace(/\./g, '%2E') : encode(text);
  }

  function queryString(pairs: [string, string][]): string {
    if (pairs.length === 0) return '';
    return '?' + pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  }

  function asQueryValue(value: unknown): string {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  }

  const pollutingQueryPairs = fc.subarray<[string, string]>([
    ['__proto__[polluted]', 'yes'],
    ['__proto__.polluted', 'yes'],
    ['constructor[prototype][polluted]', 'yes'],
    ['unknownField', 'x'],
  ]);

  const garbageBody = fc.oneof(
    fc.constantFrom('{', '{"a":', 'not json', '[1,2', 'null', '""', '{"__proto__":'),
    fc.string({ maxLength: 200 }),
  );

  function garbageMultipart(): fc.Arbitrary<{ payload: string | Buffer; contentType: string }> {
    const valid = fc
      .constant(null)
      .map(() => buildMultipart([{ filename: 'plan.pdf', content: buildPdf() }]));
    const wrongFile = fc
      .tuple(hostileString, fc.constantFrom('file', 'files', 'drawing', ''))
      .map(([filename, field]) => buildMultipart([{ filename, field, content: PNG_BYTES }]));
    const fieldsOnly = fc
      .array(fc.tuple(fc.string({ maxLength: 10 }), hostileString), { maxLength: 4 })
      .map((fields) => buildMultipart(fields.map(([field, value]) => ({ field, value }))));
    const structured = fc.oneof(valid, wrongFile, fieldsOnly).map(({ payload, headers }) => ({
      payload,
      contentType: headers['content-type'],
    }));
    const broken = fc
      .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('', '; boundary=x', '; boundary='))
      .map(([bytes, boundary]) => ({
        payload: Buffer.from(bytes),
        contentType: `multipart/form-data${boundary}`,
      }));
    const cutShort = valid.map(({ payload, headers }) => ({
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
      contentType: headers['content-type'],
    }));
    return fc.oneof(structured, broken, cutShort);
  }

  /** Every caller, weighted three to one toward those the route's policy admits (who get past auth). */
  function callerArbitrary(op: Operation): fc.Arbitrary<Caller> {
    const policy = routesByKey.get(`${op.method} ${toFastifyUrl(op.path)}`)?.policy;
    const admitted = policy
      ? callers.filter(
          (caller) =>
            decidePolicy(policy, caller) !== 'unauthenticated' &&
            decidePolicy(policy, caller) !== 'forbidden',
        )
      : [];
    const anyone = fc.constantFrom(...callers);
    return admitted.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...admitted), weight: 3 }, { arbitrary: anyone, weight: 1 })
      : anyone;
  }

  function requestArbitrary(op: Operation, schemaContext: SchemaContext): fc.Arbitrary<FuzzRequest> {
    const param = (schema: JsonSchema) =>
      fc
        .oneof(
          { arbitrary: fittingValue(schema, schemaContext), weight: 3 },
          { arbitrary: hostileValue, weight: 1 },
        )
        // An empty segment would route to a different endpoint (`/api/maps/` is the list).
        .map((value) => (value === '' ? ' ' : value));
    const path = fc
      .tuple(...op.pathParams.map((parameter) => param(parameter.schema)))
      .map((values) =>
        op.pathParams.reduce(
          (url, parameter, index) =>
            url.replace(`{${parameter.name}}`, encodeSegment(asQueryValue(values[index]))),
          op.path,
        ),
      );
    const query = fc
      .tuple(
        fc.tuple(
          ...op.queryParams.map((parameter) =>
            fc.option(fuzzedValue(parameter.schema, schemaContext, parameter.name)),
          ),
        ),
        pollutingQueryPairs,
      )
      .map(([values, extra]) => {
        const pairs: [string, string][] = [];
        op.queryParams.forEach((parameter, index) => {
          const value = values[index];
          if (value === null || value === undefined) return;
          const list = Array.isArray(value) ? value : [value];
          for (const item of list) pairs.push([parameter.name, asQueryValue(item)]);
        });
        return queryString([...pairs, ...extra]);
      });

    const takesBody = op.method === 'POST' || op.method === 'PUT';
    const asJson = (value: unknown) => ({
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    });
    const jsonBody = (op.bodySchema ? fuzzedValue(op.bodySchema, schemaContext) : hostileValue).map(asJson);
    const fittingBody = op.bodySchema ? fittingValue(op.bodySchema, schemaContext).map(asJson) : jsonBody;
    const body = takesBody
      ? fc.oneof(
          { arbitrary: fittingBody, weight: 3 },
          { arbitrary: jsonBody, weight: 4 },
          { arbitrary: hostileValue.map(asJson), weight: 1 },
          {
            arbitrary: garbageBody.map((payload) => ({ payload, contentType: 'application/json' })),
            weight: 1,
          },
          { arbitrary: garbageMultipart(), weight: 2 },
        )
      : fc.constant(undefined);

    return fc
      .record({ caller: callerArbitrary(op), path, query, body })
      .map(({ caller, path, query, body }) => ({
        caller,
        url: path + query,
        ...(body ? { payload: body.payload, contentType: body.contentType } : {}),
      }));
  }

  /** Status codes seen per route: the summary shows how deep the fuzzing got (2xx = past validation). */
  const statusesSeen = new Map<string, Map<number, number>>();
  function countStatus(route: string, status: number): void {
    const counts = statusesSeen.get(route) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    statusesSeen.set(route, counts);
  }

  interface ZodLike {
    safeParse(value: unknown): { success: boolean; error?: { message: string } };
  }
  function isZodLike(value: unknown): value is ZodLike {
    return typeof (value as ZodLike | undefined)?.safeParse === 'function';
  }

  // The document's own check once, with the first shard.
  if (shard === 0)
    describe('the OpenAPI document', () => {
      it('lists exactly the routes the server polices', () => {
        const documented = operations.map((op) => `${op.method} ${toFastifyUrl(op.path)}`).sort();
        expect(documented).toEqual([...routesByKey.keys()].sort());
        expect(context.knownIds.length).toBeGreaterThan(callers.length);
      });
    });

  describe('fuzzing every route under every caller', () => {
    afterAll(() => {
      const lines = [...statusesSeen].map(
        ([route, counts]) =>
          `${route.padEnd(48)} ${[...counts]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      );
      console.info(`fuzz (shard ${shard + 1} of ${shards}): ${RUNS} runs per route\n${lines.join('\n')}`);
      const reachedSuccess = [...statusesSeen.values()].filter((counts) =>
        [...counts.keys()].some((status) => status < 300),
      );
      // Fuzzing that never gets past validation proves little, so most routes must answer 2xx
      // sometimes (plans in every status are seeded, so the BOQ routes can too).
      expect(reachedSuccess.length).toBeGreaterThan(statusesSeen.size / 2);
    });

    for (const [index, op] of operations.entries()) {
      // Every `shards`-th route; the seed stays the route's own (its index in the whole document).
      if (index % shards !== shard) continue;
      it(`${op.method} ${op.path}: never a 5xx, 2xx bodies match the schema`, async () => {
        const route = routesByKey.get(`${op.method} ${toFastifyUrl(op.path)}`);
        if (familyOf(op.path) === '/api/boq') await ensureBoqPlans();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op, contextFor(op)), async (request) => {
            const headers: Record<string, string> = { ...(await headersFor(request.caller)) };
            if (request.contentType) headers['content-type'] = request.contentType;
            const response = await testApp.app.inject({
              method: op.method as 'GET',
              url: request.url,
              headers,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            countStatus(`${op.method} ${op.path}`, response.statusCode);
            // A fuzzed logout, account deletion or role change ends the session: start a new one.
            if (response.statusCode === 401 && request.caller) sessions.delete(request.caller);

            expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
            expect(
              response.statusCode,
              `${response.statusCode}: ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 200 && response.statusCode < 300) {
              const schema = route?.response[String(response.statusCode)];
              const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
              if (isJson) {
                expect(isZodLike(schema), `no response schema for ${response.statusCode}`).toBe(true);
                const parsed = (schema as ZodLike).safeParse(response.json());
                expect(parsed.success, parsed.error?.message).toBe(true);
              }
            }
          }),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED + index }) },
        );
      }, 120_000);
    }
  });
}
