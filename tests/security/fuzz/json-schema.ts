import fc from 'fast-check';

/**
 * The part of JSON Schema (2020-12, as zod writes it into the OpenAPI 3.1 document) that the API
 * uses: types (with null), properties, required, additionalProperties, items, enum, const,
 * anyOf/oneOf/allOf, string and number bounds, a few formats and patterns. Two uses: requests are
 * generated from it, and responses are checked against it. A keyword outside this part fails the
 * check loudly rather than being skipped, so a response is never waved through unchecked.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
}

const KNOWN_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'minLength', 'maxLength',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'format', 'pattern', 'default', 'description',
  'title', 'examples', 'example', 'readOnly', 'writeOnly', 'deprecated', 'contentMediaType', 'contentEncoding',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = typeOf(value);
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** What is wrong with `value` under `schema`, as "path: problem" lines; empty when it conforms. */
export function validate(schema: JsonSchema, value: unknown, path = '$'): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(schema)) if (!KNOWN_KEYWORDS.has(key)) problems.push(`${path}: the checker does not know the schema keyword "${key}"`);
  if (problems.length) return problems;

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, value))) return [`${path}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) problems.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && schema.const !== value) problems.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (schema.anyOf && !schema.anyOf.some((s) => validate(s, value, path).length === 0)) problems.push(`${path}: matches none of anyOf`);
  if (schema.oneOf && schema.oneOf.filter((s) => validate(s, value, path).length === 0).length !== 1) problems.push(`${path}: does not match exactly one of oneOf`);
  for (const s of schema.allOf ?? []) problems.push(...validate(s, value, path));

  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) problems.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength) problems.push(`${path}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) problems.push(`${path}: does not match ${schema.pattern}`);
    if (schema.format === 'uuid' && !UUID.test(value)) problems.push(`${path}: not a uuid`);
    if (schema.format === 'date' && !DATE.test(value)) problems.push(`${path}: not a date`);
    if (schema.format === 'date-time' && !DATE_TIME.test(value)) problems.push(`${path}: not a date-time`);
    if (schema.format === 'email' && !EMAIL.test(value)) problems.push(`${path}: not an email`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${path}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${path}: above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) problems.push(`${path}: not above ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) problems.push(`${path}: not below ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => problems.push(...validate(schema.items!, item, `${path}[${i}]`)));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${path}: missing ${key}`);
    for (const [key, v] of Object.entries(record)) {
      const sub = schema.properties?.[key];
      if (sub) problems.push(...validate(sub, v, `${path}.${key}`));
      else if (schema.additionalProperties === false) problems.push(`${path}: unexpected ${key}`);
      else if (typeof schema.additionalProperties === 'object') problems.push(...validate(schema.additionalProperties, v, `${path}.${key}`));
    }
  }
  return problems;
}

export interface ArbitraryContext {
  /**
   * Ids that exist, worth trying for a uuid string or a field named for a row (`projectId`), so
   * requests get past "not found" to the code behind it. `key` is the property or parameter name.
   */
  knownIds?: (key: string | undefined) => string[];
}

const SMALL = 40;

function isoDate(min: Date, max: Date) {
  return fc.date({ min, max, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
}

function stringArbitrary(schema: JsonSchema, ctx: ArbitraryContext, key: string | undefined): fc.Arbitrary<string> {
  const ids = ctx.knownIds?.(key) ?? [];
  if (ids.length && !schema.enum) {
    return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: stringArbitrary(schema, {}, key), weight: 1 });
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? SMALL, SMALL));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.oneof(isoDate(new Date('2000-01-01'), new Date()), isoDate(new Date(), new Date('2030-12-31')));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'binary':
      return fc.string({ maxLength: SMALL });
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc.string({ minLength: Math.max(min, 1), maxLength: max, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC0123456789.,-') }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
  );
}

/** Values that conform to `schema` (as far as the schema says; zod refinements it cannot express may still refuse them). */
export function arbitraryFor(schema: JsonSchema, ctx: ArbitraryContext = {}, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => arbitraryFor(s, ctx, key, depth + 1)));
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => arbitraryFor(s, ctx, key, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, ctx, key, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((t) => arbitraryFor({ ...schema, type: t, enum: undefined }, ctx, key, depth + 1)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema, ctx, key);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(schema.items ? arbitraryFor(schema.items, ctx, key, depth + 1) : fc.jsonValue({ maxDepth: 2 }), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, arbitraryFor(s, ctx, k, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      if (typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(schema.additionalProperties, ctx, undefined, depth + 1), { maxKeys: 3 });
      }
      return record;
    }
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}
