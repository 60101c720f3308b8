import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { createTwoTenantWorld } from '../../factories/world';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';

/**
 * Row-level security binds only the statements it sees. The app role may not take the ways past it:
 * TRUNCATE (no policy, no row trigger), new objects of its own in public, or a SECURITY DEFINER
 * function other than the named crossing paths of docs/security.md.
 */

/** The crossing paths: the reads that must cross companies before a tenant is known. */
const CROSSING_PATHS = ['app_company_by_subdomain', 'app_company_with_session'];

let db: Database;
let appDb: Database;
const appRole = inject('appRole').user;
beforeAll(async () => {
  ({ db, appDb } = await createTestDatabase());
});

describe('the app role', () => {
  it('may only select, insert, update and delete rows: no TRUNCATE, TRIGGER or REFERENCES on any table', async () => {
    const { rows } = await db.execute<{ name: string; privilege: string }>(sql`
      select c.relname as name, p.privilege
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES']) as p(privilege)
      where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(${appRole}, c.oid, p.privilege)`);
    expect(rows).toEqual([]);
    const { rows: usable } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(${appRole}, c.oid, 'SELECT, INSERT, UPDATE, DELETE')`);
    expect(usable[0]!.n).toBeGreaterThan(30);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('cannot create anything, in public or a schema of its own, that a name could resolve to', async () => {
    // The crossing functions run as their owner and name every relation with its schema rather than
    // fixing search_path: this holds only while the app role can define no object, operator or type anywhere.
    const { rows } = await db.execute<{ schema: string }>(sql`
      select n.nspname as schema from pg_namespace n
      where n.nspname not like 'pg\_temp\_%' and n.nspname not like 'pg\_toast\_temp\_%' and has_schema_privilege(${appRole}, n.oid, 'CREATE')`);
    expect(rows).toEqual([]);
    const { rows: database } = await db.execute<{ create: boolean }>(sql`select has_database_privilege(${appRole}, current_database(), 'CREATE') as create`);
    expect(database[0]!.create).toBe(false);
    for (const statement of ['create table public.unguarded (company_id uuid, secret text)', 'create schema unguarded']) {
      const code = await appDb.execute(sql.raw(statement)).then(
        () => null,
        (e: { cause?: { code?: string } }) => e.cause?.code,
      );
      expect(code, statement).toBe('42501');
    }
    recordSecurityFigure('threatsRefused', 1);
  });

  it('can run no SECURITY DEFINER function but the named crossing paths', async () => {
    const { rows } = await db.execute<{ name: string }>(sql`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and has_function_privilege(${appRole}, p.oid, 'EXECUTE') and n.nspname not in ('pg_catalog', 'information_schema')
      order by p.proname`);
    expect(rows.map((r) => r.name)).toEqual(CROSSING_PATHS);
    recordSecurityFigure('threatsRefused', 1);
  });
});

describe('the crossing path for a session', () => {
  it("does not take company B's session token on company A's host", async () => {
    const world = await createTwoTenantWorld(db);
    const token = 'token-of-b';
    await db.execute(sql`insert into sessions (id, company_id, user_id, token, expires_at)
      values ('session-of-b', ${world.tenantB.company.id}, ${world.users.customerB1.id}, ${token}, now() + interval '1 day')`);
    const read = async (subdomain: string) =>
      (await appDb.execute<{ id: string; session_user_id: string | null }>(sql`select id, session_user_id from app_company_with_session(${subdomain}, ${token})`)).rows;
    expect(await read('acme')).toEqual([{ id: world.tenantB.company.id, session_user_id: world.users.customerB1.id }]);
    expect(await read('demo')).toEqual([{ id: world.tenantA.company.id, session_user_id: null }]);
    recordSecurityFigure('threatsRefused', 1);
  });
});
