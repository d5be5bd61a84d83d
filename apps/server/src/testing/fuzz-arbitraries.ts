import fc from 'fast-check';

/**
 * fast-check arbitraries for the attack suite. Inputs are derived from the OpenAPI (JSON) schema of
 * each route, so new routes are fuzzed without new code: every node of a schema is either a value
 * that fits it (so requests get past validation and reach the services) or a hostile one.
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the zod → OpenAPI transform emits. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export const LONG_STRING = 'x'.repeat(10_000);

/** Strings that look like numbers, keywords or attacks, and the boundaries of string handling. */
export const hostileString = fc.constantFrom(
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0x1F',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[object Object]',
  "' OR 1=1 --",
  '"; drop table users; --',
  '%_%',
  '\\',
  '../../../etc/passwd',
  '\u0000',
  '\uD800',
  '<script>alert(1)</script>',
  'ñ€😀',
  '__proto__',
  'constructor',
  LONG_STRING,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
);

export const hostileNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
);

/** Objects nested far deeper than any contract allows. */
export const deepValue = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { deeper: value } : [value];
  return value;
});

/** Own `__proto__` / `constructor.prototype` keys, as JSON.parse creates them from a request body. */
export const pollutingObject = fc
  .constantFrom(
    () => JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
    () => JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as unknown,
    () => JSON.parse('{"a":{"__proto__":{"polluted":"yes"}}}') as unknown,
  )
  .map((make) => make());

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.uuid(),
  deepValue,
  pollutingObject,
  fc.jsonValue({ maxDepth: 3 }),
);

export interface SchemaContext {
  /** Ids seen in the database (harvested from list answers): valid-looking and real. */
  knownIds: readonly string[];
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function idArbitrary(context: SchemaContext): fc.Arbitrary<string> {
  if (context.knownIds.length === 0) return fc.uuid();
  // Mostly ids of real rows (past the 404 into the services), sometimes a random one.
  return fc.oneof(
    { arbitrary: fc.constantFrom(...context.knownIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
  );
}

const emails = fc.emailAddress().filter((email) => email.length <= 200);
const dates = fc.constantFrom('2026-01-15', '2027-06-30', '2028-02-29', '1999-12-31');

/**
 * The OpenAPI document loses refinements that live in zod pipes (an email is a trimmed string piped
 * into z.email()), so the property's name stands in for its format where the schema says nothing.
 */
function hintedString(name: string): fc.Arbitrary<string> | undefined {
  if (/email/i.test(name)) return emails;
  if (/phone/i.test(name)) return fc.constantFrom('0712345678', '+255 712 345 678');
  if (/date|construction|At$/i.test(name)) return dates;
  // A revision travels as a path string; small counts name issued revisions, the rest misses.
  if (name === 'revision')
    return fc.oneof(fc.constantFrom('1', '2'), fc.nat({ max: 99 }).map(String), fc.string());
  return undefined;
}

function stringFitting(schema: JsonSchema, context: SchemaContext, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return idArbitrary(context);
  if (schema.format === 'email') return emails;
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date') return dates;
  const hinted = hintedString(name);
  if (hinted) return hinted;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 500);
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength });
}

function numberFitting(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  // OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 writes the bound itself.
  const step = integer ? 1 : 0.01;
  const min =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + step
      : schema.minimum !== undefined && schema.exclusiveMinimum === true
        ? schema.minimum + step
        : schema.minimum;
  const max =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - step
      : schema.maximum !== undefined && schema.exclusiveMaximum === true
        ? schema.maximum - step
        : schema.maximum;
  const low = Math.max(min ?? -1_000_000, -1_000_000);
  const high = Math.min(max ?? 1_000_000, 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** A value that fits the schema (as far as this subset can tell); no hostile parts. */
export function fittingValue(schema: JsonSchema, context: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  return valueFor(schema, context, 0, name);
}

/** A value shaped by the schema, every node of which may be swapped for a hostile value. */
export function fuzzedValue(schema: JsonSchema, context: SchemaContext, name = ''): fc.Arbitrary<unknown> {
  return valueFor(schema, context, 0.1, name);
}

function valueFor(
  schema: JsonSchema,
  context: SchemaContext,
  hostility: number,
  name = '',
): fc.Arbitrary<unknown> {
  const fitting = fittingFor(schema, context, hostility, name);
  if (hostility === 0) return fitting;
  // fast-check weights are integers: hostility 0.1 → 10 in 100.
  const hostileWeight = Math.round(hostility * 100);
  return fc.oneof(
    { arbitrary: fitting, weight: 100 - hostileWeight },
    { arbitrary: hostileValue, weight: hostileWeight },
  );
}

function fittingFor(
  schema: JsonSchema,
  context: SchemaContext,
  hostility: number,
  name: string,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => valueFor(variant, context, hostility, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return fittingFor(merged, context, hostility, name);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);

  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') options.push(stringFitting(schema, context, name));
    if (type === 'integer') options.push(numberFitting(schema, true));
    if (type === 'number') options.push(numberFitting(schema, false));
    if (type === 'boolean') options.push(fc.boolean());
    if (type === 'null') options.push(fc.constant(null));
    if (type === 'array') {
      const items = schema.items
        ? valueFor(schema.items, context, hostility, name)
        : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      options.push(fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? 5, minLength + 5) }));
    }
    if (type === 'object') options.push(objectFor(schema, context, hostility));
  }
  if (schema.nullable) options.push(fc.constant(null));
  return options.length > 0 ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

function objectFor(schema: JsonSchema, context: SchemaContext, hostility: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, valueFor(property, context, hostility, key)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  if (hostility === 0) return shaped;
  // Unknown fields ride along: they must be ignored or refused, never stored.
  return fc
    .tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...(known as object) }));
}
