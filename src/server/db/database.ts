import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { connectDatabase, type DatabaseHandle } from './client';
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
  /** Closes both pools and, for the embedded server, stops PostgreSQL. */
  shutdown: () => Promise<void>;
}

/** A small pool: background work, one job at a time per kind. */
const OWNER_POOL_MAX = 3;

/**
 * The external server named by DATABASE_URL (the app role) and MIGRATION_DATABASE_URL (the owner),
 * or else the embedded one, where both roles are made on first start; migrated either way, and
 * refused if the app role could step around row-level security.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<RunningDatabase> {
  const onIdleError = (err: Error) => logger.warn({ err: err.message }, 'database connection lost');
  if (env.DATABASE_URL) {
    const owner = connectDatabase(env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL, { max: env.MIGRATION_DATABASE_URL ? OWNER_POOL_MAX : env.DATABASE_POOL_MAX, onIdleError });
    const app = env.MIGRATION_DATABASE_URL ? connectDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, onIdleError }) : owner;
    try {
      await applyMigrations(owner.db);
      if (app !== owner) await grantAppRole(owner.pool, decodeURIComponent(new URL(env.DATABASE_URL).username));
      await checkAppRole(app.pool, { allowPrivileged: env.ALLOW_PRIVILEGED_DATABASE_ROLE, logger });
    } catch (error) {
      await Promise.all([owner.close(), app !== owner ? app.close() : undefined]);
      throw error;
    }
    const close = async () => {
      await Promise.all([app.close(), app !== owner ? owner.close() : undefined]);
    };
    return { ...app, owner, embedded: false, close, shutdown: close };
  }
  const server = await startEmbeddedDatabase(env.DATA_DIR, logger);
  await server.createDatabase('arbour');
  const quietIdleError = (err: Error) => logger.debug({ err: err.message }, 'database connection closed');
  const owner = connectDatabase(server.url('arbour'), { max: OWNER_POOL_MAX, onIdleError: quietIdleError });
  await applyMigrations(owner.db);
  // Made on first start, and on the first start after an upgrade of a data directory made before it.
  const appLogin = { user: EMBEDDED_APP_ROLE, password: await readOrCreatePassword(path.join(path.resolve(env.DATA_DIR), 'pg-app-password')) };
  await ensureAppRole(owner.pool, appLogin.user, appLogin.password);
  await grantAppRole(owner.pool, appLogin.user);
  const app = connectDatabase(server.url('arbour', appLogin), { max: env.DATABASE_POOL_MAX, onIdleError: quietIdleError });
  await checkAppRole(app.pool, { allowPrivileged: false, logger });
  const close = async () => {
    await Promise.all([app.close(), owner.close()]);
  };
  return {
    ...app,
    owner,
    embedded: true,
    close,
    shutdown: async () => {
      await close();
      await server.stop();
    },
  };
}
