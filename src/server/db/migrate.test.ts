import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { connectDatabase } from './client';
import { applyMigrations } from './migrate';

const adminUrl = inject('adminDatabaseUrl');
const name = `arbour_migrate_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

it('lets several servers migrate an empty database at once, applying each migration once', async () => {
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Three "servers", each with its own pool, as in a deploy that starts them together.
  const servers = Array.from({ length: 3 }, () => connectDatabase(url.toString(), { max: 2 }));
  try {
    await Promise.all(servers.map((s) => applyMigrations(s.db)));
    const { rows } = await servers[0]!.pool.query<{ hash: string; n: string }>(
      'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
    );
    expect(rows).toEqual([]);
    const applied = await servers[0]!.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBeGreaterThan(20);
    const locks = await servers[0]!.pool.query("select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
    expect(locks.rows[0].n).toBe(0);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
});
