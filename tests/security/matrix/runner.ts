import { nextIp, sessionCookie, type createTestApp } from '../../setup/test-app';
import { cellsOf, concretePath, describeCell, inPool, operationKey, type Access, type Cell, type CellContext, type Method, type Operation } from './cells';
import { changedTables, fingerprint } from './fingerprint';
import { PERSONAS, visibleParties, type Party } from './personas';
import type { MatrixWorld } from './world';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const REFUSALS = [401, 403, 404];
const WRITES = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Cells in flight at once: enough to keep the database busy, few enough for a two-core machine. */
const CONCURRENCY = 6;

export interface PhaseResult {
  cells: number;
  failures: string[];
}

/**
 * Reads the OpenAPI document, lays out every cell of the table's operations and of the
 * undocumented routes, and runs them in three phases: refused cells, allowed reads, allowed
 * writes. Refused cells run first, on the world as built, so a refusal is never explained by a
 * missing object; writes run last, deletes after everything else.
 */
export async function startMatrix(t: TestApp, world: MatrixWorld, table: Record<string, Access>, undocumentedTable: Record<string, Access>) {
  const res = await t.request('GET', '/api/openapi.json', undefined, { host: world.hostOf.A });
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  const documented: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase() as Method, path })),
  );
  const documentedKeys = new Set(documented.map(operationKey));
  const undocumented: Operation[] = Object.keys(undocumentedTable)
    .filter((key) => !documentedKeys.has(key))
    .map((key) => {
      const [method, path] = key.split(' ') as [Method, string];
      return { method, path };
    });
  const operations = [...documented.filter((op) => operationKey(op) in table || operationKey(op) in undocumentedTable), ...undocumented];
  const accessOf = (op: Operation) => table[operationKey(op)] ?? undocumentedTable[operationKey(op)]!;
  const cells = operations.flatMap((op) => cellsOf(op, accessOf(op), world, PERSONAS));
  let serial = 0;

  async function send(cell: Cell): Promise<{ status: number; text: string }> {
    const ctx: CellContext = { world, persona: cell.persona, host: cell.host, target: cell.target, unique: `c${++serial}` };
    let cookie = world.cookies[cell.persona.key];
    if (cell.access.ownSession && cell.persona.email) {
      const signIn = await t.request('POST', '/api/auth/sign-in/email', { email: cell.persona.email, password: 'password123' }, { host: world.hostOf[cell.persona.tenant!], ip: nextIp() });
      cookie = sessionCookie(signIn);
    }
    const query = typeof cell.access.query === 'function' ? cell.access.query(ctx) : (cell.access.query ?? '');
    const path = concretePath(cell.op, cell.target) + query;
    const options = { host: world.hostOf[cell.host], cookie, ip: nextIp() };
    const response = cell.access.form ? await t.upload(path, cell.access.form(ctx), options) : await t.request(cell.op.method, path, cell.access.body?.(ctx), options);
    return { status: response.status, text: await response.text() };
  }

  /** Text of parties this caller may not read, found in a response. */
  function foreignData(cell: Cell, text: string): string[] {
    const visible = new Set<Party>(visibleParties(cell.persona, cell.host));
    if (cell.access.showsCompanyText) visible.add(cell.host);
    const found: string[] = [];
    for (const [party, markers] of Object.entries(world.markers) as [Party, string[]][]) {
      if (visible.has(party)) continue;
      for (const marker of markers) if (text.includes(marker)) found.push(`${party}:${marker}`);
    }
    const isStaffHere = cell.persona.tenant === cell.host && (cell.persona.role === 'staff' || cell.persona.role === 'admin');
    if (!isStaffHere) for (const marker of Object.values(world.internal)) if (text.includes(marker)) found.push(`internal:${marker}`);
    return found;
  }

  /** A foreign object named in the body, refused as invalid on that field. */
  function refusedField(cell: Cell, status: number, text: string): boolean {
    if (status !== 400 || !cell.access.bodyTarget) return false;
    try {
      const body = JSON.parse(text) as { error?: { fields?: Record<string, unknown> } };
      return body.error?.fields?.[cell.access.bodyTarget] !== undefined;
    } catch {
      return false;
    }
  }

  function checkLeaks(cell: Cell, text: string, failures: string[]) {
    const leaked = foreignData(cell, text);
    if (leaked.length) failures.push(`${describeCell(cell)}: another party's data in the body: ${leaked.join(', ')}`);
  }

  async function runRefused(): Promise<PhaseResult> {
    const failures: string[] = [];
    let count = 0;
    // Each operation's fingerprint after its cells is the next one's before.
    let before = await fingerprint(t.db);
    for (const op of operations) {
      const refused = cells.filter((c) => c.op === op && !c.allowed);
      if (refused.length === 0) continue;
      await inPool(refused, CONCURRENCY, async (cell) => {
        const { status, text } = await send(cell);
        if (!REFUSALS.includes(status) && !refusedField(cell, status, text)) failures.push(`${describeCell(cell)}: expected a refusal, got ${status} ${text.slice(0, 200)}`);
        else if (!/^\s*\{\s*"error"\s*:/.test(text)) failures.push(`${describeCell(cell)}: refused (${status}) without a JSON error: ${text.slice(0, 200)}`);
        checkLeaks(cell, text, failures);
      });
      const after = await fingerprint(t.db);
      const changed = changedTables(before, after);
      before = after;
      if (changed.length) failures.push(`${operationKey(op)}: refused calls changed the tables ${changed.join(', ')}`);
      count += refused.length;
    }
    return { cells: count, failures };
  }

  async function runAllowedReads(): Promise<PhaseResult> {
    const failures: string[] = [];
    const reads = cells.filter((c) => c.allowed && !WRITES.has(c.op.method));
    await inPool(reads, CONCURRENCY, async (cell) => {
      const { status, text } = await send(cell);
      const ok = (status >= 200 && status < 300) || (cell.access.alsoAllowed ?? []).includes(status);
      if (!ok) failures.push(`${describeCell(cell)}: allowed, but answered ${status} ${text.slice(0, 200)}`);
      checkLeaks(cell, text, failures);
    });
    return { cells: reads.length, failures };
  }

  /**
   * One at a time, in table order, deletes last and calls that end sessions after them. A write is allowed through if it is not refused:
   * below 500 and not 401/403; a business rule's 400/409/410 counts (an earlier cell signed the
   * contract already), and a 404 only once an earlier allowed cell consumed the same object.
   */
  async function runAllowedWrites(): Promise<PhaseResult> {
    const failures: string[] = [];
    const writes = cells.filter((c) => c.allowed && WRITES.has(c.op.method));
    const rank = (c: Cell) => (c.access.ownSession ? 2 : c.op.method === 'DELETE' ? 1 : 0);
    const ordered = [...writes].sort((a, b) => rank(a) - rank(b));
    const consumed = new Set<string>();
    for (const cell of ordered) {
      const { status, text } = await send(cell);
      const objectKey = `${operationKey(cell.op)} ${cell.target?.id ?? ''}`;
      const gone = status === 404 && consumed.has(objectKey);
      if (status >= 500 || status === 401 || status === 403 || (status === 404 && !gone)) {
        failures.push(`${describeCell(cell)}: allowed, but answered ${status} ${text.slice(0, 200)}`);
      }
      if (status >= 200 && status < 300) consumed.add(objectKey);
      checkLeaks(cell, text, failures);
    }
    return { cells: writes.length, failures };
  }

  return { documented, runRefused, runAllowedReads, runAllowedWrites };
}

export type MatrixRun = Awaited<ReturnType<typeof startMatrix>>;
