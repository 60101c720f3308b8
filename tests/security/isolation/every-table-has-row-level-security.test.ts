import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { createTestDatabase } from '../../setup/test-app';
import { recordSecurityFigure } from '../figures';
import { BOOKKEEPING_TABLES, tenantTables } from './catalogue';

/**
 * Read from the catalogue, not from a list kept by hand: a table added tomorrow without row-level
 * security, without a policy, or without a company_id fails here before it ships.
 */

let db: Database;
const appRole = inject('appRole').user;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

type Policy = {
  table: string;
  name: string;
  permissive: string;
  cmd: string;
  qual: string | null;
  with_check: string | null;
  for_app_role: boolean;
};

async function policies(): Promise<Policy[]> {
  const { rows } = await db.execute<Policy>(sql`
    select p.tablename as table, p.policyname as name, p.permissive, p.cmd, p.qual, p.with_check,
      exists (select 1 from unnest(p.roles::text[]) r where r = 'public' or pg_has_role(${appRole}, r, 'MEMBER')) as for_app_role
    from pg_policies p where p.schemaname = 'public'`);
  return rows;
}

/** The tenant comparison: the row's company (`id` for companies) equals the transaction's tenant setting. */
function comparesToTenant(expression: string | null, column: string): boolean {
  if (!expression) return false;
  const tenant = String.raw`(app_current_company\(\)|\(?nullif\(current_setting\('app\.company_id'::text, true\), ''::text\)\)?::uuid)`;
  return new RegExp(String.raw`^\(${column} = ${tenant}\)$`).test(expression);
}

describe('the catalogue', () => {
  it('has row-level security enabled and forced on every table with a company_id, and on companies', async () => {
    const tables = [...(await tenantTables(db)).map((t) => t.name), 'companies'];
    expect(tables.length).toBeGreaterThan(30);
    const { rows } = await db.execute<{ name: string; enabled: boolean; forced: boolean }>(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname in ${tables}`);
    const unguarded = rows.filter((r) => !r.enabled || !r.forced).map((r) => `${r.name} (enabled ${r.enabled}, forced ${r.forced})`);
    expect(unguarded).toEqual([]);
    expect(rows).toHaveLength(tables.length);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('gives every such table a policy for all commands that compares its company to the tenant setting', async () => {
    const all = await policies();
    const missing: string[] = [];
    const tables = [...(await tenantTables(db)).map((t) => ({ name: t.name, column: 'company_id' })), { name: 'companies', column: 'id' }];
    for (const { name, column } of tables) {
      const guard = all.find(
        (p) =>
          p.table === name &&
          p.cmd === 'ALL' &&
          p.for_app_role &&
          comparesToTenant(p.qual, column) &&
          (p.with_check === null || comparesToTenant(p.with_check, column)),
      );
      if (!guard) missing.push(name);
    }
    expect(missing).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('has no other policy the app role falls under: none opens rows another way', async () => {
    // Permissive policies are OR-ed: one `USING (true)` that reaches the app role undoes the rest.
    const open = (await policies()).filter((p) => p.for_app_role && !(comparesToTenant(p.qual, p.table === 'companies' ? 'id' : 'company_id') && p.cmd === 'ALL'));
    expect(open.map((p) => `${p.table}.${p.name}: ${p.cmd} using ${p.qual} check ${p.with_check}`)).toEqual([]);
    // The owner's own policy exists, and the app role is not among those it names.
    expect((await policies()).filter((p) => p.name === 'owner_maintenance').length).toBeGreaterThan(30);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('reads the tenant from the transaction setting app.company_id, and no setting means no company', async () => {
    const read = async (value: string | null) =>
      db.transaction(async (tx) => {
        if (value !== null) await tx.execute(sql`select set_config('app.company_id', ${value}, true)`);
        const { rows } = await tx.execute<{ company: string | null }>(sql`select app_current_company()::text as company`);
        return rows[0]!.company;
      });
    const id = '0b6f6c2e-6a43-4a55-9c77-4d7c0a4d1f00';
    expect(await read(id)).toBe(id);
    expect(await read('')).toBeNull();
    expect(await read(null)).toBeNull();
  });

  it('has a company_id in every table of schema public but companies (and the migrations bookkeeping)', async () => {
    const { rows } = await db.execute<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'f')
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)`);
    expect(rows.map((r) => r.name).filter((name) => name !== 'companies' && !BOOKKEEPING_TABLES.includes(name))).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });

  it('has no view that reads tenant tables with its owner\'s rights', async () => {
    // A view runs as its owner unless security_invoker is set; the owner's policy shows every company.
    const { rows } = await db.execute<{ name: string; kind: string }>(sql`
      select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and (c.relkind = 'm' or (c.relkind = 'v' and not exists (
        select 1 from unnest(c.reloptions) o where o in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1'))))`);
    expect(rows).toEqual([]);
    recordSecurityFigure('threatsRefused', 1);
  });
});
