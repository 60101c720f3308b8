import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { DEMO_PROJECT_ID } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/tenancy/demo-accounts';
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
      const uploaded = (await up.json()) as { fileUrl: string };
      expect(up.status === 201, `upload on server 1 answered ${up.status}: ${JSON.stringify(uploaded)}`);
      const fileUrl = uploaded.fileUrl;
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

/**
 * A rolling restart as an operator does it, under load through nginx: SIGTERM to one app server,
 * wait for it to exit, start it again, wait for its readiness and for nginx to send it requests
 * again, then the other. Meanwhile `clients` callers read (the public gallery, a customer's notes,
 * the staff member's account) and write (a customer's note, each one unique) without pause. Every
 * request must be answered, none with 5xx, and every acknowledged note must be in the database.
 */
export function rollingRestart(cluster: Cluster, db: Database, sessionsOf: () => { customer: Session; staff: Session }, clients: number): Check {
  return {
    name: 'Rolling restart under load: each server stopped (SIGTERM) and started again in turn, nothing lost',
    run: async () => {
      const { customer, staff } = sessionsOf();
      const run = randomBytes(4).toString('hex');
      const started = Date.now();
      const tally = { reads: 0, writes: 0, status5xx: 0, unanswered: 0, unexpected: 0, passedOn: 0 };
      const problems: string[] = [];
      /** Note id → content, for every write answered 201. */
      const acknowledged = new Map<string, string>();
      /** Writes whose outcome the caller cannot know (no answer, or 5xx). */
      const unknown: string[] = [];
      /** When each app server (its port) last answered a request through nginx. */
      const lastAnswer = new Map<number, number>();
      let phase = 'both up';
      /** An answer's body on one line, or the title of nginx's error page. */
      const gist = (body: string) => (/<title>(.*?)<\/title>/.exec(body)?.[1] ?? body).replace(/\s+/g, ' ').slice(0, 120);
      const note = (what: string) => {
        if (problems.length < 6) problems.push(`${what} (${phase}, +${((Date.now() - started) / 1000).toFixed(1)} s)`);
      };

      const requests = [
        { kind: 'read', path: '/api/gallery', session: undefined },
        { kind: 'read', path: `/api/projects/${DEMO_PROJECT_ID}/notes`, session: customer },
        { kind: 'read', path: '/api/me', session: staff },
        { kind: 'write', path: `/api/projects/${DEMO_PROJECT_ID}/notes`, session: customer },
      ] as const;
      let loading = true;
      const client = async (c: number) => {
        for (let n = 0; loading; n++) {
          const request = requests[(c + n) % requests.length]!;
          const content = `rolling ${run} ${c}-${n}`;
          const write = request.kind === 'write';
          if (write) tally.writes++;
          else tally.reads++;
          try {
            const res = await call(cluster.balancer, request.path, {
              session: request.session,
              ...(write ? { json: { content } } : {}),
              signal: AbortSignal.timeout(20_000),
            });
            const body = await res.text();
            // $upstream_addr: every server nginx tried, the one that answered last.
            const tried = (res.headers.get('x-upstream') ?? '').split(', ');
            if (tried.length > 1) tally.passedOn++;
            const port = Number(tried.at(-1)?.split(':').at(-1));
            if (port) lastAnswer.set(port, Date.now());
            if (res.status >= 500) {
              tally.status5xx++;
              if (write) unknown.push(content);
              note(`${write ? 'POST' : 'GET'} ${request.path} answered ${res.status} via ${tried.join(', ')}: ${gist(body)}`);
            } else if (write && res.status === 201) {
              acknowledged.set((JSON.parse(body) as { id: string }).id, content);
            } else if (!res.ok || write) {
              tally.unexpected++;
              note(`${write ? 'POST' : 'GET'} ${request.path} answered ${res.status}: ${gist(body)}`);
            }
          } catch (error) {
            tally.unanswered++;
            if (write) unknown.push(content);
            const cause = (error as Error & { cause?: Error }).cause;
            note(`${write ? 'POST' : 'GET'} ${request.path} got no answer: ${cause?.message ?? (error as Error).message}`);
          }
        }
      };
      const load = Promise.all(Array.from({ length: clients }, (_, c) => client(c)));

      const steps: string[] = [];
      const exits: string[] = [];
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      try {
        await sleep(2_000);
        for (const app of cluster.apps) {
          phase = `${app.name} stopping`;
          const exit = await app.stop(30_000);
          const how = exit.killed ? 'killed after 30 s' : exit.signal ? `ended by ${exit.signal}` : `exit ${exit.code}`;
          if (exit.code !== 0 || exit.killed) exits.push(`${app.name}: ${how}`);
          phase = `${app.name} down`;
          const down = Date.now();
          await app.start();
          const ready = Date.now();
          // nginx marked it failed when it refused a connection; it sends it requests again once
          // fail_timeout has passed. Only then may the other server go.
          phase = `${app.name} ready, not yet back in nginx`;
          while (!((lastAnswer.get(app.port) ?? 0) > ready)) {
            if (Date.now() - ready > 30_000) throw new Error(`nginx sent ${app.name} no request within 30 s of its readiness`);
            await sleep(100);
          }
          phase = 'both up';
          steps.push(`${app.name} ${how} in ${(exit.ms / 1000).toFixed(1)} s, ready ${((ready - down) / 1000).toFixed(1)} s later, back in nginx after ${((Date.now() - ready) / 1000).toFixed(1)} s`);
        }
        await sleep(2_000);
      } finally {
        loading = false;
        await load;
      }
      const seconds = (Date.now() - started) / 1000;

      const { rows } = await db.execute<{ id: string; content: string }>(sql`select id, content from project_notes where content like ${`rolling ${run} %`}`);
      const stored = new Set(rows.map((r) => r.id));
      const lost = [...acknowledged.keys()].filter((id) => !stored.has(id));
      const contents = rows.map((r) => r.content);
      const duplicates = contents.length - new Set(contents).size;
      const unknownStored = unknown.filter((c) => contents.includes(c)).length;

      const figures =
        `answers 5xx: ${tally.status5xx}, requests with no answer or reset: ${tally.unanswered}, writes lost: ${lost.length} of ${acknowledged.size} acknowledged` +
        `, notes written twice: ${duplicates}, other unexpected answers: ${tally.unexpected}`;
      const exitsOk = exits.length === 0;
      expect(
        tally.status5xx === 0 && tally.unanswered === 0 && lost.length === 0 && duplicates === 0 && tally.unexpected === 0 && exitsOk,
        `${figures}${exitsOk ? '' : `; ${exits.join(', ')} (expected exit 0)`}${unknown.length ? `; of ${unknown.length} writes without a 201, ${unknownStored} stored` : ''}. ${steps.join('; ')}. First: ${problems.join(' | ')}`,
      );
      return (
        `${clients} clients, ${tally.reads + tally.writes} requests (${tally.reads} reads, ${tally.writes} writes) in ${seconds.toFixed(0)} s through nginx; ` +
        `${steps.join('; ')}; ${figures}; nginx passed ${tally.passedOn} requests on to the other server`
      );
    },
  };
}
