import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from './db/insert-company';
import { createTestApp } from '../../tests/setup/test-app';

/**
 * The JSON API names every field in camelCase, in requests and responses alike. The database keeps
 * snake_case columns; only what crosses the wire is checked here, through the API document, so a
 * schema that gains `some_field` fails this test whichever route it is used by.
 */

type Schema = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_ONE = ['items', 'additionalProperties', 'not', 'propertyNames', 'contains'] as const;

/** Every property and parameter name the document gives, each with where it was found. */
function namesIn(doc: Doc): { name: string; at: string }[] {
  const found: { name: string; at: string }[] = [];
  const seenRefs = new Set<string>();

  function walk(schema: unknown, at: string) {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as Schema;
    if (typeof s.$ref === 'string') {
      const ref = s.$ref;
      if (seenRefs.has(ref)) return;
      seenRefs.add(ref);
      const name = ref.replace('#/components/schemas/', '');
      walk(doc.components?.schemas?.[name], `${at} → ${name}`);
      return;
    }
    const properties = s.properties as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(properties ?? {})) {
      found.push({ name: key, at });
      walk(value, `${at}.${key}`);
    }
    for (const key of (s.required as string[] | undefined) ?? []) found.push({ name: key, at: `${at} (required)` });
    for (const [pattern, value] of Object.entries((s.patternProperties as Record<string, unknown> | undefined) ?? {})) walk(value, `${at}[${pattern}]`);
    for (const key of SCHEMA_LISTS) for (const [i, part] of ((s[key] as unknown[] | undefined) ?? []).entries()) walk(part, `${at}.${key}[${i}]`);
    for (const key of SCHEMA_ONE) walk(s[key], `${at}.${key}`);
  }

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) found.push({ name: p.name, at: `${where} ${p.in} parameter` });
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) walk(media.schema, `${where} request ${type}`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) walk(media.schema, `${where} ${status} ${type}`);
      }
    }
  }
  // Named schemas too, whether or not a route reaches them by reference.
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walk(schema, `components.schemas.${name}`);
  return found;
}

let doc: Doc;

beforeAll(async () => {
  const t = await createTestApp();
  await insertCompany(t.db, { subdomain: 'demo' });
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});

describe('the API document', () => {
  it('is read whole: parameters, bodies, answers, arrays, unions and named schemas', () => {
    const sample: Doc = {
      paths: {
        '/api/things/{thing_id}': {
          get: {
            parameters: [{ name: 'thing_id', in: 'path' }, { name: 'sort_by', in: 'query' }],
            responses: {
              200: { content: { 'application/json': { schema: { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } } } } },
            },
          },
          post: {
            requestBody: { content: { 'application/json': { schema: { anyOf: [{ type: 'object', properties: { new_name: { type: 'string' } } }, { type: 'null' }] } } } },
          },
        },
      },
      components: { schemas: { Thing: { type: 'object', properties: { owner: { type: 'object', properties: { created_at: { type: 'string' } } } } } } },
    };
    expect([...new Set(namesIn(sample).map((n) => n.name))].filter((name) => name.includes('_')).sort()).toEqual(['created_at', 'new_name', 'sort_by', 'thing_id']);
  });

  it('names every request and response field, and every parameter, in camelCase', () => {
    const names = namesIn(doc);
    // The walk reaches into bodies, parameters and nested objects of every route.
    expect(names.length).toBeGreaterThan(500);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['email', 'projectId', 'items']));

    const offending = new Map<string, string[]>();
    for (const { name, at } of names) if (name.includes('_')) offending.set(name, [...(offending.get(name) ?? []), at]);
    // One line per name, with the first place it appears, so a failure says what to rename and where.
    expect([...offending].map(([name, at]) => `${name}: ${at[0]}${at.length > 1 ? ` and ${at.length - 1} more` : ''}`).sort()).toEqual([]);
  });
});
