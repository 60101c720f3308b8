import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPaymentItem } from '../factories/payments';
import { sampleFiles } from '../factories/files';
import { createTwoTenantWorld } from '../factories/world';
import { createTestApp, nextIp } from '../setup/test-app';
import { responseProblems, type SeenResponse } from './fuzz/check-response';
import { edgeCasesOf, edgeProblem } from './fuzz/edge-values';
import { operationsOf, requestArbitrary, tableForParam, type Caller, type FuzzRequest, type Operation, type UploadKind } from './fuzz/operations';
import { recordSecurityFigure } from './figures';
import { assertDatabaseIntegrity } from './integrity';

// Every operation of /api/openapi.json, called with requests generated from its own schema and
// with hostile ones, as a customer, staff, an admin and nobody: never a 5xx, every answer as
// documented for its status, and the database whole at the end. FUZZ_RUNS sets the cases per
// operation (a handful in CI); FUZZ_SEED replays a run. Then every field of every operation gets
// the edge values of its kind (fuzz/edge-values.ts): past a column's or a date's limit, the
// route's schema must refuse it.

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 4));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

// The production body limit (1 MB), so a 1 MB string reaches the route's own schema.
const t = await createTestApp({ bodyLimitBytes: 1024 * 1024 });
const world = await createTwoTenantWorld(t.db);
const HOST = world.tenantA.host;

for (const project of Object.values(world.projects)) {
  for (const dueDate of ['2099-01-01', '2020-01-01', null]) await insertPaymentItem(t.db, { companyId: project.companyId, projectId: project.id, dueDate });
}

const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = { customer: 'a1@example.test', staff: 'staff-a@example.test', admin: 'admin-a@example.test' };
const cookies: Partial<Record<Caller, string>> = {};
async function signInEveryone() {
  for (const [caller, email] of Object.entries(EMAILS)) cookies[caller as Caller] = await t.signIn(email);
}
await signInEveryone();

const docResponse = await t.request('GET', '/api/openapi.json');
const operations = operationsOf(await docResponse.json());

/** The table a body field or query parameter names a row of, by its name. */
const TABLE_BY_FIELD: Record<string, string> = {
  projectId: 'projects',
  ignoreProject: 'projects',
  customerId: 'users',
  assigneeId: 'users',
  staffId: 'users',
  teamId: 'teams',
  paymentId: 'payment_items',
  lineId: 'bank_statement_lines',
  requestId: 'document_requests',
  slotId: 'availability_slots',
  diagramId: 'building_diagrams',
  contractId: 'contracts',
  fileId: 'stored_files',
  ignoreVisit: 'site_visits',
  cursor: 'contracts',
};

const ids = new Map<string, string[]>();
/** Ids of rows that exist now (both companies'), so cases reach past "not found". */
async function refreshIds() {
  const tables = new Set([...Object.values(TABLE_BY_FIELD), ...operations.flatMap((op) => op.params.map((p) => tableForParam(op.path, p.name)))]);
  for (const table of tables) {
    if (!table) continue;
    const result = await t.db.execute<{ id: string }>(sql.raw(`select id::text as id from "${table}" order by random() limit 25`));
    ids.set(table, result.rows.map((r) => r.id));
  }
}

function contextFor(op: Operation) {
  return (param: string) => ({
    knownIds: (key: string | undefined) => {
      const table = op.params.some((p) => p.in === 'path' && p.name === param) ? tableForParam(op.path, param) : TABLE_BY_FIELD[key ?? ''];
      return (table && ids.get(table)) || [];
    },
  });
}

const UPLOADS: Record<UploadKind, { name: string; type: string; bytes: Buffer }> = {
  pdf: { name: 'plan.pdf', type: 'application/pdf', bytes: sampleFiles.pdf },
  png: { name: 'photo.png', type: 'image/png', bytes: sampleFiles.png },
  csv: { name: 'statement.csv', type: 'text/csv', bytes: Buffer.from('Date,Description,Amount\n01/02/2024,INV-1A2B3C4D deposit,2200.00\n') },
};

async function send(op: Operation, req: FuzzRequest): Promise<SeenResponse> {
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': nextIp(), ...req.headers };
  const cookie = cookies[req.caller];
  if (cookie) headers.cookie = cookie;
  let body: string | FormData | undefined;
  if (req.body.kind === 'json') {
    headers['content-type'] = req.body.contentType ?? 'application/json';
    body = JSON.stringify(req.body.value) ?? 'null';
  } else if (req.body.kind === 'raw') {
    headers['content-type'] = req.body.contentType ?? 'application/json';
    body = req.body.text;
  } else if (req.body.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.body.fields)) form.append(k, v);
    if (req.body.file) {
      const upload = UPLOADS[req.body.file];
      form.append('file', new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
    }
    body = form;
  }
  const res = await t.app.request(`http://${HOST}${req.url}`, { method: op.method, headers, body });
  const seen = { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  // Signing out ends the session the other cases use: sign in again.
  if (op.path === '/api/auth/sign-out' && req.caller !== 'anonymous') await signInEveryone();
  return seen;
}

/**
 * Answers the app's middleware gives on any route, whatever the route documents: 400 from the
 * shared validation hook (a malformed path parameter, JSON that does not parse), 413 from the
 * body limit, 415 for a body that is not the documented media type. Their shape is still checked.
 */
const ANY_ROUTE_STATUSES = [400, 413, 415];

/** Whether the URL (after the URL parser resolved any dot segments) is still one of this operation's paths. */
function samePath(template: string, pathname: string): boolean {
  const parts = template.split('/');
  const actual = pathname.split('/');
  return parts.length === actual.length && parts.every((p, i) => p.startsWith('{') || p === actual[i]);
}

let casesPassed = 0;
let operationsPassed = 0;
let edgeOperationsPassed = 0;

describe(`fuzzing every API operation (${RUNS} cases each, seed ${SEED})`, () => {
  it('reads the API document', () => {
    expect(docResponse.status).toBe(200);
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(op.name, { timeout: 60_000 + RUNS * 2_000 }, async () => {
      await refreshIds();
      const failures = new Map<string, FuzzRequest & { status: number }>();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, contextFor(op)), async (req) => {
          const res = await send(op, req);
          const otherRoute = !samePath(op.path, new URL(req.url, `http://${HOST}`).pathname);
          for (const problem of responseProblems(op, res, { alsoAllowed: ANY_ROUTE_STATUSES, otherRoute })) {
            if (!failures.has(problem)) failures.set(problem, { ...req, status: res.status });
          }
        }),
        { numRuns: RUNS, seed: SEED + operations.indexOf(op) },
      );
      const report = [...failures].map(([problem, req]) => `${problem}\n    as ${req.caller}: ${op.method} ${req.url.slice(0, 160)} (${req.variant.slice(0, 100)}) → ${req.status}`);
      expect(report, `FUZZ_SEED=${SEED}`).toEqual([]);
      casesPassed += RUNS;
      operationsPassed += 1;
    });
  }

  const edgeOperations = operations.filter((op) => edgeCasesOf(op, () => ({}), 'admin', SEED).length > 0);
  for (const op of edgeOperations) {
    it(`edge values: ${op.name}`, { timeout: 120_000 }, async () => {
      await refreshIds();
      const cases = edgeCasesOf(op, contextFor(op), 'admin', SEED);
      const report: string[] = [];
      for (const c of cases) {
        const res = await send(op, c.request);
        const problems = [edgeProblem(c, res.status, res.text), ...responseProblems(op, res, { alsoAllowed: ANY_ROUTE_STATUSES })].filter((p) => p !== null);
        for (const problem of problems) report.push(`${problem}\n    as admin: ${op.method} ${c.request.url.slice(0, 160)} (${c.request.variant})`);
      }
      expect(report, `FUZZ_SEED=${SEED}`).toEqual([]);
      casesPassed += cases.length;
      edgeOperationsPassed += 1;
    });
  }

  it('leaves the database whole: no orphans, no negative money, valid statuses, histories that replay', async () => {
    await assertDatabaseIntegrity(t.db);
    // Only a run in which every operation held counts its cases.
    if (operationsPassed === operations.length && edgeOperationsPassed === edgeOperations.length) recordSecurityFigure('fuzzCases', casesPassed);
  });
});
