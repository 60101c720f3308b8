import fc from 'fast-check';
import { BAD_CONTENT_TYPES, EXTRA_FIELDS, HOSTILE_STRINGS, hostileString, hostileValue, MALFORMED_BODIES } from './hostile';
import { arbitraryFor, type ArbitraryContext, type JsonSchema } from './json-schema';

/** One operation of the OpenAPI document, in the shape the fuzzer needs. */
export interface Operation {
  method: string;
  path: string;
  name: string;
  params: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  isPublic: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, {
    parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
    requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
    responses?: Operation['responses'];
    security?: unknown[];
  }>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in as 'path' | 'query' | 'header', required: p.required ?? false, schema: p.schema ?? {} })),
        body: contentType ? { contentType, schema: media?.schema ?? {}, required: op.requestBody?.required ?? false } : null,
        responses: op.responses ?? {},
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return out;
}

export const CALLERS = ['anonymous', 'customer', 'staff', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'raw'; text: string; contentType?: string }
  | { kind: 'multipart'; fields: Record<string, string>; file: UploadKind | null };

/** The file a multipart case carries: well-formed, since hostile files have their own tests. */
export type UploadKind = 'pdf' | 'png' | 'csv';

export interface FuzzRequest {
  caller: Caller;
  /** What kind of case this is, for the failure message. */
  variant: string;
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

/** The table whose ids a path parameter names, by the word before it in the path. */
const TABLE_BY_SEGMENT: Record<string, string> = {
  projects: 'projects',
  installations: 'projects',
  payments: 'payment_items',
  'payment-items': 'payment_items',
  contracts: 'contracts',
  variations: 'variations',
  customers: 'users',
  notes: 'project_notes',
  'checklist-items': 'checklist_items',
  'checklist-template': 'checklist_template_items',
  tickets: 'support_tickets',
  'aftercare-requests': 'aftercare_requests',
  teams: 'teams',
  tasks: 'tasks',
  'site-visits': 'site_visits',
  availability: 'availability_slots',
  calls: 'slot_bookings',
  diagrams: 'building_diagrams',
  options: 'configurator_options',
  leads: 'leads',
  gallery: 'gallery_items',
  images: 'stored_files',
  files: 'stored_files',
};

export function tableForParam(path: string, param: string): string | undefined {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  return at > 0 ? TABLE_BY_SEGMENT[segments[at - 1]!] : undefined;
}

/** Path segments sent as they are, not encoded: traversal and broken percent-encoding. */
const RAW_SEGMENTS = ['..', '../..', '%2e%2e', '%2e%2e%2f%2e%2e%2fapi%2fme', '.', '%00', '%ZZ', '%', '%E0%A4%A', ';', '..;', 'a?b=c', '%252e%252e'];

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

const headerSafe = (s: string) => /^[\x20-\x7e]*$/.test(s);

function stringish(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** Takes a valid object body and breaks it one way: extra fields, a null, a wrong type, a missing field. */
function mutatedBody(schema: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<{ value: unknown; how: string }> {
  const keys = Object.keys(schema.properties ?? {});
  const valid = arbitraryFor(schema, ctx);
  const mutations: fc.Arbitrary<(v: Record<string, unknown>) => { value: unknown; how: string }>[] = [
    fc.constantFrom(...EXTRA_FIELDS).map((extra) => (v) => ({ value: { ...v, ...extra }, how: `extra field ${Object.keys(extra)[0]}` })),
    fc.constant((v) => ({ value: { ...v, ...(JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}') as object) }, how: '__proto__ field' })),
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      fc.tuple(key, hostileValue).map(([k, bad]) => (v) => ({ value: { ...v, [k]: bad }, how: `hostile ${k}` })),
      key.map((k) => (v) => ({ value: { ...v, [k]: null }, how: `null ${k}` })),
      key.map((k) => (v) => {
        const copy = { ...v };
        delete copy[k];
        return { value: copy, how: `without ${k}` };
      }),
    );
  }
  return fc.tuple(valid, fc.oneof(...mutations)).map(([v, mutate]) => (v && typeof v === 'object' && !Array.isArray(v) ? mutate(v as Record<string, unknown>) : { value: v, how: 'as generated' }));
}

function jsonBody(op: Operation, ctx: ArbitraryContext): fc.Arbitrary<{ body: FuzzBody; variant: string }> {
  const schema = op.body!.schema;
  const valid = arbitraryFor(schema, ctx);
  return fc.oneof(
    { arbitrary: valid.map((value) => ({ body: { kind: 'json', value } as FuzzBody, variant: 'schema body' })), weight: 5 },
    { arbitrary: mutatedBody(schema, ctx).map(({ value, how }) => ({ body: { kind: 'json', value } as FuzzBody, variant: `body with ${how}` })), weight: 4 },
    { arbitrary: hostileValue.map((value) => ({ body: { kind: 'json', value } as FuzzBody, variant: 'hostile value as body' })), weight: 1 },
    { arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((text) => ({ body: { kind: 'raw', text } as FuzzBody, variant: `malformed JSON ${JSON.stringify(text.slice(0, 20))}` })), weight: 2 },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...BAD_CONTENT_TYPES)).map(([value, contentType]) => ({ body: { kind: 'json', value, contentType } as FuzzBody, variant: `content type ${contentType}` })),
      weight: 1,
    },
    { arbitrary: fc.constant({ body: { kind: 'none' } as FuzzBody, variant: 'no body' }), weight: 1 },
  );
}

/** Multipart forms carry their text fields from the schema and a small PDF; hostile files are tested elsewhere. */
function multipartBody(op: Operation, ctx: ArbitraryContext): fc.Arbitrary<{ body: FuzzBody; variant: string }> {
  const properties = Object.fromEntries(Object.entries(op.body!.schema.properties ?? {}).filter(([, s]) => s.format !== 'binary'));
  const fields = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fc.oneof({ arbitrary: arbitraryFor(s, ctx).map(stringish), weight: 3 }, { arbitrary: hostileString, weight: 1 })])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    {
      arbitrary: fc.tuple(fields, fc.constantFrom<UploadKind | null>('pdf', 'png', 'csv', null)).map(([f, file]) => ({
        body: { kind: 'multipart', fields: f as Record<string, string>, file } as FuzzBody,
        variant: file ? `multipart form with a ${file}` : 'multipart form without file',
      })),
      weight: 3,
    },
    { arbitrary: fc.constant({ body: { kind: 'raw', text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated', contentType: 'multipart/form-data; boundary=x' } as FuzzBody, variant: 'truncated multipart' }), weight: 1 },
    { arbitrary: fc.constant({ body: { kind: 'json', value: { file: 'not a file' } } as FuzzBody, variant: 'JSON instead of a form' }), weight: 1 },
    { arbitrary: fc.constant({ body: { kind: 'none' } as FuzzBody, variant: 'no body' }), weight: 1 },
  );
}

function bodyArbitrary(op: Operation, ctx: ArbitraryContext): fc.Arbitrary<{ body: FuzzBody; variant: string }> {
  if (!op.body) {
    // A body nobody asked for is ignored or refused, never a crash.
    return fc.oneof(
      { arbitrary: fc.constant({ body: { kind: 'none' } as FuzzBody, variant: 'no body' }), weight: 6 },
      { arbitrary: fc.constantFrom(...MALFORMED_BODIES.slice(0, 6)).map((text) => ({ body: { kind: 'raw', text } as FuzzBody, variant: 'unexpected body' })), weight: 1 },
    );
  }
  if (op.body.contentType.startsWith('multipart/')) return multipartBody(op, ctx);
  return jsonBody(op, ctx);
}

/** A path or query value: mostly what the schema wants (known ids for ids), sometimes hostile. */
function paramValue(schema: JsonSchema, ctx: ArbitraryContext, name?: string): fc.Arbitrary<{ value: string; hostile: boolean }> {
  return fc.oneof(
    { arbitrary: arbitraryFor(schema, ctx, name).map((v) => ({ value: stringish(v), hostile: false })), weight: 4 },
    { arbitrary: hostileString.map((value) => ({ value, hostile: true })), weight: 1 },
  );
}

export function requestArbitrary(op: Operation, contextFor: (param: string) => ArbitraryContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const headerParams = op.params.filter((p) => p.in === 'header');

  const path = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { arbitrary: paramValue(p.schema, contextFor(p.name), p.name).map(({ value, hostile }) => ({ name: p.name, text: encode(value), hostile })), weight: 8 },
        { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ name: p.name, text, hostile: true })), weight: 1 },
      ),
    ),
  );
  const query = fc.tuple(
    fc.tuple(
    ...queryParams.map((p) =>
      fc.oneof(
        { arbitrary: fc.constant(null), weight: p.required ? 1 : 3 },
        { arbitrary: paramValue(p.schema, contextFor(p.name), p.name).map(({ value }) => [`${encode(p.name)}=${encode(value)}`]), weight: 4 },
        // The same parameter twice: some parsers make an array of it.
        { arbitrary: fc.tuple(paramValue(p.schema, {}), paramValue(p.schema, {})).map(([a, b]) => [`${p.name}=${encode(a.value)}`, `${p.name}=${encode(b.value)}`]), weight: 1 },
      ),
    ),
    ),
    fc.option(fc.constantFrom('unknown=1', '__proto__[admin]=1', 'page[]=1', `q=${encode(HOSTILE_STRINGS[0]!)}`, 'a=%ZZ'), { freq: 5 }),
  );
  const headers = fc.tuple(
    ...headerParams.map((p) =>
      fc.option(
        fc.oneof(arbitraryFor(p.schema).map(stringish), hostileString).filter(headerSafe).map((v) => [p.name, v] as const),
        { freq: 2 },
      ),
    ),
  );

  return fc
    .record({ caller: fc.constantFrom(...CALLERS), path, query, headers, body: op.method === 'GET' || op.method === 'HEAD' ? fc.constant({ body: { kind: 'none' } as FuzzBody, variant: 'no body' }) : bodyArbitrary(op, contextFor('')) })
    .map(({ caller, path: values, query: [params, extra], headers: hs, body }) => {
      let url = op.path;
      for (const v of values) url = url.replace(`{${v.name}}`, v.text);
      const queryString = [...(params as (string[] | null)[]).filter((p): p is string[] => p !== null).flat(), ...(extra ? [extra] : [])].join('&');
      const hostileParams = values.some((v) => v.hostile);
      return {
        caller,
        variant: `${body.variant}${hostileParams ? ', hostile path' : ''}${queryString ? `, query ${queryString.slice(0, 60)}` : ''}`,
        url: queryString ? `${url}?${queryString}` : url,
        headers: Object.fromEntries(hs.filter((h) => h !== null)),
        body: body.body,
      };
    });
}
