import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';

/**
 * Tables a refused request may still touch without changing anything a user owns: sessions
 * (better-auth may refresh one), sign-in and form rate limits, and the migrations journal.
 */
const IGNORED_TABLES = new Set(['sessions', 'session', 'rate_limits', 'verifications', 'verification', '__drizzle_migrations']);

/** A hash of every row of every table, per table, so a refused write that changed anything shows where. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = tables.rows.map((r) => String(r.table_name)).filter((name) => !IGNORED_TABLES.has(name));
  const parts = names.map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`);
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(result.rows.map((r) => [String(r.name), String(r.hash)]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
