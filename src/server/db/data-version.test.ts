import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from './insert-company';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestDatabase, ownConnections, type TestDatabase } from '../../../tests/setup/test-app';
import { findCompanyWithSession } from '../auth/session-fast-path';
import { findCompanyBySubdomain, findDemoCopy } from '../tenancy/tenant-company.queries';
import { companies } from './schema/companies';
import { seedConfiguratorOptions } from './seed-configurator';
import { seedSiteContent } from './seed-site-content';

/**
 * A company's data version (migration 0033): what a signed-in visitor's kept page is keyed by, with
 * the content version (content-version.test.ts). Any committed change to a row of the company's
 * data moves it on once per transaction; the pages themselves through the app:
 * lib/page-cache.pages.test.ts.
 */

/**
 * Tables of a company (they have `company_id`) whose changes move nothing, each with the reason no
 * page goes stale for it. Any other table with `company_id` must have the triggers: a new table is
 * a company's data until it is put here with a reason.
 */
const NOT_PAGE_DATA: Record<string, string> = {
  sessions:
    'sign-in bookkeeping: who a session is, or that it is gone, comes from the tenant lookup on every request, and a sign-in must not make every page of the company render again',
  accounts: "better-auth's credentials (a password hash): no page shows them",
  verifications: "better-auth's one-time values (a reset link's token): no page shows them",
  two_factors: "an authenticator's secret and backup codes; whether someone has one is users.two_factor_enabled, which is covered",
  rate_limits: 'counts of sign-in attempts, written on every attempt: no page shows them',
  idempotency_keys: 'the replay guard of a write: the write itself moves the version',
  company_counts: 'running counts kept by triggers on projects, tasks and payment items, whose own changes move the version',
};

/** Tables that are no company's rows (no `company_id`), and why that leaves no page stale. */
const NOT_A_COMPANY_S: Record<string, string> = {
  companies: "the company's own row: a change to it moves its content version, which a signed-in visitor's page is keyed by too",
};

let database: TestDatabase;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let a: string;
let b: string;
const connect = ownConnections(() => database);

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createTwoTenantWorld(database.db);
  a = world.tenantA.company.id;
  b = world.tenantB.company.id;
  await seedSiteContent(database.db, world.tenantA.company);
  await seedConfiguratorOptions(database.db, a, 'arbour');
});

type Versions = Record<string, { data: number; content: number }>;

async function versions(): Promise<Versions> {
  const rows = await database.db.select({ id: companies.id, data: companies.dataVersion, content: companies.contentVersion }).from(companies);
  return Object.fromEntries(rows.map(({ id, data, content }) => [id, { data, content }]));
}

/** How far each company's data version moved while `work` ran. */
async function moves(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await versions();
  await work();
  const after = await versions();
  return Object.fromEntries(Object.entries(after).map(([id, v]) => [id, v.data - (before[id]?.data ?? 0)]));
}

/** One transaction as the app role, serving company `tenant` as a request does. */
async function asApp(tenant: string, statements: [string, unknown[]][]): Promise<void> {
  const client = await connect('app');
  await client.query('begin');
  await client.query("select set_config('app.company_id', $1, true)", [tenant]);
  for (const [text, params] of statements) await client.query(text, params);
  await client.query('commit');
}

interface TableTriggers {
  table: string;
  has_company: boolean;
  /** `<table>_data_changed`, exactly as migration 0033 makes it. */
  changed: boolean;
  /** `<table>_data_truncated`. */
  truncated: boolean;
  /** Any trigger calling the function that moves the version. */
  any: boolean;
}

/**
 * Each base table of the public schema, whether it is a company's (`company_id`), and whether its
 * changes move the company's data version: an enabled constraint trigger `<table>_data_changed`,
 * deferred to the commit, for each row inserted, updated (any column, no condition) or deleted,
 * calling app_data_changed(); and a TRUNCATE trigger `<table>_data_truncated`.
 */
async function tableTriggers(client: pg.Client): Promise<TableTriggers[]> {
  const { rows } = await client.query<TableTriggers>(`
    select t.table_name as table,
      exists (select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'company_id') as has_company,
      exists (select 1 from pg_trigger tg
        where tg.tgrelid = format('public.%I', t.table_name)::regclass and tg.tgname = t.table_name || '_data_changed'
          and tg.tgfoid = 'public.app_data_changed()'::regprocedure and tg.tgenabled = 'O'
          and tg.tgconstraint <> 0 and tg.tgdeferrable and tg.tginitdeferred
          -- for each row (1), on insert (4), delete (8) and update (16), not before (2)
          and tg.tgtype & 31 = 29 and cardinality(tg.tgattr::int2[]) = 0 and tg.tgqual is null) as changed,
      exists (select 1 from pg_trigger tg
        where tg.tgrelid = format('public.%I', t.table_name)::regclass and tg.tgname = t.table_name || '_data_truncated'
          and tg.tgfoid = 'public.app_data_truncated()'::regprocedure and tg.tgenabled = 'O' and tg.tgtype & 32 = 32) as truncated,
      exists (select 1 from pg_trigger tg
        where tg.tgrelid = format('public.%I', t.table_name)::regclass
          and tg.tgfoid in ('public.app_data_changed()'::regprocedure, 'public.app_data_truncated()'::regprocedure)) as any
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`);
  return rows;
}

/** The company tables whose changes would leave a signed-in visitor's kept page stale. */
function uncovered(tables: TableTriggers[]): string[] {
  return tables.filter((t) => t.has_company && !(t.table in NOT_PAGE_DATA) && !(t.changed && t.truncated)).map((t) => t.table);
}

describe("which tables move a company's data version", () => {
  it('every table of a company, but those listed with their reason, and none of those', async () => {
    const tables = await tableTriggers(await connect('owner'));
    expect(uncovered(tables), 'tables of a company whose changes move no data version: give them the triggers, or a reason in NOT_PAGE_DATA').toEqual([]);

    // The list names real tables of a company, whose changes indeed move nothing.
    const byName = new Map(tables.map((t) => [t.table, t]));
    for (const table of Object.keys(NOT_PAGE_DATA)) {
      expect(byName.get(table)?.has_company, `${table} (in NOT_PAGE_DATA) is a table of a company`).toBe(true);
      expect(byName.get(table)?.any, `${table} moves no data version`).toBe(false);
    }
    // A table that is no company's is seen by no trigger at all: only the companies row may be one.
    expect(tables.filter((t) => !t.has_company).map((t) => t.table)).toEqual(Object.keys(NOT_A_COMPANY_S));
  });

  it("names a new table of a company that has no trigger, and a table that is no company's", async () => {
    const owner = await connect('owner');
    await owner.query('begin');
    try {
      await owner.query('create table future_things (id int primary key, company_id uuid references companies (id))');
      await owner.query('create table future_links (id int primary key)');
      const tables = await tableTriggers(owner);
      expect(uncovered(tables)).toEqual(['future_things']);
      expect(tables.filter((t) => !t.has_company).map((t) => t.table)).toEqual(['companies', 'future_links']);
    } finally {
      await owner.query('rollback');
    }
  });
});

describe("a company's data version", () => {
  it('moves on by exactly one for a transaction that changes many rows of the company in several tables, as the app role', async () => {
    const { customerA1, staffA } = world.users;
    const { projectA1 } = world.projects;
    const before = await versions();
    expect(
      await moves(() =>
        asApp(a, [
          ["update projects set name = name || ' (phase 2)' where company_id = $1", [a]],
          ['update users set is_first_login = false where company_id = $1', [a]],
          ["insert into project_messages (company_id, project_id, author_id, from_staff, content) values ($1, $2, $3, false, 'Hello')", [a, projectA1.id, customerA1.id]],
          ["insert into project_messages (company_id, project_id, author_id, from_staff, content) values ($1, $2, $3, true, 'Hello back')", [a, projectA1.id, staffA.id]],
          ["delete from project_messages where company_id = $1 and content = 'Hello'", [a]],
        ]),
      ),
    ).toMatchObject({ [a]: 1, [b]: 0 });
    // No public page shows any of it: the content version stays.
    expect((await versions())[a]!.content).toBe(before[a]!.content);

    // Statement by statement, each its own transaction: once each.
    const client = await connect('app');
    await client.query("select set_config('app.company_id', $1, false)", [a]);
    expect(
      await moves(async () => {
        await client.query("update projects set name = name || '.' where company_id = $1", [a]);
        await client.query("update project_messages set content = content || '.' where company_id = $1", [a]);
      }),
    ).toMatchObject({ [a]: 2, [b]: 0 });
  });

  it('moves nothing for a transaction rolled back, or for the part of one rolled back to a savepoint', async () => {
    const client = await connect('app');
    expect(
      await moves(async () => {
        await client.query('begin');
        await client.query("select set_config('app.company_id', $1, true)", [a]);
        await client.query("update projects set name = 'Gone' where company_id = $1", [a]);
        await client.query('delete from project_messages where company_id = $1', [a]);
        await client.query('rollback');

        await client.query('begin');
        await client.query("select set_config('app.company_id', $1, true)", [a]);
        await client.query('savepoint attempt');
        await client.query("update projects set name = 'Gone' where company_id = $1", [a]);
        await client.query('rollback to savepoint attempt');
        await client.query('select count(*) from projects');
        await client.query('commit');
      }),
    ).toMatchObject({ [a]: 0, [b]: 0 });
  });

  it('moves on once for each company a transaction changed, and for no other', async () => {
    const owner = await connect('owner');
    const third = await insertCompany(database.db, { name: 'Third Rooms', subdomain: `third-${randomUUID().slice(0, 8)}` });
    expect(
      await moves(async () => {
        await owner.query('begin');
        await owner.query("update projects set name = name || '!' where company_id in ($1, $2)", [a, b]);
        await owner.query("update users set name = name || '!' where company_id = $1", [b]);
        await owner.query('commit');
      }),
    ).toMatchObject({ [a]: 1, [b]: 1, [third.id]: 0 });
  });

  it('moves on as the transaction commits, locking the company row only then, and loses no move to a transaction at the same time', async () => {
    const first = await connect('app');
    const second = await connect('app');
    const other = await connect('owner');
    const before = (await versions())[a]!.data;
    // A customer writes a message while staff move the project on.
    for (const [client, change] of [
      [first, "update project_messages set content = content || '?' where company_id = $1"],
      [second, "update projects set name = name || '>' where company_id = $1"],
    ] as const) {
      await client.query('begin');
      await client.query("select set_config('app.company_id', $1, true)", [a]);
      await client.query(change, [a]);
    }
    // Both have done their work: nothing has moved yet, and the row is free (a settings change would not wait).
    expect((await versions())[a]!.data).toBe(before);
    await other.query('begin');
    await other.query('select id from companies where id = $1 for update nowait', [a]);
    await other.query('rollback');
    await Promise.all([first.query('commit'), second.query('commit')]);
    expect((await versions())[a]!.data).toBe(before + 2);
  });

  it('stays where it is for sign-in bookkeeping', async () => {
    const user = world.users.customerA1.id;
    expect(
      await moves(() =>
        asApp(a, [
          ["insert into sessions (id, expires_at, token, user_id, company_id) values ($1, now() + interval '7 days', $1, $2, $3)", [randomUUID(), user, a]],
          ["update sessions set expires_at = now() + interval '8 days' where user_id = $1", [user]],
          ["insert into rate_limits (id, key, count, last_request, company_id) values ($1, 'sign-in:192.0.2.1', 1, 0, $2)", [randomUUID(), a]],
          ["insert into verifications (id, identifier, value, expires_at, company_id) values ($1, 'reset', 'x', now() + interval '1 hour', $2)", [randomUUID(), a]],
          ['delete from sessions where user_id = $1', [user]],
        ]),
      ),
    ).toMatchObject({ [a]: 0, [b]: 0 });
  });

  it("is no change of the company's content, while a change of content moves both, each once", async () => {
    const before = await versions();
    await asApp(a, [["update projects set name = name || '+' where company_id = $1", [a]]]);
    expect((await versions())[a]).toEqual({ data: before[a]!.data + 1, content: before[a]!.content });

    // What a public page shows is the company's data too.
    await asApp(a, [["update site_content set content = jsonb_set(content, '{tagline}', '\"Both\"') where company_id = $1", [a]]]);
    expect((await versions())[a]).toEqual({ data: before[a]!.data + 2, content: before[a]!.content + 1 });

    // The company's own row moves its content version, which a signed-in page is keyed by too.
    const owner = await connect('owner');
    await owner.query("update companies set primary_color = '#224466' where id = $1", [a]);
    expect((await versions())[a]).toEqual({ data: before[a]!.data + 2, content: before[a]!.content + 2 });
  });

  it('moves on for every company after a TRUNCATE, which fires no row trigger', async () => {
    const owner = await connect('owner');
    const moved = await moves(() => owner.query('truncate message_reads'));
    expect(moved[a]).toBe(1);
    expect(moved[b]).toBe(1);
  });

  it('comes with the company from every tenant lookup', async () => {
    const owner = await connect('owner');
    await owner.query("update projects set name = name || '#' where company_id = $1", [a]);
    const version = (await versions())[a]!.data;
    expect(version).toBeGreaterThan(0);
    expect((await findCompanyBySubdomain(database.appDb, 'demo'))?.dataVersion).toBe(version);
    expect((await findCompanyWithSession(database.appDb, 'demo', 'no-such-token'))?.company.dataVersion).toBe(version);
    // A demo visitor's copy is a company of its own, with its own version.
    const copy = await insertCompany(database.db, { name: 'Copy', subdomain: 'demo.d-test', isDemo: true, demoOf: a });
    await seedConfiguratorOptions(database.db, copy.id, 'arbour');
    const copyVersion = (await versions())[copy.id]!.data;
    expect(copyVersion).toBeGreaterThan(0);
    expect((await findDemoCopy(database.appDb, copy.id, a))?.dataVersion).toBe(copyVersion);
    expect((await versions())[a]!.data).toBe(version);
  });

  it('is no crossing path: the app role cannot call the function that moves it', async () => {
    const client = await connect('app');
    const { rows } = await client.query<{ allowed: boolean }>("select has_function_privilege('app_data_changed()', 'EXECUTE') as allowed");
    expect(rows[0]!.allowed).toBe(false);
    const direct = await database.appDb.execute(sql`select app_data_changed()`).then(
      () => null,
      (e: { cause?: { code?: string } }) => e.cause?.code,
    );
    expect(direct).toBe('42501');
  });
});
