import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { readyConnection, statementOfCall } from './auto-prepare';
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

/**
 * How long each kind of wait on the database may last, in milliseconds (docs/operations.md). The
 * server's own limits (statement, lock, idle in a transaction) are sent when a connection opens.
 */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection, or for a new one to open. */
  poolWaitMs: number;
  /** Waiting for a statement's answer: the client's backstop when the server does not answer at all. */
  queryMs?: number;
  statementMs?: number;
  lockMs?: number;
  idleInTransactionMs?: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { poolWaitMs: 5_000 };

export function connectDatabase(
  url: string,
  options: { max: number; timeouts?: DatabaseTimeouts; onIdleError?: (error: Error) => void; onQuery?: (sql: string) => void },
): DatabaseHandle {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const pool = new TenantPool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: timeouts.poolWaitMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    idleTimeoutMillis: 30_000,
    // pg-pool waits for this before it hands a new connection out.
    onConnect: readyConnection,
  });
  // An idle connection can be cut by the server (a restart, or Ctrl-C reaching the
  // embedded server first); the pool replaces it, so this must not crash the app.
  pool.on('error', (error) => options.onIdleError?.(error));
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  const db = drizzle(pool, { schema, casing: 'snake_case', logger });
  return { db, pool, close: () => pool.end() };
}

/**
 * A pool whose every statement runs for the tenant of the code that asked for it
 * (`tenant-context.ts`). The tenant is read when the query is asked for, not when a connection comes
 * free: pg-pool hands a waiting query its connection from whichever request releases one.
 */
class TenantPool extends pg.Pool {
  // pg.Pool's overloads cannot be restated one by one; Drizzle calls query(config, values).
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    const call = statementOfCall(config, values, callback);
    return (super.query as (...a: unknown[]) => never)(call.statement, call.callback);
  }
}
