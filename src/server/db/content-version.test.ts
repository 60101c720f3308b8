import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { insertCompany } from './insert-company';
import { insertProject } from './insert-project';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestDatabase, ownConnections, type TestDatabase } from '../../../tests/setup/test-app';
import { findCompanyWithSession } from '../auth/session-fast-path';
import { findCompanyBySubdomain, findDemoCopy } from '../tenancy/tenant-company.queries';
import { MIGRATIONS_DIR } from './migrate';
import { grantAppRole } from './roles';
import { companies } from './schema/companies';
import { seedConfiguratorOptions } from './seed-configurator';
import { seedSiteContent } from './seed-site-content';

/**
 * A company's content version (migration 0032): what the public page cache keys its copies by.
 * Each change to what a public page shows moves it on once per transaction, when the transaction
 * commits; the pages themselves through the app: lib/page-cache.pages.test.ts.
 */

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
  await seedConfiguratorOptions(database.db, b, 'acme');
});

async function versions(): Promise<Record<string, number>> {
  const rows = await database.db.select({ id: companies.id, v: companies.contentVersion }).from(companies);
  return Object.fromEntries(rows.map((row) => [row.id, row.v]));
}

/** How far each company's version moved while `work` ran. */
async function moves(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await versions();
  await work();
  const after = await versions();
  return Object.fromEntries(Object.entries(after).map(([id, v]) => [id, v - (before[id] ?? 0)]));
}

/** One transaction as the app role, serving company `tenant` as a request does. */
async function asApp(tenant: string, statements: string[], params: unknown[][] = []): Promise<void> {
  const client = await connect('app');
  await client.query('begin');
  await client.query("select set_config('app.company_id', $1, true)", [tenant]);
  for (const [i, text] of statements.entries()) await client.query(text, params[i] ?? []);
  await client.query('commit');
}

describe("a company's content version", () => {
  it('moves on once per transaction for every change to its site content, options, gallery or demo times, as the app role', async () => {
    const staff = world.users.staffA.id;
    const slot = `insert into availability_slots (company_id, staff_id, starts_at, duration_minutes) values ($1, $2, now() + interval '3 days', 30) returning id`;
    expect(await moves(() => asApp(a, [slot], [[a, staff]]))).toMatchObject({ [a]: 1, [b]: 0 });

    const client = await connect('app');
    await client.query("select set_config('app.company_id', $1, false)", [a]);
    const [{ id: slotId }] = (await client.query<{ id: string }>('select id from availability_slots where company_id = $1 limit 1', [a])).rows as [{ id: string }];
    const lead = (await client.query<{ id: string }>("insert into leads (company_id, name, email, source) values ($1, 'Pat', 'pat@example.test', 'demo') returning id", [a]))
      .rows[0]!.id;
    for (const statement of [
      ["update site_content set content = jsonb_set(content, '{tagline}', '\"New\"') where company_id = $1", [a]],
      ["update configurator_options set label = label || ' (new)' where company_id = $1", [a]],
      ['delete from configurator_options where company_id = $1 and id = (select id from configurator_options where company_id = $1 limit 1)', [a]],
      ["insert into slot_bookings (company_id, slot_id, kind, lead_id) values ($1, $2, 'demo', $3)", [a, slotId, lead]],
      ['delete from slot_bookings where company_id = $1', [a]],
      ["update availability_slots set duration_minutes = 45 where company_id = $1", [a]],
      ['delete from availability_slots where company_id = $1', [a]],
    ] as const) {
      expect(await moves(() => client.query(statement[0], [...statement[1]])), statement[0]).toMatchObject({ [a]: 1, [b]: 0 });
    }
    // Every option of the company changed, in two statements of one transaction: once.
    expect(await moves(() => asApp(a, ["update configurator_options set position = position + 1 where company_id = $1", 'update site_content set updated_at = now() where company_id = $1'], [[a], [a]]))).toMatchObject({
      [a]: 1,
      [b]: 0,
    });
  });

  it('moves on with a photo added to, changed in or taken from the gallery', async () => {
    const owner = await connect('owner');
    const file = (
      await owner.query<{ id: string }>(
        "insert into stored_files (company_id, storage_key, original_name, mime_type, size_bytes, uploaded_by) values ($1, 'site/x/photo', 'photo.png', 'image/png', 10, $2) returning id",
        [a, world.users.staffA.id],
      )
    ).rows[0]!.id;
    const insert = "insert into gallery_items (company_id, file_id, width, height, caption, category, position) values ($1, $2, 800, 600, 'Oak', 'studio', 0) returning id";
    expect(await moves(() => owner.query(insert, [a, file]))).toMatchObject({ [a]: 1, [b]: 0 });
    expect(await moves(() => owner.query("update gallery_items set caption = 'Ash' where company_id = $1", [a]))).toMatchObject({ [a]: 1 });
    expect(await moves(() => owner.query('delete from gallery_items where company_id = $1', [a]))).toMatchObject({ [a]: 1 });
  });

  it("moves on with the company's own row, once, and with the name of a member of staff", async () => {
    const owner = await connect('owner');
    expect(await moves(() => owner.query("update companies set primary_color = '#123456' where id = $1", [a]))).toMatchObject({ [a]: 1, [b]: 0 });
    expect(await moves(() => owner.query(`update companies set settings = settings || '{"emailSenderName": "Arbour"}' where id = $1`, [a]))).toMatchObject({ [a]: 1 });
    // Nothing changed: nothing moves.
    expect(await moves(() => owner.query('update companies set name = name where id = $1', [a]))).toMatchObject({ [a]: 0 });
    expect(await moves(() => asApp(a, ["update users set name = 'Sam Staff' where id = $1"], [[world.users.staffA.id]]))).toMatchObject({ [a]: 1, [b]: 0 });
    expect(await moves(() => asApp(a, ['update users set is_first_login = not is_first_login where id = $1'], [[world.users.staffA.id]]))).toMatchObject({ [a]: 0 });
  });

  it('stays where it is for changes no public page shows, and for a change rolled back', async () => {
    expect(
      await moves(async () => {
        await insertProject(database.db, { companyId: a, customerId: world.users.customerA1.id, name: 'Not on the site' });
        await asApp(a, ["insert into leads (company_id, name, email, source) values ($1, 'Sam', 'sam@example.test', 'contact')"], [[a]]);
        const client = await connect('app');
        await client.query('begin');
        await client.query("select set_config('app.company_id', $1, true)", [a]);
        await client.query("update configurator_options set label = 'Gone' where company_id = $1", [a]);
        await client.query('rollback');
      }),
    ).toMatchObject({ [a]: 0, [b]: 0 });
  });

  it('moves on for the company whose rows changed, whichever company the transaction names last', async () => {
    // By commit time app.company_id names B: the version is still A's to move, and B's stays.
    expect(
      await moves(() =>
        asApp(a, ["update configurator_options set label = label || '!' where company_id = $1", "select set_config('app.company_id', $1, true)"], [[a], [b]]),
      ),
    ).toMatchObject({ [a]: 1, [b]: 0 });
  });

  it('moves on for every company after a TRUNCATE, which fires no row trigger', async () => {
    const owner = await connect('owner');
    const moved = await moves(() => owner.query('truncate site_content'));
    expect(moved[a]).toBe(1);
    expect(moved[b]).toBe(1);
    await seedSiteContent(database.db, world.tenantA.company);
  });

  it('locks the company row only as the transaction commits, and loses no move to a transaction at the same time', async () => {
    const first = await connect('app');
    const second = await connect('app');
    const other = await connect('owner');
    const before = (await versions())[a]!;
    // Two admins at once: one edits the site's text, the other the configurator.
    for (const [client, change] of [
      [first, "update site_content set content = jsonb_set(content, '{tagline}', '\"One\"') where company_id = $1"],
      [second, "update configurator_options set label = label || '.' where company_id = $1"],
    ] as const) {
      await client.query('begin');
      await client.query("select set_config('app.company_id', $1, true)", [a]);
      await client.query(change, [a]);
    }
    // Both transactions have done their work and the row is free: a settings change would not wait.
    await other.query('begin');
    await other.query('select id from companies where id = $1 for update nowait', [a]);
    await other.query('rollback');
    await Promise.all([first.query('commit'), second.query('commit')]);
    expect((await versions())[a]).toBe(before + 2);
  });

  it('comes with the company from every tenant lookup', async () => {
    const version = (await versions())[a]!;
    expect(version).toBeGreaterThan(0);
    expect((await findCompanyBySubdomain(database.appDb, 'demo'))?.contentVersion).toBe(version);
    expect((await findCompanyWithSession(database.appDb, 'demo', 'no-such-token'))?.company.contentVersion).toBe(version);
    const copy = await insertCompany(database.db, { name: 'Copy', subdomain: 'demo.v-test', isDemo: true, demoOf: a });
    await database.db.update(companies).set({ primaryColor: '#654321' }).where(eq(companies.id, copy.id));
    expect((await findDemoCopy(database.appDb, copy.id, a))?.contentVersion).toBe(1);
  });

  it('is no crossing path: the app role cannot call the function that moves it', async () => {
    const client = await connect('app');
    const { rows } = await client.query<{ allowed: boolean }>("select has_function_privilege('app_page_content_changed()', 'EXECUTE') as allowed");
    expect(rows[0]!.allowed).toBe(false);
    const direct = await database.appDb.execute(sql`select app_page_content_changed()`).then(
      () => null,
      (e: { cause?: { code?: string } }) => e.cause?.code,
    );
    expect(direct).toBe('42501');
  });
});

// 0032 and 0033 each make the tenant lookups again, with one more column.
describe.each([
  ['0031', '0032'],
  ['0032', '0033'],
])('migration after %s', (previous, next) => {
  it(`${next} leaves the tenant lookups callable by the app role throughout, so a server on the previous release keeps serving`, async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const appRole = inject('appRole');
    const name = `arbour_${next}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = await pgClient(adminUrl);
    const opened: pg.Client[] = [];
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const owner = await pgClient(url.toString());
      opened.push(owner);
      // The database as the previous release left it: migrated that far, the app role granted its functions.
      await migrate(drizzle(owner), { migrationsFolder: await migrationsUpTo(previous) });
      await grantAppRole(owner, appRole.user);
      await owner.query("insert into companies (name, subdomain) values ('Arbour', 'demo')");

      // The next migration alone, with no grant after it.
      await migrate(drizzle(owner), { migrationsFolder: await migrationsUpTo(next) });
      const appUrl = new URL(url);
      appUrl.username = appRole.user;
      appUrl.password = appRole.password;
      const app = await pgClient(appUrl.toString());
      opened.push(app);
      expect((await app.query("select name, content_version from app_company_by_subdomain('demo')")).rows).toEqual([{ name: 'Arbour', content_version: '0' }]);
      expect((await app.query("select name from app_company_with_session('demo', 'no-token')")).rows).toEqual([{ name: 'Arbour' }]);
      // Still nobody else's to call.
      const { rows } = await owner.query<{ n: number }>(`select count(*)::int as n from pg_proc p, aclexplode(p.proacl) a
        where p.proname in ('app_company_by_subdomain', 'app_company_with_session') and a.grantee = 0`);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await Promise.all(opened.map((client) => client.end()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

/** The migrations folder as it was when `last` was the newest. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'arbour-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag.slice(0, 4) <= last);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

async function pgClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
