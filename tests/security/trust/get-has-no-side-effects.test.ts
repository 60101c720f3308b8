import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { fileForm, sampleFiles } from '../../factories/files';
import { createTestApp, nextIp } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import type { Persona } from '../matrix/personas';
import { buildMatrixWorld, type Kind, type MatrixWorld } from '../matrix/world';

/**
 * GET changes nothing. Sibling subdomains of one company's domain are same-site, so a page on any
 * of them can have a signed-in browser send a GET with its cookies, and the origin check covers
 * only the other methods. Every GET operation of the OpenAPI document is called by a visitor, a
 * customer, staff and an admin, on objects that exist (conversations with unread messages,
 * contracts their customer has not opened yet), and no row of any table may change.
 */

/** The kind of object a path parameter names, by the word before it in the path. */
const KIND_BY_SEGMENT: Record<string, Kind> = {
  projects: 'project',
  installations: 'project',
  payments: 'payment',
  contracts: 'contract',
  variations: 'variation',
  tickets: 'ticket',
  calls: 'call',
  diagrams: 'diagram',
  files: 'file',
  invitations: 'invitation',
  images: 'galleryOriginal',
  outbox: 'resetEmail',
};

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A valid query for the GETs that need one, so the handler runs rather than the validator's 400. */
const QUERIES: Record<string, (world: MatrixWorld) => string> = {
  '/api/schedule': () => `?from=${isoDay(-7)}&to=${isoDay(40)}`,
  '/api/schedule/conflicts': (world) => `?teamId=${world.targets.team.find((t) => t.party === 'A')!.id}&date=${isoDay(20)}`,
  '/api/site-visits': () => `?from=${isoDay(-7)}&to=${isoDay(40)}`,
  '/api/availability': () => `?from=${isoDay(-1)}&to=${isoDay(30)}`,
  '/api/payments/export.csv': () => `?from=${isoDay(-400)}&to=${isoDay(-35)}`,
};

/** GETs that answer no caller with 2xx in this world, and why; every other GET must answer someone. */
const NEVER_ANSWERED: Record<string, string> = {
  'GET /api/demo/accounts': 'demo mode is off in the test app',
};

const CALLERS: readonly Persona[] = ['anonymous', 'customerA1', 'customerA2', 'staffA', 'adminA'];

/**
 * An md5 of each table's rows, in order, in every schema: none is left out. better-auth writes on
 * a GET only through its own routes (its request counter in rate_limits, on /api/auth/get-session
 * and the like, which the document does not list) and when it moves a day-old session's expiry on
 * (sessions, on any request); both are better-auth's, and neither happens here.
 */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`);
  const names = tables.rows.map((r) => `"${String(r.table_schema)}"."${String(r.table_name)}"`);
  const parts = names.map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${name} t`);
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(result.rows.map((r) => [String(r.name), String(r.hash)]));
}

const changed = (before: Record<string, string>, after: Record<string, string>) => Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: MatrixWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildMatrixWorld(t);
  // The world's customers have each written to the team; the team writes back to A1, so every
  // caller has unread messages somewhere: customer A1 in their own conversation, staff in A2's.
  const a1Project = world.targets.project.find((p) => p.party === 'A1')!.id;
  const as = (cookie: string | undefined) => ({ cookie, host: world.hostOf.A });
  const setUp = [
    await t.request('POST', `/api/projects/${a1Project}/messages`, { content: 'mx-A1-customer reply from the team' }, as(world.cookies.staffA)),
    // What some GETs answer only once it exists: bank details, a logo, an install date, a paid item's receipt.
    await t.request('PUT', '/api/bank-details', { accountName: 'Matrix Rooms Ltd', sortCode: '12-34-56', accountNumber: '12345678', bankName: 'Matrix Bank' }, as(world.cookies.adminA)),
    await t.upload('/api/settings/logo', fileForm('logo.png', sampleFiles.png), as(world.cookies.adminA)),
    await t.request('PATCH', `/api/installations/${a1Project}`, { installDate: isoDay(30) }, as(world.cookies.staffA)),
    await t.request('POST', `/api/payments/${world.targets.payment.find((p) => p.party === 'A1')!.id}/mark-paid`, undefined, as(world.cookies.staffA)),
  ];
  for (const res of setUp) expect(res.status, await res.clone().text()).toBeLessThan(300);
}, 300_000);

async function getOperations(): Promise<string[]> {
  const res = await t.request('GET', '/api/openapi.json', undefined, { host: world.hostOf.A });
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([, ops]) => 'get' in ops)
    .map(([path]) => path)
    .sort();
}

describe('GET', () => {
  it('changes no row of any table, whoever calls it and on whatever object', async () => {
    const paths = await getOperations();
    expect(paths.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const answered = new Set<string>();

    // Before anything is called: these are the states a side effect would change.
    const unread = await t.request('GET', '/api/messages/unread', undefined, { cookie: world.cookies.customerA1, host: world.hostOf.A });
    expect((await unread.json()).count).toBeGreaterThan(0);
    const viewed = await t.db.execute(sql`select count(*)::int as n from contract_events where kind = 'viewed'`);
    expect(viewed.rows[0]!.n).toBe(0);

    let before = await snapshot(t.db);
    for (const path of paths) {
      const params = [...path.matchAll(/\{([^}]+)\}/g)];
      const segments = path.split('/');
      const kind = params.length === 0 ? undefined : KIND_BY_SEGMENT[segments[segments.indexOf(params[0]![0]) - 1]!];
      if (params.length > 1 || (params.length === 1 && !kind)) {
        failures.push(`GET ${path}: no object kind for its path parameter; add it to KIND_BY_SEGMENT`);
        continue;
      }
      // Each caller on every object of company A that exists: their own, other customers', the company's.
      const targets = kind ? world.targets[kind].filter((target) => target.party.startsWith('A')) : [undefined];
      const query = QUERIES[path]?.(world) ?? '';
      for (const caller of CALLERS) {
        for (const target of targets) {
          const url = (target ? path.replace(params[0]![0], encodeURIComponent(target.id)) : path) + query;
          const res = await t.request('GET', url, undefined, { cookie: world.cookies[caller], host: world.hostOf.A, ip: nextIp() });
          await res.arrayBuffer();
          if (res.status >= 200 && res.status < 300) answered.add(`GET ${path}`);
          const after = await snapshot(t.db);
          const tables = changed(before, after);
          if (tables.length) failures.push(`GET ${path} as ${caller}${target ? ` on ${target.party}'s object` : ''} (${res.status}) changed ${tables.join(', ')}`);
          before = after;
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    const unanswered = paths.map((p) => `GET ${p}`).filter((op) => !answered.has(op) && !(op in NEVER_ANSWERED));
    expect(unanswered, 'GETs no caller was answered, so their handlers never ran').toEqual([]);
    // Two attacks reproduced here: a cross-site GET marking a customer's messages read, and one
    // writing "first opened by the customer" into a contract's audit trail for a contract never shown.
    recordSecurityFigure('threatsRefused', 2);
  }, 300_000);
});

describe('what those GETs did, a POST the client sends once the thing is on screen does', () => {
  const A = () => ({ host: world.hostOf.A });
  const unreadOf = async (cookie: string | undefined): Promise<number> => (await (await t.request('GET', '/api/messages/unread', undefined, { ...A(), cookie })).json()).count;
  const viewedEvents = async (contractId: string) =>
    (await t.db.execute(sql`select actor_id from contract_events where contract_id = ${contractId} and kind = 'viewed'`)).rows.map((r) => r.actor_id);

  it('POST /api/projects/{id}/messages/read marks the conversation read for the caller', async () => {
    const project = world.targets.project.find((p) => p.party === 'A1')!.id;
    const conversation = await (await t.request('GET', `/api/projects/${project}/messages`, undefined, { ...A(), cookie: world.cookies.customerA1 })).json();
    expect(conversation.unread).toBeGreaterThan(0);
    expect(await unreadOf(world.cookies.customerA1)).toBeGreaterThan(0);

    const res = await t.request('POST', `/api/projects/${project}/messages/read`, { lastMessageId: conversation.messages.at(-1).id }, { ...A(), cookie: world.cookies.customerA1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unread: 0 });
    expect(await unreadOf(world.cookies.customerA1)).toBe(0);
    // Another customer of the company cannot mark it, nor learn it exists.
    expect((await t.request('POST', `/api/projects/${project}/messages/read`, {}, { ...A(), cookie: world.cookies.customerA2 })).status).toBe(404);
  });

  it("POST /api/contracts/{id}/viewed records the customer's first view once, and nothing for staff", async () => {
    const a1Contract = world.targets.contract.find((c) => c.party === 'A1')!.id;
    const a2Contract = world.targets.contract.find((c) => c.party === 'A2')!.id;
    expect(await viewedEvents(a1Contract)).toEqual([]);

    for (let i = 0; i < 2; i++) {
      expect((await t.request('POST', `/api/contracts/${a1Contract}/viewed`, undefined, { ...A(), cookie: world.cookies.customerA1 })).status).toBe(204);
    }
    expect(await viewedEvents(a1Contract)).toEqual([world.base.users.customerA1.id]);

    expect((await t.request('POST', `/api/contracts/${a2Contract}/viewed`, undefined, { ...A(), cookie: world.cookies.staffA })).status).toBe(204);
    expect((await t.request('POST', `/api/contracts/${a2Contract}/viewed`, undefined, { ...A(), cookie: world.cookies.customerA1 })).status).toBe(404);
    expect(await viewedEvents(a2Contract)).toEqual([]);
  });
});
