import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { DEMO_PROJECT_ID } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/features/demo/demo-accounts';
import type { Cluster } from './cluster';
import { call, signIn, upstreams, type Session } from './http';

/** Each check throws when the cluster misbehaves, and otherwise says what it saw. */
export type Check = { name: string; run: () => Promise<string> };

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Both servers started at once on an empty database; the advisory lock let one migrate it. */
export function migrationsOnce(db: Database): Check {
  return {
    name: 'Migrations applied once by two servers starting together',
    run: async () => {
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
      const { rows } = await db.execute<{ n: number; distinct: number }>(sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`);
      expect(rows[0]!.n === files && rows[0]!.distinct === files, `${rows[0]!.n} migration rows (${rows[0]!.distinct} distinct) for ${files} migration files`);
      return `${files} migrations, each recorded once`;
    },
  };
}

export function balancing(cluster: Cluster): Check {
  return {
    name: 'nginx balances round-robin over both servers',
    run: async () => {
      upstreams.length = 0;
      for (let i = 0; i < 20; i++) expect((await call(cluster.balancer, '/api/health')).ok, 'health through nginx failed');
      const counts = new Map<string, number>();
      for (const u of upstreams) counts.set(u, (counts.get(u) ?? 0) + 1);
      expect(counts.size === 2 && [...counts.values()].every((n) => n === 10), `answers per server: ${JSON.stringify(Object.fromEntries(counts))}`);
      return `20 requests: ${[...counts].map(([u, n]) => `${n} from ${u}`).join(', ')}`;
    },
  };
}

export function sessions(cluster: Cluster): Check {
  const [one, two] = cluster.servers;
  return {
    name: 'A session made on one server works on the other, and signing out ends it on both',
    run: async () => {
      const session = await signIn(one, 'customer@example.com', DEMO_PASSWORD);
      const me = await call(two, '/api/me', { session });
      expect(me.ok, `GET /api/me on server 2 answered ${me.status}`);
      const body = (await me.json()) as { email?: string; user?: { email?: string } };
      expect((body.email ?? body.user?.email) === session.email, `server 2 saw ${JSON.stringify(body)}`);
      const out = await call(two, '/api/auth/sign-out', { method: 'POST', session, json: {} });
      expect(out.ok, `sign-out on server 2 answered ${out.status}`);
      const after = await call(one, '/api/me', { session });
      expect(after.status === 401, `after signing out on server 2, server 1 answered ${after.status}`);
      return 'signed in on server 1, seen by server 2; signed out on server 2, refused by server 1 (401)';
    },
  };
}

/** Wrong passwords from one address, alternating servers: the limit counts them together. */
export function sharedRateLimit(cluster: Cluster, limit: number): Check {
  return {
    name: 'The sign-in rate limit is shared',
    run: async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const res = await call(cluster.servers[i % 2]!, '/api/auth/sign-in/email', {
          json: { email: 'staff@example.com', password: 'not-the-password' },
          headers: { 'x-forwarded-for': '203.0.113.77' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, limit).every((s) => s === 401) && statuses[limit] === 429, `statuses: ${statuses.join(' ')}`);
      return `${limit} wrong passwords alternating servers, then 429 on attempt ${limit + 1}`;
    },
  };
}

export function files(cluster: Cluster, customer: () => Session): Check {
  const [one, two] = cluster.servers;
  return {
    name: 'A file uploaded through one server downloads byte for byte from the other',
    run: async () => {
      // A PDF header, then 5 MB of noise: big enough to stream in many parts.
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5 * 1024 * 1024)]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'site-survey.pdf');
      const up = await call(one, `/api/projects/${DEMO_PROJECT_ID}/documents`, { session: customer(), body: form });
      const uploaded = (await up.json()) as { file_url: string };
      expect(up.status === 201, `upload on server 1 answered ${up.status}: ${JSON.stringify(uploaded)}`);
      const fileUrl = uploaded.file_url;
      for (const [name, base] of [['server 2', two], ['nginx', cluster.balancer]] as const) {
        const down = await call(base, fileUrl, { session: customer() });
        expect(down.ok, `download from ${name} answered ${down.status}`);
        expect(Buffer.from(await down.arrayBuffer()).equals(bytes), `the bytes from ${name} differ from the upload`);
      }
      return `${(bytes.length / 1024 / 1024).toFixed(1)} MB up through server 1, identical down through server 2 and nginx`;
    },
  };
}

export function payments(cluster: Cluster, db: Database, sessionsOf: () => { customer: Session; staff: Session }, items: number, concurrency: number): Check {
  return {
    name: 'Payment confirm and verify, alternating servers under concurrency: every transition exactly once',
    run: async () => {
      const { customer, staff } = sessionsOf();
      const ids = await newPaymentItems(db, items);
      const tally = { confirm200: 0, verify200: 0, verify409: 0, other: [] as string[] };
      const today = new Date().toISOString().slice(0, 10);
      let next = 0;
      const worker = async (w: number) => {
        for (let i = next++; i < ids.length; i = next++) {
          const id = ids[i]!;
          // Alternate which server goes first, and send some through nginx.
          const [a, b] = (i + w) % 2 === 0 ? cluster.servers : [cluster.servers[1], cluster.servers[0]];
          const via = i % 3 === 0 ? cluster.balancer : a;
          // A confirmation retried on the other server with its key: both answer, it happens once.
          const key = `scale-confirm-${id}`;
          const confirm = (base: string) =>
            call(base, `/api/payments/${id}/confirm-transfer`, { session: customer, headers: { 'idempotency-key': key }, json: { reference: `SCALE-${i}`, amount: '1000.00', transferDate: today } });
          const confirms = await Promise.all([confirm(via), confirm(b)]);
          for (const res of confirms) {
            if (res.status === 200) tally.confirm200++;
            else tally.other.push(`confirm ${res.status} ${await res.text()}`);
          }
          // Two members of staff verify at once on different servers: one succeeds, one is told it is paid.
          const verify = (base: string, n: number) => call(base, `/api/payments/${id}/verify`, { session: staff, headers: { 'idempotency-key': `scale-verify-${id}-${n}` }, method: 'POST' });
          const verifies = await Promise.all([verify(b, 1), verify(via, 2)]);
          for (const res of verifies) {
            if (res.status === 200) tally.verify200++;
            else if (res.status === 409) tally.verify409++;
            else tally.other.push(`verify ${res.status} ${await res.text()}`);
          }
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
      const seconds = (Date.now() - started) / 1000;
      expect(tally.other.length === 0, `unexpected answers: ${tally.other.slice(0, 3).join('; ')}`);
      expect(tally.confirm200 === 2 * items && tally.verify200 === items && tally.verify409 === items, `answers: ${JSON.stringify(tally)}`);
      const { rows } = await db.execute<{ id: string; status: string; confirms: number; verifies: number; others: number }>(sql`
        select i.id, i.status::text as status,
          count(*) filter (where e.kind = 'transfer_confirmed')::int as confirms,
          count(*) filter (where e.kind = 'verified')::int as verifies,
          count(*) filter (where e.kind not in ('transfer_confirmed', 'verified'))::int as others
        from payment_items i left join payment_events e on e.payment_id = i.id
        where i.id in ${sql.raw(`(${ids.map((x) => `'${x}'`).join(',')})`)}
        group by i.id, i.status`);
      const wrong = rows.filter((r) => r.status !== 'paid' || r.confirms !== 1 || r.verifies !== 1 || r.others !== 0);
      expect(rows.length === items && wrong.length === 0, `${wrong.length} items with other than one confirmation and one verification, e.g. ${JSON.stringify(wrong[0])}`);
      return `${items} items, ${concurrency} at a time, ${Math.round((items * 4) / seconds)} requests/s: ${items * 2} confirm answers (retries replayed), ${items} verified + ${items} refused (409); payment_events: exactly 1 transfer_confirmed and 1 verified per item`;
    },
  };
}

/** Fresh pending items on the demo project, placed after its own schedule. */
async function newPaymentItems(db: Database, count: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into payment_items (company_id, project_id, position, title, amount_pence, due_date, status)
    select p.company_id, p.id, 1000 + g, 'Scale test stage ' || g, 100000, current_date + 30, 'pending'
    from projects p, generate_series(1, ${count}) as g
    where p.id = ${DEMO_PROJECT_ID}
    returning id`);
  return rows.map((r) => r.id);
}
