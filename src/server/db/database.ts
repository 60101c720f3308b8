import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedDatabase } from './embedded';
import { applyMigrations } from './migrate';

export interface RunningDatabase extends DatabaseHandle {
  embedded: boolean;
  /** Closes the pool and, for the embedded server, stops PostgreSQL. */
  shutdown: () => Promise<void>;
}

/** The external server named by DATABASE_URL, or else the embedded one; migrated either way. */
export async function openDatabase(env: Env, logger: Logger): Promise<RunningDatabase> {
  if (env.DATABASE_URL) {
    const handle = connectDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX, onIdleError: (err) => logger.warn({ err: err.message }, 'database connection lost') });
    await applyMigrations(handle.db);
    return { ...handle, embedded: false, shutdown: handle.close };
  }
  const server = await startEmbeddedDatabase(env.DATA_DIR, logger);
  await server.createDatabase('arbour');
  const handle = connectDatabase(server.url('arbour'), { max: env.DATABASE_POOL_MAX, onIdleError: (err) => logger.debug({ err: err.message }, 'database connection closed') });
  await applyMigrations(handle.db);
  return {
    ...handle,
    embedded: true,
    shutdown: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
