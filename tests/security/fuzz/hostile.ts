import fc from 'fast-check';

/** Strings an attacker or a careless client sends: injection, markup, traversal, odd unicode, control characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) OR 1=1 --',
  "admin'--",
  '$1',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '%00',
  'nul\u0000byte',
  '\u0000',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '\uFEFF',
  'line\r\nX-Injected: 1',
  '\t\n\r\v\f',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '2024-02-30',
  '0000-00-00',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '21474836.48',
  '2147483648',
  '\u0007\u001b[31m',
  'para\u2028graph',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  // 1 MB: under the production body limit, so it reaches the route (fuzz/edge-values.ts tries it in every field).
  { arbitrary: fc.constantFrom(200, 2_000, 20_000, 1_000_000).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom(100, 3_000).map((n) => 'é🏠'.repeat(n)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  0.1,
  -0.0,
  1e-7,
  1.005,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  21_474_836.48,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
);

/** A JSON value nested `depth` levels deep, as arrays or objects. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Any value of the wrong kind: whatever a field expects, one of these is probably not it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}') as unknown), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(50, 500).map((n) => JSON.parse(deepJson(n, 'array')) as unknown), weight: 1 },
);

/** Fields a request should never be able to set, added to otherwise fine bodies (mass assignment). */
export const EXTRA_FIELDS: Record<string, unknown>[] = [
  { role: 'admin' },
  { isAdmin: true },
  { status: 'paid' },
  { companyId: '00000000-0000-0000-0000-000000000000' },
  { customerId: 'user-someone-else' },
  { signedAt: '2020-01-01T00:00:00Z', contentHash: 'x' },
  { id: '00000000-0000-0000-0000-000000000000' },
  { amountPence: -100 },
  { unknownField: 'x'.repeat(1000) },
];

/** Bodies that are not JSON at all, or not the JSON asked for. */
export const MALFORMED_BODIES = [
  '{',
  '{"a":}',
  '[1,2',
  '{"a":1}{"b":2}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": 1,}',
  'nul',
  '',
  '\uFEFF{}',
  '\u0000',
  '"just a string"',
  '12',
  'null',
  '[]',
  deepJson(5_000, 'array'),
  deepJson(3_000, 'object'),
  `{"a":"${'x'.repeat(70_000)}"}`,
  // Past the production body limit (1 MiB).
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

export const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '*/*',
  'application/json, text/html',
];
