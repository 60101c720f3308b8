import fc from 'fast-check';
import { arbitraryFor, type ArbitraryContext, type JsonSchema } from './json-schema';
import type { FuzzRequest, Operation } from './operations';

/**
 * Values at and just past the limits of what a column holds and what a person could mean: the
 * integer column's maximum, year 0 and 9999-12-31, control characters, a 1 MB string. Every
 * field of every JSON body and every query parameter gets each value of its kind, the rest of the
 * request as its schema says. A value past a limit must be refused by the route's own schema (a
 * 400 naming the field, or 413 for the body); any value may be refused, never answered with a
 * 5xx. So a route whose schema forgets a bound fails, whether or not the rest of its request
 * would have got as far as the database.
 */

/** The largest value of a PostgreSQL integer column, where the API keeps pence, counts and positions. */
export const INTEGER_MAX = 2_147_483_647;

export interface EdgeValue {
  value: unknown;
  label: string;
  /** Past a limit: the route must refuse it before it reaches the database. */
  pastLimit: boolean;
}

const at = (value: unknown, label: string): EdgeValue => ({ value, label, pastLimit: false });
const past = (value: unknown, label: string): EdgeValue => ({ value, label, pastLimit: true });

/** About 1 MB: under the production body limit (1 MiB), so it reaches the route's schema. */
export const ONE_MB_STRING = 'x'.repeat(1_000_000);

const INTEGERS = [
  at(INTEGER_MAX, 'the integer maximum'),
  at(-INTEGER_MAX - 1, 'the integer minimum'),
  past(INTEGER_MAX + 1, 'one past the integer maximum'),
  past(-INTEGER_MAX - 2, 'one past the integer minimum'),
  past(2 ** 53 + 2, 'an integer past 2^53'),
];

/** Numbers that are not whole may be pounds: £21,474,836.48 is one penny more than the column holds. */
const NUMBERS = [...INTEGERS, past(21_474_836.48, '21474836.48 (pounds: one penny past the integer column)')];

const TEXT = [
  past(ONE_MB_STRING, 'a 1 MB string'),
  at('nul\u0000byte', 'a NUL character'),
  at('line\r\nX-Injected: 1', 'CR/LF'),
  at('\u0007\u001b[31mred\u001b[0m', 'terminal control characters'),
  at('para\u2028graph\u0085', 'Unicode line separators'),
  at('0000-01-01', 'year 0 as text'),
  at('9999-12-31', '9999-12-31 as text'),
  at('21474836.48', 'an amount past the integer column as text'),
  at(String(INTEGER_MAX + 1), 'an integer past the column as text'),
];

const DATES = [
  past('0000-01-01', 'year 0'),
  past('1899-12-31', 'the day before 1900'),
  past('2101-01-01', 'the day after 2100'),
  past('9999-12-31', '9999-12-31'),
  at('1900-01-01', 'the first day of 1900'),
  at('2100-12-31', 'the last day of 2100'),
  past(ONE_MB_STRING, 'a 1 MB string'),
];

const DATE_TIMES = [
  past('0000-01-01T00:00:00Z', 'year 0'),
  past('9999-12-31T23:59:59Z', '9999-12-31'),
  past('1899-12-31T23:59:59Z', 'the last second before 1900'),
  past(ONE_MB_STRING, 'a 1 MB string'),
];

/** The kinds of value a schema takes, through unions and nullables. */
function kindsOf(schema: JsonSchema): Set<'integer' | 'number' | 'text' | 'date' | 'date-time'> {
  const kinds = new Set<'integer' | 'number' | 'text' | 'date' | 'date-time'>();
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) for (const k of kindsOf(member)) kinds.add(k);
  if (schema.enum || 'const' in schema) return kinds;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('integer')) kinds.add('integer');
  if (types.includes('number')) kinds.add('number');
  if (types.includes('string') && schema.format !== 'binary') kinds.add(schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'date-time' : 'text');
  return kinds;
}

function edgeValuesOf(schema: JsonSchema): EdgeValue[] {
  const kinds = kindsOf(schema);
  const values: EdgeValue[] = [];
  if (kinds.has('integer') && !kinds.has('number')) values.push(...INTEGERS);
  if (kinds.has('number')) values.push(...NUMBERS);
  if (kinds.has('date')) values.push(...DATES);
  if (kinds.has('date-time')) values.push(...DATE_TIMES);
  // A field that takes a date or free text (a union) gets both.
  if (kinds.has('text')) values.push(...TEXT.filter((t) => !values.some((v) => v.value === t.value)));
  return values;
}

type Path = (string | number)[];

/** Every scalar field under an object schema, with its path (array items as index 0). */
function fieldsOf(schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const out: { path: Path; schema: JsonSchema }[] = [];
  const members = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  for (const member of members) if (member.properties || member.items) out.push(...fieldsOf(member, path));
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (kindsOf(sub).size) out.push({ path: [...path, key], schema: sub });
    out.push(...fieldsOf(sub, [...path, key]));
  }
  if (schema.items) {
    if (kindsOf(schema.items).size) out.push({ path: [...path, 0], schema: schema.items });
    out.push(...fieldsOf(schema.items, [...path, 0]));
  }
  return out;
}

/** A copy of `base` with `value` at `path`, making the objects and arrays on the way. */
function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(base) ? [...(base as unknown[])] : [];
    array[head] = withValueAt(array[head], rest, value);
    return array;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  object[head!] = withValueAt(object[head!], rest, value);
  return object;
}

export interface EdgeCase {
  request: FuzzRequest;
  /** The key the API's `fields` names the field by: "amount", "contact.phone", "colours.0.hex". */
  field: string;
  edge: EdgeValue;
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;

/**
 * The edge cases of one operation, sent as `caller`: the path parameters are ids that exist (or
 * values the schema takes), required query parameters are valid, the body is one its schema
 * describes; one field at a time carries an edge value. Multipart forms are left to the random
 * fuzzer (their text fields go through the same schemas).
 */
export function edgeCasesOf(op: Operation, contextFor: (param: string) => ArbitraryContext, caller: FuzzRequest['caller'], seed: number): EdgeCase[] {
  let url = op.path;
  for (const p of op.params.filter((p) => p.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(arbitraryFor(p.schema, contextFor(p.name), p.name), seed))));
  const queryParams = op.params.filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, sample(arbitraryFor(p.schema, contextFor(p.name), p.name), seed)]));
  const urlWith = (query: Record<string, unknown>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
    return search ? `${url}?${search}` : url;
  };

  const cases: EdgeCase[] = [];
  for (const p of queryParams) {
    for (const edge of edgeValuesOf(p.schema)) {
      cases.push({ field: p.name, edge, request: { caller, variant: `${edge.label} in ?${p.name}`, url: urlWith({ ...baseQuery, [p.name]: edge.value }), headers: {}, body: { kind: 'none' } } });
    }
  }
  if (op.body && !op.body.contentType.startsWith('multipart/')) {
    // A union of objects (a decision to approve or to ask for changes) is tried member by member.
    const variants = [...(op.body.schema.oneOf ?? []), ...(op.body.schema.anyOf ?? [])].filter((s) => s.properties);
    for (const schema of variants.length ? variants : [op.body.schema]) {
      const base = sample(arbitraryFor(schema, contextFor('')), seed);
      for (const { path, schema: fieldSchema } of fieldsOf(schema)) {
        for (const edge of edgeValuesOf(fieldSchema)) {
          const field = path.join('.');
          cases.push({
            field,
            edge,
            request: { caller, variant: `${edge.label} in ${field}`, url: urlWith(baseQuery), headers: {}, body: { kind: 'json', value: withValueAt(base, path, edge.value) } },
          });
        }
      }
    }
  }
  return cases;
}

/** What is wrong with the answer to one edge case; null when it is as it must be. */
export function edgeProblem(c: EdgeCase, status: number, text: string): string | null {
  const what = `${c.edge.label} in ${c.field}`;
  if (status >= 500) return `${what} → ${status}: ${text.slice(0, 200)}`;
  if (!c.edge.pastLimit || status === 413) return null;
  let fields: string[] = [];
  try {
    fields = Object.keys((JSON.parse(text) as { error?: { fields?: Record<string, string[]> } }).error?.fields ?? {});
  } catch {
    // not JSON: judged below
  }
  if (status === 400 && fields.some((f) => f === c.field || f.startsWith(`${c.field}.`))) return null;
  return `${what} was let through by the route's schema (answered ${status}${fields.length ? `, naming ${fields.join(', ')}` : ''}): bound the field`;
}
