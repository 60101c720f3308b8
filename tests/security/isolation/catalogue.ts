import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/server/db/client';

/** The migrations' own bookkeeping, if it ever lives in public (drizzle keeps it in schema drizzle). */
export const BOOKKEEPING_TABLES = ['__drizzle_migrations'];

export interface TenantTable {
  name: string;
  /** Its primary key's columns, in key order. */
  primaryKey: string[];
  /** The column naming the company a row belongs to: company_id, or id for companies itself. */
  companyColumn: string;
}

/**
 * Every table in schema public with a company_id column, read from the catalogue rather than a
 * hand-kept list, so a table added tomorrow is tried by every test that uses this.
 */
export async function tenantTables(db: Database): Promise<TenantTable[]> {
  const { rows } = await db.execute<{ name: string; primary_key: string[] | null }>(sql`
    select c.relname as name,
      (select array_agg(a.attname::text order by k.ord)
         from pg_index i
         cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
         where i.indrelid = c.oid and i.indisprimary) as primary_key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
    order by c.relname`);
  return rows.map((row) => ({ name: row.name, primaryKey: row.primary_key ?? [], companyColumn: 'company_id' }));
}

/** The tenant tables and companies: every table whose rows belong to one company. */
export async function isolatedTables(db: Database): Promise<TenantTable[]> {
  return [{ name: 'companies', primaryKey: ['id'], companyColumn: 'id' }, ...(await tenantTables(db))];
}

/** `k1 = v1 and k2 = v2`: one row, named by its primary key. */
export function byKey(table: TenantTable, row: Record<string, unknown>): SQL {
  if (table.primaryKey.length === 0) throw new Error(`${table.name} has no primary key to name a row by`);
  return sql.join(
    table.primaryKey.map((column) => sql`${sql.identifier(column)} = ${row[column]}`),
    sql` and `,
  );
}

/** Up to `limit` of a company's rows of a table, as the owner reads them (JSON values, so they go back in as they came). */
export async function rowsOf(owner: Database, table: TenantTable, companyId: string, limit = 3): Promise<Record<string, unknown>[]> {
  const { rows } = await owner.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t) as row from ${sql.identifier(table.name)} t where ${sql.identifier(table.companyColumn)} = ${companyId} order by t::text limit ${limit}`,
  );
  return rows.map((r) => r.row);
}

/** A fingerprint of all of a company's rows of a table, as the owner sees them. */
export async function fingerprint(owner: Database, table: TenantTable, companyId: string): Promise<string> {
  const { rows } = await owner.execute<{ hash: string; n: number }>(
    sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash, count(*)::int as n
      from ${sql.identifier(table.name)} t where ${sql.identifier(table.companyColumn)} = ${companyId}`,
  );
  return `${rows[0]!.n}:${rows[0]!.hash}`;
}

/** The fingerprints of all of a company's rows in each table, by table. */
export async function fingerprints(owner: Database, tables: TenantTable[], companyId: string): Promise<Record<string, string>> {
  const entries = [];
  for (const table of tables) entries.push([table.name, await fingerprint(owner, table, companyId)] as const);
  return Object.fromEntries(entries);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same row under a new id (when its key is one id column), so an insert would add a row, not clash with one. */
export function withNewId(table: TenantTable, row: Record<string, unknown>): Record<string, unknown> {
  if (table.primaryKey.length !== 1 || table.primaryKey[0] !== 'id') return row;
  const id = row.id;
  return { ...row, id: typeof id === 'string' ? (UUID.test(id) ? randomUUID() : `${id}-copy`) : id };
}

/** Inserts a row given as JSON (as rowsOf returns it), whatever the table's columns (identities too). */
export function insertRow(table: TenantTable, row: Record<string, unknown>): SQL {
  const name = sql.identifier(table.name);
  return sql`insert into ${name} overriding system value select * from jsonb_populate_record(null::${name}, ${JSON.stringify(row)}::jsonb)`;
}

export interface DatabaseRefusal {
  code: string | undefined;
  message: string;
}

/** The error PostgreSQL answered a statement with (drizzle wraps it), or a failure if it was accepted. */
export async function refusal(statement: PromiseLike<unknown>): Promise<DatabaseRefusal> {
  const error: unknown = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) throw new Error('the database accepted the statement');
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const pgError = cause?.code ? cause : (error as { code?: string; message?: string });
  return { code: pgError.code, message: pgError.message ?? String(error) };
}

/** PostgreSQL's answer to a row that a row-level security policy's WITH CHECK refuses. */
export function rowLevelSecurityRefusal() {
  return { code: '42501', message: expect.stringMatching(/new row violates row-level security policy/) };
}
