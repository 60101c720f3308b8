import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { createPing, type Ping } from './availability';
import { connectDatabase, type DatabaseHandle, type DatabaseTimeouts } from './client';
import { readOrCreatePassword, startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrate';
import { checkAppRole, EMBEDDED_APP_ROLE, ensureAppRole, grantAppRole } from './roles';

export interface RunningDatabase extends DatabaseHandle {
  embedded: boolean;
  /**
   * The owner role's handle: migrations, and the work that spans companies (email delivery, pruning,
   * the demo seed). Requests never use it: `db` is the app role, bound by row-level security.
   */
  owner: DatabaseHandle;
  /** The owner's connection URL: the job queue opens its own connections with it. */
  ownerUrl: string;
  /** `select 1` within a second on a connection of its own, as the app role: readiness. */
  ping: Ping;
  /** Closes both pools and, for the embedded server, stops PostgreSQL. */
  shutdown: () => Promise<void>;
}

export interface OpenOptions {
  /** The embedded server died and could not be started again (RESTART_WITHIN_MS): the app should exit. */
  onEmbeddedServerLost?: () => void;
}

/** What the app role's requests may wait (docs/operations.md). */
function requestTimeouts(env: Env): DatabaseTimeouts {
  return {
    poolWaitMs: env.DATABASE_POOL_WAIT_MS,
    queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * The owner's work (migrations, backups, background jobs) may rightly run long, so it has no
 * statement timeout; it still may not sit in a transaction holding locks.
 */
function ownerTimeouts(env: Env): DatabaseTimeouts {
  return { poolWaitMs: env.DATABASE_POOL_WAIT_MS, idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS };
}

/** A small pool: background work, one job at a time per kind. */
const OWNER_POOL_MAX = 3;

/**
 * The external server named by DATABASE_URL (the app role) and MIGRATION_DATABASE_URL (the owner),
 * or else the embedded one, where both roles are made on first start; migrated either way, and
 * refused if the app role could step around row-level security.
 */
export async function openDatabase(env: Env, logger: Logger, options: OpenOptions = {}): Promise<RunningDatabase> {
  const onIdleError = (err: Error) => logger.warn({ err: err.message }, 'database connection lost');
  if (env.DATABASE_URL) {
    // With one URL the same role does both, through two pools: migrations must not meet the requests' timeouts.
    const ownerUrl = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
    const owner = connectDatabase(ownerUrl, { max: OWNER_POOL_MAX, timeouts: ownerTimeouts(env), onIdleError });
    const app = connectDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, timeouts: requestTimeouts(env), onIdleError });
    try {
      await applyMigrations(owner.db);
      if (env.MIGRATION_DATABASE_URL) await grantAppRole(owner.pool, decodeURIComponent(new URL(env.DATABASE_URL).username));
      await checkAppRole(app.pool, { allowPrivileged: env.ALLOW_PRIVILEGED_DATABASE_ROLE, logger });
    } catch (error) {
      await Promise.all([owner.close(), app.close()]);
      throw error;
    }
    const probe = createPing({ connectionString: env.DATABASE_URL });
    const close = async () => {
      await Promise.all([app.close(), owner.close(), probe.close()]);
    };
    return { ...app, owner, ownerUrl, embedded: false, ping: probe.ping, close, shutdown: close };
  }
  const server = await startEmbeddedDatabase(env.DATA_DIR, logger);
  await server.createDatabase('arbour');
  const quietIdleError = (err: Error) => logger.debug({ err: err.message }, 'database connection closed');
  const ownerUrl = server.url('arbour');
  const owner = connectDatabase(ownerUrl, { max: OWNER_POOL_MAX, timeouts: ownerTimeouts(env), onIdleError: quietIdleError });
  await applyMigrations(owner.db);
  // Made on first start, and on the first start after an upgrade of a data directory made before it.
  const appLogin = { user: EMBEDDED_APP_ROLE, password: await readOrCreatePassword(path.join(path.resolve(env.DATA_DIR), 'pg-app-password')) };
  await ensureAppRole(owner.pool, appLogin.user, appLogin.password);
  await grantAppRole(owner.pool, appLogin.user);
  const app = connectDatabase(server.url('arbour', appLogin), { max: env.DATABASE_POOL_MAX, timeouts: requestTimeouts(env), onIdleError: quietIdleError });
  await checkAppRole(app.pool, { allowPrivileged: false, logger });
  const probe = createPing({ connectionString: server.url('arbour', appLogin) });
  if (options.onEmbeddedServerLost) server.superviseRestarts(options.onEmbeddedServerLost);
  const close = async () => {
    await Promise.all([app.close(), owner.close(), probe.close()]);
  };
  return {
    ...app,
    owner,
    ownerUrl,
    embedded: true,
    ping: probe.ping,
    close,
    shutdown: async () => {
      await close();
      await server.stop();
    },
  };
}
