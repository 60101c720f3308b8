import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { runAsTenant } from '../../../src/server/db/tenant-context';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import { byKey, fingerprints, insertRow, isolatedTables, refusal, rowLevelSecurityRefusal, rowsOf, withNewId, type TenantTable } from './catalogue';
import { seedTwoCompanies, type TwoCompanies } from './two-companies';

/**
 * Company A's work, knowing the ids of company B's rows (a guessed, leaked or enumerated id), asks
 * for them by primary key in every table, as a query that forgot its company filter would: the
 * database shows nothing and changes nothing. Tables from the catalogue, rows of both companies in each.
 */

let db: Database;
let appDb: Database;
let world: TwoCompanies;
let tables: TenantTable[];
/** Up to three of B's rows of each table, as the owner reads them. */
const rowsOfB = new Map<string, Record<string, unknown>[]>();
beforeAll(async () => {
  ({ db, appDb } = await createTestDatabase());
  world = await seedTwoCompanies(db);
  tables = await isolatedTables(db);
  for (const table of tables) rowsOfB.set(table.name, await rowsOf(db, table, world.b.id));
});

// A drizzle query starts when awaited: await it inside, so it runs as the tenant.
const asA = <T>(work: () => PromiseLike<T>) => runAsTenant(world.a.id, async () => await work());
const asB = <T>(work: () => PromiseLike<T>) => runAsTenant(world.b.id, async () => await work());
const rowCount = async (statement: ReturnType<typeof sql>, as: typeof asA) => (await as(() => appDb.execute(statement))).rowCount ?? 0;

describe("company A, asking for company B's rows by id", () => {
  it('sees none of them in any table (while B sees each)', async () => {
    const seen: string[] = [];
    for (const table of tables) {
      for (const row of rowsOfB.get(table.name)!) {
        const select = sql`select * from ${sql.identifier(table.name)} where ${byKey(table, row)}`;
        // The same statement finds the row for its own company: it names the row rightly.
        expect(await rowCount(select, asB), `${table.name} as B`).toBe(1);
        const n = await rowCount(select, asA);
        if (n) seen.push(`${table.name}: ${n}`);
      }
    }
    expect(seen).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('updates none of them, neither in place nor into company A', async () => {
    const before = await fingerprints(db, tables, world.b.id);
    const updated: string[] = [];
    for (const table of tables) {
      const name = sql.identifier(table.name);
      const key = sql.identifier(table.primaryKey[0]!);
      const company = sql.identifier(table.companyColumn);
      for (const row of rowsOfB.get(table.name)!) {
        const n = (await rowCount(sql`update ${name} set ${key} = ${key} where ${byKey(table, row)}`, asA)) + (await rowCount(sql`update ${name} set ${company} = ${world.a.id} where ${byKey(table, row)}`, asA));
        if (n) updated.push(`${table.name}: ${n}`);
      }
    }
    expect(updated).toEqual([]);
    expect(await fingerprints(db, tables, world.b.id)).toEqual(before);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('deletes none of them', async () => {
    const before = await fingerprints(db, tables, world.b.id);
    const deleted: string[] = [];
    for (const table of tables) {
      for (const row of rowsOfB.get(table.name)!) {
        const n = await rowCount(sql`delete from ${sql.identifier(table.name)} where ${byKey(table, row)}`, asA);
        if (n) deleted.push(`${table.name}: ${n}`);
      }
    }
    expect(deleted).toEqual([]);
    expect(await fingerprints(db, tables, world.b.id)).toEqual(before);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('company A, writing rows in company B\'s name', () => {
  it('cannot move one of its own rows to company B (WITH CHECK)', async () => {
    const beforeA = await fingerprints(db, tables, world.a.id);
    const beforeB = await fingerprints(db, tables, world.b.id);
    const moved: string[] = [];
    for (const table of tables) {
      const [row] = await rowsOf(db, table, world.a.id, 1);
      const move = sql`update ${sql.identifier(table.name)} set ${sql.identifier(table.companyColumn)} = ${world.b.id} where ${byKey(table, row!)}`;
      const error = await refusal(asA(() => appDb.execute(move))).catch(() => null);
      if (!error) moved.push(table.name);
      // Contract and variation events change for no one: their trigger refuses before the policy is asked (the insert below asks it).
      else if (table.name === 'contract_events') expect(error).toEqual({ code: '23514', message: 'contract events cannot be changed or deleted' });
      else if (table.name === 'variation_events') expect(error).toEqual({ code: '23514', message: 'variation events cannot be changed or deleted' });
      else expect(error, table.name).toEqual(rowLevelSecurityRefusal());
    }
    expect(moved).toEqual([]);
    expect(await fingerprints(db, tables, world.a.id)).toEqual(beforeA);
    expect(await fingerprints(db, tables, world.b.id)).toEqual(beforeB);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot insert a row of company B into any table', async () => {
    const inserted: string[] = [];
    for (const table of tables) {
      const row = withNewId(table, rowsOfB.get(table.name)![0]!);
      const error = await refusal(asA(() => appDb.execute(insertRow(table, row)))).catch(() => null);
      if (!error) inserted.push(table.name);
      else expect(error, table.name).toEqual(rowLevelSecurityRefusal());
    }
    expect(inserted).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });
});
