import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { currentTenantId } from '../../../src/server/db/tenant-context';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import { fingerprints, insertRow, isolatedTables, refusal, rowLevelSecurityRefusal, rowsOf, withNewId, type TenantTable } from './catalogue';
import { seedTwoCompanies, type TwoCompanies } from './two-companies';

/**
 * Work that forgot to say which company it runs for fails closed: as the app role with no tenant
 * set, every table whose rows belong to a company shows none of them and takes no write.
 */

let db: Database;
let appDb: Database;
let appUrl: string;
let world: TwoCompanies;
let tables: TenantTable[];
beforeAll(async () => {
  ({ db, appDb, appUrl } = await createTestDatabase());
  world = await seedTwoCompanies(db);
  tables = await isolatedTables(db);
});

const count = async (handle: Database, table: TenantTable) =>
  (await handle.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table.name)}`)).rows[0]!.n;

describe('the app role with no tenant set', () => {
  it('sees no row of any tenant table, though the owner sees rows of both companies in each', async () => {
    expect(currentTenantId()).toBeUndefined();
    expect(tables.length).toBeGreaterThan(30);
    const seen: string[] = [];
    for (const table of tables) {
      expect(await count(db, table), `the owner's rows in ${table.name}`).toBeGreaterThanOrEqual(2);
      const n = await count(appDb, table);
      if (n !== 0) seen.push(`${table.name}: ${n}`);
    }
    expect(seen).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('sees no row on a connection that never set the tenant at all', async () => {
    // The app's pool defines the setting (as '') on each new connection; a bare one has it undefined.
    const client = new pg.Client({ connectionString: appUrl });
    await client.connect();
    try {
      expect((await client.query('select current_setting($1, true) as v', ['app.company_id'])).rows[0].v).toBeNull();
      const seen: string[] = [];
      for (const table of tables) {
        const { rows } = await client.query(`select count(*)::int as n from ${pg.escapeIdentifier(table.name)}`);
        if (rows[0].n !== 0) seen.push(`${table.name}: ${rows[0].n}`);
      }
      expect(seen).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('cannot insert into any tenant table, not even a copy of a row the company already has', async () => {
    const accepted: string[] = [];
    for (const table of tables) {
      const [row] = await rowsOf(db, table, world.a.id, 1);
      const error = await refusal(appDb.execute(insertRow(table, withNewId(table, row!)))).catch(() => null);
      if (!error) accepted.push(table.name);
      else expect(error, table.name).toEqual(rowLevelSecurityRefusal());
    }
    expect(accepted).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('updates and deletes no row of any tenant table', async () => {
    const before = { a: await fingerprints(db, tables, world.a.id), b: await fingerprints(db, tables, world.b.id) };
    const changed: string[] = [];
    for (const table of tables) {
      const name = sql.identifier(table.name);
      const column = sql.identifier(table.primaryKey[0]!);
      const updated = await appDb.execute(sql`update ${name} set ${column} = ${column}`);
      const deleted = await appDb.execute(sql`delete from ${name}`);
      if (updated.rowCount || deleted.rowCount) changed.push(`${table.name}: ${updated.rowCount} updated, ${deleted.rowCount} deleted`);
    }
    expect(changed).toEqual([]);
    expect({ a: await fingerprints(db, tables, world.a.id), b: await fingerprints(db, tables, world.b.id) }).toEqual(before);
    recordSecurityFigure('threatsRefused', 1);
  });
});
