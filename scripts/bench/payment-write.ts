// The write scenario: a customer confirms a transfer and staff verify it, on fresh items, under load;
// then every item is checked to have moved exactly once per step (no lost or double transitions).
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { run, type RunFigures } from './autocannon-run';
import type { BenchOptions } from './options';

export interface WriteCheck {
  items: number;
  confirmed: number;
  verified: number;
  /** Items whose events or status disagree with the answers the clients got: must be 0. */
  inconsistent: number;
  /** Repeats with the same Idempotency-Key that changed anything: must be 0. */
  replaysThatChanged: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Fresh pending items on the writer's project, inserted only now so the read scenarios never see them;
 * each is for the £1,000.00 the customer confirms, so staff verify without acknowledging another amount.
 */
async function seedWriteItems(db: Database, companyId: string, projectId: string, count: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    insert into payment_items (company_id, project_id, position, title, amount_pence, due_date, status)
    select ${companyId}, ${projectId}, g, 'Bench stage ' || g, 100000, current_date + 30, 'pending'
    from generate_series(1, ${count}) as g
    returning id`);
  return rows.rows.map((r) => r.id);
}

export async function runPaymentWrite(opts: {
  base: string;
  db: Database;
  companyId: string;
  projectId: string;
  writerCookie: string;
  staffCookie: string;
  options: Pick<BenchOptions, 'connections' | 'durationS' | 'writeItems'>;
}): Promise<RunFigures & { check: WriteCheck }> {
  const ids = await seedWriteItems(opts.db, opts.companyId, opts.projectId, opts.options.writeItems);
  let next = 0;
  const confirmedOk = new Set<string>();
  const verifiedOk = new Set<string>();
  const json = { 'content-type': 'application/json', origin: opts.base };
  type Context = { id?: string };

  const figures = await run(
    {
      url: opts.base,
      connections: opts.options.connections,
      duration: opts.options.durationS,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context: Context) => {
            const id = ids[next++];
            if (!id) throw new Error(`the write scenario ran out of its ${ids.length} items: raise writeItems`);
            context.id = id;
            return {
              ...req,
              path: `/api/payments/${id}/confirm-transfer`,
              headers: { ...json, cookie: opts.writerCookie, 'idempotency-key': `bench-confirm-${id}` },
              body: JSON.stringify({ reference: `BENCH-${id.slice(0, 8)}`, amount: '1000.00', transferDate: today() }),
            };
          },
          onResponse: (status, _body, context: Context) => {
            if (status === 200 && context.id) confirmedOk.add(context.id);
          },
        },
        {
          method: 'POST',
          setupRequest: (req, context: Context) => ({
            ...req,
            path: `/api/payments/${context.id}/verify`,
            headers: { ...json, cookie: opts.staffCookie, 'idempotency-key': `bench-verify-${context.id}` },
            body: '{}',
          }),
          onResponse: (status, _body, context: Context) => {
            if (status === 200 && context.id) verifiedOk.add(context.id);
          },
        },
      ],
    },
    'payment-write',
  );

  await settled(() => eventCount(opts.db, opts.projectId));
  const inconsistent = await countInconsistent(opts.db, opts.projectId, confirmedOk, verifiedOk);
  const replaysThatChanged = await replay(opts, [...verifiedOk].slice(0, 50));
  return { ...figures, check: { items: next, confirmed: confirmedOk.size, verified: verifiedOk.size, inconsistent, replaysThatChanged } };
}

/**
 * Each item against its events: at most one confirmation and one verification, a status that
 * follows from them, and an event for every 200 a client received. An item whose request was in
 * flight when the run stopped may have moved without its answer being counted; it must still be whole.
 */
async function countInconsistent(db: Database, projectId: string, confirmedOk: Set<string>, verifiedOk: Set<string>): Promise<number> {
  const rows = await db.execute<{ id: string; status: string; confirms: number; verifies: number; others: number }>(sql`
    select i.id, i.status::text as status,
      count(*) filter (where e.kind = 'transfer_confirmed')::int as confirms,
      count(*) filter (where e.kind = 'verified')::int as verifies,
      count(*) filter (where e.kind not in ('transfer_confirmed', 'verified'))::int as others
    from payment_items i left join payment_events e on e.payment_id = i.id
    where i.project_id = ${projectId}
    group by i.id, i.status`);
  let bad = 0;
  for (const r of rows.rows) {
    const expected = r.verifies === 1 ? 'paid' : r.confirms === 1 ? 'pending_verification' : 'pending';
    const whole = r.confirms <= 1 && r.verifies <= r.confirms && r.others === 0 && r.status === expected;
    const answered = (!confirmedOk.has(r.id) || r.confirms === 1) && (!verifiedOk.has(r.id) || r.verifies === 1);
    if (!whole || !answered) bad++;
  }
  return bad;
}

/** A client that retries with the same key gets the first answer back, and nothing moves again. */
async function replay(opts: { base: string; db: Database; projectId: string; staffCookie: string }, ids: string[]): Promise<number> {
  const before = await eventCount(opts.db, opts.projectId);
  let changed = 0;
  for (const id of ids) {
    const res = await fetch(`${opts.base}/api/payments/${id}/verify`, {
      method: 'POST',
      headers: { origin: opts.base, cookie: opts.staffCookie, 'idempotency-key': `bench-verify-${id}` },
    });
    const body = (await res.json()) as { status?: string };
    if (res.status !== 200 || body.status !== 'paid') changed++;
  }
  return changed + (await eventCount(opts.db, opts.projectId)) - before;
}

async function eventCount(db: Database, projectId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from payment_events e join payment_items i on i.id = e.payment_id where i.project_id = ${projectId}`);
  return rows.rows[0]!.n;
}

/**
 * autocannon stops at its deadline with requests still in the server; they finish a moment later.
 * The checks wait for the count to stop moving, or they would see items half-way.
 */
async function settled(count: () => Promise<number>) {
  let last = await count();
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await count();
    if (now === last) return;
    last = now;
  }
  throw new Error('the server was still writing payment events 15 s after the run ended');
}
