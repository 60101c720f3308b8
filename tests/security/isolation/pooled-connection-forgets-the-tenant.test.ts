import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client';
import { projects } from '../../../src/server/db/schema/projects';
import { runAsTenant } from '../../../src/server/db/tenant-context';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import { refusal } from './catalogue';

/**
 * The tenant is set for each statement's own transaction, so a connection handed from one request
 * to the next carries no company with it: on a pool of one connection, one request's company never
 * shows in the next, inside transactions and savepoints too, and under concurrent load.
 */

let owner: Database;
let single: DatabaseHandle;
let small: DatabaseHandle;
let a: string;
let b: string;
let projectOfB: string;
beforeAll(async () => {
  const t = await createTestDatabase();
  owner = t.db;
  const world = await createTwoTenantWorld(owner);
  a = world.tenantA.company.id;
  b = world.tenantB.company.id;
  projectOfB = world.projects.projectB1.id;
  single = connectDatabase(t.appUrl, { max: 1 });
  small = connectDatabase(t.appUrl, { max: 3 });
});
afterAll(async () => {
  await Promise.all([single?.close(), small?.close()]);
});

/** The companies of the projects a handle shows, and the backend that answered. */
async function companiesSeen(db: Database) {
  const rows = await db.select({ companyId: projects.companyId, backend: sql<number>`pg_backend_pid()` }).from(projects);
  return { companies: [...new Set(rows.map((r) => r.companyId))], backends: [...new Set(rows.map((r) => r.backend))] };
}

const backend = async (db: Database) => (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
const setting = async (db: Database) => (await db.execute<{ v: string | null }>(sql`select current_setting('app.company_id', true) as v`)).rows[0]!.v;

describe('one pooled connection, used by one company after another', () => {
  it('shows A its rows, then no tenant nothing, then B its rows', async () => {
    const db = single.db;
    const pid = await backend(db);
    const asA = await runAsTenant(a, () => companiesSeen(db));
    expect(asA).toEqual({ companies: [a], backends: [pid] });

    expect(await setting(db)).toBe('');
    expect(await db.select().from(projects)).toEqual([]);
    expect(await backend(db)).toBe(pid);

    const asB = await runAsTenant(b, () => companiesSeen(db));
    expect(asB).toEqual({ companies: [b], backends: [pid] });
    expect(await setting(db)).toBe('');
    recordSecurityFigure('threatsRefused', 1);
  });

  it('keeps the tenant for every statement of a transaction, after a failed savepoint too, and drops it at the end', async () => {
    const db = single.db;
    const pid = await backend(db);
    await runAsTenant(a, () =>
      db.transaction(async (tx) => {
        expect((await companiesSeen(tx)).companies).toEqual([a]);
        const failed = await refusal(tx.transaction(async (savepoint) => await savepoint.execute(sql`select 1 / 0`)));
        expect(failed.code).toBe('22012');
        // After the rollback to the savepoint, the transaction goes on as A.
        expect(await setting(tx)).toBe(a);
        expect(await companiesSeen(tx)).toEqual({ companies: [a], backends: [pid] });
        expect(await tx.select().from(projects).where(eq(projects.id, projectOfB))).toEqual([]);
        const written = await refusal(
          tx.transaction(async (savepoint) => await savepoint.execute(sql`update projects set company_id = ${b} where company_id = ${a}`)),
        );
        expect(written.code).toBe('42501');
        expect((await companiesSeen(tx)).companies).toEqual([a]);
      }),
    );
    // Committed and gone: the same connection, with no tenant, shows nothing.
    expect(await backend(db)).toBe(pid);
    expect(await setting(db)).toBe('');
    expect(await db.select().from(projects)).toEqual([]);

    // A transaction that fails as a whole leaves nothing either.
    await refusal(runAsTenant(a, () => db.transaction(async (tx) => await tx.execute(sql`select 1 / 0`))));
    expect(await setting(db)).toBe('');
    expect(await db.select().from(projects)).toEqual([]);
    expect(await owner.select().from(projects).where(eq(projects.companyId, a))).not.toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('concurrent work of two companies on a small pool', () => {
  it('shows each piece of work only its own company, whichever connection it gets', async () => {
    for (const handle of [single, small]) {
      const work = Array.from({ length: 40 }, (_, i) => {
        const company = i % 2 === 0 ? a : b;
        return runAsTenant(company, async () => {
          if (i % 3 === 0) {
            return { company, seen: await handle.db.transaction(async (tx) => {
              await tx.execute(sql`select pg_sleep(0.002)`);
              return (await companiesSeen(tx)).companies;
            }) };
          }
          return { company, seen: (await companiesSeen(handle.db)).companies };
        });
      });
      for (const { company, seen } of await Promise.all(work)) expect(seen).toEqual([company]);
    }
    expect(await setting(single.db)).toBe('');
    recordSecurityFigure('threatsRefused', 1);
  });
});
