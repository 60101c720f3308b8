import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareStatementsByName } from './auto-prepare';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// PostgreSQL `date` columns come back as 'YYYY-MM-DD' strings; keep them that way
// rather than shifting them through the server's time zone.
pg.types.setTypeParser(1082, (value: string) => value);

export function connectDatabase(
  url: string,
  options: { max: number; onIdleError?: (error: Error) => void; onQuery?: (sql: string) => void },
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection can be cut by the server (a restart, or Ctrl-C reaching the
  // embedded server first); the pool replaces it, so this must not crash the app.
  pool.on('error', (error) => options.onIdleError?.(error));
  pool.on('connect', prepareStatementsByName);
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  const db = drizzle(pool, { schema, casing: 'snake_case', logger });
  return { db, pool, close: () => pool.end() };
}
