import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number; every Arbour process that migrates must use the same one. ("Arbour" in ASCII.) */
export const MIGRATION_LOCK_ID = 0x4172626f7572;

/**
 * Applies the migrations not yet applied, one process at a time.
 *
 * Drizzle's migrator takes no lock and reads the last applied migration before its
 * transaction, so two servers starting together would both apply the same migration and
 * one would fail half-way. A session-level advisory lock, held on one connection for the
 * whole run, makes them take turns: the second finds nothing left to do.
 */
export async function applyMigrations(db: Database): Promise<void> {
  // connectDatabase always builds the Database on a pool.
  const pool = (db as Database & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } catch (error) {
    // Closing the connection releases the lock too, whatever state the failure left it in.
    client.release(true);
    throw error;
  }
  client.release();
}
